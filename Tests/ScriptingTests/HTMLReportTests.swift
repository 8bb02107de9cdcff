import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// `consentsim test --html DIR`: one self-contained page with each failure's expected and actual
/// screens side by side and the steps that led there, loaded in headless Chromium (Debian's
/// `chromium`, which `.ci/run` installs) to prove it renders offline without errors.
@Suite(.tags(.spawnsProcess)) struct HTMLReportTests {
    static let failingSnapshot = "Set Order no-att\nLaunch\nSnapshot first\nExpect Key IABTCF_gdprApplies 1\nExpect Ads none\n"
    static let failingExpect = "# name: wrong view\nSet Order no-att\nLaunch\nExpect View home\nExpect Key x 1\nExpect Ads none\n"

    /// A scratch suite with one passing script, a snapshot that differs and an expectation that fails;
    /// returns the directory and the report's path.
    func failingRun() throws -> (TempDirectory, String) {
        let dir = try TempDirectory()
        try ScriptFilesForTests.write(Self.failingSnapshot, to: dir.path + "/s/snap.keys")
        try ScriptFilesForTests.write(Self.failingExpect, to: dir.path + "/s/view.keys")
        try ScriptFilesForTests.write(TestRunnerOptionsTests.passing, to: dir.path + "/s/ok.keys")
        #expect(try consentsim(["test", dir.path + "/s/snap.keys", "--update-snapshots"]).status == 0)
        let stored = dir.path + "/s/__snapshots__/snap.keys/first.txt"
        try String(contentsOfFile: stored, encoding: .utf8).replacingOccurrences(of: "asks for your consent", with: "asks for consent")
            .write(toFile: stored, atomically: true, encoding: .utf8)
        let r = try consentsim(["test", dir.path + "/s", "--html", dir.path + "/report"])
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("1 passed, 2 failed\n"))
        return (dir, dir.path + "/report/index.html")
    }

    @Test func theReportIsSelfContainedWithBothScreensAndTheSteps() throws {
        let (dir, path) = try failingRun()
        defer { dir.remove() }
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            !html.contains("<script src") && !html.contains("<link") && !html.contains("http://") && !html.contains("https://"),
            "offline: no script file, no stylesheet link, no URL")
        // The failures' traces, with the viewer's inline script.
        #expect(html.contains("<details class=\"trace\" id=\"trace-failure-2\" open>") && html.contains("<script>"))
        // The snapshot failure has the stored screen and the actual one, the other the actual one.
        #expect(html.components(separatedBy: "src=\"data:image/svg+xml;base64,").count - 1 == 3)
        #expect(html.contains("alt=\"expected screen (\(dir.path)/s/__snapshots__/snap.keys/first.txt)\""))
        #expect(html.contains("<li class=\"failing\"><code>Snapshot first</code></li>"))
        #expect(html.contains("<li class=\"failing\"><code>Expect View home</code></li>"))
        #expect(html.contains("<li><code>Launch</code></li>"), "the steps before the failure")
        #expect(html.contains("view.keys:4</span>") || html.contains("view.keys:4 ›"))
    }

    @Test(.tags(.chromium)) func chromiumLoadsTheReportAndDrawsIt() throws {
        let (dir, path) = try failingRun()
        defer { dir.remove() }
        let browser = try ChromiumSupport.required()
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(dir.path)/profile",
        ]
        let dom = try run(browser, common + ["--dump-dom", "file://" + path])
        #expect(dom.status == 0, "chromium failed to load the report: \(dom.stderr.suffix(600))")
        #expect(dom.stdout.contains("1 passed, 2 failed"))
        #expect(dom.stdout.contains("Expect View home"))
        for marker in ["Uncaught", "ERR_FILE_NOT_FOUND", "ERR_NAME_NOT_RESOLVED", "Failed to load resource", ":CONSOLE("] {
            #expect(!dom.stderr.contains(marker), "\(marker) in: \(dom.stderr.suffix(600))")
        }
        let png = dir.path + "/shot.png"
        let shot = try run(browser, common + ["--window-size=1400,1600", "--screenshot=\(png)", "file://" + path])
        #expect(shot.status == 0, "\(shot.stderr.suffix(600))")
        // Not blank: the decompressed pixels of a blank page hold a handful of byte values; a page
        // with two terminal screens holds many (python3's zlib reads the PNG, no imaging library).
        let decode = """
            import sys, zlib, struct
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            pos, idat = 8, b''
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                if kind == b'IDAT': idat += data[pos + 8:pos + 8 + length]
                pos += 12 + length
            print(len(set(zlib.decompress(idat))))
            """
        let distinct = try run("/usr/bin/env", ["python3", "-c", decode, png])
        #expect(distinct.status == 0, "\(distinct.stderr)")
        let count = Int(distinct.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(count > 40, "the screenshot looks blank (\(count) distinct byte values)")
    }
}

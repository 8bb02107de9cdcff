import ConsentsimTestSupport
import Foundation
import Testing

/// Nothing outlives a run that draws PNGs: not the scratch folder (`$TMPDIR/consentsim-png-*`: the
/// SVGs, the batch page, the browser's profile) and not the browser, whether the run is stopped by
/// a signal mid-render or cut off by `--timeout`. The browser is a stand-in that never answers and
/// ignores every signal but SIGKILL, so it neither exits when its pipe closes nor on a polite signal.
@Suite(.tags(.spawnsProcess)) struct LeftoverTests {
    /// A folder with the stand-in `chromium`, an empty `TMPDIR`, and where the stand-in writes its pid.
    struct Setup {
        let root: TempDirectory
        var temporary: String { root.path + "/tmp" }
        var mark: String { root.path + "/browser.pid" }

        init() throws {
            root = try TempDirectory()
            try FileManager.default.createDirectory(atPath: root.path + "/bin", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root.path + "/tmp", withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                trap '' INT TERM HUP
                echo $$ > "$CONSENTSIM_TEST_MARK.new" && mv "$CONSENTSIM_TEST_MARK.new" "$CONSENTSIM_TEST_MARK"
                exec sleep 600

                """
            try script.write(toFile: root.path + "/bin/chromium", atomically: true, encoding: .utf8)
            chmod(root.path + "/bin/chromium", 0o755)
        }

        var environment: [String] {
            ProcessSpawn.environment(removing: ["PATH", "TMPDIR"]) + [
                "PATH=\(root.path)/bin:/usr/bin:/bin", "TMPDIR=\(temporary)", "CONSENTSIM_TEST_MARK=\(mark)",
            ]
        }

        /// The stand-in's pid once it has started (the run is then mid-render); nil when the run ended first.
        func browser(of run: ProcessSpawn.Running) -> pid_t? {
            while !FileManager.default.fileExists(atPath: mark) {
                if run.hasEnded { return nil }
                usleep(10_000)
            }
            return pid_t((try? String(contentsOfFile: mark, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
        }

        /// What is left in `TMPDIR`.
        func leftovers() throws -> [String] { try listDirectory(temporary) }
    }

    /// Whether process `pid` is gone (or only a zombie nobody has reaped yet).
    static func isGone(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalMidRenderLeavesNothing(_ signal: Int32) throws {
        let setup = try Setup()
        let run = try ProcessSpawn.start(
            consentsimBinary, ["preview", "att-explainer", "--format", "png", "--out", setup.root.path + "/out", "--lang", "en"],
            environment: setup.environment)
        guard let browser = setup.browser(of: run) else {
            Issue.record("the run ended before it started the browser: \(try run.wait())")
            return
        }
        run.send(signal)
        let result = try run.wait()
        #expect(result.status == 128 + signal, "ended by the signal it got: \(result)")
        #expect(try setup.leftovers() == [], "no scratch folder left")
        #expect(Self.isGone(browser), "the browser that ignores the signal was killed")
        if !Self.isGone(browser) { kill(browser, SIGKILL) }
    }

    @Test func aScreenshotCutOffByTheTimeoutLeavesNothing() throws {
        let setup = try Setup()
        // The picture's path is the test's own: a run cut off may still write its SVG fallback.
        try "Launch\nScreenshot \(setup.root.path)/out/shot.png\n".write(toFile: setup.root.path + "/t.tape", atomically: true, encoding: .utf8)
        let run = try ProcessSpawn.start(
            consentsimBinary, ["play", setup.root.path + "/t.tape", "--timeout", "0.5"], environment: setup.environment)
        guard let browser = setup.browser(of: run) else {
            Issue.record("the run ended before it started the browser: \(try run.wait())")
            return
        }
        let result = try run.wait()
        #expect(result.status == 1 && result.output.contains("FAIL"), "the session fails by its time limit: \(result)")
        #expect(try setup.leftovers() == [], "no scratch folder left")
        #expect(Self.isGone(browser), "the browser that never answered was killed")
        if !Self.isGone(browser) { kill(browser, SIGKILL) }
    }
}

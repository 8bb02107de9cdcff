import ConsentsimTestSupport
import Foundation
import Testing

/// `preview --format png` and the HTML gallery, checked in a real browser (Debian's headless
/// `chromium`, which `.ci/run` installs with fonts-noto-cjk).
@Suite(.serialized, .tags(.spawnsProcess)) struct BrowserPreviewTests {
    @Test(.tags(.chromium)) func pngPicturesDecodeAtTheSVGsSize() throws {
        _ = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(["preview", "att-explainer", "--format", "png", "--out", dir.path, "--lang", "ja", "--size", "80x24"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try listDirectory(dir.path + "/ja/80x24")
        #expect(!files.isEmpty && files.allSatisfy { $0.hasSuffix(".png") })
        for file in files {
            let size = ChromiumSupport.pngSize(try readBytes(dir.path + "/ja/80x24/" + file))
            #expect(size?.width == 768 && size?.height == 480, "\(file): \(String(describing: size))")
        }
        // A phone picture is the phone's case around its 44-column screen.
        let phone = try consentsim(["preview", "att-explainer", "--format", "png", "--out", dir.path, "--lang", "en", "--device", "phone"])
        #expect(phone.status == 0, "\(phone.stderr)")
        let explainer = ChromiumSupport.pngSize(try readBytes(dir.path + "/en/44x24/att-explainer.png"))
        #expect(explainer?.width == 459 && explainer?.height == 568)
    }

    /// How many distinct byte values each PNG's pixel data holds (a blank picture has a handful).
    static func distinctBytes(_ paths: [String]) throws -> [Int] {
        let check = try run(
            "/usr/bin/env",
            [
                "python3", "-c",
                """
                import sys, zlib
                for path in sys.argv[1:]:
                    data = open(path, 'rb').read()
                    i, idat = 8, b''
                    while i < len(data):
                        n = int.from_bytes(data[i:i+4], 'big'); kind = data[i+4:i+8]
                        if kind == b'IDAT': idat += data[i+8:i+8+n]
                        i += 12 + n
                    print(len(set(zlib.decompress(idat))))
                """,
            ] + paths)
        return check.stdout.split(separator: "\n").compactMap { Int($0) }
    }

    @Test(.tags(.chromium)) func thePhoneGalleryIsOnePictureAPhoneWideForEveryScreenAndNoneIsBlank() throws {
        _ = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(["preview", "--style", "phone", "--format", "png", "--out", dir.path, "--lang", "en"])
        #expect(r.status == 0, "\(r.stderr)")
        let files = try listDirectory(dir.path + "/en/phone").sorted()
        #expect(files.count >= 15 && files.contains("ump-firstLayer.png") && files.contains("att-alert.png"), "\(files)")
        for file in files {
            // The 390-point iPhone screen in its 12-point case, and the caption under it.
            let size = ChromiumSupport.pngSize(try readBytes(dir.path + "/en/phone/" + file))
            #expect(size?.width == 414 && (size?.height ?? 0) >= 868, "\(file): \(String(describing: size))")
        }
        let distinct = try Self.distinctBytes(files.map { dir.path + "/en/phone/" + $0 })
        #expect(distinct.count == files.count && distinct.allSatisfy { $0 > 32 }, "\(distinct)")
    }

    @Test(.tags(.chromium)) func scaleTwoAndThreeMultiplyEveryPicturesPixels() throws {
        _ = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let svg = try consentsim(["preview", "att-explainer", "--style", "phone", "--format", "svg", "--out", dir.path + "/svg", "--lang", "en"])
        #expect(svg.status == 0, "\(svg.stderr)")
        let source = try String(contentsOfFile: dir.path + "/svg/en/phone/att-alert.svg", encoding: .utf8)
        func attribute(_ name: String) -> Int? {
            source.range(of: " \(name)=\"").flatMap { Double(source[$0.upperBound...].prefix { $0 != "\"" }) }.map { Int($0.rounded(.up)) }
        }
        let width = try #require(attribute("width")), height = try #require(attribute("height"))
        for scale in 1...3 {
            let out = dir.path + "/x\(scale)"
            let r = try consentsim(
                ["preview", "att-explainer", "--style", "phone", "--format", "png", "--scale", "\(scale)", "--out", out, "--lang", "en"])
            #expect(r.status == 0, "\(r.stderr)")
            let size = ChromiumSupport.pngSize(try readBytes(out + "/en/phone/att-alert.png"))
            #expect(size?.width == width * scale && size?.height == height * scale, "--scale \(scale): \(String(describing: size))")
        }
        // The terminal style scales too.
        let terminal = try consentsim(["preview", "att-explainer", "--format", "png", "--scale", "2", "--out", dir.path + "/t", "--lang", "en"])
        #expect(terminal.status == 0, "\(terminal.stderr)")
        #expect(ChromiumSupport.pngSize(try readBytes(dir.path + "/t/en/80x24/att-alert.png"))?.width == 768 * 2)
    }

    @Test func withoutChromiumPNGSaysWhatToInstall() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(
            ["preview", "att-explainer", "--format", "png", "--out", dir.path, "--lang", "en"],
            environment: ["PATH": dir.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("consentsim: --format png needs headless Chromium (Debian: apt-get install chromium fonts-noto-cjk"))
    }

    @Test(.tags(.chromium)) func theGalleryLoadsEveryPictureWithoutScriptErrorsAndIsNotBlank() throws {
        let chromium = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(["preview", "pac-npa-only", "--format", "html", "--out", dir.path, "--lang", "en,ko", "--size", "80x24,44x30"])
        #expect(r.status == 0, "\(r.stderr)")
        // A page that opens the gallery in a frame and reports every picture that does not load.
        let probe = """
            <!doctype html><iframe id="g" src="index.html" style="width:1200px;height:900px"></iframe><script>
            const frame = document.getElementById('g');
            frame.onload = async () => {
              const images = [...frame.contentDocument.images];
              images.forEach(i => { i.loading = 'eager'; });
              const loaded = await Promise.all(images.map(i => i.complete ? i.naturalWidth > 0
                : new Promise(done => { i.onload = () => done(i.naturalWidth > 0); i.onerror = () => done(false); })));
              const broken = images.filter((_, k) => !loaded[k]).map(i => i.getAttribute('src'));
              console.log(broken.length ? 'GALLERY-ERROR ' + broken.join(' ') : 'GALLERY-OK ' + images.length);
            };
            </script>
            """
        try Data(probe.utf8).write(to: URL(fileURLWithPath: dir.path + "/probe.html"))
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=" + dir.path + "/profile", "--window-size=1200,900",
        ]
        func probeConsole() throws -> [Substring] {
            let load = try run(
                chromium,
                common + [
                    "--allow-file-access-from-files", "--enable-logging=stderr", "--v=0",
                    "--virtual-time-budget=10000", "--dump-dom", "file://" + dir.path + "/probe.html",
                ])
            return load.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") }
        }
        let console = try probeConsole()
        // 2 screens × 2 languages × 2 sizes, each picture shown (at least) once.
        let shown = console.compactMap { line in line.range(of: "GALLERY-OK ").map { Int(line[$0.upperBound...].prefix { $0.isNumber }) ?? 0 } }
        #expect(shown.count == 1 && shown[0] >= 8, "\(console)")
        #expect(!console.contains { $0.contains("Uncaught") || $0.contains("GALLERY-ERROR") }, "\(console)")
        // The probe does notice a picture that is missing.
        try FileManager.default.removeItem(atPath: dir.path + "/ko/44x30/pac-npaOnly.svg")
        let broken = try probeConsole()
        #expect(broken.contains { $0.contains("GALLERY-ERROR") && $0.contains("ko/44x30/pac-npaOnly.svg") }, "\(broken)")
        // The gallery's own screenshot shows something: many colours, not one blank fill.
        let shot = dir.path + "/gallery.png"
        _ = try run(chromium, common + ["--screenshot=" + shot, "file://" + dir.path + "/index.html"])
        #expect(ChromiumSupport.pngSize(try readBytes(shot))?.width == 1200)
        #expect(try Self.distinctBytes([shot]).first ?? 0 > 32)
    }

    @Test(.tags(.chromium)) func theComparePageLoadsBothVersionsOfEveryChangedScreen() throws {
        let chromium = try ChromiumSupport.required()
        let dir = try TempDirectory()
        defer { dir.remove() }
        let yaml = try String(contentsOfFile: Self.repository + "/forms/pac-npa-only.yaml", encoding: .utf8)
        try Data((yaml + "texts:\n  en:\n    agree: \"Fine by me\"\n").utf8).write(to: URL(fileURLWithPath: dir.path + "/new.yaml"))
        let r = try consentsim([
            "preview", "--compare", "pac-npa-only", dir.path + "/new.yaml", "--lang", "en", "--format", "html", "--out", dir.path + "/cmp",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("(open \(dir.path)/cmp/compare.html)\n"))
        let probe = """
            <!doctype html><iframe id="g" src="compare.html" style="width:1200px;height:900px"></iframe><script>
            const frame = document.getElementById('g');
            frame.onload = async () => {
              const images = [...frame.contentDocument.images];
              const loaded = await Promise.all(images.map(i => i.complete ? i.naturalWidth > 0
                : new Promise(done => { i.onload = () => done(i.naturalWidth > 0); i.onerror = () => done(false); })));
              const broken = images.filter((_, k) => !loaded[k]).map(i => i.getAttribute('src'));
              console.log(broken.length ? 'COMPARE-ERROR ' + broken.join(' ') : 'COMPARE-OK ' + images.length);
            };
            </script>
            """
        try Data(probe.utf8).write(to: URL(fileURLWithPath: dir.path + "/cmp/probe.html"))
        let load = try run(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + dir.path + "/profile",
                "--allow-file-access-from-files", "--enable-logging=stderr", "--v=0", "--virtual-time-budget=10000",
                "--dump-dom", "file://" + dir.path + "/cmp/probe.html",
            ])
        let console = load.stderr.split(separator: "\n").filter { $0.contains("CONSOLE") }
        // The npa-only screen changed (its Agree button) in one language at one size: old and new.
        #expect(console.contains { $0.contains("COMPARE-OK 2") }, "\(console)")
        #expect(!console.contains { $0.contains("Uncaught") }, "\(console)")
    }

    /// The repository, found from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

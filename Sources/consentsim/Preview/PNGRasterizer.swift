import Foundation

/// `preview --format png`: each SVG picture rasterised by headless Chromium, which draws the SVGs'
/// per-glyph positions, box-drawing rules and CJK (with Debian's fonts-noto-cjk) as a browser does.
///
/// Chosen over librsvg's `rsvg-convert`: the gallery is viewed in browsers, so Chromium's rendering
/// is the one designers compare against, and CI already installs it for the gallery's test.
struct PNGRasterizer {
    /// The Chromium executable.
    var executable: String

    /// Names Debian and other systems give the browser, searched on `PATH` in this order.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// Chromium from `PATH`, or a message saying how to install it.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PNGRasterizer {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in candidates {
            for directory in path where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return PNGRasterizer(executable: directory + "/" + name)
            }
        }
        throw CLIError("--format png needs headless Chromium (Debian: apt-get install chromium fonts-noto-cjk "
            + "fonts-noto-color-emoji); none of \(candidates.joined(separator: ", ")) is on PATH. --format svg needs nothing.")
    }

    /// The pixel size an SVG document declares on its root (`width="459" height="888"`), rounded up.
    static func size(ofSVG svg: String) -> (width: Int, height: Int)? {
        guard let end = svg.firstIndex(of: ">") else { return nil }
        let root = svg[..<end]
        func number(_ name: String) -> Int? {
            guard let range = root.range(of: " \(name)=\"") else { return nil }
            let value = root[range.upperBound...].prefix { $0 != "\"" }
            return Double(value).map { Int($0.rounded(.up)) }
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }

    /// Writes `svg` as a PNG at `output`, exactly the SVG's size.
    func rasterize(svg: String, to output: URL) throws {
        guard let size = Self.size(ofSVG: svg) else { throw CLIError("\(output.path): the SVG declares no size") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("consentsim-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("picture.svg")
        try Data(svg.utf8).write(to: source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
            "--user-data-dir=" + scratch.appendingPathComponent("profile").path,
            "--window-size=\(size.width),\(size.height)", "--screenshot=" + output.path, source.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs must not hang the preview.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            throw CLIError("\(output.path): Chromium did not finish within 60 s")
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: output.path) else {
            throw CLIError("\(output.path): Chromium could not rasterise the picture (exit \(process.terminationStatus))")
        }
    }
}

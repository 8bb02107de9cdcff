import Basics
import Browser
import FoundationEssentials

/// `preview --format png`: SVG pictures rasterised by headless Chromium, which draws the SVGs'
/// per-glyph positions, box-drawing rules and CJK (with Debian's fonts-noto-cjk) as a browser does.
/// One browser serves every picture of a rasteriser (`HeadlessChromium`), started by `start` or on
/// the first picture.
///
/// Chosen over librsvg's `rsvg-convert`: the gallery is viewed in browsers, so Chromium's rendering
/// is the one designers compare against, and CI already installs it for the gallery's test.
final class PNGRasterizer {
    /// The Chromium executable.
    let executable: String
    /// Device pixels per SVG pixel (`--scale`).
    let scale: Int
    /// The private folder the pictures and the browser's profile go in, made on first use.
    private var scratch: String?
    /// The browser, started on first use.
    private var browser: HeadlessChromium?
    /// How many pictures went through the scratch folder (each gets its own file name).
    private var count = 0

    /// A rasteriser with `executable` drawing at `scale`.
    init(executable: String, scale: Int = 1) {
        self.executable = executable
        self.scale = scale
    }

    deinit {
        browser?.finish()
        if let scratch { ExitCleanup.removeScratchFolder(scratch) }
    }

    /// Names Debian and other systems give the browser, searched on `PATH` in this order.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// Chromium from `PATH`, or a message saying how to install it.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment, scale: Int = 1) throws -> PNGRasterizer {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in candidates {
            for directory in path where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return PNGRasterizer(executable: directory + "/" + name, scale: scale)
            }
        }
        throw CLIError(
            "--format png needs headless Chromium (Debian: apt-get install chromium fonts-noto-cjk "
                + "fonts-noto-color-emoji); none of \(candidates.joined(separator: ", ")) is on PATH. --format svg needs nothing.")
    }

    /// The pixel size an SVG document declares on its root (`width="459" height="888"`), rounded up.
    static func size(ofSVG svg: String) -> (width: Int, height: Int)? {
        guard let end = svg.firstIndex(of: ">") else { return nil }
        let root = svg[..<end]
        func number(_ name: String) -> Int? {
            guard let range = root.firstRange(of: " \(name)=\"") else { return nil }
            let value = root[range.upperBound...].prefix { $0 != "\"" }
            return (try? CheckedNumber.real(value, in: 0...1_000_000, what: name)).map { Int($0.rounded(.up)) }
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }

    /// Pictures waiting for `flush`: each SVG's scratch file and size, and the PNG it becomes.
    private var queued: [(picture: HeadlessChromium.Picture, output: String)] = []
    /// How many pictures one page stacks (bounds the page's memory and the scratch files).
    static let batchSize = 32

    /// Queues `svg` to become the PNG `output`; every `batchSize` pictures, rasterises the batch and
    /// hands each PNG to `write`. Call `flush` after the last.
    func add(_ svg: String, output: String, write: (_ output: String, _ png: [UInt8]) throws -> Void) throws {
        queued.append((try stage(svg, for: output), output))
        if queued.count >= Self.batchSize { try flush(write) }
    }

    /// Writes `svg` to a scratch file for the browser to load; `output` is named in errors.
    private func stage(_ svg: String, for output: String) throws -> HeadlessChromium.Picture {
        guard let size = Self.size(ofSVG: svg) else { throw CLIError("\(output): the SVG declares no size") }
        let folder = try scratchFolder()
        count += 1
        let source = folder + "/picture-\(count).svg"
        do throws(ExitCleanup.Failure) { try ExitCleanup.writeScratchFile(svg, to: source) } catch { throw CLIError("\(output): \(error)") }
        return HeadlessChromium.Picture(path: source, width: size.width, height: size.height)
    }

    /// Starts the browser now, so that it starts while the caller draws the pictures.
    func start() throws {
        try withBrowser(naming: "--format png") { _ in }
    }

    /// Runs `body` with the one browser (started on first use); a browser that failed is stopped, so
    /// the next picture starts a new one, and the failure names `output`.
    private func withBrowser<T>(naming output: String, _ body: (HeadlessChromium) throws -> T) throws -> T {
        do {
            let browser = try self.browser ?? HeadlessChromium(executable: executable, profileFolder: try scratchFolder() + "/profile")
            self.browser = browser
            return try body(browser)
        } catch let failure as HeadlessChromium.Failure {
            browser?.finish()
            browser = nil
            throw CLIError("\(output): Chromium could not rasterise the picture: \(failure.description)")
        }
    }

    /// Rasterises the queued pictures in the one browser, handing each PNG to `write`.
    func flush(_ write: (_ output: String, _ png: [UInt8]) throws -> Void) throws {
        guard let folder = scratch, !queued.isEmpty else { return }
        let batch = queued
        queued = []
        defer { for item in batch { try? FileManager.default.removeItem(atPath: item.picture.path) } }
        try withBrowser(naming: batch[0].output) { browser in
            try browser.screenshots(of: batch.map(\.picture), pagePath: folder + "/batch.html", scale: scale) { index, png in
                try write(batch[index].output, png)
            }
        }
    }

    /// `svg` as a PNG, the SVG's size times `scale`, for the file `output` (named in errors). The
    /// caller writes the picture through the one output path.
    func png(of svg: String, for output: String) throws -> [UInt8] {
        var png: [UInt8] = []
        try add(svg, output: output) { _, bytes in png = bytes }
        try flush { _, bytes in png = bytes }
        return png
    }

    /// The scratch folder, made on first use; `ExitCleanup` removes it on every way out.
    private func scratchFolder() throws -> String {
        if let scratch { return scratch }
        do {
            let folder = try ExitCleanup.makeScratchFolder(prefix: "consentsim-png")
            scratch = folder
            return folder
        } catch {
            throw CLIError("\(error) (for Chromium's pictures)")
        }
    }
}

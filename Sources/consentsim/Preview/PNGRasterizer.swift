import Basics
import FoundationEssentials

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
            return Double(value).map { Int($0.rounded(.up)) }
        }
        guard let width = number("width"), let height = number("height") else { return nil }
        return (width, height)
    }

    /// `svg` as a PNG, exactly the SVG's size, for the file `output` (named in errors). Chromium
    /// draws into a private scratch folder (`mkdtemp`); the caller writes the picture through the one
    /// output path.
    func png(of svg: String, for output: String) throws -> [UInt8] {
        guard let size = Self.size(ofSVG: svg) else { throw CLIError("\(output): the SVG declares no size") }
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let source = scratch + "/picture.svg", picture = scratch + "/picture.png"
        try OutputPaths.write(svg, to: source)
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
            "--user-data-dir=" + scratch + "/profile",
            "--window-size=\(size.width),\(size.height)", "--screenshot=" + picture, URL(fileURLWithPath: source).absoluteString,
        ]
        let pid = try Self.spawn(executable, arguments: arguments)
        // A browser that hangs must not hang the preview.
        let deadline = Date().addingTimeInterval(60)
        var status: Int32 = 0
        var exited = false
        while !exited && Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { exited = true } else { usleep(20_000) }
        }
        if !exited {
            kill(pid, SIGTERM)
            _ = waitpid(pid, &status, 0)
            throw CLIError("\(output): Chromium did not finish within 60 s")
        }
        // The exit status as Foundation's `Process.terminationStatus` gives it: the code, or the signal.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
        guard code == 0, let bytes = try? InputFile.bytes(picture, limit: 256 << 20) else {
            throw CLIError("\(output): Chromium could not rasterise the picture (exit \(code))")
        }
        return bytes
    }

    /// A new private folder under the system's temporary folder.
    private static func scratchFolder() throws -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array(((base.hasSuffix("/") ? base : base + "/") + "consentsim-png-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        guard made else { throw CLIError("cannot create a scratch folder for Chromium in \(base): \(SystemCall.reason(errno))") }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Starts `executable` with `arguments`, its standard output and error going nowhere
    /// (posix_spawn: Foundation's `Process` is not in FoundationEssentials).
    private static func spawn(_ executable: String, arguments: [String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard result == 0 else { throw CLIError("\(executable): cannot start it: \(SystemCall.reason(result))") }
        return pid
    }
}

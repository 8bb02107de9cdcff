#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Scripting
import UI

/// Writes a tape's `Screenshot`: the screen as SVG, and as PNG through `rsvg-convert` or headless
/// Chromium when one is installed (a simulator has no pixels of its own).
enum ScreenshotWriter {
    /// Writes `shot`; returns a message when a PNG could not be made (the SVG is written instead).
    static func write(_ shot: RecordedScreenshot) throws -> String? {
        var frame = Frame(size: shot.canvas.size)
        frame.canvas = shot.canvas
        let export = SVGExport()
        let svg = export.render(frame)
        let wantsPNG = shot.path.lowercased().hasSuffix(".png")
        let svgPath = wantsPNG ? String(shot.path.dropLast(4)) + ".svg" : shot.path
        do { try ScriptFiles.write(svg, to: svgPath) } catch { throw CLIError("\(svgPath): \(error.reason)") }
        guard wantsPNG else { return nil }
        let width = (export.metrics.x(shot.canvas.size.width) + 9) / 10, height = (export.metrics.y(shot.canvas.size.height) + 9) / 10
        let environment = ProcessSpawn.environment(removing: [])
        if let rsvg = ProcessSpawn.which("rsvg-convert"),
           let done = try? ProcessSpawn.run(rsvg, ["-o", shot.path, svgPath], environment: environment), done.status == 0 {
            unlink(svgPath)
            return nil
        }
        if let chromium = ProcessSpawn.which("chromium") ?? ProcessSpawn.which("chromium-browser"), let absolute = realPath(svgPath) {
            let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--window-size=\(width),\(height)", "--screenshot=\(absolutePath(shot.path))", "file://" + absolute]
            if let done = try? ProcessSpawn.run(chromium, arguments, environment: environment), done.status == 0, ScriptFiles.exists(shot.path) {
                unlink(svgPath)
                return nil
            }
        }
        return "consentsim: \(shot.location): Screenshot \(shot.path): no SVG-to-PNG converter (install rsvg-convert from librsvg2-bin, "
            + "or chromium); wrote \(svgPath) instead"
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}

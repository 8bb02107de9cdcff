import FoundationEssentials
import Scripting
import UI

/// Writes a tape's `Screenshot`: the screen as SVG, and as PNG through the same headless-Chromium
/// rasteriser `preview --format png` uses (a simulator has no pixels of its own).
enum ScreenshotWriter {
    /// Writes `shot`; returns a message when a PNG could not be made (the SVG is written instead).
    static func write(_ shot: RecordedScreenshot) throws -> String? {
        var frame = Frame(size: shot.canvas.size)
        frame.canvas = shot.canvas
        let svg = SVGExport().render(frame)
        let wantsPNG = shot.path.lowercased().hasSuffix(".png")
        let svgPath = wantsPNG ? String(shot.path.dropLast(4)) + ".svg" : shot.path
        guard wantsPNG else {
            do { try ScriptFiles.write(svg, to: svgPath) } catch { throw CLIError("\(svgPath): \(error.reason)") }
            return nil
        }
        let rasterized: CLIError?
        do {
            let output = URL(fileURLWithPath: shot.path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            try PNGRasterizer.find().rasterize(svg: svg, to: output.absoluteURL)
            rasterized = nil
        } catch let error as CLIError {
            rasterized = error
        }
        guard let rasterized else { return nil }
        do { try ScriptFiles.write(svg, to: svgPath) } catch { throw CLIError("\(svgPath): \(error.reason)") }
        return "consentsim: \(shot.location): Screenshot \(shot.path): no SVG-to-PNG converter (\(rasterized.message)); wrote \(svgPath) instead"
    }
}

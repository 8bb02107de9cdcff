import Basics
import FoundationEssentials
import Scripting
import UI

/// Writes a tape's `Screenshot` pictures as they are taken: the screen as SVG, and as PNG through
/// the same headless-Chromium rasteriser `preview --format png` uses (a simulator has no pixels of
/// its own), through the one output path.
final class ScreenshotWriter: RecordingSink {
    /// What to tell the user (a PNG written as SVG, a file that could not be written).
    private(set) var messages: [String] = []
    /// Whether a picture could not be written at all.
    private(set) var failed = false

    func frame(_ frame: RecordedFrame) {}
    func finish(milliseconds: Int) {}

    func screenshot(_ shot: RecordedScreenshot) {
        do {
            if let message = try Self.write(shot) { messages.append(message) }
        } catch {
            messages.append("consentsim: \(error)")
            failed = true
        }
    }

    /// Writes `shot`; returns a message when a PNG could not be made (the SVG is written instead).
    static func write(_ shot: RecordedScreenshot) throws -> String? {
        var frame = Frame(size: shot.canvas.size)
        frame.canvas = shot.canvas
        let svg = SVGExport().render(frame)
        let wantsPNG = shot.path.lowercased().hasSuffix(".png")
        let svgPath = wantsPNG ? String(shot.path.dropLast(4)) + ".svg" : shot.path
        guard wantsPNG else {
            try OutputPaths.write(svg, to: svgPath)
            return nil
        }
        let png: [UInt8]
        do {
            png = try PNGRasterizer.find().png(of: svg, for: shot.path)
        } catch let error as CLIError {
            try OutputPaths.write(svg, to: svgPath)
            return "consentsim: \(shot.location): Screenshot \(shot.path): no SVG-to-PNG converter (\(error.message)); wrote \(svgPath) instead"
        }
        try OutputPaths.write(png, to: shot.path)
        return nil
    }
}

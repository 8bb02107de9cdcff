import Basics
import FoundationEssentials
import Pictures
import Screens
import Scripting

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
        try write(shot.canvas, to: shot.path).map {
            "consentsim: \(shot.location): Screenshot \(shot.path): no SVG-to-PNG converter (\($0)); wrote \(svgPath(shot.path)) instead"
        }
    }

    /// Writes `canvas` to `path` (.png or .svg); returns why, when a PNG had to be written as SVG.
    static func write(_ canvas: Canvas, to path: String) throws -> String? {
        var frame = Frame(size: canvas.size)
        frame.canvas = canvas
        let svg = SVGExport().render(frame)
        guard path.lowercased().hasSuffix(".png") else {
            try OutputPaths.write(svg, to: path)
            return nil
        }
        let png: [UInt8]
        do {
            png = try PNGRasterizer.find().png(of: svg, for: path)
        } catch let error as CLIError {
            try OutputPaths.write(svg, to: svgPath(path))
            return error.message
        }
        try OutputPaths.write(png, to: path)
        return nil
    }

    /// Where a PNG is written as SVG when it cannot be made.
    static func svgPath(_ path: String) -> String {
        path.lowercased().hasSuffix(".png") ? String(path.dropLast(4)) + ".svg" : path
    }
}

/// Writes `Output frames/`: each frame of the recording as `frame-00001.png`, … in the folder (VHS's
/// PNG frame folder), through the screenshot path; as SVG when there is no SVG-to-PNG converter.
final class FrameFolderWriter: RecordingSink {
    private let folder: String
    private var count = 0
    /// What to tell the user (one line however many frames).
    private(set) var messages: [String] = []
    /// Whether a frame could not be written at all.
    private(set) var failed = false

    /// A writer into `folder` (created if missing).
    init(folder: String) throws {
        self.folder = folder.hasSuffix("/") ? folder : folder + "/"
        if mkdir(self.folder, 0o755) != 0 && errno != EEXIST {
            throw CLIError("cannot create the frame folder \(MessageText.line(self.folder)): \(String(cString: strerror(errno)))")
        }
    }

    func frame(_ frame: RecordedFrame) {
        guard !failed else { return }
        count += 1
        let number = String(count)
        let name = folder + "frame-" + String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png"
        do {
            if let reason = try ScreenshotWriter.write(frame.canvas, to: name), messages.isEmpty {
                messages.append("consentsim: Output \(folder): no SVG-to-PNG converter (\(reason)); frames written as SVG")
            }
        } catch {
            messages.append("consentsim: \(error)")
            failed = true
        }
    }

    func finish(milliseconds: Int) {}
}

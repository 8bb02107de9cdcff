import Basics
import Pictures
import Screens

/// An animated SVG of a recording (like svg-term's): every frame drawn once, side by side on a film
/// strip, and a CSS keyframe animation that moves the strip one frame at a time at the recorded
/// times, then loops. No script, so it plays in any browser and in an `<img>`.
///
/// The document's header needs the largest frame and the length, known only at the end, so each
/// frame is drawn when it comes and kept in a spool on disk (`SpoolFile`); `finish` writes the
/// header and the keyframes, then copies the frames after them. Memory holds a number per frame.
package final class SVGAnimationWriter: RecordingSink {
    /// How long the last frame stays before the animation starts again.
    package static let holdMilliseconds = 1000

    /// The file being written; the caller commits it.
    package let output: OutputFile
    private let title: String
    private let export: SVGExport
    private let spool: SpoolFile
    /// Each frame's time and the length of its drawing in the spool.
    private var frames: [(milliseconds: Int, bytes: Int)] = []
    private var columns = 1, rows = 1

    /// A recording titled `title` into `output` (its spool goes beside it).
    package init(title: String, output: OutputFile, export: SVGExport = SVGExport()) throws(OutputFileError) {
        self.title = title
        self.output = output
        self.export = export
        spool = try SpoolFile(beside: output.path)
    }

    package func frame(_ frame: RecordedFrame) {
        columns = max(columns, frame.canvas.size.width)
        rows = max(rows, frame.canvas.size.height)
        var picture = Frame(size: frame.canvas.size)
        picture.canvas = frame.canvas
        // Each frame becomes a nested <svg>; its opening `<svg` and slot on the strip are written in `finish`.
        let drawing = export.render(picture).utf8.dropFirst("<svg".utf8.count)
        spool.append(drawing)
        frames.append((frame.milliseconds, drawing.count))
    }

    package func finish(milliseconds: Int) {
        let width = export.metrics.x(columns), height = export.metrics.y(rows)
        let w = SVGMetrics.number(width), h = SVGMetrics.number(height)
        let total = max(milliseconds, frames.last?.milliseconds ?? 0) + Self.holdMilliseconds
        output.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\"")
        output.write(" aria-label=\"\(XMLEscaping.escape(title))\">\n")
        output.write("<title>\(XMLEscaping.escape(title))</title>\n")
        output.write("<style>\n@keyframes play {\n")
        for (index, frame) in frames.enumerated() {
            // Percentages with four decimals: exact enough for a millisecond in a 16-minute recording.
            let percent = Double(frame.milliseconds) * 100 / Double(total)
            let shift = index == 0 ? "0" : "-" + SVGMetrics.number(width * index)
            output.write("  \(Self.format(percent))% { transform: translateX(\(shift)px) }\n")
        }
        if let last = frames.indices.last {
            output.write("  100% { transform: translateX(\(last == 0 ? "0" : "-" + SVGMetrics.number(width * last))px) }\n")
        }
        output.write("}\n.film { animation: play \(Self.format(Double(total) / 1000))s steps(1, end) infinite }\n</style>\n")
        output.write("<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(export.palette.background.hex)\"/>\n")
        output.write("<g class=\"film\">\n")
        for (index, frame) in frames.enumerated() {
            output.write("<svg class=\"frame\" x=\"\(SVGMetrics.number(width * index))\"")
            spool.copyNext(frame.bytes, to: output)
        }
        output.write("</g>\n</svg>\n")
    }

    /// A number with at most four decimals, without trailing zeros.
    static func format(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let whole = scaled / 10_000, fraction = scaled % 10_000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }
}

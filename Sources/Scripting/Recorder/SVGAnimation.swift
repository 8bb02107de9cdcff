import UI

/// An animated SVG of a recording (like svg-term's): every frame drawn once, side by side on a film
/// strip, and a CSS keyframe animation that moves the strip one frame at a time at the recorded
/// times, then loops. No script, so it plays in any browser and in an `<img>`.
package enum SVGAnimation {
    /// How long the last frame stays before the animation starts again.
    package static let holdMilliseconds = 1000

    /// The SVG document of `recording`.
    package static func document(_ recording: SessionRecording, export: SVGExport = SVGExport()) -> String {
        let frames = recording.frames
        let columns = frames.map(\.canvas.size.width).max() ?? 1
        let rows = frames.map(\.canvas.size.height).max() ?? 1
        let width = export.metrics.x(columns), height = export.metrics.y(rows)
        let w = SVGMetrics.number(width), h = SVGMetrics.number(height)
        let total = max(recording.milliseconds, frames.last?.milliseconds ?? 0) + holdMilliseconds
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\""
        out += " aria-label=\"\(XMLEscaping.escape(recording.title))\">\n"
        out += "<title>\(XMLEscaping.escape(recording.title))</title>\n"
        out += "<style>\n@keyframes play {\n"
        for (index, frame) in frames.enumerated() {
            // Percentages with four decimals: exact enough for a millisecond in a 16-minute recording.
            let percent = Double(frame.milliseconds) * 100 / Double(total)
            let shift = index == 0 ? "0" : "-" + SVGMetrics.number(width * index)
            out += "  \(format(percent))% { transform: translateX(\(shift)px) }\n"
        }
        if let last = frames.indices.last {
            out += "  100% { transform: translateX(\(last == 0 ? "0" : "-" + SVGMetrics.number(width * last))px) }\n"
        }
        out += "}\n.film { animation: play \(format(Double(total) / 1000))s steps(1, end) infinite }\n</style>\n"
        out += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(export.palette.background.hex)\"/>\n"
        out += "<g class=\"film\">\n"
        for (index, frame) in frames.enumerated() {
            var picture = Frame(size: frame.canvas.size)
            picture.canvas = frame.canvas
            let svg = export.render(picture)
            // Each frame is a nested <svg> placed at its slot on the strip.
            out += "<svg class=\"frame\" x=\"\(SVGMetrics.number(width * index))\"" + svg.dropFirst("<svg".count)
        }
        out += "</g>\n</svg>\n"
        return out
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

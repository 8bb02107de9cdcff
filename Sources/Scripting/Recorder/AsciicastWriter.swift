import Basics
import Screens

/// An asciinema v2 recording (`asciinema play` plays it) of a headless session, written to its file
/// as the frames come.
///
/// The frames and their pacing come from `SessionRecording` (one frame per visible change, VHS's
/// typing speed, `Sleep` as written), so the same script always gives the same file: a header line
/// (the first frame's size), then one event per line, a resize event where the size changes, and a
/// last empty output event that holds the final frame for the recording's full length.
package final class AsciicastWriter: RecordingSink {
    /// The file being written; the caller commits it.
    package let output: OutputFile
    private let title: String
    private var size: Size?
    private var lastMilliseconds: Int?

    /// A recording titled `title` into `output`.
    package init(title: String, output: OutputFile) {
        self.title = title
        self.output = output
    }

    package func frame(_ frame: RecordedFrame) {
        if let size {
            if frame.canvas.size != size {
                self.size = frame.canvas.size
                event(frame.milliseconds, "r", "\(frame.canvas.size.width)x\(frame.canvas.size.height)")
            }
        } else {
            header(frame.canvas.size)
        }
        event(frame.milliseconds, "o", ANSIFrame.render(frame.canvas))
        lastMilliseconds = frame.milliseconds
    }

    package func finish(milliseconds: Int) {
        if size == nil { header(Size(width: 1, height: 1)) }
        if let lastMilliseconds, milliseconds > lastMilliseconds { event(milliseconds, "o", "") }
    }

    private func header(_ first: Size) {
        size = first
        let header: JSONValue = .object([
            "version": .int(2), "width": .int(Int64(max(first.width, 1))), "height": .int(Int64(max(first.height, 1))),
            "title": .string(title), "env": .object(["TERM": .string("xterm-256color")]),
        ])
        output.write(header.serialized() + "\n")
    }

    private func event(_ milliseconds: Int, _ kind: String, _ data: String) {
        output.write("[\(JUnitReport.time(Double(milliseconds) / 1000)), \"\(kind)\", \(JSONValue.string(data).serialized())]\n")
    }
}

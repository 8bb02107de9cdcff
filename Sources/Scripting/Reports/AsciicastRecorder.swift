import Basics
import UI

/// An asciinema v2 recording (`asciinema play` plays it) of a headless session.
///
/// The frames and their pacing come from `SessionRecording` (one frame per visible change, VHS's
/// typing speed, `Sleep` as written), so the same script always gives the same file.
package enum AsciicastRecorder {
    /// The `.cast` file of `recording`: a header line, then one event per line; a last empty output
    /// event holds the final frame for the recording's full length.
    package static func text(_ recording: SessionRecording) -> String {
        let first = recording.frames.first?.canvas.size ?? Size(width: 1, height: 1)
        let header: JSONValue = .object([
            "version": .int(2), "width": .int(Int64(max(first.width, 1))), "height": .int(Int64(max(first.height, 1))),
            "title": .string(recording.title), "env": .object(["TERM": .string("xterm-256color")]),
        ])
        var events: [String] = []
        var size = first
        for frame in recording.frames {
            if frame.canvas.size != size {
                size = frame.canvas.size
                events.append(event(frame.milliseconds, "r", "\(size.width)x\(size.height)"))
            }
            events.append(event(frame.milliseconds, "o", ANSIFrame.render(frame.canvas)))
        }
        if let last = recording.frames.last, recording.milliseconds > last.milliseconds {
            events.append(event(recording.milliseconds, "o", ""))
        }
        return ([header.serialized()] + events).joined(separator: "\n") + "\n"
    }

    static func event(_ milliseconds: Int, _ kind: String, _ data: String) -> String {
        "[\(JUnitReport.time(Double(milliseconds) / 1000)), \"\(kind)\", \(JSONValue.string(data).serialized())]"
    }
}

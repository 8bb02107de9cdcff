import TCF
import UI

/// Builds an asciinema v2 recording (`asciinema play` plays it) of a headless session.
///
/// Time is simulated like everything else: a key press takes 0.1 s, a typed character 0.05 s, and
/// `Sleep` its own duration, so the same script always gives the same file.
public struct AsciicastRecorder {
    /// The recording's title.
    public var title: String
    private var width = 0
    private var height = 0
    private var milliseconds = 0
    private var events: [String] = []
    private var last: Canvas?

    /// An empty recording.
    public init(title: String) { self.title = title }

    /// Notes a step and the screen after it; a changed screen becomes an output event.
    public mutating func record(_ step: ScriptStep, _ screen: HostScreen) {
        switch step.command {
        case .key(_, let count): milliseconds += 100 * min(count, 50)
        case .type(let text): milliseconds += 50 * text.count
        case .sleep(let ms): milliseconds += ms
        case .select, .focus, .launch, .relaunch, .advance: milliseconds += 100
        case .set, .expect, .snapshot: break
        }
        let canvas = screen.canvas
        if width == 0 {
            width = canvas.size.width
            height = canvas.size.height
        } else if let last, last.size != canvas.size {
            events.append(event("r", "\(canvas.size.width)x\(canvas.size.height)"))
        }
        guard canvas != last else { return }
        last = canvas
        events.append(event("o", ANSIFrame.render(canvas)))
    }

    /// The `.cast` file: a header line, then one event per line.
    public var text: String {
        let header: JSONValue = .object([
            "version": .int(2), "width": .int(Int64(max(width, 1))), "height": .int(Int64(max(height, 1))),
            "title": .string(title), "env": .object(["TERM": .string("xterm-256color")]),
        ])
        return ([header.serialized()] + events).joined(separator: "\n") + "\n"
    }

    private func event(_ kind: String, _ data: String) -> String {
        "[\(JUnitReport.time(Double(milliseconds) / 1000)), \"\(kind)\", \(JSONValue.string(data).serialized())]"
    }
}

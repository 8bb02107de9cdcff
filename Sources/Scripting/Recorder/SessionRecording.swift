import UI

/// One frame of a recording: the screen and when it appears, in milliseconds from the start.
package struct RecordedFrame: Hashable, Sendable {
    /// When the frame appears.
    package var milliseconds: Int
    /// The screen.
    package var canvas: Canvas

    /// A frame.
    package init(milliseconds: Int, canvas: Canvas) {
        self.milliseconds = milliseconds
        self.canvas = canvas
    }
}

/// A picture a tape's `Screenshot` asked for.
package struct RecordedScreenshot: Hashable, Sendable {
    /// The file named in the tape.
    package var path: String
    /// The screen at that point.
    package var canvas: Canvas
    /// Where `Screenshot` was written.
    package var location: ScriptLocation
}

/// A watchable recording of a played session: one frame per visible change, paced like VHS.
///
/// Time is simulated, so the same script always gives the same recording: each key press and typed
/// character takes the typing speed (VHS's `TypingSpeed`, default 50 ms, per
/// github.com/charmbracelet/vhs README "Set Typing Speed"; `Key@100ms`/`Type@100ms` for one
/// command), `Sleep` its duration, and settings and checks none. VHS has no element commands: here
/// `Select` shows focus reaching the element (one typing-speed step) and then its press, and the
/// screen a `Select`, `Focus`, `Launch` or `Relaunch` brings up stays `elementPause` typing-speed steps
/// (500 ms by default), so a script of element commands can be watched. A frame appears when its step
/// runs and stays until the next one. Between `Hide` and `Show` nothing is recorded and no time
/// passes (VHS does the same); `Show` brings the screen up to date.
package struct SessionRecording: Sendable {
    /// VHS's default `TypingSpeed`.
    package static let defaultTypingSpeed = 50
    /// How many typing-speed steps the screen after an element command or a launch stays.
    package static let elementPause = 10

    /// The recording's title (the script's path).
    package var title: String
    /// The frames, in time order, each differing from the one before.
    package private(set) var frames: [RecordedFrame] = []
    /// The time after the last step (the recording's length).
    package private(set) var milliseconds = 0
    /// The pictures `Screenshot` took.
    package private(set) var screenshots: [RecordedScreenshot] = []
    /// Directives that could not be honoured (a `Screenshot` before anything was on screen).
    package private(set) var problems: [String] = []

    private var typingSpeed = SessionRecording.defaultTypingSpeed
    private var hidden = false
    private var pending: [LocatedDirective]
    private var lastScreen: Canvas?

    /// A recording of `title`'s session, honouring `directives` (those of the top-level file).
    package init(title: String, directives: [LocatedDirective] = []) {
        self.title = title
        pending = directives.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The steps of `script` with every repeated key and typed string split into single presses, so
    /// each press can be its own frame; playing them is the same session.
    package static func framed(_ script: Script) -> Script {
        var steps: [ScriptStep] = []
        for step in script.steps {
            switch step.command {
            case .key(let key, let count) where count > 1:
                if case .ctrl = key {
                    steps.append(step)  // Ctrl+C 2 quits once: keep the player's handling of the rest.
                } else {
                    steps += Array(repeating: ScriptStep(command: .key(key, count: 1), location: step.location, text: step.text), count: count)
                }
            case .type(let text) where text.count > 1:
                steps += text.map { ScriptStep(command: .type(String($0)), location: step.location, text: step.text) }
            case .select(let id):
                // Focus first, so the recording shows where the press lands; Select focuses again (a no-op).
                steps.append(ScriptStep(command: .focus(id), location: step.location, text: step.text))
                steps.append(ScriptStep(command: .select(id), location: step.location, text: step.text))
            default:
                steps.append(step)
            }
        }
        return Script(path: script.path, steps: steps)
    }

    /// Notes a step and the screen after it (the player's observer).
    package mutating func record(_ step: ScriptStep, _ screen: HostScreen) {
        if step.location.file == title { apply(before: step.location) }
        lastScreen = screen.canvas
        guard !hidden else { return }
        show(screen.canvas)
        milliseconds += duration(of: step)
    }

    /// Applies the directives left after the last step (a closing `Screenshot` or `Hide`).
    package mutating func finish() {
        apply(before: nil)
    }

    /// The time `step` takes in the recording.
    func duration(of step: ScriptStep) -> Int {
        let head = step.text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        let speed = LineParser.splitTiming(head).1.flatMap { Duration.milliseconds($0) } ?? typingSpeed
        switch step.command {
        case .key(_, let count): return speed * min(count, 50)
        case .type(let text): return speed * text.count
        case .sleep(let ms): return ms
        case .select, .launch, .relaunch: return speed * SessionRecording.elementPause
        case .focus: return step.text.hasPrefix("Select") ? speed : speed * SessionRecording.elementPause
        case .advance, .settings: return speed
        case .set, .expect, .snapshot: return 0
        }
    }

    /// A frame of `canvas` now, unless it looks like the last one.
    mutating func show(_ canvas: Canvas) {
        guard canvas != frames.last?.canvas else { return }
        if let last = frames.last, last.milliseconds == milliseconds {
            frames[frames.count - 1].canvas = canvas  // two changes at one instant: only the last is seen
            if frames.count >= 2, frames[frames.count - 2].canvas == canvas { frames.removeLast() }
            return
        }
        frames.append(RecordedFrame(milliseconds: milliseconds, canvas: canvas))
    }

    /// Applies the directives written before `location` (all of them for nil).
    mutating func apply(before location: ScriptLocation?) {
        while let next = pending.first, location.map({ (next.location.line, next.location.column) < ($0.line, $0.column) }) ?? true {
            pending.removeFirst()
            switch next.directive {
            case .hide: hidden = true
            case .show:
                hidden = false
                if let lastScreen { show(lastScreen) }
            case .typingSpeed(let ms): typingSpeed = ms
            case .screenshot(let path):
                if let lastScreen {
                    screenshots.append(RecordedScreenshot(path: path, canvas: lastScreen, location: next.location))
                } else {
                    problems.append("\(next.location): Screenshot \(path): nothing is on screen yet (put it after Launch)")
                }
            case .output: break
            }
        }
    }
}

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

/// Where a recording goes as it is made: each frame once it can no longer change, each picture a
/// `Screenshot` asks for, then the recording's length. Writers stream to disk (`AsciicastWriter`,
/// `SVGAnimationWriter`), so a recording of any length holds only a frame or two in memory.
package protocol RecordingSink: AnyObject {
    /// The next frame, final.
    func frame(_ frame: RecordedFrame)
    /// A picture `Screenshot` took.
    func screenshot(_ shot: RecordedScreenshot)
    /// The screen after a command of the script ran while recording (every command, changed or not).
    func command(_ canvas: Canvas)
    /// The recording ended after `milliseconds`.
    func finish(milliseconds: Int)
}

extension RecordingSink {
    package func screenshot(_ shot: RecordedScreenshot) {}
    package func command(_ canvas: Canvas) {}
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
///
/// A frame is final once a later one appears (two changes at one instant show only the last, and a
/// change undone at the same instant shows nothing), so only the newest frame and the one before it
/// are kept; the rest have gone to the sinks.
package struct SessionRecording {
    /// VHS's default `TypingSpeed`.
    package static let defaultTypingSpeed = 50
    /// How many typing-speed steps the screen after an element command or a launch stays.
    package static let elementPause = 10

    /// The recording's title (the script's path).
    package var title: String
    /// The time after the last step (the recording's length).
    package private(set) var milliseconds = 0
    /// Directives that could not be honoured (a `Screenshot` before anything was on screen).
    package private(set) var problems: [String] = []
    /// Where frames and screenshots go.
    package let sinks: [any RecordingSink]

    private var typingSpeed = SessionRecording.defaultTypingSpeed
    private var hidden = false
    private var pending: [LocatedDirective]
    private var lastScreen: Canvas?
    /// The command line being played and the screen after its last step so far (a typed string is
    /// played a character at a time, and is one command).
    private var command: (location: ScriptLocation, canvas: Canvas)?
    /// The newest frame, and whether it has gone to the sinks (it has not while it may still change).
    private var last: RecordedFrame?
    private var lastSent = false
    /// The frame before `last`: a change undone at one instant brings it back.
    private var beforeLast: RecordedFrame?

    /// A recording of `title`'s session into `sinks`, honouring `directives` (those of the top-level file).
    package init(title: String, directives: [LocatedDirective] = [], sinks: [any RecordingSink]) {
        self.title = title
        self.sinks = sinks
        pending = directives.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The steps of `script` with every repeated key and typed string split into single presses, so
    /// each press can be its own frame; playing them is the same session.
    package static func framed(_ script: Script) -> Script {
        var steps: [ScriptStep] = []
        for step in script.steps {
            // Each part keeps the step's place and its own `@T`.
            func part(_ command: ScriptCommand) -> ScriptStep {
                var part = step
                part.command = command
                return part
            }
            switch step.command {
            case .key(let key, let count) where count > 1:
                if case .ctrl = key {
                    steps.append(step)  // Ctrl+C 2 quits once: keep the player's handling of the rest.
                } else {
                    steps += Array(repeating: part(.key(key, count: 1)), count: count)
                }
            case .type(let text) where text.count > 1:
                steps += text.map { part(.type(String($0))) }
            case .select(let id):
                // Focus first, so the recording shows where the press lands; Select focuses again (a no-op).
                steps.append(part(.focus(id)))
                steps.append(part(.select(id)))
            default:
                steps.append(step)
            }
        }
        return Script(path: script.path, steps: steps)
    }

    /// Notes a step and the screen after it (the player's observer).
    package mutating func record(_ step: ScriptStep, _ screen: HostScreen) {
        if let command, command.location != step.location { sendCommand() }
        if step.location.file == title { apply(before: step.location) }
        lastScreen = screen.canvas
        guard !hidden else { return }
        switch step.command {
        case .expect, .softExpect, .annotation, .snapshot: break  // the simulator's checks are not commands of the recording
        default: command = (step.location, screen.canvas)
        }
        show(screen.canvas)
        milliseconds += duration(of: step)
    }

    /// Applies the directives left after the last step (a closing `Screenshot` or `Hide`), sends the
    /// last frame and tells the sinks the recording's length.
    package mutating func finish() {
        sendCommand()
        apply(before: nil)
        if let last, !lastSent { send(last) }
        lastSent = true
        for sink in sinks { sink.finish(milliseconds: milliseconds) }
    }

    /// The time `step` takes in the recording.
    func duration(of step: ScriptStep) -> Int {
        let speed = step.typingMilliseconds ?? typingSpeed
        switch step.command {
        case .key(_, let count): return speed * min(count, 50)
        case .type(let text): return speed * text.count
        case .sleep(let ms): return ms
        case .select, .launch, .relaunch: return speed * SessionRecording.elementPause
        case .focus: return step.text.hasPrefix("Select") ? speed : speed * SessionRecording.elementPause
        case .advance, .settings: return speed
        case .set, .expect, .softExpect, .annotation, .wait, .snapshot: return 0
        }
    }

    /// The screen after the last command, to the sinks that want every command.
    mutating func sendCommand() {
        guard let command else { return }
        for sink in sinks { sink.command(command.canvas) }
        self.command = nil
    }

    /// A frame of `canvas` now, unless it looks like the last one.
    mutating func show(_ canvas: Canvas) {
        guard canvas != last?.canvas else { return }
        if var changed = last, changed.milliseconds == milliseconds, !lastSent {
            // Two changes at one instant: only the last is seen, and one that undoes the change
            // before it leaves the frame before (already sent) as the newest.
            if let beforeLast, beforeLast.canvas == canvas {
                last = beforeLast
                lastSent = true
                self.beforeLast = nil
                return
            }
            changed.canvas = canvas
            last = changed
            return
        }
        if let last, !lastSent { send(last) }
        beforeLast = last
        last = RecordedFrame(milliseconds: milliseconds, canvas: canvas)
        lastSent = false
    }

    private func send(_ frame: RecordedFrame) {
        for sink in sinks { sink.frame(frame) }
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
                    let shot = RecordedScreenshot(path: path, canvas: lastScreen, location: next.location)
                    for sink in sinks { sink.screenshot(shot) }
                } else {
                    problems.append("\(next.location): Screenshot \(path): nothing is on screen yet (put it after Launch)")
                }
            case .output: break
            }
        }
    }
}

import Basics
import Screens

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

    /// The longest recording, in milliseconds (a year): far past any session worth watching, and
    /// well inside what the cast's and the SVG's times can write.
    package static let maximumMilliseconds = 366 * 86_400_000

    /// The recording's title (the script's path).
    package var title: String
    /// The time after the last step (the recording's length).
    package private(set) var milliseconds = 0
    /// Directives that could not be honoured (a `Screenshot` before anything was on screen).
    package private(set) var problems: [String] = []
    /// Why no recording can be written (it would last longer than `maximumMilliseconds`); nothing
    /// more is recorded once it is set.
    package private(set) var refusal: String?
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

    /// The steps a recording plays for `step`, made one at a time as the player asks for them: a
    /// repeated key and a typed string split into single presses, so each press can be its own
    /// frame, and `Select` after a `Focus`; playing them is the same session. Nothing is expanded up
    /// front, so 2,000 lines of `Tab 10000` hold one step in memory, not twenty million.
    package static func framed(_ step: ScriptStep) -> FramedSteps { FramedSteps(step, splitting: true) }

    /// Notes a step and the screen after it (the player's observer).
    package mutating func record(_ step: ScriptStep, _ screen: HostScreen) {
        guard refusal == nil else { return }
        if let command, command.location != step.location { sendCommand() }
        if step.location.file == title { apply(before: step.location) }
        lastScreen = screen.canvas
        guard !hidden else { return }
        switch step.command {
        case .expect, .softExpect, .annotation, .snapshot: break  // the simulator's checks are not commands of the recording
        default: command = (step.location, screen.canvas)
        }
        show(screen.canvas)
        do throws(NumberRangeError) {
            milliseconds = try CheckedNumber.sum(milliseconds, duration(of: step), in: 0...Self.maximumMilliseconds, what: "length in milliseconds")
        } catch {
            refusal =
                "\(step.location): the recording would last longer than \(Self.maximumMilliseconds / 86_400_000) days, the longest written "
                + "(\(error)); no recording written"
        }
    }

    /// Applies the directives left after the last step (a closing `Screenshot` or `Hide`), sends the
    /// last frame and tells the sinks the recording's length.
    package mutating func finish() {
        guard refusal == nil else { return }
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
        // Counts and speeds are bounded where they are read (10,000 presses, a day), so these products fit.
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

/// The steps played for one step of a script: the step itself, or (`SessionRecording.framed`) its
/// single presses, made as they are asked for.
package struct FramedSteps: Sequence, IteratorProtocol {
    private enum Plan {
        case once
        case presses(ScriptStep, remaining: Int)
        case characters(String.Iterator)
        case focusThenSelect(id: String)
        case done
    }

    private let step: ScriptStep
    private var plan: Plan

    /// The steps of `step`: split into single presses when `splitting`, else `step` alone.
    package init(_ step: ScriptStep, splitting: Bool) {
        self.step = step
        guard splitting else {
            plan = .once
            return
        }
        switch step.command {
        case .key(let key, let count) where count > 1:
            // Ctrl+C 2 quits once: keep the player's handling of the rest.
            if case .ctrl = key {
                plan = .once
            } else {
                plan = .presses(Self.part(of: step, .key(key, count: 1)), remaining: count)
            }
        case .type(let text) where text.count > 1:
            plan = .characters(text.makeIterator())
        case .select(let id):
            plan = .focusThenSelect(id: id)
        default:
            plan = .once
        }
    }

    package mutating func next() -> ScriptStep? {
        switch plan {
        case .once:
            plan = .done
            return step
        case .presses(let press, let remaining):
            plan = remaining > 1 ? .presses(press, remaining: remaining - 1) : .done
            return press
        case .characters(var characters):
            guard let c = characters.next() else {
                plan = .done
                return nil
            }
            plan = .characters(characters)
            return Self.part(of: step, .type(String(c)))
        case .focusThenSelect(let id):
            // Focus first, so the recording shows where the press lands; Select focuses again (a no-op).
            plan = .once
            return Self.part(of: step, .focus(id))
        case .done:
            return nil
        }
    }

    /// `step` doing `command` instead: each part keeps the step's place and its own `@T`.
    private static func part(of step: ScriptStep, _ command: ScriptCommand) -> ScriptStep {
        var part = step
        part.command = command
        return part
    }
}

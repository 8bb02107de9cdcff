import Flow
import Screens

/// One command of the keystroke-script language, parsed and checked.
package enum ScriptCommand: Hashable, Sendable {
    /// A key, pressed `count` times (`Down 3`).
    case key(Key, count: Int)
    /// `Type "text"`: each character as a key press.
    case type(String)
    /// `Sleep 500ms`: ignored by the engine (it never waits); paces `--cast` recordings.
    case sleep(milliseconds: Int)
    /// `Set <Name> <value>`.
    case set(ScriptSetting)
    /// `Launch`: the app's first start with the settings so far.
    case launch
    /// `Relaunch`: kill and start the app again; settings changed since take effect now.
    case relaunch
    /// `Advance <n> days|months`: the simulated clock moves on.
    case advance(ClockAdvance)
    /// `Settings Tracking on|off` or `Settings AllowAppsToRequestToTrack on|off [continue|stop]`: a
    /// switch in the iOS Settings app, outside the app (which iOS quits).
    case settings(TrackingSettingsChange)
    /// `Select <id>`: focus the element and activate it.
    case select(String)
    /// `Focus <id>`: focus the element without activating it.
    case focus(String)
    /// An assertion.
    case expect(ScriptExpectation)
    /// `Expect+Soft …`: an assertion that does not stop the session; the session fails at its end
    /// (Playwright's `expect.soft`, playwright.dev/docs/test-assertions#soft-assertions).
    case softExpect(ScriptExpectation)
    /// `Skip`, `Fixme` or `Only`: how the runner treats the whole script.
    case annotation(ScriptAnnotation)
    /// VHS's `Wait[+Screen|+Line][@T] [/regex/]`: the screen shows the pattern, else a timeout.
    case wait(ScreenWait)
    /// `Snapshot <name> [--style]`: compare the screen with a stored text snapshot; `style` nil
    /// follows the script's `Set SnapshotStyle`.
    case snapshot(name: String, style: Bool?)

    /// Whether the command needs the app running (keys and element commands do; assertions do not).
    package var needsRunningApp: Bool {
        switch self {
        case .key, .type, .select, .focus: true
        case .sleep, .set, .launch, .relaunch, .advance, .settings, .expect, .softExpect, .annotation, .wait, .snapshot: false
        }
    }
}

/// A VHS `Wait`: what it waits for, where, and for how long.
///
/// VHS polls the terminal until the pattern matches or the limit passes (`ExecuteWait` in
/// charmbracelet/vhs command.go; default limit 15 s, `defaultWaitTimeout` in vhs.go). The simulated
/// app changes only on input, so here the check is made once and a miss is reported as a timeout.
package struct ScreenWait: Hashable, Sendable {
    /// Where the pattern is looked for.
    package enum Scope: Hashable, Sendable {
        /// The whole screen (`Wait+Screen`).
        case screen
        /// The cursor's line (`Wait` and `Wait+Line`): VHS reads the terminal's cursor row; the app's
        /// cursor is in its focused element, so its rows; with nothing focused, any one row.
        case line
    }

    /// Where.
    package var scope: Scope
    /// The pattern; nil is VHS's default, a shell prompt (`/>$/`), which has no meaning here.
    package var pattern: ScreenPattern?
    /// `Wait@10s`: this wait's limit; nil uses `Set WaitTimeout`.
    package var timeoutMilliseconds: Int?

    /// A wait.
    package init(scope: Scope, pattern: ScreenPattern?, timeoutMilliseconds: Int? = nil) {
        self.scope = scope
        self.pattern = pattern
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    /// Whether `screen` satisfies the wait, given how a pattern matches a text.
    func holds(on screen: HostScreen, matching: (String) -> Bool) -> Bool {
        switch scope {
        case .screen:
            return matching(screen.text)
        case .line:
            let rows = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
            let candidates = screen.focusRows.map { focus in rows.indices.filter { focus.contains($0) } } ?? Array(rows.indices)
            return candidates.contains { matching(String(rows[$0])) }
        }
    }
}

/// How far `Advance` moves the simulated clock.
package enum ClockAdvance: Hashable, Sendable, CustomStringConvertible {
    /// Whole days.
    case days(Int)
    /// Calendar months (13 months is the TC string's lifetime).
    case months(Int)

    /// `3 days`, `13 months`.
    package var description: String {
        switch self {
        case .days(let n): "\(n) \(n == 1 ? "day" : "days")"
        case .months(let n): "\(n) \(n == 1 ? "month" : "months")"
        }
    }
}

/// A command with where it was written, as the player runs it.
package struct ScriptStep: Hashable, Sendable {
    /// The command.
    package var command: ScriptCommand
    /// The file, line and column of the command word.
    package var location: ScriptLocation
    /// The line as written, without surrounding spaces (failure reports quote it).
    package var text: String
    /// VHS's `@T` on the command (`Down@100ms`): its typing speed in recordings, in milliseconds.
    package var typingMilliseconds: Int?

    /// A step.
    package init(command: ScriptCommand, location: ScriptLocation, text: String) {
        self.command = command
        self.location = location
        self.text = text
    }
}

/// A whole session: the steps of a file with every `Source` expanded in place.
package struct Script: Hashable, Sendable {
    /// The top-level file (snapshots are named after it).
    package var path: String
    /// The steps in order.
    package var steps: [ScriptStep]

    /// A script.
    package init(path: String, steps: [ScriptStep]) {
        self.path = path
        self.steps = steps
    }
}

/// A mark on a whole script, as Playwright marks a test (`test.skip`, `test.fixme`, `test.only`;
/// playwright.dev/docs/test-annotations).
package enum ScriptAnnotation: Hashable, Sendable {
    /// `Skip ["reason"]`: the script is not run and is reported as skipped.
    case skip(String?)
    /// `Fixme ["reason"]`: the script is known to fail; not run, reported as skipped with the reason.
    case fixme(String?)
    /// `Only`: when any script of a run has it, only those run.
    case only
}

extension Script {
    /// The script's `Skip` or `Fixme`, if any: why it is not run.
    package var skipReason: String? {
        for step in steps {
            switch step.command {
            case .annotation(.skip(let reason)): return "Skip" + (reason.map { ": " + $0 } ?? "")
            case .annotation(.fixme(let reason)): return "Fixme" + (reason.map { ": " + $0 } ?? "")
            default: continue
            }
        }
        return nil
    }

    /// Whether the script says `Only`.
    package var isOnly: Bool { steps.contains { $0.command == .annotation(.only) } }

    /// The script's own time limit (`Set Timeout`), in milliseconds: the last one written.
    package var timeoutMilliseconds: Int? {
        steps.reversed().lazy.compactMap { step -> Int? in
            if case .set(.timeout(let ms)) = step.command { return ms }
            return nil
        }.first
    }
}

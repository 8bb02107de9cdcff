import Screens
import Scripting

/// A script as a terminal user would type it: what to send to tmux at each step, and the screen the
/// headless player showed after that step, which the real binary must show too.
package struct TmuxPlan: Sendable {
    /// What one step sends.
    package enum Input: Hashable, Sendable {
        /// A tmux key name (`Enter`, `BTab`, `NPage`, `C-c`).
        case key(String)
        /// Literal text (`send-keys -l`).
        case text(String)
        /// A new window size.
        case resize(columns: Int, rows: Int)
    }

    /// One step that sends something.
    package struct Step: Hashable, Sendable {
        /// The script line.
        package var location: ScriptLocation
        /// The line as written.
        package var text: String
        /// What to send, in order.
        package var inputs: [Input]
        /// The screen text after the step (headless), or nil when the app quit.
        package var screen: String?
    }

    /// The settings the app was launched with.
    package var settings: SessionSettings
    /// The first screen after `Launch`.
    package var firstScreen: String
    /// The key steps after `Launch`.
    package var steps: [Step]

    /// Why a script cannot be typed into a terminal.
    package struct Unsupported: Error, CustomStringConvertible {
        /// Where.
        package var location: ScriptLocation
        /// The command.
        package var command: String
        /// `file:line: <command> cannot be typed into a terminal (...)`.
        package var description: String {
            "\(location.fileAndLine): \(command) has no keystroke equivalent; tmux runs take scripts written with keys"
        }
    }

    /// The plan for `script` from the screens the headless player showed after each step.
    package static func make(_ script: Script, screens: [(ScriptStep, HostScreen)]) throws(Unsupported) -> TmuxPlan {
        var settings = SessionSettings()
        var launched = false
        var first = ""
        var steps: [Step] = []
        var screenAt: [Int: HostScreen] = [:]
        var observed = 0
        // The observer reports every step in order once the app runs; pair them with the script's.
        for (i, step) in script.steps.enumerated() where observed < screens.count && screens[observed].0 == step {
            screenAt[i] = screens[observed].1
            observed += 1
        }
        for (i, step) in script.steps.enumerated() {
            let after = screenAt[i].map { $0.view == "notRunning" ? nil : $0.canvas.text() } ?? nil
            var inputs: [Input] = []
            switch step.command {
            case .set(let setting):
                settings.apply(setting)
                guard launched else { continue }
                switch setting {
                case .columns, .rows: inputs = [.resize(columns: settings.columns, rows: settings.rows)]
                default: throw Unsupported(location: step.location, command: "Set after Launch")
                }
            case .launch:
                launched = true
                first = after ?? ""
                continue
            case .key(let key, let count):
                guard let name = TmuxPlan.keyName(key) else { throw Unsupported(location: step.location, command: key.name) }
                inputs = Array(repeating: .key(name), count: count)
            case .type(let text):
                inputs = [.text(text)]
            case .sleep, .expect, .softExpect, .annotation, .wait, .snapshot:
                continue
            case .relaunch: throw Unsupported(location: step.location, command: "Relaunch")
            case .advance: throw Unsupported(location: step.location, command: "Advance")
            case .settings: throw Unsupported(location: step.location, command: "Settings")
            case .select: throw Unsupported(location: step.location, command: "Select")
            case .focus: throw Unsupported(location: step.location, command: "Focus")
            }
            steps.append(Step(location: step.location, text: step.text, inputs: inputs, screen: after))
        }
        return TmuxPlan(settings: settings, firstScreen: first, steps: steps)
    }

    /// The tmux name of a key (nil for keys a terminal cannot send this way).
    package static func keyName(_ key: Key) -> String? {
        switch key {
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "BTab"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .space: "Space"
        case .escape: "Escape"
        case .pageUp: "PPage"
        case .pageDown: "NPage"
        case .home: "Home"
        case .end: "End"
        case .backspace: "BSpace"
        case .delete: "DC"
        case .ctrl(let c): "C-" + String(c)
        case .char(let c): String(c)
        case .resize, .mouse: nil
        }
    }

    /// Screen text compared the way tmux captures it: trailing spaces and trailing empty rows dropped.
    package static func normalized(_ screen: String) -> String {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { row -> Substring in
            var r = row
            while r.last == " " { r.removeLast() }
            return r
        }
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}

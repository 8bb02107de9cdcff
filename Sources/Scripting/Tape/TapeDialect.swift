import Basics

/// The VHS commands a `.tape` uses beyond the keystroke language, taken out of the text before the
/// keystroke parser sees it (lines stay where they were, so every message keeps its line number).
///
/// VHS's command list: Output, Require, Set <setting>, Sleep, Type[@time], the keys with @time and
/// counts, Ctrl+<key>, Alt+<key>, Hide, Show, Wait, Screenshot, Copy, Paste, Env, Source (vhs(1),
/// man.archlinux.org/man/extra/vhs/vhs.1.en; github.com/charmbracelet/vhs README "Settings").
/// Keys, Type, Sleep, Wait and Source are the keystroke language's own; the rest is handled here.
package enum TapeDialect {
    /// Which commands a file may use.
    package enum Kind: Sendable {
        /// A `.tape`: every VHS command.
        case tape
        /// A `.keys` script: only the recording settings (`Set TypingSpeed`).
        case keys
    }

    /// VHS settings that change how a recording looks, not what the simulated app does: accepted in
    /// a tape and ignored, with one note naming them (the simulator draws cells, not pixels).
    package static let presentationSettings = [
        "Shell", "FontSize", "FontFamily", "Width", "Height", "LetterSpacing", "LineHeight", "LoopOffset", "Theme", "Padding",
        "Framerate", "PlaybackSpeed", "MarginFill", "Margin", "BorderRadius", "WindowBar", "WindowBarSize", "CursorBlink",
        "WaitPattern",
    ]

    /// Commands accepted in a tape and ignored (no shell, no clipboard outside the session, no Insert key).
    static let ignoredCommands = ["Require", "Env", "Insert", "ScrollUp", "ScrollDown"]

    /// The result of splitting one file.
    package struct Split: Sendable {
        /// The text for the keystroke parser: tape-only lines blanked, `Paste` turned into `Type`.
        package var keysText: String
        /// The directives, in line order.
        package var directives: [LocatedDirective]
        /// Settings and commands accepted and ignored (for the one note), in first-use order.
        package var ignored: [String]
        /// Problems with tape-only lines.
        package var diagnostics: [ScriptDiagnostic]
        /// Command lines typed at the shell that start the app (each one's `Enter` became `Launch`).
        package var launches: [ShellLaunch] = []
    }

    /// Splits `text` (named `file` in messages).
    package static func split(_ text: String, file: String, kind: Kind) -> Split {
        var out: [String] = []
        var split = Split(keysText: "", directives: [], ignored: [], diagnostics: [])
        var clipboard: String?
        var number = 0
        // Before the app runs, a tape types at a shell (TapeShell): the command line so far.
        var appStarted = false
        var shell: (text: String, location: ScriptLocation, lineText: String)?
        // A byte-order mark is not a command; editors on Windows write one.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        // "\r\n" is one Character in Swift, so lines split on it as well as on "\n".
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if kind == .tape, words.count >= 2, words[0] == "Set", presentationSettings.contains(String(words[1])) {
                // Before tokenizing: a theme may be JSON, which is not a keystroke-language token.
                let name = "Set " + words[1]
                if !split.ignored.contains(name) { split.ignored.append(name) }
                out.append("")
                continue
            }
            guard let tokens = try? ScriptTokenizer.tokens(line), let head = tokens.first, head.kind == .word else {
                out.append(line)
                continue
            }
            func at(_ token: ScriptToken) -> ScriptLocation { ScriptLocation(file: file, line: number, column: token.column) }
            func problem(_ message: String, _ token: ScriptToken) {
                split.diagnostics.append(ScriptDiagnostic(location: at(token), message: message, lineText: line.trimmingTrailingSpaces))
            }
            func ignore(_ name: String) { if !split.ignored.contains(name) { split.ignored.append(name) } }
            // A recording setting, in both kinds of file.
            if head.text == "Set", tokens.count >= 2, tokens[1].text == "TypingSpeed" {
                if tokens.count == 3 {
                    do throws(NumberRangeError) {
                        let ms = try Duration.checkedMilliseconds(tokens[2].text)
                        split.directives.append(LocatedDirective(.typingSpeed(milliseconds: ms), at: at(head)))
                    } catch {
                        problem(error.parsed ? "Set TypingSpeed: \(error)" : "Set TypingSpeed takes one duration (Set TypingSpeed 50ms)", tokens[2])
                    }
                } else {
                    problem("Set TypingSpeed takes one duration (Set TypingSpeed 50ms)", tokens.count >= 3 ? tokens[2] : tokens[1])
                }
                out.append("")
                continue
            }
            guard kind == .tape else {
                let tapeOnly = ["Output", "Screenshot", "Hide", "Show", "Copy", "Paste"] + ignoredCommands
                if tapeOnly.contains(head.text) || (head.text == "Set" && tokens.count >= 2 && presentationSettings.contains(tokens[1].text)) {
                    let what = head.text == "Set" ? "Set " + tokens[1].text : head.text
                    problem("\(what) is a VHS tape command: use it in a .tape file (scripts/README.md, \"VHS tapes\")", head)
                    out.append("")
                } else {
                    out.append(line)
                }
                continue
            }
            let command = LineParser.splitTiming(head.text).0
            if !appStarted {
                if command == "Launch" { appStarted = true }
                if command == "Type", tokens.count == 2, tokens[1].kind == .quoted {
                    if shell == nil { shell = ("", at(head), line.trimmingSpaces) }
                    shell?.text += tokens[1].text
                    out.append("")
                    continue
                }
                if let typed = shell, ["Enter", "Backspace", "Ctrl+C", "Ctrl+U", "Ctrl+L"].contains(command) {
                    out.append("")
                    switch command {
                    case "Backspace":
                        // A shell's Backspace count: only ever a length to drop, so a bad one drops the line's text.
                        let count = tokens.count == 2 ? (try? CheckedNumber.integer(tokens[1].text, in: 0...Int.max, what: "count")) ?? 1 : 1
                        shell?.text = String(typed.text.dropLast(count))
                    case "Ctrl+C", "Ctrl+U":
                        shell = nil
                    case "Ctrl+L":
                        break
                    default:
                        shell = nil
                        switch TapeShell.outcome(typed.text) {
                        case .launch(let arguments):
                            split.launches.append(
                                ShellLaunch(arguments: arguments, location: typed.location, text: typed.lineText, enterLine: number))
                            appStarted = true
                            out[out.count - 1] = "Launch"
                        case .nothing:
                            ignore("shell commands that only tidy the screen (\(typed.text.trimmingSpaces))")
                        case .refused(let reason):
                            split.diagnostics.append(ScriptDiagnostic(location: typed.location, message: reason, lineText: typed.lineText))
                        }
                    }
                    continue
                }
            }
            switch head.text {
            case "Output", "Screenshot":
                if tokens.count != 2 || tokens[1].kind == .regex {
                    problem(
                        "\(head.text) takes one file name (\(head.text) \(head.text == "Output" ? "demo.gif" : "screen.png"))",
                        tokens.count >= 2 ? tokens[1] : head)
                } else if head.text == "Output", TapeOutput.files(for: tokens[1].text) == nil {
                    problem(
                        "Output writes .gif, .mp4 or .webm (as .cast and animated .svg), .cast, .svg, or a text golden file (.txt, .ascii), not '\(tokens[1].text)'",
                        tokens[1])
                } else if head.text == "Screenshot", !(tokens[1].text.lowercased().hasSuffix(".png") || tokens[1].text.lowercased().hasSuffix(".svg"))
                {
                    problem("Screenshot writes .png or .svg, not '\(tokens[1].text)'", tokens[1])
                } else {
                    split.directives.append(
                        LocatedDirective(head.text == "Output" ? .output(tokens[1].text) : .screenshot(tokens[1].text), at: at(head)))
                }
                out.append("")
            case "Hide", "Show":
                if tokens.count > 1 { problem("unexpected '\(tokens[1].text)' after \(head.text)", tokens[1]) }
                split.directives.append(LocatedDirective(head.text == "Hide" ? .hide : .show, at: at(head)))
                out.append("")
            case "Copy":
                if tokens.count == 2, tokens[1].kind == .quoted {
                    clipboard = tokens[1].text
                } else {
                    problem("Copy takes a quoted string (Copy \"text\")", tokens.count >= 2 ? tokens[1] : head)
                }
                out.append("")
            case "Paste":
                if let clipboard {
                    // The clipboard's text is typed, as a paste into the terminal would deliver it.
                    out.append("Type \"" + escaped(clipboard) + "\"")
                } else {
                    problem("Paste before any Copy: the clipboard is empty", head)
                    out.append("")
                }
            case let name where ignoredCommands.contains(name) || ignoredCommands.contains(LineParser.splitTiming(name).0):
                ignore(LineParser.splitTiming(name).0)
                out.append("")
            default:
                out.append(line)
            }
        }
        if let typed = shell {
            let reason: String
            if case .refused(let refused) = TapeShell.outcome(typed.text) {
                reason = refused
            } else {
                reason = "this command line is typed but Enter never runs it, so the app never starts: add Enter after it"
            }
            split.diagnostics.append(ScriptDiagnostic(location: typed.location, message: reason, lineText: typed.lineText))
        }
        split.keysText = out.joined(separator: "\n")
        return split
    }

    /// `text` as the inside of a double-quoted string.
    static func escaped(_ text: String) -> String {
        String(ScriptQuoting.quoted(text).dropFirst().dropLast())
    }
}

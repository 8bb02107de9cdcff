import Basics

/// The VHS commands a `.tape` uses beyond the keystroke language, taken out of the text before the
/// keystroke parser sees it (lines stay where they were, so every message keeps its line number).
///
/// VHS's command list: Output, Require, Set <setting>, Sleep, Type[@time], the keys with @time and
/// counts, Ctrl+<key>, Alt+<key>, Shift+<key>, Hide, Show, Wait, Screenshot, Copy, Paste, Env, Source
/// (vhs(1), man.archlinux.org/man/extra/vhs/vhs.1.en; parser/parser.go in github.com/charmbracelet/vhs,
/// commit 6f0c046e of 2026-03-22). Keys, Type, Sleep, Wait, Source and `Set WaitPattern` are the
/// keystroke language's own; the rest is handled here.
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
    ]

    /// Commands accepted in a tape and ignored (no clipboard outside the session, no Insert key, no scrollback).
    static let ignoredCommands = ["Insert", "ScrollUp", "ScrollDown"]

    /// The result of splitting one file.
    package struct Split: Sendable {
        /// The text for the keystroke parser: tape-only commands blanked, `Paste` turned into `Type`.
        package var keysText: String
        /// The directives, in line order.
        package var directives: [LocatedDirective]
        /// Settings and commands accepted and ignored (for the one note), in first-use order.
        package var ignored: [String]
        /// Problems with tape-only lines.
        package var diagnostics: [ScriptDiagnostic]
        /// Command lines typed at the shell that start the app (each one's `Enter` became `Launch`).
        package var launches: [ShellLaunch] = []
        /// The programs `Require` names, checked before the session plays.
        package var requirements: [Requirement] = []
        /// The tapes this file sources while the tape is at the shell (paths resolved from this file's
        /// folder): they start at the shell too; the others run with the app started.
        package var sourcedAtShell: [String] = []
    }

    /// What a tape read so far: the state carried from one command to the next.
    private struct Reader {
        var split = Split(keysText: "", directives: [], ignored: [], diagnostics: [])
        var clipboard: String?
        // Before the app runs, a tape types at a shell (TapeShell): the command line so far.
        var appStarted = false
        var shell: (text: String, location: ScriptLocation, lineText: String)?
        /// `Env` values, applied to the command line typed at the shell.
        var environment: [String: String] = [:]
        /// Between `Hide` and `Show`: what the shell runs here is left out of the recording.
        var hidden = false
        /// Whether the app was started at all, and the first key pressed at the shell before it was.
        var everStarted = false
        var firstShellKey: ScriptDiagnostic?

        mutating func ignore(_ name: String) { if !split.ignored.contains(name) { split.ignored.append(name) } }
    }

    /// What becomes of one command of a tape in the text the keystroke parser reads.
    private enum Rewrite {
        /// Left as written.
        case keep
        /// Taken out (blanked, so the columns of what follows stay).
        case remove
        /// Replaced by this keystroke-language text.
        case replace(String)
    }

    /// Splits `text` (named `file` in messages); a sourced tape may start with the app already running.
    package static func split(_ text: String, file: String, kind: Kind, atShell: Bool = true) -> Split {
        var out: [String] = []
        var reader = Reader()
        reader.appStarted = !atShell
        reader.everStarted = !atShell
        var number = 0
        // A byte-order mark is not a command; editors on Windows write one.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        // "\r\n" is one Character in Swift, so lines split on it as well as on "\n".
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if kind == .tape, words.count >= 2, words[0] == "Set", presentationSettings.contains(String(words[1])) {
                // Before tokenizing: a theme may be JSON, which is not a keystroke-language token.
                reader.ignore("Set " + words[1])
                out.append("")
                continue
            }
            guard let tokens = try? ScriptTokenizer.tokens(line, vhs: kind == .tape), !tokens.isEmpty else {
                out.append(line)
                continue
            }
            // VHS reads commands one after another whatever the line breaks, so one line may hold several.
            let commands = commandRanges(tokens)
            var chars = Array(line)
            var rewritten = false
            // Read in order (each command sees the state the ones before it left), rewritten from the end (columns stay put).
            let rewrites = commands.map { rewrite(Array(tokens[$0]), line: line, number: number, file: file, kind: kind, reader: &reader) }
            for (range, rewrite) in zip(commands, rewrites).reversed() {
                let command = Array(tokens[range])
                let from = command[0].column - 1
                let to = range.upperBound < tokens.count ? tokens[range.upperBound].column - 1 : chars.count
                switch rewrite {
                case .keep:
                    continue
                case .remove:
                    chars.replaceSubrange(from..<to, with: Array(repeating: " ", count: to - from))
                case .replace(let text):
                    chars.replaceSubrange(from..<to, with: Array(text + " "))
                }
                rewritten = true
            }
            out.append(rewritten ? String(chars).trimmingTrailingSpaces : line)
        }
        if let typed = reader.shell {
            let reason: String
            if let refused = TapeShell.outcome(expanding(typed.text, with: reader.environment)).refusal {
                reason = refused
            } else {
                reason = "this command line is typed but Enter never runs it, so the app never starts: add Enter after it"
            }
            reader.split.diagnostics.append(ScriptDiagnostic(location: typed.location, message: reason, lineText: typed.lineText))
        }
        if kind == .tape, !reader.everStarted, let key = reader.firstShellKey { reader.split.diagnostics.append(key) }
        reader.split.keysText = out.joined(separator: "\n")
        reader.split.diagnostics.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return reader.split
    }

    /// The token ranges of the commands of one line: a new command starts at a command word or key,
    /// except right after a command word (`Expect Focus`, `Require Type`, `Set Shell` take it as their argument).
    static func commandRanges(_ tokens: [ScriptToken]) -> [Range<Int>] {
        var starts = [0]
        for i in 1..<max(1, tokens.count) where i - starts.last! >= 2 && tokens[i].kind == .word && ScriptVocabulary.startsCommand(tokens[i].text) {
            starts.append(i)
        }
        return starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : tokens.count) }
    }

    /// What one command (`tokens`, from `line`) becomes, reading and updating the tape's state.
    private static func rewrite(
        _ tokens: [ScriptToken], line: String, number: Int, file: String, kind: Kind, reader: inout Reader
    ) -> Rewrite {
        let head = tokens[0]
        guard head.kind == .word else { return .keep }
        func at(_ token: ScriptToken) -> ScriptLocation { ScriptLocation(file: file, line: number, column: token.column) }
        func problem(_ message: String, _ token: ScriptToken) {
            reader.split.diagnostics.append(ScriptDiagnostic(location: at(token), message: message, lineText: line.trimmingTrailingSpaces))
        }
        // A recording setting, in both kinds of file.
        if head.text == "Set", tokens.count >= 2, tokens[1].text == "TypingSpeed" {
            if tokens.count == 3 {
                do throws(NumberRangeError) {
                    let ms = try Duration.checkedMilliseconds(tokens[2].text)
                    reader.split.directives.append(LocatedDirective(.typingSpeed(milliseconds: ms), at: at(head)))
                } catch {
                    problem(error.parsed ? "Set TypingSpeed: \(error)" : "Set TypingSpeed takes one duration (Set TypingSpeed 50ms)", tokens[2])
                }
            } else {
                problem("Set TypingSpeed takes one duration (Set TypingSpeed 50ms)", tokens.count >= 3 ? tokens[2] : tokens[1])
            }
            return .remove
        }
        let command = LineParser.splitTiming(head.text).0
        guard kind == .tape else {
            let tapeOnly = ScriptVocabulary.tapeCommands
            if tapeOnly.contains(command) || (head.text == "Set" && tokens.count >= 2 && presentationSettings.contains(tokens[1].text)) {
                let what = head.text == "Set" ? "Set " + tokens[1].text : command
                problem("\(what) is a VHS tape command: use it in a .tape file (consentsim manual, \"VHS tapes\")", head)
                return .remove
            }
            return .keep
        }
        if !reader.appStarted {
            if command == "Launch" {
                reader.appStarted = true
                reader.everStarted = true
            }
            if command == "Type", tokens.count >= 2, tokens.dropFirst().allSatisfy({ $0.kind == .quoted }) {
                if reader.shell == nil { reader.shell = ("", at(head), line.trimmingSpaces) }
                // VHS types several strings with a space between each (parseType).
                reader.shell?.text += tokens.dropFirst().map(\.text).joined(separator: " ")
                return .remove
            }
            if ["Enter", "Backspace", "Ctrl+C", "Ctrl+U", "Ctrl+L"].contains(command) {
                guard let typed = reader.shell else {
                    // At an empty prompt these only redraw it (Enter prints a new prompt): nothing the app sees.
                    return .remove
                }
                switch command {
                case "Backspace":
                    // A shell's Backspace count: only ever a length to drop, so a bad one drops the line's text.
                    let count = tokens.count == 2 ? (try? CheckedNumber.integer(tokens[1].text, in: 0...Int.max, what: "count")) ?? 1 : 1
                    reader.shell?.text = String(typed.text.dropLast(count))
                case "Ctrl+C", "Ctrl+U":
                    reader.shell = nil
                case "Ctrl+L":
                    break
                default:
                    reader.shell = nil
                    switch TapeShell.outcome(expanding(typed.text, with: reader.environment)) {
                    case .launch(let arguments):
                        reader.split.launches.append(
                            ShellLaunch(arguments: arguments, location: typed.location, text: typed.lineText, enterLine: number))
                        // Started again after Ctrl+C quit it: the same app, relaunched.
                        let again = reader.everStarted
                        reader.appStarted = true
                        reader.everStarted = true
                        return .replace(again ? "Relaunch" : "Launch")
                    case .nothing:
                        reader.ignore("shell commands that only tidy the screen (\(typed.text.trimmingSpaces))")
                    case .otherProgram where reader.hidden:
                        // VHS's examples build the program and clean up under Hide (`go build`, `rm`): steps around the
                        // recording, not part of it.
                        reader.ignore("hidden shell commands (\(typed.text.trimmingSpaces))")
                    case .refused, .otherProgram:
                        let outcome = TapeShell.outcome(expanding(typed.text, with: reader.environment))
                        reader.split.diagnostics.append(
                            ScriptDiagnostic(location: typed.location, message: outcome.refusal ?? "", lineText: typed.lineText))
                    }
                }
                return .remove
            }
            if VHSKeys.keys(command) != nil {
                // Other keys at the shell prompt (Tab completion, Alt+., arrows) edit or recall a command line the
                // simulator has no shell to keep: the line typed so far stands.
                if reader.firstShellKey == nil {
                    reader.firstShellKey = ScriptDiagnostic(
                        location: at(head),
                        message: "\(command) is pressed at a shell prompt and this tape never starts the app: "
                            + "start it with Type \"consentsim run [flags]\" then Enter (or Launch)",
                        lineText: line.trimmingTrailingSpaces)
                }
                reader.ignore("keys at the shell prompt")
                return .remove
            }
        }
        if command == "Source", !reader.appStarted, tokens.count >= 2, tokens[1].kind != .regex {
            reader.split.sourcedAtShell.append(ScriptPath.paths(inScript: file).resolve(tokens[1].text))
            // A tape sourced at the shell is a set-up that starts the app (its `Enter` becomes `Launch`); if it does
            // not, the keys after it meet an app that is not running and the player says so.
            reader.appStarted = true
            reader.everStarted = true
        }
        // Ctrl+C quits the app (everywhere, as in a terminal): what the tape types next goes to the shell.
        if reader.appStarted, command == "Ctrl+C" { reader.appStarted = false }
        switch command {
        case "Output", "Screenshot":
            if tokens.count != 2 || tokens[1].kind == .regex {
                problem(
                    "\(command) takes one file name (\(command) \(command == "Output" ? "demo.gif" : "screen.png"))",
                    tokens.count >= 2 ? tokens[1] : head)
            } else if command == "Output", TapeOutput.files(for: tokens[1].text) == nil {
                problem(
                    "Output writes .gif, .mp4 or .webm (as .cast and animated .svg), .cast, .svg, a text golden file (.txt, .ascii) "
                        + "or a folder of frames (frames/), not '\(tokens[1].text)'",
                    tokens[1])
            } else if command == "Screenshot", !(tokens[1].text.lowercased().hasSuffix(".png") || tokens[1].text.lowercased().hasSuffix(".svg")) {
                problem("Screenshot writes .png or .svg, not '\(tokens[1].text)'", tokens[1])
            } else {
                reader.split.directives.append(
                    LocatedDirective(command == "Output" ? .output(tokens[1].text) : .screenshot(tokens[1].text), at: at(head)))
            }
            return .remove
        case "Hide", "Show":
            if tokens.count > 1 { problem("unexpected '\(tokens[1].text)' after \(command)", tokens[1]) }
            reader.split.directives.append(LocatedDirective(command == "Hide" ? .hide : .show, at: at(head)))
            reader.hidden = command == "Hide"
            return .remove
        case "Copy":
            if tokens.count >= 2, tokens.dropFirst().allSatisfy({ $0.kind == .quoted }) {
                reader.clipboard = tokens.dropFirst().map(\.text).joined(separator: " ")
            } else {
                problem("Copy takes a quoted string (Copy \"text\")", tokens.count >= 2 ? tokens[1] : head)
            }
            return .remove
        case "Paste":
            guard let clipboard = reader.clipboard else {
                problem("Paste before any Copy: the clipboard is empty", head)
                return .remove
            }
            // The clipboard's text is typed, as a paste into the terminal would deliver it.
            // A tape's strings have no escapes (VHS's lexer): quoted with a quote the text does not hold.
            guard let quote = ["\"", "'", "`"].first(where: { (q: String) in !clipboard.contains(q) }) else {
                problem("Paste: the clipboard holds all three quotes (\", ' and `), which no VHS string can type", head)
                return .remove
            }
            return .replace("Type " + quote + clipboard + quote)
        case "Env":
            // VHS sets the variable in the shell's environment (parseEnv; `Env key "value"`).
            guard tokens.count == 3, tokens[1].kind == .word, tokens[2].kind != .regex else {
                problem("Env takes a name and a value (Env GEOGRAPHY \"EEA\")", tokens.count >= 2 ? tokens[tokens.count - 1] : head)
                return .remove
            }
            reader.environment[tokens[1].text] = tokens[2].text
            return .remove
        case "Require":
            // VHS stops before recording when the program is not on PATH (parseRequire; Evaluate in vhs evaluator.go).
            guard tokens.count == 2, tokens[1].kind != .regex else {
                problem("Require takes one program name (Require consentsim)", tokens.count >= 2 ? tokens[1] : head)
                return .remove
            }
            reader.split.requirements.append(Requirement(program: tokens[1].text, location: at(head), lineText: line.trimmingSpaces))
            return .remove
        case let name where ignoredCommands.contains(name):
            reader.ignore(name)
            return .remove
        default:
            return .keep
        }
    }

    /// `line` with `$NAME` and `${NAME}` replaced by the tape's `Env` values (others left as written,
    /// so a command line that needs the real environment is refused as before).
    static func expanding(_ line: String, with environment: [String: String]) -> String {
        guard !environment.isEmpty, line.contains("$") else { return line }
        var result = ""
        var rest = Substring(line)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            let braced = after.first == "{"
            if braced { after = after.dropFirst() }
            let name = after.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            let closes = !braced || after.dropFirst(name.count).first == "}"
            if !name.isEmpty, closes, let value = environment[String(name)] {
                result += value
                rest = after.dropFirst(name.count + (braced ? 1 : 0))
            } else {
                result.append("$")
                rest = rest[rest.index(after: dollar)...]
            }
        }
        return result + rest
    }
}

/// A program a tape's `Require` names.
package struct Requirement: Hashable, Sendable {
    /// The program, as written.
    package var program: String
    /// Where `Require` was written.
    package var location: ScriptLocation
    /// The line, trimmed.
    package var lineText: String
}

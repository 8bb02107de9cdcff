import Basics
import Forms

/// A line of one file before `Source` is expanded.
enum ParsedLine: Hashable, Sendable {
    /// A command.
    case step(ScriptStep)
    /// `Source <path>`: the path as written, and where.
    case source(path: String, location: ScriptLocation, text: String)
}

/// Parses one file's text into commands. Pure: `Source` is left for `ScriptLoader` to expand.
///
/// Every bad line is reported, each with its column and, where a typo is likely, the nearest valid word.
enum ScriptParser {
    /// How many problems one file reports before reading stops: a report shows 20, and a megabyte
    /// of prose (a README given as a script) would otherwise spell out, and look up a suggestion
    /// for, every one of its lines.
    static let maximumDiagnostics = 1_000

    /// The lines of `text` (named `file` in messages) and everything wrong with them (up to
    /// `maximumDiagnostics`, the last of which says that reading stopped).
    static func parse(_ text: String, file: String) -> (lines: [ParsedLine], diagnostics: [ScriptDiagnostic]) {
        var lines: [ParsedLine] = []
        var diagnostics: [ScriptDiagnostic] = []
        var number = 0
        let vhs = file.lowercased().hasSuffix(".tape")
        // CRLF and CR line ends read as LF and a leading byte-order mark is dropped (files from
        // Windows editors); split on scalars, since "\r\n" is one Character that is not "\n".
        var unified = InputFile.normalizingLineEnds(text)
        if unified.unicodeScalars.first == "\u{FEFF}" { unified.unicodeScalars.removeFirst() }
        for raw in unified.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if diagnostics.count == maximumDiagnostics - 1 {
                diagnostics.append(
                    ScriptDiagnostic(
                        location: ScriptLocation(file: file, line: number, column: 1),
                        message: "reading stopped here after \(maximumDiagnostics - 1) problems; is this a keystroke script?"))
                break
            }
            let lineText = String(raw)
            do {
                let tokens = try ScriptTokenizer.tokens(lineText, vhs: vhs)
                guard !tokens.isEmpty else { continue }
                // VHS reads commands one after another whatever the line breaks (`Type "x" Enter`,
                // `Sleep .3 Tab Sleep .3`: Parse in charmbracelet/vhs parser/parser.go), so one line may hold several.
                var line = LineParser(tokens: tokens, file: file, line: number, text: lineText)
                while line.index < line.tokens.count { lines.append(contentsOf: try line.parse()) }
            } catch let failure as ScriptTokenizer.Failure {
                diagnostics.append(
                    ScriptDiagnostic(
                        location: ScriptLocation(file: file, line: number, column: failure.column), message: failure.message,
                        lineText: lineText.trimmingTrailingSpaces))
            } catch let diagnostic as ScriptDiagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(ScriptDiagnostic(location: ScriptLocation(file: file, line: number, column: 1), message: "\(error)"))
            }
        }
        return (lines, diagnostics)
    }
}

/// The parser of one line: a cursor over its tokens.
struct LineParser {
    let tokens: [ScriptToken]
    let file: String
    let line: Int
    let text: String
    var index = 0

    init(tokens: [ScriptToken], file: String, line: Int, text: String) {
        self.tokens = tokens
        self.file = file
        self.line = line
        self.text = text
    }

    /// The line, trimmed, as failure reports quote it.
    var trimmedText: String { text.trimmingSpaces }

    func location(_ token: ScriptToken) -> ScriptLocation { ScriptLocation(file: file, line: line, column: token.column) }

    /// An error at `token` (or at the end of the line).
    func error(_ message: String, at token: ScriptToken? = nil) -> ScriptDiagnostic {
        let column = token?.column ?? (text.trimmingTrailingSpaces.count + 1)
        return ScriptDiagnostic(
            location: ScriptLocation(file: file, line: line, column: column), message: message, lineText: text.trimmingTrailingSpaces)
    }

    /// The next token, or an error saying what was expected there.
    mutating func next(_ expected: String) throws -> ScriptToken {
        guard index < tokens.count else { throw error("expected \(expected)") }
        index += 1
        return tokens[index - 1]
    }

    /// The next token as a bare word.
    mutating func word(_ expected: String) throws -> ScriptToken {
        let token = try next(expected)
        guard token.kind == .word else {
            throw error("expected \(expected), found a \(token.kind == .regex ? "regular expression" : "quoted string")", at: token)
        }
        return token
    }

    /// The next token as a word or a quoted string (paths, names).
    mutating func wordOrString(_ expected: String) throws -> ScriptToken {
        let token = try next(expected)
        guard token.kind != .regex else { throw error("expected \(expected), found a regular expression", at: token) }
        return token
    }

    /// Fails if tokens are left that do not start the next command.
    func end(after what: String) throws {
        guard index < tokens.count, !startsCommand(tokens[index]) else { return }
        throw error("unexpected '\(tokens[index].text)' after \(what)", at: tokens[index])
    }

    /// Whether the next token is an argument of the command being read rather than the start of the next one.
    var hasArgument: Bool { index < tokens.count && !startsCommand(tokens[index]) }

    /// Whether `token` starts a command: a command word or a key, with or without `@time`.
    func startsCommand(_ token: ScriptToken) -> Bool {
        token.kind == .word && ScriptVocabulary.startsCommand(token.text)
    }

    /// One of `choices` (exact spelling), with a suggestion otherwise.
    mutating func choice<T>(_ choices: [(name: String, value: T)], what: String) throws -> T {
        let token = try word("\(what) (\(choices.map(\.name).joined(separator: "|")))")
        if let match = choices.first(where: { $0.name == token.text }) { return match.value }
        let names = choices.map(\.name)
        throw error(
            "unknown \(what) '\(token.text)'" + Suggestion.didYouMean(token.text, among: names, maxEdits: 4)
                + " (one of: \(names.joined(separator: ", ")))", at: token)
    }

    /// `true` or `false`.
    mutating func boolean(_ what: String) throws -> Bool {
        try choice([("true", true), ("false", false)], what: what)
    }

    /// An element id: letters, digits and `._-:`.
    mutating func elementID(_ what: String) throws -> String {
        let token = try word(what)
        guard token.text.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "._-:".contains($0) }) else {
            throw error("'\(token.text)' is not an element id (letters, digits and . _ - : only, as in ump.consent)", at: token)
        }
        return token.text
    }

    /// The next command of the line (a modified key, `Alt+x`, may be several key presses).
    mutating func parse() throws -> [ParsedLine] {
        let head = tokens[index]
        index += 1
        guard head.kind == .word else {
            throw error("a line starts with a command, not a \(head.kind == .quoted ? "string" : "regular expression")", at: head)
        }
        let (name, timing) = LineParser.splitTiming(head.text)
        if let timing {
            do throws(NumberRangeError) { _ = try Duration.checkedMilliseconds(timing) } catch {
                throw self.error(
                    error.parsed ? "timing @\(timing): \(error)" : "bad timing '@\(timing)' (write @100ms or @1s; it is accepted and ignored)",
                    at: head)
            }
        }
        let command: ScriptCommand
        switch name {
        case "Type":
            let token = try next("a quoted string: Type \"text\"")
            guard token.kind == .quoted else { throw error("Type takes a quoted string: Type \"\(token.text)\"", at: token) }
            // VHS types several strings one after another, a space between each (parseType).
            var text = token.text
            while index < tokens.count, tokens[index].kind == .quoted {
                text += " " + tokens[index].text
                index += 1
            }
            try end(after: "the text")
            command = .type(text)
        case "Sleep":
            let token = try word("a duration (500ms, 2s)")
            let ms: Int
            do throws(NumberRangeError) { ms = try Duration.checkedMilliseconds(token.text) } catch {
                throw self.error(error.parsed ? error.description : "bad duration '\(token.text)' (write 500ms, 2s or 0.5)", at: token)
            }
            try end(after: "the duration")
            command = .sleep(milliseconds: ms)
        case "Set":
            command = .set(try parseSetting())
        case "Launch", "Relaunch":
            try end(after: name)
            command = name == "Launch" ? .launch : .relaunch
        case "Advance":
            command = .advance(try parseAdvance())
        case "Settings":
            command = .settings(try parseTrackingSettings())
        case "Select", "Focus":
            let id = try elementID("an element id (\(name) ump.consent)")
            try end(after: "the element id")
            command = name == "Select" ? .select(id) : .focus(id)
        case "Expect":
            command = .expect(try parseExpectation())
        case "Expect+Soft":
            command = .softExpect(try parseExpectation())
        case "Skip", "Fixme":
            var reason: String?
            if hasArgument {
                let token = try next("a quoted reason")
                guard token.kind == .quoted else { throw error("\(name) takes an optional quoted reason (\(name) \"why\")", at: token) }
                reason = token.text
            }
            try end(after: "the reason")
            command = .annotation(name == "Skip" ? .skip(reason) : .fixme(reason))
        case "Only":
            try end(after: "Only")
            command = .annotation(.only)
        case "Wait", "Wait+Screen", "Wait+Line":
            command = .wait(try parseWait(name, timing: timing))
        case "Snapshot":
            command = try parseSnapshot()
        case "Press":
            // Buttons of the device rather than keys of the keyboard; the only one is Android's
            // back button, which the simulator's keyboard has on `b` (KeyBindings.table).
            let token = try word("a device button (Press Back)")
            guard token.text == "Back" else { throw error("unknown button '\(token.text)' (Press Back)", at: token) }
            try end(after: "the button")
            command = .key(.char("b"), count: 1)
        case "Source":
            let token = try wordOrString("a script to include (Source common.keys)")
            try end(after: "the file name")
            return [.source(path: token.text, location: location(token), text: trimmedText)]
        default:
            return try parseKeys(head, word: name).map { .step(step($0, at: head, timing: timing)) }
        }
        return [.step(step(command, at: head, timing: timing))]
    }

    /// A step of this line, with its `@T`.
    func step(_ command: ScriptCommand, at head: ScriptToken, timing: String?) -> ScriptStep {
        var step = ScriptStep(command: command, location: location(head), text: trimmedText)
        step.typingMilliseconds = timing.flatMap(Duration.milliseconds)
        return step
    }

    /// `Down@100ms` → (`Down`, `100ms`): VHS's per-command typing speed, accepted and ignored.
    static func splitTiming(_ word: String) -> (String, String?) {
        let searchFrom = word.hasPrefix("Ctrl+@") ? word.index(word.startIndex, offsetBy: 6) : word.startIndex
        guard let at = word[searchFrom...].firstIndex(of: "@"), at != word.startIndex else { return (word, nil) }
        return (String(word[..<at]), String(word[word.index(after: at)...]))
    }

    /// A key command and its optional repeat count: one press, or the presses a terminal sends for a
    /// modified key (`Alt+x` is Escape then `x`), repeated.
    mutating func parseKeys(_ head: ScriptToken, word: String) throws -> [ScriptCommand] {
        guard let keys = VHSKeys.keys(word) else {
            if let reason = VHSKeys.refusal(word) { throw error(reason, at: head) }
            throw error("unknown command '\(word)'" + Suggestion.didYouMean(word, among: ScriptVocabulary.allCommands, maxEdits: 4), at: head)
        }
        var count = 1
        if hasArgument {
            let token = tokens[index]
            guard token.kind == .word, CheckedNumber.isWholeNumber(token.text) else {
                throw error("expected a repeat count after \(word) (\(word) 3), found '\(token.text)'", at: token)
            }
            do throws(NumberRangeError) { count = try CheckedNumber.integer(token.text, in: 1...10_000, what: "repeat count") } catch {
                throw self.error(error.description, at: token)
            }
            index += 1
        }
        try end(after: "the repeat count")
        if keys.count == 1 { return [.key(keys[0], count: count)] }
        return Array(repeating: keys.map { ScriptCommand.key($0, count: 1) }, count: count).flatMap { $0 }
    }

    /// `Advance <n> days|months`.
    mutating func parseAdvance() throws -> ClockAdvance {
        let amount = try word("a number of days or months (Advance 13 months)")
        let n: Int
        do throws(NumberRangeError) { n = try CheckedNumber.integer(amount.text, in: 0...100_000, what: "number of days or months") } catch {
            throw self.error(error.description, at: amount)
        }
        let unit = try choice([("days", true), ("day", true), ("months", false), ("month", false)], what: "unit")
        try end(after: "the unit")
        return unit ? .days(n) : .months(n)
    }

    /// `Snapshot <name> [--style|--no-style]`.
    mutating func parseSnapshot() throws -> ScriptCommand {
        let token = try word("a snapshot name (Snapshot first-layer)")
        guard !token.text.hasPrefix("-"), token.text.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || "._-".contains($0) }) else {
            throw error("'\(token.text)' is not a snapshot name (letters, digits and . _ - only)", at: token)
        }
        // `<name>.style.txt` holds a snapshot's style layer: a name ending in .style would share its file.
        if SnapshotSet.folded(token.text).hasSuffix(SnapshotSet.styleSuffix) {
            throw error(
                "'\(token.text)' is not a snapshot name: a name ending in \(SnapshotSet.styleSuffix) would share the file of the style layer of '\(token.text.dropLast(SnapshotSet.styleSuffix.count))'",
                at: token)
        }
        var style: Bool?
        if hasArgument {
            style = try choice([("--style", true), ("--no-style", false)], what: "snapshot option")
        }
        try end(after: "the snapshot option")
        return .snapshot(name: token.text, style: style)
    }

    /// `Wait[+Screen|+Line][@T] [/regex/|"text"]` (VHS's grammar: parseWait in charmbracelet/vhs parser/parser.go).
    mutating func parseWait(_ name: String, timing: String?) throws -> ScreenWait {
        let milliseconds = timing.flatMap(Duration.milliseconds)
        if milliseconds == 0 { throw error("Wait takes a positive limit (Wait@10s)", at: tokens[index - 1]) }
        let scope: ScreenWait.Scope = name == "Wait+Screen" ? .screen : .line
        guard hasArgument else { return ScreenWait(scope: scope, pattern: nil, timeoutMilliseconds: milliseconds) }
        return ScreenWait(scope: scope, pattern: try screenPattern(after: name), timeoutMilliseconds: milliseconds)
    }

    /// A quoted string or a regular expression (checked now, so a bad one is a parse error).
    mutating func screenPattern(after what: String) throws -> ScreenPattern {
        let token = try next("a quoted string or a /regex/ after \(what)")
        try end(after: "the pattern")
        switch token.kind {
        case .quoted:
            return .text(token.text)
        case .regex:
            // Compiled with the linear-time matcher the player uses, so what it refuses is refused here.
            do {
                _ = try ScreenRegex(token.text)
            } catch {
                throw self.error("bad regular expression /\(token.text)/: \(error)", at: token)
            }
            return .regex(token.text)
        case .word:
            throw error("expected a quoted string or a /regex/ after \(what), found '\(token.text)'", at: token)
        }
    }
}

extension Duration {
    /// The durations a script may write, in milliseconds: up to a day. A longer `Sleep` or
    /// `TypingSpeed` is a slip, and a recording paced by them would outlast what its writers time.
    static let range = 0...86_400_000

    /// Milliseconds of a VHS duration: `500ms`, `2s`, `1m`, or bare seconds (`0.5`), in `range`.
    static func milliseconds(_ text: String) -> Int? { try? checkedMilliseconds(text) }

    /// Milliseconds of a VHS duration, or why it is none: not a duration, or outside `range`.
    static func checkedMilliseconds(_ text: String) throws(NumberRangeError) -> Int {
        var number = Substring(text)
        var scale = 1000.0
        if number.hasSuffix("ms") {
            number = number.dropLast(2)
            scale = 1
        } else if number.hasSuffix("s") {
            number = number.dropLast()
        } else if number.hasSuffix("m") {
            number = number.dropLast()
            scale = 60_000
        }
        let shownRange = CheckedNumber.describe(range) + " ms"
        guard let value = try? CheckedNumber.real(number, in: 0...Double.greatestFiniteMagnitude, what: "duration") else {
            throw NumberRangeError(what: "duration", value: text, range: shownRange + " (write 500ms, 2s or 0.5)", parsed: false)
        }
        return try CheckedNumber.scaled(value, by: scale, in: range, unit: "ms", text: text, what: "duration")
    }
}

extension Duration {
    /// `15s`, `500ms`, `1.5s`: a limit as a script would write it.
    static func describe(milliseconds: Int) -> String {
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return milliseconds < 1000 ? "\(milliseconds)ms" : "\(Double(milliseconds) / 1000)s"
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }

    /// Without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}

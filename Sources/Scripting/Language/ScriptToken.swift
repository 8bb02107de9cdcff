/// One token of a script line.
package struct ScriptToken: Hashable, Sendable {
    /// What kind of token it is.
    package enum Kind: Hashable, Sendable {
        /// A bare word (`Enter`, `3`, `ump.consent`, `IABTCF_gdprApplies`).
        case word
        /// A quoted string (`"text"`, `'text'`, `` `text` ``), quotes removed and escapes applied.
        case quoted
        /// A regular expression between slashes, slashes removed.
        case regex
    }

    /// The kind.
    package var kind: Kind
    /// The text (for strings and regexes, without the delimiters).
    package var text: String
    /// The column of its first character, from 1.
    package var column: Int

    /// A token.
    package init(_ kind: Kind, _ text: String, column: Int) {
        self.kind = kind
        self.text = text
        self.column = column
    }
}

/// Splits one line into tokens: words separated by spaces, quoted strings, `/regex/`, and a `#`
/// comment that runs to the end of the line (when it starts a token).
enum ScriptTokenizer {
    /// Words after which `/` opens a regular expression; elsewhere it is part of a word (a path).
    static let regexIntroducers: Set<String> = [
        "Screen", "NoScreen", "Wait", "Wait+Screen", "Wait+Line", "WaitPattern", "Reason", "Log", "NoLog",
    ]

    /// Whether the next token is the value of `Expect Key <key>`, where `/` opens a pattern (a value
    /// is otherwise a number, a quoted string or a word, never one starting with `/`).
    static func isKeyValue(after tokens: [ScriptToken]) -> Bool {
        let n = tokens.count
        return n >= 3 && tokens[n - 3].text == "Expect" && tokens[n - 3].kind == .word && tokens[n - 2].text == "Key"
            && tokens[n - 2].kind == .word && tokens[n - 1].kind == .word
    }

    /// A tokenizing problem at a column.
    struct Failure: Error {
        var column: Int
        var message: String
    }

    /// The tokens of `line` (without its line break). A tape's line is read as VHS's lexer reads it
    /// (lexer/lexer.go in charmbracelet/vhs, commit 6f0c046e): a string runs to its closing quote with
    /// no escapes (`"a \"` is `a \`), and a quote may follow a word with no space (`Type@.2'[ ]'`).
    static func tokens(_ line: String, vhs: Bool = false) throws(Failure) -> [ScriptToken] {
        let chars = Array(line)
        var tokens: [ScriptToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" {
                i += 1
                continue
            }
            let start = i
            if c == "#" { break }
            if c == "\"" || c == "'" || c == "`" {
                var text = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == c {
                        closed = true
                        i += 1
                        break
                    }
                    if c == "\"", d == "\\", i + 1 < chars.count, !vhs {
                        let e = chars[i + 1]
                        switch e {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: throw Failure(column: i + 1, message: "unknown escape '\\\(e)' in a string (use \\\" \\\\ \\n or \\t)")
                        }
                        i += 2
                        continue
                    }
                    text.append(d)
                    i += 1
                }
                guard closed else { throw Failure(column: start + 1, message: "unterminated string: add a closing \(c)") }
                tokens.append(ScriptToken(.quoted, text, column: start + 1))
            } else if c == "/", let previous = tokens.last, previous.kind == .word,
                regexIntroducers.contains(LineParser.splitTiming(previous.text).0) || ScriptTokenizer.isKeyValue(after: tokens)
            {
                var text = ""
                i += 1
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\\", i + 1 < chars.count {
                        text.append(d)
                        text.append(chars[i + 1])
                        i += 2
                        continue
                    }
                    if d == "/" {
                        closed = true
                        i += 1
                        break
                    }
                    text.append(d)
                    i += 1
                }
                guard closed else { throw Failure(column: start + 1, message: "unterminated regular expression: add a closing /") }
                tokens.append(ScriptToken(.regex, text, column: start + 1))
            } else {
                var text = ""
                while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r", !(vhs && "\"'`".contains(chars[i])) {
                    text.append(chars[i])
                    i += 1
                }
                tokens.append(ScriptToken(.word, text, column: start + 1))
            }
            if !vhs, i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r", chars[i] != "#" {
                throw Failure(
                    column: i + 1,
                    message: "expected a space after \(tokens.last!.kind == .word ? "'\(tokens.last!.text)'" : "the closing delimiter")")
            }
        }
        return tokens
    }
}

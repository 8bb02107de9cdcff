import Basics

/// Shell command lines split into words as POSIX `sh` does (Shell Command Language, section 2.2,
/// Quoting; 2.7.4, Here-Document), for the quoting `ShellQuote` writes and people type: single and
/// double quotes, backslashes, `#` comments, line continuations, `;` and `&&` between commands, and
/// here-documents (`<<'EOF'`). Nothing is expanded: a `$` or backquote outside single quotes is an
/// error naming its place, since what it stands for cannot be known here.
struct ShellCommands {
    /// A word and where it starts.
    struct Word {
        var text: String
        var location: SourceLocation
    }

    /// A here-document: its lines and where they start.
    struct HereDocument {
        var text: String
        var location: SourceLocation
    }

    /// One simple command.
    struct Command {
        var words: [Word]
        /// The here-document fed to the command's standard input, if any.
        var hereDocument: HereDocument?
    }

    /// The commands of `utf8` (text without a byte-order mark), in order.
    static func parse(_ utf8: ArraySlice<UInt8>) throws(DeviceDumpError) -> [Command] {
        var parser = Parser(position: ScalarPosition(utf8))
        return try parser.commands()
    }

    private struct Parser: ScalarCursor {
        var position: ScalarPosition
        var parsed: [Command] = []
        var words: [Word] = []
        var word: Word?
        /// Here-document operators seen on the current line: delimiter, whether tabs are stripped.
        var pending: [(delimiter: String, stripsTabs: Bool, command: Int)] = []

        mutating func append(_ scalar: Unicode.Scalar) {
            if word == nil { word = Word(text: "", location: position.location) }
            word!.text.unicodeScalars.append(scalar)
        }

        mutating func endWord() {
            if let word { words.append(word) }
            word = nil
        }

        mutating func endCommand() {
            endWord()
            if !words.isEmpty { parsed.append(Command(words: words)) }
            words = []
        }

        mutating func commands() throws(DeviceDumpError) -> [Command] {
            while !atEnd {
                let c = current
                switch c {
                case " ", "\t":
                    endWord()
                    advance()
                case "\n", "\r":
                    endCommand()
                    advance()
                    if c == "\r", !atEnd, current == "\n" { advance() }
                    try readHereDocuments()
                case "#" where word == nil:
                    while !atEnd, current != "\n" { advance() }
                case ";":
                    endCommand()
                    advance()
                case "&" where following == "&":
                    endCommand()
                    advance()
                    advance()
                case "<" where following == "<":
                    try hereDocumentOperator()
                case "'":
                    if word == nil { word = Word(text: "", location: position.location) }
                    let start = position.location
                    advance()
                    while !atEnd, current != "'" {
                        append(current)
                        advance()
                    }
                    guard !atEnd else { throw DeviceDumpError("unterminated ' quote", at: start) }
                    advance()
                case "\"":
                    try doubleQuoted()
                case "\\":
                    advance()
                    guard !atEnd else { throw error("a backslash ends the text") }
                    if current == "\n" {
                        advance()  // a line continuation
                    } else {
                        append(current)
                        advance()
                    }
                case "$", "`":
                    throw error("the shell would expand \(c) here; write the value itself, in single quotes")
                case "|", "&", "<", ">", "(", ")":
                    throw error("'\(c)' (a pipe, redirection or subshell) is not a command this reader understands")
                default:
                    append(c)
                    advance()
                }
            }
            endCommand()
            guard pending.isEmpty else { throw error("the here-document \(pending[0].delimiter) has no lines") }
            return parsed
        }

        mutating func doubleQuoted() throws(DeviceDumpError) {
            if word == nil { word = Word(text: "", location: position.location) }
            let start = position.location
            advance()
            while true {
                guard !atEnd else { throw DeviceDumpError("unterminated \" quote", at: start) }
                let c = current
                if c == "\"" {
                    advance()
                    return
                }
                if c == "$" || c == "`" { throw error("the shell would expand \(c) here; write the value in single quotes") }
                if c == "\\", let next = following, "$`\"\\\n".unicodeScalars.contains(next) {
                    advance()
                    if current != "\n" { append(current) }
                    advance()
                    continue
                }
                append(c)
                advance()
            }
        }

        /// `<<DELIM`, `<<-DELIM`, `<<'DELIM'`: the body follows the end of the line.
        mutating func hereDocumentOperator() throws(DeviceDumpError) {
            endWord()
            advance()
            advance()
            var stripsTabs = false
            if !atEnd, current == "-" {
                stripsTabs = true
                advance()
            }
            while !atEnd, current == " " || current == "\t" { advance() }
            var delimiter = ""
            while !atEnd, !" \t\n;".unicodeScalars.contains(current) {
                let c = current
                advance()
                if c == "'" || c == "\"" { continue }
                delimiter.unicodeScalars.append(c)
            }
            guard !delimiter.isEmpty else { throw error("<< needs a here-document delimiter") }
            // The operator belongs to the command being read, which ends before the body.
            pending.append((delimiter, stripsTabs, parsed.count))
        }

        /// The bodies of the here-documents opened on the line just ended, in order.
        mutating func readHereDocuments() throws(DeviceDumpError) {
            let opened = pending
            pending = []
            for document in opened {
                let start = position.location
                var lines: [String] = []
                while true {
                    guard !atEnd else { throw DeviceDumpError("the here-document \(document.delimiter) is not closed", at: start) }
                    var line = ""
                    while !atEnd, current != "\n" {
                        line.unicodeScalars.append(current)
                        advance()
                    }
                    if !atEnd { advance() }
                    if line.hasSuffix("\r") { line.removeLast() }
                    if document.stripsTabs { line = String(line.drop { $0 == "\t" }) }
                    if line == document.delimiter { break }
                    lines.append(line)
                }
                guard document.command < parsed.count else { throw DeviceDumpError("a here-document without a command", at: start) }
                guard parsed[document.command].hereDocument == nil else {
                    throw DeviceDumpError("a command with two here-documents", at: start)
                }
                parsed[document.command].hereDocument = HereDocument(
                    text: lines.map { $0 + "\n" }.joined(), location: start)
            }
        }
    }
}

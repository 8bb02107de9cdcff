/// Colour for a failure report on a terminal, as Playwright's list reporter colours it: expected in
/// green and found in red with the characters where they part highlighted, timeouts in yellow,
/// passed and failed marks in green and red.
///
/// Applied to the report after it was escaped (`MessageText`), so no text from a script or a form
/// can carry its own escape sequences in; the spans are recomputed on the text as printed.
package enum ReportColour {
    static let reset = "\u{1B}[0m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let yellow = "\u{1B}[33m"
    static let dim = "\u{1B}[2m"
    static let redHighlight = "\u{1B}[30;41m"
    static let greenHighlight = "\u{1B}[30;42m"

    /// Whether to colour: only on a terminal, and never when `NO_COLOR` is set to anything but the
    /// empty string (no-color.org, "Command-line software which adds ANSI color to its output by
    /// default should check for a NO_COLOR environment variable").
    package static func enabled(isTerminal: Bool, noColor: String?) -> Bool {
        isTerminal && (noColor ?? "").isEmpty
    }

    /// `text` (an escaped report, newline-separated) with colour.
    package static func paint(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if i + 1 < lines.count, let pair = valuePair(line, lines[i + 1]) {
                let marked = i + 2 < lines.count && isCaretLine(lines[i + 2])
                let diff = marked ? InlineDiff(expected: pair.expected.value, found: pair.found.value) : nil
                out.append(pair.expected.label + painted(pair.expected.value, colour: green, highlight: greenHighlight, span: diff?.expected))
                out.append(pair.found.label + painted(pair.found.value, colour: red, highlight: redHighlight, span: diff?.found))
                if marked { out.append(red + lines[i + 2] + reset) }
                i += marked ? 3 : 2
                continue
            }
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("timed out after ") {
                out.append(yellow + line + reset)
            } else if line.hasPrefix("  ✘ ") {
                out.append(red + line + reset)
            } else if line.hasPrefix("  ✓ ") {
                out.append(green + "  ✓" + reset + dim + line.dropFirst(3) + reset)
            } else {
                out.append(line)
            }
            i += 1
        }
        return out.joined(separator: "\n")
    }

    /// A label (indent and `expected: `) and the value after it.
    typealias Labelled = (label: String, value: String)

    /// The failure's `expected:`/`found:` lines or a snapshot row's `- expected:`/`+ actual:` lines.
    static func valuePair(_ first: String, _ second: String) -> (expected: Labelled, found: Labelled)? {
        for (e, f) in [("expected: ", "found:    "), ("- expected: ", "+ actual:   ")] {
            guard let expected = labelled(first, e), let found = labelled(second, f) else { continue }
            return (expected, found)
        }
        return nil
    }

    /// `line` split after its indent and `label`, if it is such a line.
    static func labelled(_ line: String, _ label: String) -> Labelled? {
        let indent = line.prefix(while: { $0 == " " })
        guard line.dropFirst(indent.count).hasPrefix(label) else { return nil }
        let cut = indent.count + label.count
        return (String(line.prefix(cut)), String(line.dropFirst(cut)))
    }

    /// A line of spaces then carets (and the words after them).
    static func isCaretLine(_ line: String) -> Bool {
        let rest = line.drop(while: { $0 == " " })
        return rest.first == "^"
    }

    /// `value` in `colour`, with `span` (in characters) in `highlight`.
    static func painted(_ value: String, colour: String, highlight: String, span: Range<Int>?) -> String {
        let chars = Array(value)
        guard let span, !span.isEmpty, span.upperBound <= chars.count else { return colour + value + reset }
        return colour + String(chars[..<span.lowerBound]) + highlight + String(chars[span]) + reset + colour + String(chars[span.upperBound...])
            + reset
    }
}

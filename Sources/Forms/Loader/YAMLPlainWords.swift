import Basics
import YAML

/// libyaml's syntax errors ("found character that cannot start any token") in a designer's words,
/// each with the fix, at the place to fix: an unclosed quote where the quote opens, not where libyaml
/// ran out of text. The problem strings are those of libyaml's scanner.c and parser.c (yaml/libyaml).
enum YAMLPlainWords {
    /// A tab where YAML needs spaces, whichever way libyaml words it.
    static let tabIndent = "a tab indents this line; YAML indents with spaces only: replace the tab with spaces"

    /// The place and message for a libyaml error it knows; nil keeps libyaml's own words.
    static func explain(
        problem: String, mark: SourceLocation, context: YAMLError.Context?, text: String
    ) -> (SourceLocation, String)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let started = context.map { " (it starts at \($0.mark.line):\($0.mark.column))" } ?? ""
        if let context, context.text == "while scanning a quoted scalar" {
            let quote = character(at: context.mark, in: lines) ?? "\""
            return (context.mark, "this text opens with \(quote) but never closes it: add the closing \(quote) at the end of the text on this line")
        }
        if problem.contains("tab character") {
            return (mark, tabIndent)
        }
        switch problem {
        case "found character that cannot start any token":
            let found = character(at: mark, in: lines) ?? "?"
            if found == "\t" {
                return (mark, tabIndent)
            }
            return (mark, "'\(found)' cannot start a value without quotes: put the whole value in double quotes (\"\(found)…\")")
        case "mapping values are not allowed in this context":
            return (mark, "': ' inside a value without quotes reads as a new key: put the whole value in double quotes")
        case "did not find expected key":
            return (
                mark,
                "expected a key lined up with the others of its mapping\(started): indent this line like them, or put a value that goes on after its closing quote in one pair of quotes"
            )
        case "did not find expected '-' indicator":
            return (mark, "expected a list item ('- ') lined up with the others of its list\(started): indent this line like them")
        case "did not find expected ',' or ']'":
            return (mark, "the list opened with '['\(started) is not closed here: separate items with commas and end the list with ']'")
        case "did not find expected ',' or '}'":
            return (mark, "the mapping opened with '{'\(started) is not closed here: separate entries with commas and end it with '}'")
        case "could not find expected ':'":
            return (context?.mark ?? mark, "a key needs ': ' after it (key: value); if this line continues the text above, put that text in quotes")
        case "found unknown escape character":
            return (mark, "an unknown escape after '\\' in double quotes: write \\\\ for a backslash, or use single quotes")
        case "block sequence entries are not allowed in this context":
            return (mark, "a list item ('- ') cannot follow a key's value on its line: start the list on the next line, indented under the key")
        case "found undefined alias":
            return (mark, "'*' starts a reference to an anchor (&name) that is not defined: put the value in quotes if it is text")
        case "did not find expected node content":
            return (mark, "a value is missing here\(started): write one, or remove the stray ',' or '-'")
        case "but found another document":
            return (mark, "a second YAML document ('---') starts here; a form is one document: remove the line")
        case "found unexpected end of stream":
            return (mark, "the file ends inside an unfinished value\(started): close it")
        default:
            return nil
        }
    }

    /// The character at a 1-based line and column, as libyaml counts columns (characters).
    static func character(at mark: SourceLocation, in lines: [Substring]) -> String? {
        guard mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return nil }
        let scalars = lines[mark.line - 1].unicodeScalars
        guard let index = scalars.index(scalars.startIndex, offsetBy: mark.column - 1, limitedBy: scalars.endIndex),
            index < scalars.endIndex
        else { return nil }
        return String(scalars[index])
    }
}

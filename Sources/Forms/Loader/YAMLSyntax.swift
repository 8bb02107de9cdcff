import Basics
import YAML

/// Turns the YAML reader's errors into `FormError`s at the right line and column.
enum YAMLSyntax {
    /// The form error for an error thrown by `YAMLReader.compose`.
    static func formError(_ error: YAMLError, file: String, text: String) -> FormError {
        switch error {
        case .syntax(_, let problem, let mark, let context):
            if let (location, message) = YAMLPlainWords.explain(problem: problem, mark: mark, context: context, text: text) {
                return FormError(file: file, at: location, message: message)
            }
            var message = "YAML syntax error: \(problem)"
            if let context {
                let at = context.mark == mark ? "" : " started at \(context.mark.line):\(context.mark.column)"
                message += " (\(context.text)\(at))"
            }
            return FormError(file: file, at: mark, message: message)
        case .reader(let problem, let offset):
            let location = offset.map { Self.location(ofCharacterOffset: $0, in: text) } ?? .start
            return FormError(file: file, at: location, message: "cannot read the text: \(problem)")
        case .duplicateKey(let key, let mark):
            let first = mark
            if let second = secondOccurrence(ofKey: key, after: first, in: text) {
                return FormError(file: file, at: second, message: "duplicate key '\(key)' (first at \(first))")
            }
            return FormError(file: file, at: first, message: "duplicate key '\(key)' in this mapping")
        case .tooDeep(let limit, let mark):
            return FormError(
                file: file, at: mark,
                message: "YAML nests deeper than \(limit) levels; a form needs a handful")
        case .memory:
            return FormError(file: file, at: .start, message: "cannot parse the YAML: Memory error")
        }
    }

    /// Where a repeated block-mapping key appears again after its first occurrence.
    ///
    /// The reader reports only the first occurrence, but the second is the one to delete, so look for the
    /// next line that starts at the same column with the same key, before the mapping ends (a
    /// non-blank line indented less). Flow mappings (`{a: 1, a: 2}`) are not searched.
    static func secondOccurrence(ofKey key: String, after first: SourceLocation, in text: String) -> SourceLocation? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard first.line >= 1, first.line <= lines.count else { return nil }
        let forms = [key, "\"\(key)\"", "'\(key)'"]
        for index in first.line..<lines.count {
            let scalars = Array(lines[index].unicodeScalars)
            guard let indent = scalars.firstIndex(where: { $0 != " " }), scalars[indent] != "#" else { continue }
            if indent + 1 < first.column { return nil }
            guard indent + 1 == first.column else { continue }
            var rest = ""
            rest.unicodeScalars.append(contentsOf: scalars[indent...])
            for form in forms where rest.hasPrefix(form) {
                let after = rest.dropFirst(form.count).drop { $0 == " " }
                if after.first == ":" { return SourceLocation(line: index + 1, column: first.column) }
            }
        }
        return nil
    }

    /// The 1-based line and column of a character offset.
    static func location(ofCharacterOffset offset: Int, in text: String) -> SourceLocation {
        var line = 1
        var column = 1
        for (i, character) in text.enumerated() {
            if i == offset { break }
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }
}

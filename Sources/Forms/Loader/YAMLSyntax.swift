import Yams

/// Turns Yams' parse errors into `FormError`s at the right line and column.
enum YAMLSyntax {
    /// The form error for an error thrown by `Yams.compose`.
    static func formError(_ error: any Error, file: String, text: String) -> FormError {
        guard let yaml = error as? YamlError else {
            return FormError(file: file, at: .start, message: "cannot parse the YAML: \(error)")
        }
        switch yaml {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "YAML syntax error: \(problem)"
            if let context {
                let at = context.mark.line == mark.line && context.mark.column == mark.column
                    ? "" : " started at \(context.mark.line):\(context.mark.column)"
                message += " (\(context.text)\(at))"
            }
            return FormError(file: file, line: mark.line, column: mark.column, message: message)
        case .reader(let problem, let offset, _, _):
            let location = offset.map { Self.location(ofCharacterOffset: $0, in: text) } ?? .start
            return FormError(file: file, at: location, message: "cannot read the text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? "?"
            let first = SourceLocation(line: context.mark.line, column: context.mark.column)
            if let second = secondOccurrence(ofKey: key, after: first, in: text) {
                return FormError(file: file, at: second, message: "duplicate key '\(key)' (first at \(first))")
            }
            return FormError(file: file, at: first, message: "duplicate key '\(key)' in this mapping")
        default:
            return FormError(file: file, at: .start, message: "cannot parse the YAML: \(yaml)")
        }
    }

    /// Where a repeated block-mapping key appears again after its first occurrence.
    ///
    /// Yams reports only the first occurrence, but the second is the one to delete, so look for the
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

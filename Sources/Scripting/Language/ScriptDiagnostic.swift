import Basics

/// A problem found while reading a script: where, what, and the line it is on.
package struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible, Error {
    /// Where (the column points at the offending token).
    package var location: ScriptLocation
    /// What is wrong, with a suggestion when there is a likely fix.
    package var message: String
    /// The line as written, leading spaces kept so the caret lines up (empty when the problem is not
    /// on a line, e.g. an unreadable file).
    package var lineText: String

    /// A diagnostic.
    package init(location: ScriptLocation, message: String, lineText: String = "") {
        self.location = location
        self.message = message
        self.lineText = lineText
    }

    /// `file:line:column: message`.
    /// One escaped, bounded line: messages quote the script's own words.
    package var description: String { MessageText.line("\(location): \(message)", limit: 500) }

    /// The message, then the line and a caret under the column (compiler style).
    package var rendered: String {
        guard !lineText.isEmpty else { return description }
        let caret = String(repeating: " ", count: max(0, location.column - 1)) + "^"
        return "\(description)\n    \(MessageText.line(lineText))\n    \(caret)"
    }
}

/// Everything wrong with a script (parsing stops at nothing: every bad line is reported).
package struct ScriptLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    package var diagnostics: [ScriptDiagnostic]

    /// An error from its diagnostics, put in line order within each file (the parser's and the
    /// validator's findings come from separate passes), files in order of first mention.
    package init(_ diagnostics: [ScriptDiagnostic]) {
        var fileOrder: [String: Int] = [:]
        for d in diagnostics where fileOrder[d.location.file] == nil { fileOrder[d.location.file] = fileOrder.count }
        self.diagnostics = diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (fx, fy) = (fileOrder[x.file] ?? 0, fileOrder[y.file] ?? 0)
            if fx != fy { return fx < fy }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// How many diagnostics a report shows (a megabyte of garbage would otherwise give a megabyte of errors).
    package static let shownLimit = 20

    /// Each diagnostic rendered (the first `shownLimit`, then a count of the rest).
    package var description: String {
        var lines = diagnostics.prefix(ScriptLoadError.shownLimit).map(\.rendered)
        if diagnostics.count > ScriptLoadError.shownLimit { lines.append("… and \(diagnostics.count - ScriptLoadError.shownLimit) more problems") }
        return lines.joined(separator: "\n")
    }
}

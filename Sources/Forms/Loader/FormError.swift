import Basics

/// One problem in a form file, at a 1-based line and column (columns count Unicode scalars, as libyaml does).
package struct FormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The form's file name as the caller named it (`forms/x.yaml`, or `… (embedded)`).
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// What is wrong, in one line.
    package var message: String

    /// An error at `file:line:column`.
    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at a source location.
    package init(file: String, at location: SourceLocation, message: String) {
        self.init(file: file, line: location.line, column: location.column, message: message)
    }

    /// `file:line:column: message`, the shape compilers use so editors and terminals can jump to it.
    /// One escaped, bounded line: messages quote the form's own values.
    package var description: String { MessageText.line("\(file):\(line):\(column): \(message)", limit: 500) }
}

/// Every problem found in one form, in document order; thrown by `FormLoader` so designers can fix all at once.
package struct FormErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, sorted by line then column (ties keep the order they were found in).
    package var errors: [FormError]

    /// The problems, put in document order.
    package init(_ errors: [FormError]) {
        // Stable sort: enumerated offsets break ties so errors at one spot keep their discovery order.
        self.errors = errors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// One `file:line:column: message` line per problem.
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}

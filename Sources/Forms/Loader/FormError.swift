import Basics

/// One problem in a form file, at a 1-based line and column (columns count Unicode scalars, as libyaml does).
public struct FormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The form's file name as the caller named it (`forms/x.yaml`, or `… (embedded)`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong, in one line.
    public var message: String

    /// An error at `file:line:column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at a source location.
    public init(file: String, at location: SourceLocation, message: String) {
        self.init(file: file, line: location.line, column: location.column, message: message)
    }

    /// `file:line:column: message`, the shape compilers use so editors and terminals can jump to it.
    /// One escaped, bounded line: messages quote the form's own values.
    public var description: String { MessageText.line("\(file):\(line):\(column): \(message)", limit: 500) }
}

/// Every problem found in one form, in document order; thrown by `FormLoader` so designers can fix all at once.
public struct FormErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, sorted by line then column (ties keep the order they were found in).
    public var errors: [FormError]

    /// The problems, put in document order.
    public init(_ errors: [FormError]) {
        // Stable sort: enumerated offsets break ties so errors at one spot keep their discovery order.
        self.errors = errors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// One `file:line:column: message` line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// A 1-based line and column in a form file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// A location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, used when a problem has no better place (an empty file).
    public static let start = SourceLocation(line: 1, column: 1)

    /// Document order.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Where something is in a script file: `file:line:column`, 1-based, columns in characters.
public struct ScriptLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (relative paths stay relative, so messages match what the user typed).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in characters.
    public var column: Int

    /// A location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, for reports that show the whole line anyway.
    public var fileAndLine: String { "\(file):\(line)" }
}

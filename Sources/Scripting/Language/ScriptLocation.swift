/// Where something is in a script file: `file:line:column`, 1-based, columns in characters.
package struct ScriptLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (relative paths stay relative, so messages match what the user typed).
    package var file: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, counted in characters.
    package var column: Int

    /// A location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, for reports that show the whole line anyway.
    package var fileAndLine: String { "\(file):\(line)" }
}

/// Where something is in a script file: `file:line:column`, 1-based, columns in characters.
package struct ScriptLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (relative paths stay relative, so messages match what the user typed).
    package var file: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, counted in characters.
    package var column: Int
    /// The `Source` lines that led here, outermost first (empty in the script itself).
    package var includedFrom: [ScriptLocation]

    /// A location.
    package init(file: String, line: Int, column: Int, includedFrom: [ScriptLocation] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.includedFrom = includedFrom
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, for reports that show the whole line anyway.
    package var fileAndLine: String { "\(file):\(line)" }

    /// `file:line` after the include chain that led here (`uses-inc.keys:2 → _inc.keys:4`), so a
    /// failure in a shared file names the script it failed for.
    package var trail: String { chainPrefix + fileAndLine }

    /// The include chain before this location (`uses-inc.keys:2 → `), empty in the script itself.
    package var chainPrefix: String { includedFrom.map { $0.fileAndLine + " → " }.joined() }

    /// The line in the script itself: of the outermost `Source` line when the location is in an included file.
    package var scriptLine: Int { includedFrom.first?.line ?? line }

    /// The script the session started from: the first file of the include chain.
    package var script: String { includedFrom.first?.file ?? file }
}

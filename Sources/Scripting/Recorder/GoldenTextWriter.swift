import Basics
import Screens

/// VHS's text golden file (`Output x.txt`, `.ascii` or `.test`): after every command while
/// recording, each row of the terminal with its trailing spaces trimmed, then a separator of 80 `─`
/// (`SaveOutput` and `separator` in charmbracelet/vhs testing.go; `Execute` in command.go saves after
/// each command, `ExecuteOutput` sends those three extensions there). A test compares it with a
/// committed copy, as VHS users do.
package final class GoldenTextWriter: RecordingSink {
    /// VHS's separator line.
    package static let separator = String(repeating: "─", count: 80)
    /// The file being written; the caller commits it.
    package let output: OutputFile

    /// A golden file into `output`.
    package init(output: OutputFile) { self.output = output }

    package func frame(_ frame: RecordedFrame) {}

    package func command(_ canvas: Canvas) {
        var text = ""
        for row in canvas.lines() {
            var row = Substring(row)
            while row.last == " " { row.removeLast() }
            text += row + "\n"
        }
        output.write(text + Self.separator + "\n")
    }

    package func finish(milliseconds: Int) {}
}

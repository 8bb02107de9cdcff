import Forms
import Scripting

extension FormErrors {
    /// The lines a command prints on stderr: the first problems, as many as a script's diagnostics
    /// show, then a count of the rest. A file of 20,000 unknown keys printed 20,000 lines.
    var printedLines: [String] {
        let limit = ScriptLoadError.shownLimit
        var lines = errors.prefix(limit).map(\.description)
        if errors.count > limit { lines.append("… and \(errors.count - limit) more problems") }
        return lines
    }
}

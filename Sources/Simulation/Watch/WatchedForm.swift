import Forms

/// A form file being edited while `consentsim run --watch` shows it: the last version that loaded,
/// and the problems of a newer one that did not.
///
/// Pure: the caller reads the file when it changed and hands the text over, so the reload rules
/// (keep the last good form, report `file:line:column`, recover on the next good save) are tested
/// without a terminal or a clock.
package struct WatchedForm: Sendable {
    /// What a new text of the file did.
    package enum Change: Hashable, Sendable {
        /// The same text as before: nothing to do.
        case unchanged
        /// A new form loaded; it replaces the one on screen.
        case reloaded
        /// The new text has errors; the last good form stays on screen.
        case failed
    }

    /// The path errors name and relative vendor-list paths resolve against.
    package let path: String
    /// The form on screen: the last version that loaded.
    package private(set) var form: FormDefinition
    /// The problems of the newest text, when it did not load.
    package private(set) var errors: FormErrors?
    /// Why the file cannot be read now (deleted, a folder, a FIFO, a symlink loop, over the size
    /// cap), one line naming it; nil while it can.
    package private(set) var readProblem: String?
    /// The newest text seen, loaded or not.
    private var text: String?

    /// Watching `path`, whose current `text` loaded as `form`.
    package init(path: String, form: FormDefinition, text: String?) {
        self.path = path
        self.form = form
        self.text = text
    }

    /// Takes the file's text as it is now.
    package mutating func update(text newText: String) -> Change {
        readProblem = nil
        guard newText != text else { return .unchanged }
        text = newText
        do {
            let loaded = try FormLoader.load(yaml: newText, fileName: path, directory: Self.directory(of: path))
            if loaded.sdk.family != form.sdk.family {
                // The running app links one SDK; another needs a new run, not a redraw.
                errors = FormErrors([loaded.sourceMap.error(at: "sdk", "sdk changed from \(form.sdk) to \(loaded.sdk): quit and run again to switch")]
                )
                return .failed
            }
            form = loaded
            errors = nil
            return .reloaded
        } catch {
            errors = error
            return .failed
        }
    }

    /// Takes the news that the file cannot be read now (`problem`, one line naming the file): the
    /// last good form stays on screen and the status line says why. The next readable text loads
    /// again, even the same text as before.
    package mutating func update(readProblem problem: String) -> Change {
        guard problem != readProblem else { return .unchanged }
        readProblem = problem
        text = nil
        return .failed
    }

    /// The status line while the newest text is broken: every problem as `file:line:column:
    /// message` (the first first, so a narrow terminal still shows where), and that the screen shows
    /// the last good version; nil while the form on screen is current. `StatusLine` wraps it.
    package var status: String? {
        if let readProblem { return readProblem + " · showing the last good version" }
        guard let errors, !errors.errors.isEmpty else { return nil }
        return errors.errors.map(\.description).joined(separator: "; ") + " · showing the last good version"
    }

    /// The note after a reload: `reloaded 12:03:04` (the caller's wall clock, as hours, minutes, seconds).
    package static func reloadNote(hour: Int, minute: Int, second: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return "reloaded \(two(hour)):\(two(minute)):\(two(second))"
    }

    /// The folder of `path` ("." for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A script's stored snapshots, read before playing so the player does no I/O.
///
/// Files live in `__snapshots__/` beside the script, named `<script>.<name>.txt` (plain text, trailing
/// spaces trimmed) and `<script>.<name>.style.txt` (the style layer, when asked for).
package struct SnapshotSet: Sendable {
    /// Compare with the stored files, or rewrite the ones that differ.
    package enum Mode: Sendable {
        /// A missing or different snapshot fails the session.
        case compare
        /// A missing or different snapshot is queued for writing and the session goes on.
        case update
    }

    /// The `__snapshots__` directory beside the script.
    package var directory: String
    /// The script's file name without `.keys`.
    package var stem: String
    /// File contents by path, for the files that exist.
    package var stored: [String: String]
    /// What to do on a difference.
    package var mode: Mode

    /// The snapshots of the script at `scriptPath`, holding `stored`.
    package init(scriptPath: String, stored: [String: String] = [:], mode: Mode = .compare) {
        let dir = ScriptPath.directory(of: scriptPath)
        directory = dir.isEmpty ? "__snapshots__" : ScriptPath.joined(dir, "__snapshots__")
        stem = ScriptPath.stem(of: scriptPath)
        self.stored = stored
        self.mode = mode
    }

    /// The file of snapshot `name` (its style layer when `style`).
    package func path(_ name: String, style: Bool) -> String {
        directory + "/" + stem + "." + name + (style ? ".style.txt" : ".txt")
    }

    /// Every file the script's `Snapshot` steps may read.
    package func paths(for script: Script) -> [String] {
        var out: [String] = []
        for step in script.steps {
            if case .snapshot(let name, _) = step.command {
                out += [path(name, style: false), path(name, style: true)]
            }
        }
        return out
    }
}

/// Line-by-line differences between two screens (rows keep their positions, so rows are compared in place).
package enum SnapshotDiff {
    /// Each differing row with both sides, then a count; at most `limit` rows are listed.
    package static func render(expected: String, actual: String, limit: Int = 12) -> String {
        let e = lines(expected), a = lines(actual)
        var out: [String] = []
        var differing = 0
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : nil
            let al = i < a.count ? a[i] : nil
            guard el != al else { continue }
            differing += 1
            guard differing <= limit else { continue }
            out.append("row \(i + 1):")
            out.append("  - expected: " + (el.map { "|" + $0 + "|" } ?? "<no row>"))
            out.append("  + actual:   " + (al.map { "|" + $0 + "|" } ?? "<no row>"))
        }
        if differing > limit { out.append("… and \(differing - limit) more differing rows") }
        out.insert("\(differing) of \(max(e.count, a.count)) rows differ", at: 0)
        return out.joined(separator: "\n")
    }

    /// The rows of a snapshot text (without the final newline's empty row).
    static func lines(_ text: String) -> [String] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }
}

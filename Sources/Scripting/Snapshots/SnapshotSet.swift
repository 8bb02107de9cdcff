/// A script's stored snapshots, read before playing so the player does no I/O.
///
/// Files live in a folder per script, `__snapshots__/<script file name>/` beside the script, named
/// `<name>.txt` (plain text, trailing spaces trimmed) and `<name>.style.txt` (the style layer, when
/// asked for), so no two scripts share a file: `a.keys` and `a.tape`, or `a.keys` with `Snapshot b.x`
/// and `a.b.keys` with `Snapshot x`, each have their own (a folder per test file, as Playwright's
/// `<test file>-snapshots/`). Names cannot end in `.style`, which the style layer's files end with.
/// Before that layout a file was `__snapshots__/<script stem>.<name>.txt` (`legacyPath`), which
/// those pairs shared.
package struct SnapshotSet: Sendable {
    /// Compare with the stored files, or rewrite the ones that differ.
    package enum Mode: Sendable {
        /// A missing or different snapshot fails the session.
        case compare
        /// A missing or different snapshot is queued for writing and the session goes on.
        case update
    }

    /// The script's own folder of snapshots: `__snapshots__/<script file name>` beside it.
    package var directory: String
    /// The `__snapshots__` folder beside the script.
    package var sharedDirectory: String
    /// The script's file name without its extension (the former layout's prefix).
    package var stem: String
    /// File contents by path, for the files that exist.
    package var stored: [String: String]
    /// What to do on a difference.
    package var mode: Mode

    /// The suffix of style-layer files, which snapshot names may not end with.
    package static let styleSuffix = ".style"

    /// The snapshots of the script at `scriptPath`, holding `stored`.
    package init(scriptPath: String, stored: [String: String] = [:], mode: Mode = .compare) {
        let dir = ScriptPath.directory(of: scriptPath)
        sharedDirectory = dir.isEmpty ? "__snapshots__" : ScriptPath.joined(dir, "__snapshots__")
        let fileName = scriptPath.lastIndex(of: "/").map { String(scriptPath[scriptPath.index(after: $0)...]) } ?? scriptPath
        directory = sharedDirectory + "/" + fileName
        stem = ScriptPath.stem(of: scriptPath)
        self.stored = stored
        self.mode = mode
    }

    /// `name` as a case-insensitive file system compares it (macOS and Windows by default), so
    /// names and files are compared the way the disk will: `a.Style` and `a.style` are one file.
    package static func folded(_ name: some StringProtocol) -> String { name.lowercased() }

    /// The file of snapshot `name` (its style layer when `style`).
    package func path(_ name: String, style: Bool) -> String {
        directory + "/" + name + (style ? Self.styleSuffix + ".txt" : ".txt")
    }

    /// Where the former layout kept snapshot `name`: `__snapshots__/<stem>.<name>.txt`.
    package func legacyPath(_ name: String, style: Bool) -> String {
        sharedDirectory + "/" + stem + "." + name + (style ? Self.styleSuffix + ".txt" : ".txt")
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

    /// The snapshot files of `folder` that no `Snapshot` step names any more, sorted: `files` are the
    /// names the folder holds; only `.txt` files are snapshots (Jest and Playwright report the same).
    package static func obsolete(files: [String], in folder: (directory: String, named: Set<String>)) -> [String] {
        let named = Set(folder.named.map(folded))
        return files.filter { folded($0).hasSuffix(".txt") }.map { folder.directory + "/" + $0 }.filter { !named.contains(folded($0)) }.sorted()
    }

    /// Snapshot names of `script` that differ only in letter case: one file on a case-insensitive
    /// file system (macOS, Windows), so each would overwrite the other. Each pair once, in script order.
    package static func caseCollisions(in script: Script) -> [(ScriptStep, ScriptStep)] {
        var firstByFolded: [String: ScriptStep] = [:]
        var found: [(ScriptStep, ScriptStep)] = []
        var reported = Set<String>()
        for step in script.steps {
            guard case .snapshot(let name, _) = step.command else { continue }
            let folded = Self.folded(name)
            if let first = firstByFolded[folded] {
                if case .snapshot(let firstName, _) = first.command, firstName != name, reported.insert(folded + "\u{0}" + name).inserted {
                    found.append((first, step))
                }
            } else {
                firstByFolded[folded] = step
            }
        }
        return found
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
            if let el, let al, let diff = InlineDiff(expected: el, found: al) {
                out.append(InlineDiff.caretLine(indent: 15, span: diff.found))
            }
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

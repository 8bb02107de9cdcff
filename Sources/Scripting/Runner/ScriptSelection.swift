import Basics

/// A script `consentsim test` found: its path, the run root it was found under, and its names.
package struct ScriptEntry: Hashable, Sendable {
    /// The path as found (what reports print and what is played).
    package var path: String
    /// The path argument it was found under (a directory, or the file itself).
    package var root: String
    /// The `# name:` comments of the file, in order (what `--grep` also matches).
    package var names: [String]

    /// An entry.
    package init(path: String, root: String, names: [String] = []) {
        self.path = path
        self.root = root
        self.names = names
    }

    /// The path relative to its run root's directory part: `scripts/ump/x.keys` under `scripts/`
    /// is `ump/x.keys`; a root naming the file itself keeps the path.
    package var relativePath: String {
        let root = ScriptPath.normalized(self.root)
        let path = ScriptPath.normalized(self.path)
        if root == "." { return path }
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        return path
    }

    /// The JUnit class name: the relative directory with dots (`ump`), prefixed by the root's last
    /// component (`scripts.ump`), so `--junit` on `.` gives `scripts.ump`, never `.`.
    package var junitClassName: String {
        let rootName = ScriptPath.normalized(root) == "." ? "" : lastComponent(ScriptPath.normalized(root))
        let isFileRoot = ScriptPath.normalized(root) == ScriptPath.normalized(path)
        var parts: [String] = []
        if isFileRoot {
            let directory = ScriptPath.directory(of: ScriptPath.normalized(path))
            parts = directory.isEmpty ? [] : directory.split(separator: "/").map(String.init)
        } else {
            if !rootName.isEmpty, rootName != "..", rootName != "/" { parts.append(rootName) }
            let directory = ScriptPath.directory(of: relativePath)
            if !directory.isEmpty { parts += directory.split(separator: "/").map(String.init) }
        }
        parts = parts.filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? "consentsim" : parts.joined(separator: ".")
    }

    private func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Choosing which scripts run: `--grep`, `--shard` and the `# name:` comments they read.
package enum ScriptSelection {
    /// The `# name: …` comments of a script's text (whole-line comments only), trimmed.
    package static func names(in text: String) -> [String] { comments("name", in: text) }

    /// The values of a script's whole-line `# key: value` comments (`name`, `check-order`), trimmed.
    package static func comments(_ key: String, in text: String) -> [String] {
        let prefix = key.lowercased() + ":"
        var values: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = Substring(raw)
            while let f = line.first, f == " " || f == "\t" || f == "\u{FEFF}" { line.removeFirst() }
            guard line.hasPrefix("#") else { continue }
            line = line.dropFirst()
            while let f = line.first, f == " " || f == "\t" { line.removeFirst() }
            guard line.lowercased().hasPrefix(prefix) else { continue }
            let value = String(line.dropFirst(prefix.count)).trimmingSpaces
            if !value.isEmpty { values.append(value) }
        }
        return values
    }

    /// The entries whose path (as found, or relative to the folder the run was given, so `^att/`
    /// matches on `.`), or a `# name:` matches `pattern` (a regular expression, as Playwright's
    /// `--grep`); with `invert`, those that do not (Playwright's `--grep-invert`). On the screen
    /// patterns' linear-time engine: a backtracking one never finished `^(a+)+$` against a long name.
    package static func grep(_ entries: [ScriptEntry], pattern: ScreenRegex, invert: Bool = false) -> [ScriptEntry] {
        entries.filter { entry in
            let matches =
                pattern.matches(in: entry.path) || pattern.matches(in: entry.relativePath)
                || entry.names.contains { pattern.matches(in: $0) }
            return matches != invert
        }
    }

    /// Shard `index` (1-based) of `count`: the entries sorted by path, cut into `count` contiguous
    /// runs whose sizes differ by at most one (as Playwright's `--shard`). The same files give the
    /// same shards on every machine; together the shards hold every entry exactly once.
    package static func shard(_ entries: [ScriptEntry], index: Int, of count: Int) -> [ScriptEntry] {
        precondition(count >= 1 && (1...count).contains(index), "shard index out of range")
        let sorted = entries.sorted { $0.path < $1.path }
        let base = sorted.count / count, extra = sorted.count % count
        let start = (index - 1) * base + min(index - 1, extra)
        let size = base + (index <= extra ? 1 : 0)
        return Array(sorted[start..<(start + size)])
    }

    /// `I/N` → (I, N) when 1 ≤ I ≤ N; nil otherwise.
    package static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = try? CheckedNumber.integer(parts[1], in: 1...10_000, what: "shard count"),
            let i = try? CheckedNumber.integer(parts[0], in: 1...n, what: "shard")
        else { return nil }
        return (i, n)
    }
}

extension ScriptFiles {
    /// Every script under `roots` as entries (see `findScripts`), each with its root and `# name:`s;
    /// `.tape` files are found beside `.keys` files.
    package static func findEntries(under roots: [String]) -> (entries: [ScriptEntry], missing: [String]) {
        var entries: [ScriptEntry] = []
        var missing: [String] = []
        var seen = Set<String>()
        for root in roots {
            let found = findScripts(under: [root], extensions: [".keys", ".tape"])
            missing += found.missing
            for path in found.scripts where seen.insert(path).inserted {
                entries.append(ScriptEntry(path: path, root: root, names: ScriptSelection.names(in: readIfPresent(path) ?? "")))
            }
        }
        return (entries.sorted { $0.path < $1.path }, missing)
    }
}

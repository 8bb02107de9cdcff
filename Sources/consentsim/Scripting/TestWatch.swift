import Basics
import Scripting

/// `consentsim test --watch`: after the first run, looks at the scripts under the paths and every file
/// they read (`ScriptDependencies`) a few times a second; when one is saved, runs again the scripts it
/// affects (and any new script). Runs until interrupted (Ctrl+C ends the process; it holds no file open).
struct TestWatch {
    /// The scripts of the first run.
    var entries: [ScriptEntry]
    /// The paths `test` was given, searched again for new scripts.
    var roots: [String]

    /// Watches until the process is interrupted; `rerun` plays the scripts a change affects.
    func run(_ rerun: ([ScriptEntry]) throws -> Void) throws {
        var known = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var dependencies = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, Self.dependencies(of: $0.path)) })
        var stamps = Self.stamps(of: dependencies)
        print("watching \(known.count) script\(known.count == 1 ? "" : "s") and the files they read (Ctrl+C stops)")
        // Output is buffered until the command ends, which a watch never does: each run is written out as it ends.
        try? StandardOutput.flush()
        while true {
            usleep(300_000)
            let found = ScriptFiles.findEntries(under: roots).entries
            let added = found.filter { known[$0.path] == nil }
            for entry in added {
                known[entry.path] = entry
                dependencies[entry.path] = Self.dependencies(of: entry.path)
            }
            let now = Self.stamps(of: dependencies)
            let changed = Set(now.keys.filter { now[$0] != stamps[$0] })
            stamps = now
            let paths = Set(ScriptDependencies.affected(by: changed, dependencies: dependencies) + added.map(\.path))
            guard !paths.isEmpty else { continue }
            let affected = paths.sorted().compactMap { known[$0] }
            print(
                "\n\(changed.sorted().map { MessageText.line($0) }.joined(separator: ", ")) changed: running \(affected.count) script\(affected.count == 1 ? "" : "s")"
            )
            try rerun(affected)
            try? StandardOutput.flush()
            // A script may now source or read other files.
            for entry in affected { dependencies[entry.path] = Self.dependencies(of: entry.path) }
            stamps = Self.stamps(of: dependencies)
        }
    }

    /// The files the script at `path` reads (itself alone when it does not load).
    static func dependencies(of path: String) -> Set<String> {
        guard let session = try? TapeLoader.load(path: path, loader: ScriptFiles.loader, launchArguments: RunCommand.scriptSettings) else {
            return [ScriptPath.normalized(path)]
        }
        return ScriptDependencies.files(of: session.script, path: path)
    }

    /// Each watched file's stamp now (nil for a file that is missing).
    static func stamps(of dependencies: [String: Set<String>]) -> [String: FileStamp?] {
        var stamps: [String: FileStamp?] = [:]
        for file in dependencies.values.reduce(into: Set<String>(), { $0.formUnion($1) }) { stamps[file] = FileStamp(path: file) }
        return stamps
    }
}

/// The files a script's session reads, for `consentsim test --watch`: a save to any of them runs the
/// script again (Playwright's watch mode re-runs the tests a changed file affects).
package enum ScriptDependencies {
    /// The files `script` (read from `path`) depends on: itself, every file it sources, the form and
    /// store files its `Set` lines name, and its snapshots (paths as the loader resolved them).
    package static func files(of script: Script, path: String) -> Set<String> {
        var files: Set<String> = [ScriptPath.normalized(path)]
        for step in script.steps {
            files.insert(ScriptPath.normalized(step.location.file))
            for outer in step.location.includedFrom { files.insert(ScriptPath.normalized(outer.file)) }
            switch step.command {
            case .set(.form(let name)) where ScriptLoader.isFormPath(name): files.insert(ScriptPath.normalized(name))
            case .set(.store(.file(let store))): files.insert(ScriptPath.normalized(store))
            default: break
            }
        }
        for snapshot in SnapshotSet(scriptPath: path).paths(for: script) { files.insert(ScriptPath.normalized(snapshot)) }
        return files
    }

    /// The scripts among `dependencies` (script path to the files it reads) that a change to any of
    /// `changed` affects, in path order.
    package static func affected(by changed: Set<String>, dependencies: [String: Set<String>]) -> [String] {
        let normalized = Set(changed.map(ScriptPath.normalized))
        return dependencies.filter { !$0.value.isDisjoint(with: normalized) }.map(\.key).sorted()
    }
}

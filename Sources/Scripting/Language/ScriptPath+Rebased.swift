extension ScriptPath {
    /// A path given relative to `workingDirectory` (a command-line path), rewritten for a `Set` line of
    /// the script at `file` (itself relative to `workingDirectory` or absolute), where it resolves
    /// through `paths(inScript:)`: relative to the script's directory. Absolute paths stay as they are.
    /// Pure text, as `joined` is: `workingDirectory` must be absolute.
    package static func rebased(_ path: String, from workingDirectory: String, toScript file: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        let target = joined(workingDirectory, path).split(separator: "/")
        let base = joined(workingDirectory, directory(of: file)).split(separator: "/")
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: Substring(".."), count: base.count - shared) + target.dropFirst(shared)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

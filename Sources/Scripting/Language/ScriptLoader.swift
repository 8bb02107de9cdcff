import Forms

/// Reads a script and everything it `Source`s into one `Script`, then checks the whole session.
///
/// File access goes through `readFile`, so loading is testable without a disk and the player stays
/// pure. Paths in `Source`, `Set Form` and `Set Store` are relative to the file they are written in
/// (a shipped form's name, such as `examples/pac-personalized-only`, stays a name).
public struct ScriptLoader: Sendable {
    /// Why a file could not be read (the C library's reason, e.g. "No such file or directory").
    public struct ReadError: Error, Sendable {
        /// The reason.
        public var reason: String

        /// A read error.
        public init(_ reason: String) { self.reason = reason }
    }

    /// The text of a file.
    public var readFile: @Sendable (String) throws -> String

    /// A loader reading through `readFile`.
    public init(readFile: @escaping @Sendable (String) throws -> String) { self.readFile = readFile }

    /// The session in the file at `path`.
    public func load(path: String) throws(ScriptLoadError) -> Script {
        let text: String
        do {
            text = try readFile(path)
        } catch {
            throw ScriptLoadError([ScriptDiagnostic(location: ScriptLocation(file: path, line: 1, column: 1),
                                                    message: "cannot read the script: \(ScriptLoader.reason(error))")])
        }
        return try load(text: text, path: path)
    }

    /// The session in `text`, which was read from `path`.
    public func load(text: String, path: String) throws(ScriptLoadError) -> Script {
        var diagnostics: [ScriptDiagnostic] = []
        var steps: [ScriptStep] = []
        expand(text: text, path: path, chain: [ScriptPath.normalized(path)], into: &steps, diagnostics: &diagnostics)
        diagnostics += ScriptValidator.check(steps)
        guard diagnostics.isEmpty else { throw ScriptLoadError(diagnostics) }
        return Script(path: path, steps: steps)
    }

    /// Appends the steps of `text` to `steps`, expanding `Source` lines recursively.
    private func expand(text: String, path: String, chain: [String], into steps: inout [ScriptStep],
                        diagnostics: inout [ScriptDiagnostic]) {
        let parsed = ScriptParser.parse(text, file: path)
        diagnostics += parsed.diagnostics
        let directory = ScriptPath.directory(of: path)
        for line in parsed.lines {
            switch line {
            case .step(var step):
                if case .set(let setting) = step.command { step.command = .set(ScriptLoader.resolving(setting, in: directory)) }
                steps.append(step)
            case .source(let included, let location, let lineText):
                let target = ScriptPath.joined(directory, included)
                let key = ScriptPath.normalized(target)
                if let start = chain.firstIndex(of: key) {
                    let cycle = (chain[start...] + [key]).joined(separator: " → ")
                    diagnostics.append(ScriptDiagnostic(location: location, message: "Source cycle: \(cycle)", lineText: lineText))
                    continue
                }
                let includedText: String
                do {
                    includedText = try readFile(target)
                } catch {
                    diagnostics.append(ScriptDiagnostic(
                        location: location, message: "cannot read '\(target)': \(ScriptLoader.reason(error))", lineText: lineText))
                    continue
                }
                expand(text: includedText, path: target, chain: chain + [key], into: &steps, diagnostics: &diagnostics)
            }
        }
    }

    /// A setting with its relative file path resolved against `directory`.
    static func resolving(_ setting: ScriptSetting, in directory: String) -> ScriptSetting {
        switch setting {
        case .form(let name) where !FormLibrary.names.contains(name) && (name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml")):
            return .form(ScriptPath.joined(directory, name))
        case .store(.file(let path)):
            return .store(.file(ScriptPath.joined(directory, path)))
        default:
            return setting
        }
    }

    /// The reason in a read error.
    static func reason(_ error: any Error) -> String {
        (error as? ReadError)?.reason ?? "\(error)"
    }
}

/// Path arithmetic on `/`-separated strings (no Foundation, no file system).
public enum ScriptPath {
    /// The directory part (`""` for a bare name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory and without its extension.
    public static func stem(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `path` relative to `directory` (absolute paths stay as they are).
    public static func joined(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return normalized(path) }
        return normalized(directory.hasSuffix("/") ? directory + path : directory + "/" + path)
    }

    /// Without `.` segments, `x/..` pairs and doubled slashes.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

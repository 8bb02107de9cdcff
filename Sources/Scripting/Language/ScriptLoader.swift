import Forms
import Screens
import Simulation

/// Reads a script and everything it `Source`s into one `Script`, then checks the whole session.
///
/// File access goes through `readFile`, so loading is testable without a disk and the player stays
/// pure. Paths in `Source`, `Set Form`, `Set Store` and `Set VendorList` are relative to the file they
/// are written in, through `ScriptPath.paths(inScript:)` (a shipped form's name, such as
/// `examples/pac-personalized-only`, stays a name).
package struct ScriptLoader: Sendable {
    /// Why a file could not be read (the C library's reason, e.g. "No such file or directory").
    package struct ReadError: Error, Sendable {
        /// The reason.
        package var reason: String

        /// A read error.
        package init(_ reason: String) { self.reason = reason }
    }

    /// The text of a file.
    package var readFile: @Sendable (String) throws -> String
    /// The file's identity for cycle detection: its real path (symlinks resolved) where it exists.
    package var canonicalPath: @Sendable (String) -> String
    /// Whether a program a tape `Require`s can be run (by default: found on `PATH`).
    package var findsProgram: @Sendable (String) -> Bool = ProgramSearch.isOnPath

    /// How deep `Source` may nest (a chain 20,000 deep once overflowed the stack).
    package static let maximumSourceDepth = 32
    /// How many commands and `Source` lines one session may expand to (a tree of files each
    /// sourcing the next four times never ended).
    package static let maximumCommands = 100_000

    /// A loader reading through `readFile`; paths are their own identity unless `canonicalPath` says otherwise.
    package init(
        readFile: @escaping @Sendable (String) throws -> String,
        canonicalPath: @escaping @Sendable (String) -> String = { ScriptPath.normalized($0) }
    ) {
        self.readFile = readFile
        self.canonicalPath = canonicalPath
    }

    /// Why a session past `maximumCommands` is refused: its own length, or `Source` lines repeating files.
    static func tooManyCommands(sourced: Bool) -> String {
        sourced
            ? "the session expands to more than \(maximumCommands) commands (Source repeats files too often)"
            : "the script has more than \(maximumCommands) commands, the most one session may have"
    }

    /// The session in the file at `path`.
    package func load(path: String) throws(ScriptLoadError) -> Script {
        let text: String
        do {
            text = try readFile(path)
        } catch {
            throw ScriptLoadError([
                ScriptDiagnostic(
                    location: ScriptLocation(file: path, line: 1, column: 1),
                    message: "cannot read the script: \(ScriptLoader.reason(error))")
            ])
        }
        return try load(text: text, path: path)
    }

    /// The session in `text`, which was read from `path`.
    package func load(text: String, path: String) throws(ScriptLoadError) -> Script {
        var diagnostics: [ScriptDiagnostic] = []
        var steps: [ScriptStep] = []
        // A session cut off at a cap is not checked as a whole: its steps stop mid-way.
        if expand(text: text, path: path, into: &steps, diagnostics: &diagnostics) { diagnostics += ScriptValidator.check(steps) }
        guard diagnostics.isEmpty else { throw ScriptLoadError(diagnostics) }
        return Script(path: path, steps: steps)
    }

    /// One file being expanded: its lines, how far we are, and the chain of files that led to it.
    private struct Frame {
        var lines: [ParsedLine]
        var next = 0
        var path: String
        /// What the file's relative paths are relative to (its directory).
        var paths: SettingPaths
        /// Canonical paths from the top file to this one (for cycles and the depth cap).
        var chain: [String]
        /// The same as written (for messages).
        var shownChain: [String]
        /// The `Source` lines that led to this file, outermost first (for reports).
        var includedFrom: [ScriptLocation] = []
    }

    /// Appends the steps of `text` to `steps`, expanding `Source` lines with an explicit stack (no
    /// recursion), so depth and size are bounded by the caps and not by the thread's stack.
    /// Returns false when a cap stopped the expansion.
    private func expand(text: String, path: String, into steps: inout [ScriptStep], diagnostics: inout [ScriptDiagnostic]) -> Bool {
        let top = ScriptParser.parse(text, file: path)
        diagnostics += top.diagnostics
        var stack = [
            Frame(
                lines: top.lines, path: path, paths: ScriptPath.paths(inScript: path),
                chain: [canonicalPath(path)], shownChain: [ScriptPath.normalized(path)])
        ]
        var parsedFiles: [String: (lines: [ParsedLine], diagnostics: [ScriptDiagnostic])] = [:]
        var commands = 0
        while !stack.isEmpty {
            let depth = stack.count - 1
            guard stack[depth].next < stack[depth].lines.count else {
                stack.removeLast()
                continue
            }
            let line = stack[depth].lines[stack[depth].next]
            stack[depth].next += 1
            commands += 1
            if commands > ScriptLoader.maximumCommands {
                let location: ScriptLocation
                switch line {
                case .step(let step): location = step.location
                case .source(_, let at, _): location = at
                }
                diagnostics.append(ScriptDiagnostic(location: location, message: ScriptLoader.tooManyCommands(sourced: !parsedFiles.isEmpty)))
                return false
            }
            switch line {
            case .step(var step):
                step.location.includedFrom = stack[depth].includedFrom
                if case .set(let setting) = step.command { step.command = .set(ScriptLoader.resolving(setting, with: stack[depth].paths)) }
                steps.append(step)
            case .source(let included, let location, let lineText):
                let target = stack[depth].paths.resolve(included)
                // Only scripts are included: `Source /etc/shadow` must not print someone's file line by line as errors.
                guard target.hasSuffix(".keys") || target.hasSuffix(".tape") else {
                    diagnostics.append(
                        ScriptDiagnostic(
                            location: location, message: "Source includes only .keys scripts and .tape files, not '\(included)'",
                            lineText: lineText))
                    continue
                }
                let key = canonicalPath(target)
                if let start = stack[depth].chain.firstIndex(of: key) {
                    let cycle = (stack[depth].shownChain[start...] + [ScriptPath.normalized(target)]).joined(separator: " → ")
                    diagnostics.append(ScriptDiagnostic(location: location, message: "Source cycle: \(cycle)", lineText: lineText))
                    continue
                }
                guard stack.count < ScriptLoader.maximumSourceDepth else {
                    diagnostics.append(
                        ScriptDiagnostic(
                            location: location, message: "Source nests more than \(ScriptLoader.maximumSourceDepth) files deep", lineText: lineText))
                    return false
                }
                let parsed: (lines: [ParsedLine], diagnostics: [ScriptDiagnostic])
                if let cached = parsedFiles[key] {
                    parsed = (cached.lines, [])
                } else {
                    let includedText: String
                    do {
                        includedText = try readFile(target)
                    } catch {
                        diagnostics.append(
                            ScriptDiagnostic(
                                location: location, message: "cannot read '\(target)': \(ScriptLoader.reason(error))", lineText: lineText))
                        continue
                    }
                    parsed = ScriptParser.parse(includedText, file: target)
                    parsedFiles[key] = parsed
                }
                let includedFrom = stack[depth].includedFrom + [location]
                diagnostics += parsed.diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.location.includedFrom = includedFrom
                    return diagnostic
                }
                stack.append(
                    Frame(
                        lines: parsed.lines, path: target, paths: ScriptPath.paths(inScript: target),
                        chain: stack[depth].chain + [key], shownChain: stack[depth].shownChain + [ScriptPath.normalized(target)],
                        includedFrom: includedFrom))
            }
        }
        return true
    }

    /// A setting with its relative file path resolved by `paths` (`Set VendorList` was resolved as
    /// it was parsed, since its file is read then).
    static func resolving(_ setting: ScriptSetting, with paths: SettingPaths) -> ScriptSetting {
        switch setting {
        case .form(let name) where isFormPath(name):
            return .form(paths.resolve(name))
        case .store(.file(let path)):
            return .store(.file(paths.resolve(path)))
        default:
            return setting
        }
    }

    /// Whether `Set Form` names a form file rather than a shipped form.
    package static func isFormPath(_ name: String) -> Bool {
        !FormLibrary.names.contains(name) && (name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
    }

    /// The reason in a read error.
    static func reason(_ error: any Error) -> String {
        (error as? ReadError)?.reason ?? "\(error)"
    }
}

/// Path arithmetic on `/`-separated strings (no Foundation, no file system).
package enum ScriptPath {
    /// The directory part (`""` for a bare name).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory and without its extension.
    package static func stem(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// How the paths written in the script at `file` resolve: relative to its directory, absolute
    /// ones as they are. The one rule for `Source`, `Set Form`, `Set Store` and `Set VendorList`.
    package static func paths(inScript file: String) -> SettingPaths {
        let directory = directory(of: file)
        return SettingPaths { joined(directory, $0) }
    }

    /// `path` relative to `directory` (absolute paths stay as they are).
    package static func joined(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty { return normalized(path) }
        return normalized(directory.hasSuffix("/") ? directory + path : directory + "/" + path)
    }

    /// Without `.` segments, `x/..` pairs and doubled slashes.
    package static func normalized(_ path: String) -> String {
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

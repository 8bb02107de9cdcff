import Synchronization

/// A session read from a `.tape` or `.keys` file, with what shapes its recording.
package struct LoadedSession: Sendable {
    /// The session the player runs.
    package var script: Script
    /// The recording directives of the top-level file, in line order.
    package var directives: [LocatedDirective]
    /// VHS settings and commands accepted and ignored (`Set FontSize`, `Require`, …), in first-use order.
    package var ignored: [String]

    /// A loaded session.
    package init(script: Script, directives: [LocatedDirective] = [], ignored: [String] = []) {
        self.script = script
        self.directives = directives
        self.ignored = ignored
    }

    /// The one note about what a tape asked for that the simulator does not do (nil when nothing).
    package var note: String? {
        var parts: [String] = []
        if ignored.contains(where: { $0.hasPrefix("Scroll") }) {
            parts.append("ScrollUp/ScrollDown move a terminal's scrollback, which a full-screen app has none of: use PageUp/PageDown or Up/Down")
        }
        if !ignored.isEmpty {
            parts.append(
                "\(ignored.joined(separator: ", ")) accepted and ignored (the simulator draws cells, runs no shell; "
                    + "Set Columns/Rows size the terminal)")
        }
        let videos = directives.compactMap { d -> String? in
            if case .output(let path) = d.directive, TapeOutput.isVideo(path) { return path }
            return nil
        }
        if !videos.isEmpty {
            var written: [String] = []
            for path in videos.flatMap({ TapeOutput.files(for: $0) ?? [] }).map(\.path) where !written.contains(path) { written.append(path) }
            parts.append(
                "Output \(videos.joined(separator: ", ")): no video encoder here, so written as \(written.joined(separator: " and ")) "
                    + "(an asciicast v2 recording and an animated SVG)")
        }
        return parts.isEmpty ? nil : "note: \(script.path): " + parts.joined(separator: "; ")
    }
}

/// Loads `.tape` and `.keys` files: the tape dialect comes out first (`TapeDialect`), the keystroke
/// loader reads the rest, and every problem is reported in line order.
package enum TapeLoader {
    /// Whether `path` is a VHS tape.
    package static func isTape(_ path: String) -> Bool { path.lowercased().hasSuffix(".tape") }

    /// The session in the file at `path`, read through `loader`.
    package static func load(path: String, loader: ScriptLoader, launchArguments: LaunchArgumentsReader? = nil) throws(ScriptLoadError)
        -> LoadedSession
    {
        let text: String
        do {
            text = try loader.readFile(path)
        } catch {
            throw ScriptLoadError([
                ScriptDiagnostic(
                    location: ScriptLocation(file: path, line: 1, column: 1),
                    message: "cannot read the script: \(ScriptLoader.reason(error))")
            ])
        }
        return try load(text: text, path: path, loader: loader, launchArguments: launchArguments)
    }

    /// The session in `text`, read from `path`; sourced files are read through `loader` and lose
    /// their tape-only lines too.
    package static func load(text: String, path: String, loader: ScriptLoader, launchArguments: LaunchArgumentsReader? = nil) throws(ScriptLoadError)
        -> LoadedSession
    {
        let split = TapeDialect.split(text, file: path, kind: isTape(path) ? .tape : .keys)
        let read = loader.readFile
        // The same identity of files as `loader`'s (real paths): with the written paths alone, a
        // cycle through a symlinked folder (`d/up -> ..`) grew a longer path each time round.
        // A sourced tape loses its tape-only commands too; its own Output is not this tape's (VHS's parseSource
        // drops it), and a command line it types at the shell starts the app as the top tape's would.
        let sourced = SourcedTapes(atShell: split.sourcedAtShell)
        var inner = ScriptLoader(
            readFile: { file in
                let atShell = sourced.state.withLock { $0.atShell.contains(file) }
                let included = TapeDialect.split(try read(file), file: file, kind: isTape(file) ? .tape : .keys, atShell: atShell)
                sourced.state.withLock {
                    $0.atShell += included.sourcedAtShell
                    $0.launches += included.launches
                    $0.requirements += included.requirements
                    $0.diagnostics += included.diagnostics
                }
                return included.keysText
            }, canonicalPath: loader.canonicalPath)
        inner.findsProgram = loader.findsProgram
        var script: Script
        do {
            script = try inner.load(text: split.keysText, path: path)
        } catch {
            throw ScriptLoadError(split.diagnostics + sourced.state.withLock { $0.diagnostics } + error.diagnostics)
        }
        let found = sourced.state.withLock { $0 }
        let problems = (split.diagnostics + found.diagnostics)
        guard problems.isEmpty else { throw ScriptLoadError(problems) }
        // VHS checks every Require before it plays anything.
        let missing = (split.requirements + found.requirements).filter { !loader.findsProgram($0.program) }
        guard missing.isEmpty else {
            throw ScriptLoadError(
                missing.map {
                    ScriptDiagnostic(
                        location: $0.location,
                        message: "Require \($0.program): no program '\($0.program)' on PATH, so the tape stops here as VHS would",
                        lineText: $0.lineText)
                })
        }
        try launch(split.launches + found.launches, in: &script, reading: launchArguments)
        return LoadedSession(script: script, directives: split.directives, ignored: split.ignored)
    }

    /// Puts the settings of each command line that started the app before the `Launch` its `Enter` became.
    static func launch(_ launches: [ShellLaunch], in script: inout Script, reading launchArguments: LaunchArgumentsReader?) throws(ScriptLoadError) {
        for launch in launches {
            let problem = { (message: String) in
                ScriptLoadError([ScriptDiagnostic(location: launch.location, message: message, lineText: launch.text)])
            }
            guard let launchArguments else {
                throw problem("this tape starts consentsim from a shell, which only the consentsim command can read: play it with `consentsim play`")
            }
            let settings: [ScriptSetting]
            switch launchArguments(launch.arguments) {
            case .success(let read): settings = read
            case .failure(let rejected): throw problem("consentsim run: " + rejected.message)
            }
            guard
                let at = script.steps.firstIndex(where: {
                    ($0.command == .launch || $0.command == .relaunch) && $0.location.file == launch.location.file
                        && $0.location.line == launch.enterLine
                })
            else { continue }
            script.steps.insert(contentsOf: settings.map { ScriptStep(command: .set($0), location: launch.location, text: launch.text) }, at: at)
        }
    }
}

/// What the tapes a tape sources asked for beyond keystrokes, gathered while the loader reads them.
private final class SourcedTapes: Sendable {
    let state: Mutex<(launches: [ShellLaunch], requirements: [Requirement], diagnostics: [ScriptDiagnostic], atShell: [String])>

    /// Nothing gathered yet; the tapes in `atShell` start at the shell.
    init(atShell: [String]) { state = Mutex(([], [], [], atShell)) }
}

import ArgumentParser
import Basics
import Dispatch
import Flow
import Forms
import FoundationEssentials
import Screens
import Scripting
import Simulation
import Terminal

/// `consentsim record FILE [run options]`: the terminal UI, written down as a script while you use it.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run the terminal UI and write the session as a keystroke script (replay it with consentsim play).",
        discussion: """
            Takes the options of `consentsim run` after the file (the store defaults to memory: a \
            recorded script starts from a fresh install, as it does when played). Focus moves followed by Enter or Space are written as \
            `Select <element id>`, each screen change as `Expect View <id>`, the home screen's r/d/m/y as \
            Relaunch/Advance, Android's b (on --platform android) as Press Back, and the script ends with \
            assertions on the final status, ads and keys, Google's vendor bits included. Pauses between \
            keys of 0.3 s or more are kept as Sleep lines, each capped at 2 s. Quit with q or Ctrl+C to write the file.
            """
    )

    @Argument(help: "The script to write (.keys).")
    var file: String

    @Argument(parsing: .captureForPassthrough, help: "Options of `consentsim run` (--form, --geography, --language, …).")
    var runArguments: [String] = []

    func validate() throws {
        try OutputPaths.validate(file, option: "record", needs: "a script file to write")
    }

    func run() throws {
        // Before the session: finding out afterwards that the file cannot be written loses it.
        try OutputPaths.check(file)
        var runOptions = try RunArguments.request(runArguments)
        if runOptions.store == nil { runOptions.store = .memory }
        let runtime = try runOptions.launch(try runOptions.loadForm())
        func point(_ at: SimulatorTerminal.Point) -> ScriptRecorder.Point {
            ScriptRecorder.Point(view: at.view.rawValue, focused: at.focused?.rawValue)
        }
        let header = try RecordHeader.lines(
            runOptions, arguments: runArguments, script: file,
            workingDirectory: FileManager.default.currentDirectoryPath)
        var recorder: ScriptRecorder?
        var size: Size?
        // When the last key came, to keep the person's pauses (monotonic; only the recording reads it).
        var lastKeyTime: UInt64?
        let hooks = SimulatorTerminal.Hooks(
            framed: { now in
                if recorder == nil {
                    recorder = ScriptRecorder(
                        header: header + ["Set Columns \(now.width)", "Set Rows \(now.height)"],
                        start: point(SimulatorTerminal.Point(of: runtime)))
                    lastKeyTime = DispatchTime.now().uptimeNanoseconds
                } else if size != now {
                    recorder?.resized(columns: now.width, rows: now.height)
                }
                size = now
            },
            handled: { key, binding, before, after in
                let now = DispatchTime.now().uptimeNanoseconds
                if let lastKeyTime { recorder?.paused(milliseconds: Int(min((now &- lastKeyTime) / 1_000_000, 86_400_000))) }
                lastKeyTime = now
                // What the key did, as the key bindings say, decides how it is written: in the vendor
                // search Space types and Enter goes to the results, where elsewhere they activate.
                if let command = binding.flatMap({ RecordHeader.command(for: $0.command) }) {
                    recorder?.command(command, before: point(before), after: point(after))
                } else {
                    recorder?.keyPressed(key, as: binding?.command.recorded ?? .key, before: point(before), after: point(after))
                }
            })
        // Ctrl+C ends a recording as q does; a store that failed during it still gives exit status 1
        // once the script is written.
        let outcome = try runOptions.runInTerminal(runtime, hooks: hooks)
        guard var recorder else { throw CLIError("nothing was recorded") }
        let app = runtime.app
        var statuses: [(StatusSubject, String)] = []
        if let ump = app.ump { statuses.append((.ump, ump.consentStatus.description)) }
        statuses.append((.att, app.system.att.status.description))
        let final = ScriptRecorder.Final(
            view: runtime.viewID.rawValue, statuses: statuses, ads: app.adRequest?.eligibility.kind ?? .none,
            canRequestAds: app.canRequestAds, appChecks: app.appChecks, store: app.device)
        let text = recorder.finish(focusNow: runtime.focusedElement?.rawValue, final: final)
        try RecordingKeeper.keep(text, at: file)
        print("recorded \(file); replay it with: consentsim play \(file)")
        if let failure = outcome.storeFailure {
            throw CLIError("the store could not be written during the session, and the app stopped there: \(failure)")
        }
    }
}

/// Puts a recorded session where it was asked for, and never loses it: when that file cannot be
/// written at the end (its folder became read-only, a folder took its name), the script goes to a new
/// file beside it, or, when the folder takes no file at all, to standard output, and the message
/// says where.
enum RecordingKeeper {
    /// Writes `text` to `file`, else keeps it elsewhere and fails (exit 1) saying where.
    static func keep(_ text: String, at file: String) throws {
        let failure: OutputFileError
        do {
            try OutputFile.write(text, to: file)
            return
        } catch {
            failure = error
        }
        if let kept = try? keepBeside(text, file) {
            throw CLIError("\(failure); the session is kept in \(kept) (replay it with: consentsim play \(kept))")
        }
        writeOutput(text)
        throw CLIError("\(failure); the session was written to standard output instead")
    }

    /// Writes `text` to a new file beside `file` (`session.recovered-1.keys`, …), never over an existing one.
    private static func keepBeside(_ text: String, _ file: String) throws(OutputFileError) -> String {
        let base = file.hasSuffix(".keys") ? String(file.dropLast(5)) : file
        for n in 1...1_000 {
            let candidate = base + ".recovered-\(n).keys"
            var info = stat()
            if lstat(candidate, &info) == 0 { continue }
            // A failure here is the folder's: no other name beside it would do better.
            try OutputFile.write(text, to: candidate)
            return candidate
        }
        throw OutputFileError(path: file, problem: .system(operation: "find a free name beside it", code: EEXIST))
    }
}

/// What a recording's first lines say about the run, and which keys are better written as commands.
enum RecordHeader {
    /// A comment with the command line, then a `Set` line for every run option that has one. The
    /// command line's file paths are relative to `workingDirectory`; the lines say them relative to
    /// `script`, the file being written, as scripts read them.
    static func lines(_ run: RunRequest, arguments: [String], script: String, workingDirectory: String) throws -> [String] {
        func rebased(_ path: String) -> String { ScriptPath.rebased(path, from: workingDirectory, toScript: script) }
        var lines = ["# Recorded with: consentsim record FILE \(arguments.joined(separator: " "))".trimmingTrailingSpaces]
        if run.form != FormLibrary.defaultFormName {
            lines.append("Set Form \(ScriptLoader.isFormPath(run.form) ? rebased(run.form) : run.form)")
        }
        if case .file(let store)? = run.store {
            // The recording changed that file, so replaying from it would not be the same session.
            lines.append("# Recorded against the store at \(store); the script replays from an empty store.")
        }
        var settings = try run.settingsWithVendorList()
        if let list = settings.vendorList { settings.vendorList?.path = rebased(list.path) }
        if let cmps = settings.certifiedCMPs { settings.certifiedCMPs?.path = rebased(cmps.path) }
        // The SDK release in force (`SDKInForce`, as home and the trace name it) is written even when
        // the default chose it, so that the recording replays the same behaviour after a newer release
        // becomes the default, and in place of a chosen release of an SDK the form's app does not link.
        settings.sdk = settings.apply(to: FormConfiguration.configuration(for: try run.loadForm())).sdkInForce
        lines += settings.scriptLines
        return lines
    }

    /// The script command a key's binding stands for (`r` is `Relaunch`, `d` is `Advance 1 day`), if any.
    static func command(for command: KeyCommand) -> String? {
        switch command {
        // Android's back button, bound to b only on an Android run (KeyBindings), is a device button.
        case .systemBack: "Press Back"
        case .app(.relaunch): "Relaunch"
        case .app(.advanceClock(let days)): "Advance \(ClockAdvance.days(days))"
        case .app(.advanceClockMonths(let months)): "Advance \(ClockAdvance.months(months))"
        default: nil
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

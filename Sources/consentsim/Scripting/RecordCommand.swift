import ArgumentParser
import Flow
import Forms
import FoundationEssentials
import Scripting
import Terminal
import UI

/// `consentsim record FILE [run options]`: the terminal UI, written down as a script while you use it.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run the terminal UI and write the session as a keystroke script (replay it with consentsim play).",
        discussion: """
        Takes the options of `consentsim run` after the file (the store defaults to memory: a \
        recorded script starts from a fresh install, as it does when played). Focus moves followed by Enter or Space are written as \
        `Select <element id>`, each screen change as `Expect View <id>`, the home screen's r/d/m/y as \
        Relaunch/Advance, and the script ends with assertions on the final status, ads and keys. \
        Quit with q or Ctrl+C to write the file.
        """
    )

    @Argument(help: "The script to write (.keys).")
    var file: String

    @Argument(parsing: .captureForPassthrough, help: "Options of `consentsim run` (--form, --geography, --language, …).")
    var runArguments: [String] = []

    func run() throws {
        // Before the session: finding out afterwards that the file cannot be written loses it.
        do { try ScriptFiles.checkWritable(file) } catch { throw CLIError(error.reason) }
        var runOptions = try RunCommand.parse(runArguments).request
        if runOptions.store == nil { runOptions.store = .memory }
        let driver = try runOptions.launch(try runOptions.loadForm())
        func point() -> ScriptRecorder.Point {
            ScriptRecorder.Point(view: driver.viewID.rawValue, focused: driver.focusedElement?.rawValue)
        }
        let header = try RecordHeader.lines(runOptions, arguments: runArguments, script: file,
                                            workingDirectory: FileManager.default.currentDirectoryPath)
        var recorder: ScriptRecorder?
        var size: Size?
        let options = TerminalOptions(colorAllowed: !runOptions.noColor, mouse: runOptions.mouse, glyphs: runOptions.ascii ? .ascii : .unicode)
        do {
            _ = try TerminalApp.run(
                options: options,
                render: { now in
                    let frame = driver.frame(size: now)
                    if recorder == nil {
                        recorder = ScriptRecorder(header: header + ["Set Columns \(now.width)", "Set Rows \(now.height)"], start: point())
                    } else if size != now {
                        recorder?.resized(columns: now.width, rows: now.height)
                    }
                    size = now
                    return frame
                },
                handle: { key in
                    let before = point()
                    let goesOn: Bool
                    do {
                        goesOn = try driver.handle(key)
                    } catch {
                        driver.show(notice: "error: \(error)")
                        return true
                    }
                    guard goesOn else { return false }
                    if let command = RecordHeader.command(for: key, view: before.view) {
                        recorder?.command(command, before: before, after: point())
                    } else {
                        recorder?.keyPressed(key, before: before, after: point())
                    }
                    return true
                })
        } catch {
            throw CLIError("\(error)")
        }
        guard var recorder else { throw CLIError("nothing was recorded") }
        let app = driver.app
        var statuses: [(StatusSubject, String)] = []
        if let ump = app.ump { statuses.append((.ump, ump.consentStatus.description)) }
        statuses.append((.att, app.system.att.status.description))
        let final = ScriptRecorder.Final(
            view: driver.viewID.rawValue, statuses: statuses, ads: app.adRequest?.eligibility.kind ?? .none,
            canRequestAds: app.canRequestAds, appChecks: app.appChecks, store: app.device)
        let text = recorder.finish(focusNow: driver.focusedElement?.rawValue, final: final)
        do { try ScriptFiles.write(text, to: file) } catch { throw CLIError("\(file): \(error.reason)") }
        print("recorded \(file); replay it with: consentsim play \(file)")
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
        lines += settings.scriptLines
        return lines
    }

    /// The script command a home-screen shortcut stands for (`r` is `Relaunch`), if any.
    static func command(for key: Key, view: String) -> String? {
        guard view == "home" || view == "notRunning", case .char(let c) = key else { return nil }
        switch c {
        case "r": return "Relaunch"
        case "d": return "Advance 1 day"
        case "m": return "Advance 1 month"
        case "y": return "Advance 13 months"
        default: return nil
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

import ArgumentParser
import Flow
import Forms
import FoundationEssentials
import Store
import Terminal
import UI

/// The default command: the interactive terminal UI on a form, with every run setting of the flow engine.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the simulated app and its consent forms in the terminal (the default command).",
        discussion: """
        Keys: Tab/Shift+Tab and arrows move focus, Enter or Space activates (Space flips a switch), \
        Esc dismisses the form (the app loads it again), Backspace goes back a page, PgUp/PgDn/Home/End \
        scroll, / searches vendors, i shows the store inspector, ? lists the keys of the screen, q quits. \
        On the app's home screen: p privacy settings, r relaunch, R reinstall, d/m/y move the clock \
        1 day, 1 month, 13 months, u calls UMP reset().

        The store is an XML property list; the simulated OS state (ATT answer, clock) is kept beside \
        it as <store>.system.plist. Writes are fsync'ed by default, so a session a person plays \
        survives a power cut; --no-fsync makes scripted runs faster.
        """
    )

    @Option(help: ArgumentHelp("A shipped form name or a form file (.yaml).", valueName: "name|path"))
    var form: String = FormLibrary.defaultFormName

    @Option(help: ArgumentHelp("The store file, or 'memory' (default: $XDG_DATA_HOME/consentsim/<form's bundle id>.plist).",
                               valueName: "path|memory"))
    var store: String?

    @OptionGroup var simulatorFlags: SimulatorFlags

    @Option(help: DeviceHelp.text)
    var device: DeviceProfile = .terminal

    @Option(help: ArgumentHelp("Write a JSON Lines trace of every event to this file.", valueName: "file"))
    var trace: String?

    @Flag(name: .customLong("no-color"), help: "No colours (NO_COLOR in the environment does the same).")
    var noColor = false

    @Flag(help: "Report mouse clicks (the terminal's own text selection then needs Shift).")
    var mouse = false

    @Flag(help: "Draw the chrome with ASCII only (for terminals that draw box characters wide).")
    var ascii = false

    @Flag(help: "Start with the store inspector shown.")
    var inspector = false

    @Flag(inversion: .prefixedNo, help: "fsync every store write (default on; --no-fsync for fast scripted runs).")
    var fsync = true

    @Flag(help: "Reload the form file when it changes and redraw the screen in place; a broken version shows its error in a status line and the last good one stays.")
    var watch = false

    @Flag(name: .customLong("exit-after-first-frame"), help: .hidden)
    var exitAfterFirstFrame = false

    /// The run settings (bad values are usage errors, exit status 2, reported by the parser; an
    /// unreadable vendor list is bad input, exit status 1).
    func settings() throws -> SimulatorSettings { try simulatorFlags.settings() }

    func validate() throws {
        if let store, store.isEmpty { throw ValidationError("--store needs a file path or 'memory'") }
        if let trace, trace.isEmpty { throw ValidationError("--trace needs a file path") }
        if watch && FormLibrary.yaml(named: form) != nil {
            throw ValidationError("--watch needs a form file: copy forms/\(form).yaml, edit the copy and pass its path to --form")
        }
    }

    func run() throws {
        let formDefinition = try loadForm()
        let driver = try launch(formDefinition, inspectorVisible: inspector)
        let options = TerminalOptions(colorAllowed: !noColor, mouse: mouse, glyphs: ascii ? .ascii : .unicode,
                                      exitAfterFirstFrame: exitAfterFirstFrame, idleRedraw: watch ? .milliseconds(200) : nil)
        let watcher = watch ? FormFileWatcher(path: form, form: formDefinition) : nil
        // A test hook (tmux end-to-end tests): a real crash on the first key, to check the terminal is restored.
        let crashOnKey = ProcessInfo.processInfo.environment["CONSENTSIM_CRASH_ON_KEY"] == "1"
        var interrupted = false
        let exit: TerminalApp.Exit
        do {
            exit = try TerminalApp.run(
                options: options,
                render: { size in
                    if let watcher, let reloaded = watcher.poll() { driver.reload(form: reloaded) }
                    var frame = driver.frame(size: size)
                    if let status = watcher?.status { StatusLine.draw(status, into: &frame) }
                    return frame
                },
                handle: { key in
                    if crashOnKey { fatalError("CONSENTSIM_CRASH_ON_KEY: crashing on purpose") }
                    interrupted = key == .ctrl("c")
                    do {
                        return try driver.handle(key)
                    } catch {
                        // The session goes on (the store may be fixed meanwhile); the user sees why nothing happened.
                        driver.show(notice: "error: \(error)")
                        return true
                    }
                })
        } catch {
            throw CLIError("\(error)")
        }
        if exit == .quit && interrupted { throw ExitCode(130) }
        if exit != .quit { throw ExitCode(exit.status) }
    }

    /// The form named by `--form`; a broken file prints its `file:line:column: message` lines.
    func loadForm() throws -> FormDefinition { try consentsim.loadForm(named: form) }

    /// The simulator these options set up, launched on the `--store` stores with the `--trace` sink; fails
    /// before touching the store when the terminal cannot be used.
    func launch(_ form: FormDefinition, inspectorVisible: Bool = false) throws -> SessionDriver {
        let settings = try settings()
        do { try NcursesBackend.checkTerminal() } catch { throw CLIError("\(error)") }
        var simulator = Simulator(form: form, settings: settings, glyphs: ascii ? .ascii : .unicode, inspectorVisible: inspectorVisible)
        simulator.session = simulator.session.onDevice(device)
        let stores = try makeStores(bundleID: form.app.bundleID)
        var sink: FileTraceSink?
        if let trace {
            do { sink = try FileTraceSink(path: trace) } catch { throw CLIError("\(error)") }
        }
        do {
            return try simulator.launch(stores: stores, trace: sink)
        } catch let error as StoreFileError {
            throw error.withAdvice
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// The stores `--store` names (both in memory for `--store memory`).
    func makeStores(bundleID: String) throws -> SimulatorStores {
        if store == "memory" { return .memory() }
        let path = try StorePaths.resolve(store, bundleID: bundleID, advice: "--store PATH or --store memory")
        return .file(path, durability: fsync ? .fsync : .none)
    }
}

import ArgumentParser
import Basics
import Flow
import Forms
import FoundationEssentials
import Store
import Terminal
import UI

/// What `consentsim run` was asked to do, as plain values: `RunCommand` makes one from ArgumentParser's
/// properties and `RunCommand.fastParse` straight from the command line. Plain so the fast path creates
/// none of ArgumentParser's property wrappers, whose generic metadata and conformance lookups cost
/// as much as its parsing (issue 13).
struct RunRequest: Equatable {
    /// `--form`: a shipped form name or a form file.
    var form = FormLibrary.defaultFormName
    /// `--store`: a store file or `memory`; nil: the default path for the form's bundle id.
    var store: StoreChoice?
    /// The simulator settings chosen, without the vendor list (read from `vendorListPath` at launch).
    var settings = SimulatorSettings()
    /// `--vendor-list`: a GVL file to read at launch.
    var vendorListPath: String?
    /// `--device`.
    var device = DeviceProfile.terminal
    /// `--trace`: a JSON Lines trace file.
    var trace: String?
    /// `--no-color`, `--mouse`, `--ascii`, `--inspector`, `--[no-]fsync`, `--watch`, `--exit-after-first-frame`.
    var noColor = false, mouse = false, ascii = false, inspector = false, fsync = true, watch = false, exitAfterFirstFrame = false

    /// The run settings with the vendor list read (an unreadable list is bad input, exit status 1;
    /// bad values of the other options were usage errors of the parser).
    func settingsWithVendorList() throws -> SimulatorSettings {
        var settings = settings
        settings.vendorList = try vendorListPath.map(SimulatorFlags.vendorListFile)
        return settings
    }

    /// The checks across options, as usage errors (`RunCommand.validate()`).
    func validate() throws {
        if store == .file("") { throw ValidationError("--store needs a file path or 'memory'") }
        if let trace, trace.isEmpty { throw ValidationError("--trace needs a file path") }
        if watch && FormLibrary.yaml(named: form) != nil {
            throw ValidationError("--watch needs a form file: copy forms/\(form).yaml, edit the copy and pass its path to --form")
        }
    }

    /// Runs the simulator in the terminal until the user quits.
    func run() throws {
        let formDefinition = try loadForm()
        let driver = try launch(formDefinition, inspectorVisible: inspector)
        let options = TerminalOptions(colorAllowed: !noColor, mouse: mouse, glyphs: ascii ? .ascii : .unicode,
                                      exitAfterFirstFrame: exitAfterFirstFrame, idleRedraw: watch ? .milliseconds(200) : nil)
        let watcher = watch ? FormFileWatcher(path: form, form: formDefinition) : nil
        // A test hook (tmux end-to-end tests): a real crash on the first key, to check the terminal is restored.
        // getenv, not ProcessInfo's environment, which copies every variable into a dictionary (issue 13).
        let crashOnKey = getenv("CONSENTSIM_CRASH_ON_KEY").map { strcmp($0, "1") == 0 } ?? false
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
        let settings = try settingsWithVendorList()
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

    /// The stores `--store` names (both in memory for `--store memory`; without it, the form's app's file).
    func makeStores(bundleID: String) throws -> SimulatorStores {
        var path: String?
        switch store {
        case .memory?: return .memory()
        case .file(let given)?: path = given
        case nil: path = nil
        }
        let resolved = try StorePaths.resolve(path, bundleID: bundleID, advice: "--store PATH or --store memory")
        return StoreChoice.file(resolved).stores(durability: fsync ? .fsync : .none)
    }
}

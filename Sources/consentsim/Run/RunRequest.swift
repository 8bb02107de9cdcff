import ArgumentParser
import Basics
import Flow
import Forms
import FoundationEssentials
import Simulation
import Store
import Terminal

/// What `consentsim run` was asked to do, as plain values, as `RunArguments` reads the line.
struct RunRequest: Equatable {
    /// `--form`: a shipped form name or a form file.
    var form = FormLibrary.defaultFormName
    /// `--store`: a store file or `memory`; nil: the default path for the form's bundle id.
    var store: StoreChoice?
    /// The simulator settings chosen, without the vendor list (read from `vendorListPath` at launch).
    var settings = SimulatorSettings()
    /// `--vendor-list`: a GVL file to read at launch.
    var vendorListPath: String?
    /// `--certified-cmps`: a certified-CMP list to read at launch.
    var certifiedCMPsPath: String?
    /// `--device`.
    var device = DeviceProfile.terminal
    /// `--trace`: a JSON Lines trace file.
    var trace: String?
    /// `--no-color`, `--mouse`, `--ascii`, `--inspector`, `--[no-]fsync`, `--watch`, `--reorder-rtl`, `--exit-after-first-frame`.
    var noColor = false, mouse = false, ascii = false, inspector = false, fsync = true, watch = false, reorderRTL = false
    var exitAfterFirstFrame = false

    /// The run settings with the vendor list read (an unreadable list is bad input, exit status 1;
    /// bad values of the other options were usage errors of the parser).
    func settingsWithVendorList() throws -> SimulatorSettings {
        var settings = settings
        settings.vendorList = try vendorListPath.map(SettingFiles.vendorList)
        settings.certifiedCMPs = try certifiedCMPsPath.map(SettingFiles.certifiedCMPs)
        return settings
    }

    /// The checks across options, as usage errors.
    func validate() throws(CLIError) {
        if store == .file("") { throw RunArguments.usage("--store needs a file path or 'memory'") }
        if let refusal = settings.sdkRefusal { throw RunArguments.usage(refusal) }
        if trace?.isEmpty == true { throw RunArguments.usage("--trace needs a file path, not an empty string") }
        if watch && FormLibrary.yaml(named: form) != nil {
            throw RunArguments.usage("--watch needs a form file: copy forms/\(form).yaml, edit the copy and pass its path to --form")
        }
    }

    /// Runs the simulator in the terminal until the user quits.
    func run() throws {
        let formDefinition = try loadForm()
        let settings = try settingsWithVendorList()
        let runtime = try launch(formDefinition, settings: settings, inspectorVisible: inspector)
        let watcher = watch ? FormFileWatcher(path: form, form: formDefinition) : nil
        // A reloaded form shows the run's vendor list, as the first one did.
        let hooks = SimulatorTerminal.Hooks(
            watch: watcher.map { watcher in
                { (watcher.poll().map { Simulator.form($0, under: settings) }, watcher.status) }
            })
        try finish(try runInTerminal(runtime, hooks: hooks))
    }

    /// The terminal loop on `runtime` with these options' terminal settings.
    func runInTerminal(_ runtime: SimulatorRuntime, hooks: SimulatorTerminal.Hooks) throws -> SimulatorTerminal.Outcome {
        var options = TerminalOptions(
            colorAllowed: !noColor, mouse: mouse, glyphs: ascii ? .ascii : .unicode,
            exitAfterFirstFrame: exitAfterFirstFrame, idleRedraw: watch ? .milliseconds(200) : nil)
        options.reorderRTL = reorderRTL
        do {
            return try SimulatorTerminal.run(runtime, options: options, hooks: hooks)
        } catch {
            throw CLIError("\(error)")
        }
    }

    /// Ends the process as the loop ended: a store that failed during the session is named on
    /// standard error and gives exit status 1 (the app stopped there, so the session's last change
    /// was not stored); Ctrl+C gives 130, a signal 128 + its number.
    func finish(_ outcome: SimulatorTerminal.Outcome) throws {
        if let failure = outcome.storeFailure, outcome.exit == .quit {
            throw CLIError("the store could not be written during the session, and the app stopped there: \(failure)")
        }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// The form named by `--form`; a broken file prints its `file:line:column: message` lines.
    func loadForm() throws -> FormDefinition { try consentsim.loadForm(named: form) }

    /// The simulator these options set up, launched on the `--store` stores with the `--trace` sink; fails
    /// before touching the store when the terminal cannot be used. `settings`: the options' settings
    /// already read (`settingsWithVendorList()`), nil to read them here.
    func launch(_ form: FormDefinition, settings: SimulatorSettings? = nil, inspectorVisible: Bool = false) throws -> SimulatorRuntime {
        let settings = try settings ?? settingsWithVendorList()
        do { try NcursesBackend.checkTerminal() } catch { throw CLIError("\(error)") }
        let simulator = Simulator(
            form: form, settings: settings, glyphs: ascii ? .ascii : .unicode, inspectorVisible: inspectorVisible,
            device: device)
        let stores = try makeStores(bundleID: form.app.bundleID)
        var sink: FileTraceSink?
        if let trace {
            try OutputPaths.check(trace, kinds: .regularFilesAndStreams)
            do { sink = try FileTraceSink(path: trace) } catch { throw CLIError("\(error)") }
        }
        do {
            return try simulator.start(stores: stores, trace: sink)
        } catch let failure as SimulatorStoreFailure {
            throw (failure.underlying as? StoreFileError)?.withAdvice ?? CLIError("\(failure)")
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

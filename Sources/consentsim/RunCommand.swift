import ArgumentParser
import Flow
import Forms
import Foundation
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

    @Option(help: ArgumentHelp("UMP debug geography: EEA, notEEA, regulatedUSState, other, disabled.", valueName: "geography"))
    var geography: String?

    @Option(help: ArgumentHelp("ATT at install: notDetermined, restricted, denied, authorized.", valueName: "status"))
    var att: String?

    @Option(help: ArgumentHelp("The iOS version (selects ATT's quirks), e.g. 17.4.", valueName: "version"))
    var ios: String?

    @Option(help: ArgumentHelp("Order of ATT and consent: att-first, cmp-first, ump-managed, no-att.", valueName: "order"))
    var order: String?

    @Option(help: ArgumentHelp("The device language (ISO 639-1), default: the form's default language.", valueName: "code"))
    var language: String?

    @Option(help: DeviceHelp.text)
    var device: DeviceProfile = .terminal

    @Flag(name: .customLong("under-age"), help: "Tag the request for under age of consent (UMP then asks nothing).")
    var underAge = false

    @Flag(name: .customLong("debug-device"), inversion: .prefixedNo,
          help: "Whether UMP treats the device as a test device (debug geography applies; default: yes, a simulator).")
    var debugDevice: Bool?

    @Flag(name: .customLong("requires-ads"), help: "The app re-prompts through the privacy options while no ad is eligible.")
    var requiresAds = false

    @Option(name: .customLong("att-denial"), help: ArgumentHelp("What denying tracking does to consent: nothing, reject-all, reset.",
                                                                valueName: "policy"))
    var attDenial: String?

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

    /// The parsed run settings (bad values are usage errors, exit status 2).
    func settings() throws -> RunSettings {
        var s = RunSettings(underAge: underAge, debugDevice: debugDevice, requiresAds: requiresAds)
        if let geography {
            guard let g = UMPDebugGeography(name: geography) else {
                throw ValidationError("invalid --geography '\(geography)': use EEA, notEEA, regulatedUSState, other or disabled")
            }
            s.geography = g
        }
        if let att {
            guard let a = RunSettings.att(named: att) else {
                throw ValidationError("invalid --att '\(att)': use notDetermined, restricted, denied or authorized")
            }
            s.att = a
        }
        if let ios {
            guard let v = IOSVersion(ios) else { throw ValidationError("invalid --ios '\(ios)': use a version such as 17.4") }
            s.iosVersion = v
        }
        if let order {
            guard let o = RunSettings.order(named: order) else {
                throw ValidationError("invalid --order '\(order)': use att-first, cmp-first, ump-managed or no-att")
            }
            s.order = o
        }
        if let language {
            let code = LanguageCode(rawValue: language.lowercased())
            guard code.isISO639_1 else { throw ValidationError("invalid --language '\(language)': use an ISO 639-1 code such as en or ja") }
            s.language = code
        }
        if let attDenial {
            guard let p = RunSettings.attDenial(named: attDenial) else {
                throw ValidationError("invalid --att-denial '\(attDenial)': use nothing, reject-all or reset")
            }
            s.attDenial = p
        }
        return s
    }

    func validate() throws {
        _ = try settings()
        if let store, store.isEmpty { throw ValidationError("--store needs a file path or 'memory'") }
        if let trace, trace.isEmpty { throw ValidationError("--trace needs a file path") }
        if watch && FormLibrary.yaml(named: form) != nil {
            throw ValidationError("--watch needs a form file: copy forms/\(form).yaml, edit the copy and pass its path to --form")
        }
    }

    func run() throws {
        let settings = try settings()
        let formDefinition = try loadForm()
        // Fail before touching the store when the terminal cannot be used.
        do { try NcursesBackend.checkTerminal() } catch { throw CLIError("\(error)") }
        let configuration = settings.apply(to: FormConfiguration.configuration(for: formDefinition))
        let (deviceStore, systemStore) = try makeStores(bundleID: formDefinition.app.bundleID)
        var sink: FileTraceSink?
        if let trace {
            do { sink = try FileTraceSink(path: trace) } catch { throw CLIError("\(error)") }
        }
        let driver: SessionDriver
        do {
            let runtime = try FlowRuntime(configuration: configuration, store: deviceStore, systemStore: systemStore, trace: sink)
            driver = SessionDriver(
                session: UISession(form: formDefinition, language: settings.language, glyphs: ascii ? .ascii : .unicode,
                                   inspectorVisible: inspector).onDevice(device),
                runtime: runtime)
            try driver.launch()
        } catch let error as StoreFileError {
            throw error.withAdvice
        } catch {
            throw CLIError("\(error)")
        }
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
    func loadForm() throws -> FormDefinition {
        do {
            return try FormLibrary.load(form)
        } catch let error as FormErrors {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        } catch let error as UnknownFormError {
            throw ValidationError(error.description)
        } catch {
            throw CLIError("\(form): \(error)")
        }
    }

    /// The device store and the simulated OS's store beside it (both in memory for `--store memory`).
    func makeStores(bundleID: String) throws -> (any DeviceStore, (any DeviceStore)?) {
        if store == "memory" { return (MemoryStore(), nil) }
        let path = try StorePaths.resolve(store, bundleID: bundleID, advice: "--store PATH or --store memory")
        let durability: PlistFileStore.Durability = fsync ? .fsync : .none
        let stem = path.hasSuffix(".plist") ? String(path.dropLast(".plist".count)) : path
        return (PlistFileStore(path: path, durability: durability), PlistFileStore(path: stem + ".system.plist", durability: durability))
    }
}

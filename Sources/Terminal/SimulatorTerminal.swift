import Basics
import Forms
import Screens
import Simulation

/// The simulator in the terminal: the one wiring of a `SimulatorRuntime` to the terminal loop, which
/// `run`, `run --watch` and `record` share. Each key goes to the runtime as an action; each frame is
/// the runtime's, with the watched form's status over its bottom rows.
package enum SimulatorTerminal {
    /// Where the UI stands before or after a key: the view and the focused element.
    package struct Point: Hashable, Sendable {
        /// The view id.
        package var view: ViewID
        /// The focused element.
        package var focused: ElementID?

        /// Where `runtime` stands now.
        package init(of runtime: SimulatorRuntime) {
            view = runtime.viewID
            focused = runtime.focusedElement
        }
    }

    /// What a front end adds to the loop.
    package struct Hooks {
        /// Between keys: the form file reloaded (nil when unchanged or broken) and the status line to show.
        package var watch: (() -> (form: FormDefinition?, status: WatchStatus?))?
        /// After each frame, with its size.
        package var framed: ((Size) -> Void)?
        /// After each key that did not quit, with the binding it meant and where the UI stood before and after.
        package var handled: ((Key, KeyBinding?, Point, Point) -> Void)?

        /// Hooks; none by default.
        package init(
            watch: (() -> (form: FormDefinition?, status: WatchStatus?))? = nil, framed: ((Size) -> Void)? = nil,
            handled: ((Key, KeyBinding?, Point, Point) -> Void)? = nil
        ) {
            self.watch = watch
            self.framed = framed
            self.handled = handled
        }
    }

    /// How the loop ended.
    package struct Outcome: Hashable, Sendable {
        /// How the terminal loop ended.
        package var exit: TerminalApp.Exit
        /// Whether the quit was Ctrl+C.
        package var interrupted: Bool
        /// The store failure of the session, if any (the app stopped there).
        package var storeFailure: String?

        /// The process's exit status: 1 after a store failure (whatever key quit), 130 for Ctrl+C, 0
        /// for a quit, else the loop's (end of input, a signal).
        package var status: Int32 {
            guard exit == .quit else { return exit.status }
            if storeFailure != nil { return 1 }
            return interrupted ? 130 : 0
        }
    }

    /// Runs `runtime` in the terminal until the user quits; the terminal is restored before this
    /// returns (or throws, when the terminal cannot be used).
    package static func run(_ runtime: SimulatorRuntime, options: TerminalOptions, hooks: Hooks = Hooks()) throws -> Outcome {
        let backend = try NcursesBackend(options: options)
        defer { backend.shutdown() }
        return run(runtime, on: backend, options: options, hooks: hooks)
    }

    /// Runs `runtime` on `backend` (the terminal's, or a test's) until the user quits or the input ends.
    package static func run(_ runtime: SimulatorRuntime, on backend: some TerminalBackend, options: TerminalOptions, hooks: Hooks = Hooks())
        -> Outcome
    {
        #if CONSENTSIM_TEST_HOOKS
            // A test hook (tmux end-to-end tests; debug builds only): a real crash on the first key, to check
            // the terminal is restored. getenv, not ProcessInfo's environment, which copies every variable.
            let crashOnKey = getenv("CONSENTSIM_CRASH_ON_KEY").map { strcmp($0, "1") == 0 } ?? false
        #else
            let crashOnKey = false
        #endif
        var interrupted = false
        let exit = TerminalApp.loop(
            backend: backend,
            options: options,
            render: { size in
                var status: WatchStatus?
                if let watch = hooks.watch {
                    let (reloaded, now) = watch()
                    if let reloaded { _ = try? runtime.send(.reloadForm(reloaded)) }
                    status = now
                }
                var frame = runtime.frame(size: size)
                if let status { StatusLine.draw(status, into: &frame) }
                hooks.framed?(size)
                return frame
            },
            handle: { key in
                if crashOnKey { fatalError("crashing on purpose (test hook)") }
                interrupted = key == .ctrl("c")
                let binding = hooks.handled == nil ? nil : runtime.binding(for: key)
                let before = Point(of: runtime)
                do {
                    guard try runtime.handle(key) else { return false }
                } catch is SimulatorStoreFailure {
                    // The store failed: the runtime stopped the app and says why on screen; the run exits 1 at the end.
                    return true
                } catch {
                    // The run goes on (a trace that cannot be written, say); the user sees why nothing happened.
                    _ = try? runtime.send(.notice("error: \(error)"))
                    return true
                }
                hooks.handled?(key, binding, before, Point(of: runtime))
                return true
            })
        return Outcome(exit: exit, interrupted: interrupted, storeFailure: runtime.storeFailure)
    }
}

import Flow
import Forms
import Screens
import Simulation
import Terminal
import Testing

/// The terminal loop with the simulator, run on a test backend (keys in, frames out): what a person
/// at the terminal sees and how the run ends, without a terminal. The tmux tests keep the parts
/// only a real terminal shows (ncurses, signals, restoring the terminal).
@Suite struct TerminalLoopTests {
    /// The simulator on the default form, no ATT step, launched on an in-memory store.
    static func runtime() throws -> SimulatorRuntime {
        try Simulator(form: FormLibrary.defaultForm, settings: SimulatorSettings(order: .noATT)).start()
    }

    static func run(
        _ backend: TestBackend, on runtime: SimulatorRuntime, options: TerminalOptions = TerminalOptions(), hooks: SimulatorTerminal.Hooks = .init()
    )
        -> SimulatorTerminal.Outcome
    {
        SimulatorTerminal.run(runtime, on: backend, options: options, hooks: hooks)
    }

    @Test func keysReachTheRuntimeAndEachIsFollowedByAFrame() throws {
        let runtime = try Self.runtime()
        let backend = TestBackend()
        backend.type(.tab, .enter, .char("q"))
        let outcome = Self.run(backend, on: runtime)
        #expect(outcome.exit == .quit)
        #expect(outcome.status == 0)
        #expect(runtime.viewID == .home)
        // The first frame, then one after each key that did not quit.
        #expect(backend.painted.count == 3)
        #expect(backend.painted.first?.canvas.text().contains("Manage options") == true)
        #expect(backend.painted.last == runtime.frame(size: backend.size))
    }

    @Test func theFirstFrameIsTheFirstLayer() throws {
        let backend = TestBackend()
        _ = Self.run(backend, on: try Self.runtime())
        #expect(backend.painted.count == 1)
        #expect(backend.screen.contains("Consent"))
    }

    @Test(arguments: [
        (TerminalEvent.key(.ctrl("c")), Int32(130)), (.endOfInput, 1), (.terminated(signal: 15), 143), (.key(.char("q")), 0),
    ])
    func howTheRunEndsIsItsStatus(_ event: TerminalEvent, _ status: Int32) throws {
        let backend = TestBackend()
        backend.send(event)
        #expect(Self.run(backend, on: try Self.runtime()).status == status)
    }

    @Test func aResizeIsDrawnAtTheNewSize() throws {
        let backend = TestBackend()
        backend.resize(to: Size(width: 60, height: 20))
        _ = Self.run(backend, on: try Self.runtime())
        #expect(backend.painted.map(\.size) == [Size(width: 80, height: 24), Size(width: 60, height: 20)])
    }

    /// Below the minimum size only q and Ctrl+C reach the simulator, so nothing happens unseen.
    @Test func aTooSmallTerminalTakesOnlyQuitKeys() throws {
        let runtime = try Self.runtime()
        let backend = TestBackend(size: Size(width: 30, height: 8))
        backend.type(.tab, .enter, .char("q"))
        let outcome = Self.run(backend, on: runtime)
        #expect(outcome.exit == .quit)
        #expect(runtime.viewID == .umpFirstLayer)
        #expect(backend.painted.allSatisfy { $0 == TooSmallScreen.frame(size: backend.size, glyphs: .unicode) })
    }

    /// Keys already waiting are handled before the screen is drawn once.
    @Test func aPasteIsDrawnOnceItIsHandled() throws {
        let runtime = try Self.runtime()
        try runtime.select("ump.manageOptions")
        try runtime.select("ump.vendorPreferences")
        try runtime.handle(.char("/"))
        let backend = TestBackend()
        backend.paste(Array("criteo").map(Key.char))
        _ = Self.run(backend, on: runtime)
        #expect(runtime.state.umpForm.search.text == "criteo")
        // The first frame, and one after the paste (after its first key: the rest were waiting).
        #expect(backend.painted.count == 2)
    }

    /// With an idle redraw (`run --watch`), a timeout draws again, and paints only what changed.
    @Test func anIdleRedrawThatChangesNothingPaintsNothing() throws {
        let backend = TestBackend()
        backend.send(.timeout)
        backend.send(.timeout)
        var renders = 0
        let hooks = SimulatorTerminal.Hooks(framed: { _ in renders += 1 })
        _ = Self.run(backend, on: try Self.runtime(), options: TerminalOptions(idleRedraw: .milliseconds(10)), hooks: hooks)
        #expect(renders == 3)
        #expect(backend.painted.count == 1)
    }

    /// The recorder's hook sees each key with what it meant and where the UI stood before and after.
    @Test func theHandledHookSeesTheBindingAndBothPoints() throws {
        let backend = TestBackend()
        backend.type(.tab)
        var seen: [(Key, KeyBinding?, SimulatorTerminal.Point, SimulatorTerminal.Point)] = []
        let hooks = SimulatorTerminal.Hooks(handled: { seen.append(($0, $1, $2, $3)) })
        _ = Self.run(backend, on: try Self.runtime(), hooks: hooks)
        try #require(seen.count == 1)
        #expect(seen[0].0 == .tab)
        #expect(seen[0].1?.command == .focusNext(wrapping: true))
        #expect(seen[0].2.view == .umpFirstLayer)
        #expect(seen[0].2.focused != seen[0].3.focused)
    }
}

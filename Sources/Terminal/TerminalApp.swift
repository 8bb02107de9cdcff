import Screens

/// The event loop of a full-screen app: paint, read a key, handle it, repeat, on a
/// `TerminalBackend` (ncurses, or a test's).
///
/// Generic on purpose: screens plug in through `render` (a pure function of the size; the app keeps
/// its own state) and `handle`. A resize re-renders at once; below the minimum size the too-small
/// screen is shown instead and only `q` and `Ctrl+C` reach `handle` (to quit), so nothing else
/// happens unseen.
package enum TerminalApp {
    /// How the loop ended.
    package enum Exit: Hashable, Sendable {
        /// `handle` returned false.
        case quit
        /// The terminal went away.
        case endOfInput
        /// A termination signal arrived; the terminal has been restored.
        case signal(Int32)

        /// The conventional process exit status: 0, 1, or 128 + signal.
        package var status: Int32 {
            switch self {
            case .quit: return 0
            case .endOfInput: return 1
            case .signal(let number): return 128 + number
            }
        }
    }

    /// Runs the loop on the ncurses backend until `handle` returns false; the terminal is restored
    /// before this returns (or throws, when the terminal cannot be used).
    package static func run(
        options: TerminalOptions = TerminalOptions(),
        render: (Size) -> Frame,
        handle: (Key) -> Bool
    ) throws -> Exit {
        let backend = try NcursesBackend(options: options)
        defer { backend.shutdown() }
        return loop(backend: backend, options: options, render: render, handle: handle)
    }

    /// How many waiting keys are handled at most before a frame is drawn.
    package static let maximumDeferredKeys = 4096

    /// The loop itself, on a started backend (the terminal's, or a test's).
    package static func loop(
        backend: some TerminalBackend, options: TerminalOptions, render: (Size) -> Frame, handle: (Key) -> Bool
    ) -> Exit {
        var painted: Frame?
        var idle = false
        var deferred = 0
        while true {
            let size = backend.size
            let tooSmall = TooSmallScreen.applies(to: size, minimum: options.minimumSize)
            // Keys already waiting (a paste, keys typed ahead) are handled before the screen is drawn
            // once: drawing after each of 100,000 pasted characters took most of a minute. A steady
            // stream is still drawn every `maximumDeferredKeys` keys.
            if painted != nil, deferred < Self.maximumDeferredKeys, backend.hasPendingInput {
                deferred += 1
            } else {
                deferred = 0
                let frame = tooSmall ? TooSmallScreen.frame(size: size, minimum: options.minimumSize, glyphs: options.glyphs) : render(size)
                // An idle redraw (`idleRedraw`) that changed nothing is not painted again.
                if !idle || frame != painted { backend.paint(frame) }
                painted = frame
            }
            idle = false
            if options.exitAfterFirstFrame { return .quit }
            switch backend.readKey(timeout: options.idleRedraw) {
            case .key(.resize):
                continue
            case .key(let key):
                if tooSmall && key != .char("q") && key != .ctrl("c") { continue }
                if !handle(key) { return .quit }
            case .timeout:
                idle = true
            case .endOfInput:
                return .endOfInput
            case .terminated(let signal):
                return .signal(signal)
            }
        }
    }
}

import Basics

/// Puts the terminal back when the process ends abnormally: crashes and termination signals.
///
/// ncurses restores the terminal only through `endwin`, which a crashed process never reaches, and
/// it would install its own SIGINT/SIGTERM handlers that `_exit` from inside the handler. Instead:
/// - termination signals (SIGTERM, SIGHUP, SIGINT, SIGQUIT) only set a flag; `readKey` notices it
///   (its `poll` is interrupted) and the app ends through `endwin` as on `q`. A second signal, if the
///   loop is stuck, restores the tty from the handler and exits at once;
/// - SIGCONT only sets a flag: after a SIGSTOP (which no program can catch) the shell that took the
///   terminal back left it in its own cooked mode over a half-overwritten screen, so `readKey`
///   puts the program's mode back and repaints (NcursesBackend+Input);
/// - crash signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT) restore the saved termios,
///   leave the alternate screen, show the cursor and stop mouse reporting using only async-signal-safe
///   calls, print one line and `_exit(128 + signal)`. Swift's backtracer would otherwise print pages
///   into a cooked terminal and, when interactive, wait for a key with the app half-dead; it is
///   used (previous handler re-installed, signal re-raised) only when SWIFT_BACKTRACE is set.
enum TerminalRestoration {
    /// Signals that end the app cleanly.
    static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    /// Signals that mean the process crashed.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// The termios saved before ncurses changed it (heap storage: plain loads in a handler, no exclusivity checks).
    nonisolated(unsafe) static let savedTermios: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    /// Whether `savedTermios` holds a value.
    nonisolated(unsafe) static let hasSavedTermios: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// The first termination signal received, or 0.
    nonisolated(unsafe) static let pendingSignal: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// 1 when a SIGWINCH arrived since `takePendingResize` last looked.
    nonisolated(unsafe) static let resizeSignalled: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// 1 when a SIGCONT arrived since `takePendingContinue` last looked.
    nonisolated(unsafe) static let continueSignalled: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// The handlers that were installed before ours, by signal number.
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        p.initialize(repeating: sigaction(), count: 65)
        return p
    }()
    /// 1 when SWIFT_BACKTRACE was set at install time: crashes go on to Swift's backtracer.
    nonisolated(unsafe) static let wantsBacktrace: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()
    /// Whether our handlers are installed (touched only from the main thread).
    nonisolated(unsafe) static var installed = false

    /// Saves the terminal's current settings so a crash can restore them.
    static func saveTerminalSettings(fd: Int32 = STDIN_FILENO) {
        if tcgetattr(fd, savedTermios) == 0 { hasSavedTermios.pointee = 1 }
    }

    /// The termination signal received so far, or nil.
    static var pendingTerminationSignal: Int32? {
        let value = pendingSignal.pointee
        return value == 0 ? nil : value
    }

    /// Installs the termination and crash handlers, remembering the previous ones.
    ///
    /// The signals are also unblocked: a process can inherit a mask that blocks them (spawned from a
    /// thread pool, say), and then neither a termination request nor a resize (SIGWINCH) would arrive.
    static func install() {
        guard !installed else { return }
        installed = true
        pendingSignal.pointee = 0
        wantsBacktrace.pointee = getenv("SWIFT_BACKTRACE") != nil ? 1 : 0
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in terminationSignals + crashSignals + [SIGWINCH, SIGCONT] { sigaddset(&unblock, signal) }
        _ = sigprocmask(SIG_UNBLOCK, &unblock, nil)
        for signal in terminationSignals { setHandler(terminationSignalHandler, for: signal, flags: 0) }
        // SA_ONSTACK: a stack-overflow SIGSEGV can only be handled on the alternate stack the runtime set up.
        for signal in crashSignals { setHandler(crashSignalHandler, for: signal, flags: Int32(SA_ONSTACK)) }
        // Ours rather than ncurses's, which would resize to any size the window claims (NcursesBackend+Resize).
        resizeSignalled.pointee = 0
        setHandler(resizeSignalHandler, for: SIGWINCH, flags: 0)
        continueSignalled.pointee = 0
        setHandler(continueSignalHandler, for: SIGCONT, flags: 0)
    }

    /// Whether the process was continued (SIGCONT) since the last call (and clears the mark).
    static func takePendingContinue() -> Bool {
        guard continueSignalled.pointee != 0 else { return false }
        continueSignalled.pointee = 0
        return true
    }

    /// Whether the window was resized since the last call (and clears the mark).
    static func takePendingResize() -> Bool {
        guard resizeSignalled.pointee != 0 else { return false }
        resizeSignalled.pointee = 0
        return true
    }

    /// Puts the previous handlers back (after `endwin`, a crash needs no terminal repair).
    static func uninstall() {
        guard installed else { return }
        installed = false
        for signal in terminationSignals + crashSignals + [SIGWINCH, SIGCONT] {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Installs `handler` for `signal`, saving the old action in `previousActions`.
    private static func setHandler(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        _ = sigaction(signal, &action, previousActions + Int(signal))
    }

    /// Restores termios and writes the sequences that undo full-screen mode. Async-signal-safe.
    static func restoreFromSignalHandler() {
        if hasSavedTermios.pointee != 0 { _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTermios) }
        // Mouse reporting off, cursor keys back to normal mode, attributes off, leave the alternate
        // screen, show the cursor, and start a fresh line for the backtrace that follows.
        let sequence: StaticString = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1l\u{1B}>\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h\r\n"
        _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }
}

/// Records a termination request; a second one while the first is pending restores and exits at once.
private func terminationSignalHandler(_ signal: Int32) {
    if TerminalRestoration.pendingSignal.pointee != 0 {
        TerminalRestoration.restoreFromSignalHandler()
        _exit(128 + signal)
    }
    TerminalRestoration.pendingSignal.pointee = signal
}

/// Marks a resize for `readKey` (its `poll` is interrupted, so it is seen at once).
private func resizeSignalHandler(_ signal: Int32) {
    TerminalRestoration.resizeSignalled.pointee = 1
}

/// Marks a continue for `readKey` (its `poll` is interrupted, so it is seen at once).
private func continueSignalHandler(_ signal: Int32) {
    TerminalRestoration.continueSignalled.pointee = 1
}

/// Repairs the terminal, then exits with 128 + signal (or, with SWIFT_BACKTRACE set, hands the crash
/// to the previous handler, Swift's backtracer, by re-raising).
private func crashSignalHandler(_ signal: Int32) {
    TerminalRestoration.restoreFromSignalHandler()
    if TerminalRestoration.wantsBacktrace.pointee != 0 {
        _ = sigaction(signal, TerminalRestoration.previousActions + Int(signal), nil)
        _ = raise(signal)
        return
    }
    let message: StaticString = "consentsim: stopped by a fatal signal; the terminal was restored\r\n"
    _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    _exit(128 + signal)
}

import Basics
import CNcursesw
import Screens

extension NcursesBackend {
    /// Waits for the next key, up to `timeout` (forever when nil).
    ///
    /// Waiting happens in `poll`, which every signal interrupts: a resize (our SIGWINCH handler marks
    /// it; see NcursesBackend+Resize) and a termination request are seen at once. A hangup or read error
    /// ends input; an interrupted read does not.
    package func readKey(timeout: Duration? = nil) -> TerminalEvent {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var readableButEmpty = 0
        while true {
            if let signal = TerminalRestoration.pendingTerminationSignal { return .terminated(signal: signal) }
            if TerminalRestoration.takePendingContinue() {
                resumeAfterStop()
                return .key(.resize(applyPendingResize() ?? size))
            }
            if TerminalRestoration.takePendingResize(), let size = applyPendingResize() { return .key(.resize(size)) }
            var code: wint_t = 0
            switch wget_wch(window, &code) {
            case KEY_CODE_YES:
                readableButEmpty = 0
                if let key = functionKey(Int32(code)) { return .key(key) }
                continue
            case OK:
                readableButEmpty = 0
                if let key = KeyMapping.key(character: UInt32(code)) { return .key(key) }
                continue
            default:
                break  // ERR: nothing buffered
            }
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline - clock.now
                if left <= .zero { return .timeout }
                let (seconds, attoseconds) = left.components
                milliseconds = Int32(min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if ready == 0 { continue }  // the deadline check at the top of the loop answers
            let revents = Int32(descriptor.revents)
            if revents & Int32(POLLIN) == 0 && revents & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .endOfInput }
            // Readable, yet ncurses found nothing: end of file (a partial sequence clears within a few reads).
            readableButEmpty += 1
            if readableButEmpty > 64 { return .endOfInput }
        }
    }

    /// Whether input is waiting to be read now (a paste, keys typed ahead), so the loop can handle it
    /// before it draws. ncurses reads its input a byte at a time as keys are asked for (lib_getch.c,
    /// `fifo_push`), so what is still to come waits in the terminal, where `poll` sees it.
    package var hasPendingInput: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && Int32(descriptor.revents) & Int32(POLLIN) != 0
    }

    /// After SIGCONT: the program's terminal mode and a full repaint. A SIGSTOP stops the process
    /// without a word to ncurses, and the shell that takes the terminal puts its own (cooked, echoing)
    /// mode back and writes over the screen; `fg` continues the process with neither restored. So the
    /// screen is suspended (`endwin`, the shell mode ncurses saved at start) and the next `doupdate`
    /// resumes it as after Ctrl+Z: program mode, keypad and alternate screen back on (tty_update.c,
    /// `_endwin == ewSuspend`), and, with the window marked for clearing (`clearok`), every cell drawn again. The caller
    /// gets a resize event, which every loop answers with a new frame.
    func resumeAfterStop() {
        guard !isShutDown else { return }
        endwin()
        clearok(window, true)
    }

    /// Maps a function-key code, asking ncurses for the new size or the mouse event when needed.
    private func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_RESIZE:
            return .resize(size)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK, let button = KeyMapping.mouseButton(state: event.bstate) else { return nil }
            return .mouse(x: Int(event.x), y: Int(event.y), button: button)
        default:
            return KeyMapping.key(functionKey: code)
        }
    }
}

import CNcursesw
import Basics
import UI

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

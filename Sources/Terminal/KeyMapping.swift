import CNcursesw
import Screens

/// Turns what `wget_wch` returns into `Key`s: characters (including control bytes, since the
/// terminal is in raw mode) and ncurses function-key codes.
package enum KeyMapping {
    /// The key for a character code (`wget_wch` returned `OK`), or nil for one that is not a key.
    ///
    /// Raw mode passes control bytes through: 3 is `Ctrl+C` (so it quits through the normal path), 9 Tab,
    /// 10/13 Enter, 27 Escape, 8/127 Backspace, other bytes below 32 `Ctrl+letter`.
    package static func key(character code: UInt32) -> Key? {
        switch code {
        case 0: return .ctrl("@")
        case 8, 127: return .backspace
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 32: return .space
        case 1...26: return Unicode.Scalar(code + 96).map { .ctrl(Character($0)) }
        case 28: return .ctrl("\\")
        case 29: return .ctrl("]")
        case 30: return .ctrl("^")
        case 31: return .ctrl("_")
        case 0x80...0x9F: return nil  // C1 controls: never a key
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            let character = Character(scalar)
            // Format and control characters (bidi overrides, zero-width) are not typed text.
            guard TerminalText.sanitize(String(character)) == String(character) else { return nil }
            return .char(character)
        }
    }

    /// The key for an ncurses function-key code (`wget_wch` returned `KEY_CODE_YES`).
    ///
    /// `KEY_RESIZE` and `KEY_MOUSE` need more information and are handled by the backend; codes
    /// with no meaning here (function keys F1–F63, keypad extras) give nil.
    package static func key(functionKey code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        default: return nil
        }
    }

    /// The mouse action for an ncurses button state, or nil for releases and motion.
    ///
    /// With `mouseinterval(0)` ncurses reports presses and releases separately and no clicks; a
    /// press is taken as the click, so nothing depends on timing. Clicked events are accepted too,
    /// for ncurses builds that still synthesise them.
    package static func mouseButton(state: mmask_t) -> MouseButton? {
        if state & (cnc_button1_pressed() | cnc_button1_clicked()) != 0 { return .left }
        if state & (cnc_button2_pressed() | cnc_button2_clicked()) != 0 { return .middle }
        if state & (cnc_button3_pressed() | cnc_button3_clicked()) != 0 { return .right }
        if state & cnc_button4_pressed() != 0 { return .scrollUp }
        if state & cnc_button5_pressed() != 0 { return .scrollDown }
        return nil
    }
}

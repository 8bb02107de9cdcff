import Basics

extension Key: CustomStringConvertible {
    /// The key's name in the keystroke-script language, VHS-style: `Enter`, `Shift+Tab`, `Ctrl+C`, `q`.
    ///
    /// Resize and mouse events, which are not keys on a keyboard, are named `Resize(60x20)`,
    /// `Click(10,5)`, `MiddleClick(…)`, `RightClick(…)`, `ScrollUp(…)` and `ScrollDown(…)`.
    package var name: String {
        switch self {
        case .char(let c): return String(c)
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift+Tab"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .space: return "Space"
        case .escape: return "Escape"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .home: return "Home"
        case .end: return "End"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .ctrl(let c): return "Ctrl+" + c.uppercased()
        case .resize(let size): return "Resize(\(size.width)x\(size.height))"
        case .mouse(let x, let y, let button): return "\(Key.mouseNames[button] ?? "Click")(\(x),\(y))"
        }
    }

    /// Same as `name`.
    package var description: String { name }

    /// Parses a key name: the names `name` produces, case-insensitively for the named keys, plus the
    /// aliases `Esc`, `Return`, `BackTab`, `PgUp`, `PgDn`, `Del`, `Ctrl+Space`/`Ctrl+@`.
    ///
    /// A single character names itself (case-sensitive: `q` and `Q` differ); `" "` is `Space`.
    /// Returns nil for anything else.
    package init?(name: String) {
        if name.count == 1, let c = name.first {
            if c == " " { self = .space; return }
            guard !c.isNewline, c.unicodeScalars.allSatisfy({ !TerminalText.isStripped($0.value) && $0.value != 0x1B }) else {
                return nil
            }
            self = .char(c)
            return
        }
        let lower = name.lowercased()
        if let key = Key.namedKeys[lower] {
            self = key
            return
        }
        if lower.hasPrefix("ctrl+") {
            let rest = name.dropFirst(5)
            if rest.lowercased() == "space" { self = .ctrl("@"); return }
            guard rest.count == 1, let c = rest.first, c.isASCII, !c.isWhitespace else { return nil }
            let lowered = Character(c.lowercased())
            guard lowered.isLetter || "@[\\]^_".contains(lowered) else { return nil }
            self = .ctrl(lowered)
            return
        }
        guard let open = name.firstIndex(of: "("), name.last == ")" else { return nil }
        let head = name[..<open].lowercased()
        let arguments = name[name.index(after: open)..<name.index(before: name.endIndex)]
        if head == "resize" {
            let parts = arguments.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = try? CheckedNumber.integer(parts[0], in: Key.cells, what: "width"),
                let h = try? CheckedNumber.integer(parts[1], in: Key.cells, what: "height")
            else { return nil }
            self = .resize(Size(width: w, height: h))
            return
        }
        guard let button = Key.mouseNames.first(where: { $0.value.lowercased() == head })?.key else { return nil }
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = try? CheckedNumber.integer(parts[0].trimmingSpaces, in: Key.cells, what: "column"),
            let y = try? CheckedNumber.integer(parts[1].trimmingSpaces, in: Key.cells, what: "row")
        else { return nil }
        self = .mouse(x: x, y: y, button: button)
    }

    /// The sizes and positions a key name may carry, in cells (a terminal is never wider than this).
    static let cells = 0...10_000

    /// Lower-cased names and aliases of the keys without arguments.
    static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter,
        "tab": .tab, "shift+tab": .backTab, "backtab": .backTab,
        "up": .up, "down": .down, "left": .left, "right": .right,
        "space": .space,
        "escape": .escape, "esc": .escape,
        "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown,
        "home": .home, "end": .end,
        "backspace": .backspace, "delete": .delete, "del": .delete,
    ]

    /// The event names of the mouse buttons.
    static let mouseNames: [MouseButton: String] = [
        .left: "Click", .middle: "MiddleClick", .right: "RightClick", .scrollUp: "ScrollUp", .scrollDown: "ScrollDown",
    ]
}

extension Substring {
    /// Without leading and trailing spaces (Foundation-free).
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}

import Screens

/// VHS's key commands as the simulated app receives them: the bytes a terminal sends for a key with
/// modifiers, read back the way the app's terminal front end reads them (KeyMapping).
///
/// The forms are VHS's (parseCtrl, parseAlt, parseShift and parseKeypress in charmbracelet/vhs
/// parser/parser.go, commit 6f0c046e of 2026-03-22): `Ctrl+[Alt+][Shift+]<key>`, `Alt+<key>`,
/// `Shift+<key>`. A terminal sends Alt (Meta) as Escape before the key (xterm's `metaSendsEscape`,
/// the default VHS's ttyd/xterm.js uses), Shift+<letter> as the capital letter, and Shift or Ctrl
/// with Enter as a plain Enter, so that is what the app is given.
package enum VHSKeys {
    /// The key presses `word` stands for, or nil when it names no key.
    package static func keys(_ word: String) -> [Key]? {
        if let named = ScriptVocabulary.keys.first(where: { $0.name == word }) { return [named.key] }
        var parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // `Ctrl++`, `Alt++`: the last part is the key itself.
        if word.hasSuffix("++") { parts = Array(parts.dropLast(2)) + ["+"] }
        guard parts.count >= 2, let last = parts.last, !last.isEmpty else { return nil }
        let modifiers = parts.dropLast()
        guard Set(modifiers).count == modifiers.count, modifiers.allSatisfy({ ["Ctrl", "Alt", "Shift"].contains($0) }) else { return nil }
        let ctrl = modifiers.contains("Ctrl")
        let alt = modifiers.contains("Alt")
        let shift = modifiers.contains("Shift")
        // VHS writes Ctrl first; Alt and Shift alone take no other modifier.
        if ctrl && modifiers.first != "Ctrl" { return nil }
        if !ctrl && modifiers.count > 1 { return nil }
        guard var key = base(last, ctrl: ctrl, shift: shift) else { return nil }
        if ctrl, case .char(let c) = key {
            guard let control = Key(name: "Ctrl+" + String(c)) else { return nil }
            key = control
        }
        return alt ? [.escape, key] : [key]
    }

    /// The key a modifier applies to: a named key or one character.
    private static func base(_ name: String, ctrl: Bool, shift: Bool) -> Key? {
        switch name {
        case "Enter": return .enter
        case "Tab": return shift && !ctrl ? .backTab : .tab
        case "Space": return ctrl ? Key(name: "Ctrl+Space") : .space
        case "Backspace": return .backspace
        case "Up", "Down", "Left", "Right":
            // A terminal sends a modified arrow as its own sequence, which the app reads as the arrow.
            return ScriptVocabulary.keys.first { $0.name == name }?.key
        default:
            guard name.count == 1, let c = name.first, let plain = Key(name: name), case .char = plain else { return nil }
            return .char(shift && !ctrl ? Character(c.uppercased()) : c)
        }
    }

    /// Why a word that looks like a modified key is not one (nil when it does not look like one).
    package static func refusal(_ word: String) -> String? {
        guard word.hasPrefix("Ctrl+") || word.hasPrefix("Alt+") || word.hasPrefix("Shift+") else { return nil }
        return "bad key name '\(word)': VHS's modified keys are Ctrl+[Alt+][Shift+]<key>, Alt+<key> and Shift+<key>, "
            + "where <key> is one character, Enter, Tab, Space, Backspace or an arrow (Ctrl+C, Alt+Enter, Shift+Tab)"
    }
}

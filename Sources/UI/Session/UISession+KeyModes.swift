import Flow

// Keys while the help overlay or the vendor search field has the keyboard.
extension UISession {
    mutating func handleInHelp(_ key: Key) -> SessionResponse {
        switch key {
        case .char("q"): return .quit
        case .escape, .char("?"), .enter: helpVisible = false
        case .down: helpOffset += 1
        case .up: helpOffset = max(0, helpOffset - 1)
        case .pageDown: helpOffset += memo?.helpScroll?.pageSize ?? 5
        case .pageUp: helpOffset = max(0, helpOffset - (memo?.helpScroll?.pageSize ?? 5))
        default: break
        }
        if let maxOffset = memo?.helpScroll?.maxOffset { helpOffset = min(helpOffset, maxOffset) }
        return .none
    }

    /// Keys while the vendor search field has focus: typing edits the query; Esc clears it. (The keys
    /// that leave the field are focus moves: `focusMove`.) Nil for keys the page handles.
    mutating func handleInSearch(_ key: Key, app: AppState) -> SessionResponse? {
        switch key {
        case .enter, .down, .tab, .up, .backTab, .pageUp, .pageDown, .mouse, .resize, .ctrl("c"):
            return nil
        case .escape, .char, .space, .backspace, .delete, .left, .right, .home, .end, .ctrl:
            // A new query (Esc clears it) has new matches: the list goes back to its top.
            if pages.editSearch(key, in: app) { self[place: .umpVendors].scroll = ScrollState() }
            return SessionResponse.none
        }
    }
}

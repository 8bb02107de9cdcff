import Flow
import Screens

// The help line and the `?` overlay, written from the key bindings (`KeyBindings.table`).
extension SimulatorState {
    /// The context whose keys help lists, with focus on an element whose action is `focusedAction`:
    /// the vendor search field or the view on screen (the overlay lists the keys of what is under it).
    func helpContext(focusedAction: ElementAction?) -> KeyContext {
        let view = viewID
        if view == .umpVendors, focusedAction == .ump(.search) { return .vendorSearch }
        return .screen(view)
    }

    /// The help of the keys that work here now, in the table's order.
    func keyHelp(focusedAction: ElementAction?) -> [KeyHelp] {
        KeyBindings.help(in: helpContext(focusedAction: focusedAction), holds: holds)
    }

    /// The `?` overlay's rows as the screen at `screenSize` lays out.
    package var overlayEntries: [HelpLine.Entry] { overlayEntries(focusedAction: layout(size: screenSize).focusedAction) }

    /// The `?` overlay's rows: each key with its sentence, and what it refers to now.
    func overlayEntries(focusedAction: ElementAction?) -> [HelpLine.Entry] {
        keyHelp(focusedAction: focusedAction).map { help in
            var detail = help.detail
            switch help.now {
            case .geography?:
                let cycle = SimulatorState.geographyCycle.map(\.description).joined(separator: ", ")
                detail += " (\(cycle); now \(app.configuration.debugGeography))"
            case .language?:
                detail += " (\(form.languages.list.map(\.rawValue).joined(separator: " ")); now \(language))"
            case nil:
                break
            }
            return HelpLine.Entry(help.label, detail)
        }
    }

    /// The help line: the keys of the screen that fit, then `? help`.
    func helpLine(inspectorHidden: Bool, focusedAction: ElementAction?) -> HelpLine {
        var entries = keyHelp(focusedAction: focusedAction).filter { $0.placement == .lineAndOverlay }.map { HelpLine.Entry($0.label, $0.short) }
        if inspectorHidden, let index = entries.firstIndex(where: { $0.key == "i" }) {
            entries[index] = HelpLine.Entry("i", "inspector (no room)")
        }
        return HelpLine(entries, pinned: KeyBindings.pinned.map { HelpLine.Entry($0.label, $0.short) })
    }
}

import Flow

// The help line and the `?` overlay, written from the key bindings (`KeyBindings.table`).
extension SimulatorState {
    /// The context whose keys help lists: the vendor search field or the view on screen (the overlay
    /// lists the keys of what is under it).
    var helpContext: KeyContext {
        let view = viewID
        if view == .umpVendors, memo?.focusedAction == .ump(.search) { return .vendorSearch }
        return .screen(view)
    }

    /// The help of the keys that work here now, in the table's order.
    var keyHelp: [KeyHelp] { KeyBindings.help(in: helpContext, holds: holds) }

    /// The `?` overlay's rows: each key with its sentence, and what it refers to now.
    package var overlayEntries: [HelpLine.Entry] {
        keyHelp.map { help in
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
    func helpLine(inspectorHidden: Bool) -> HelpLine {
        var entries = keyHelp.filter { $0.placement == .lineAndOverlay }.map { HelpLine.Entry($0.label, $0.short) }
        if inspectorHidden, let index = entries.firstIndex(where: { $0.key == "i" }) {
            entries[index] = HelpLine.Entry("i", "inspector (no room)")
        }
        return HelpLine(entries, pinned: KeyBindings.pinned.map { HelpLine.Entry($0.label, $0.short) })
    }
}

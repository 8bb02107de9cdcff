/// Which element a view draws as focused.
///
/// Every screen starts on its first element in reading order (its first Tab stop), at every terminal
/// size, and Tab follows reading order from there, so a script's raw keys mean the same at 40x12
/// as at 200x60. `scripts/README.md` lists each screen's starting element.
package enum FocusResolution {
    /// `wanted` when the view has it, else the view's first focusable element (a new view, or the
    /// element went away: a search filtered it out).
    package static func resolve(_ wanted: ElementID?, in order: [ElementID]) -> ElementID? {
        if let wanted, order.contains(wanted) { return wanted }
        return order.first
    }

    /// `resolve(_:in:)` over focus stops, without listing their ids.
    package static func resolve(_ wanted: ElementID?, in stops: [FocusStop]) -> ElementID? {
        if let wanted, stops.contains(wanted) { return wanted }
        return stops.first?.id
    }
}

extension ViewContext {
    /// This context with its focus resolved against `order` (`FocusResolution.resolve`): what the
    /// overlay cards draw with, so a fresh card starts on its first element rather than on none.
    func resolvingFocus(in order: [ElementID]) -> ViewContext {
        var context = self
        context.focus = FocusResolution.resolve(focus, in: order)
        return context
    }
}

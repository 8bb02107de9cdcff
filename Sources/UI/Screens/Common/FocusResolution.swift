/// Which element a view draws as focused.
public enum FocusResolution {
    /// `wanted` when the view has it, else the view's first focusable element (a new view, or the
    /// element went away: a search filtered it out).
    public static func resolve(_ wanted: ElementID?, in order: [ElementID]) -> ElementID? {
        if let wanted, order.contains(wanted) { return wanted }
        return order.first
    }
}

import Flow

// Routing to the UMP pages child: its actions, Back, and the descriptions Right and Left expand.
extension UISession {
    /// A UMP page action, routed to the pages: page changes and switch flips stay there; choices go
    /// to the engine.
    mutating func performUMP(_ action: UMPPageAction, app: AppState) -> SessionResponse {
        switch pages.perform(action, in: app) {
        case .event(let event): return emit([event], app: app)
        case .focusSearch: setFocus(UMPElement.search, view: .umpVendors)
        case .none: break
        }
        return .none
    }

    /// The Manage options item whose description `expanding` would expand or collapse: the focused
    /// disclosure, or the item the focused switch sits under, if it is not already as asked.
    func expandableItem(expanding: Bool, view: ViewID) -> ElementID? {
        guard view == .umpManageOptions else { return nil }
        let item: ElementID?
        switch memo?.focusedAction {
        case .ump(.toggleDetails(let disclosed))?: item = disclosed
        case .ump(.toggle(let target))?: item = target.describedItem
        default: item = nil
        }
        guard let item else { return nil }
        return umpForm.expanded.contains(item) != expanding ? item : nil
    }

    /// Expands or collapses the description of the focused item on Manage options, if it has one.
    mutating func setExpanded(_ expanded: Bool, view: ViewID, app: AppState) {
        guard let item = expandableItem(expanding: expanded, view: view) else { return }
        pages.setExpanded(item, expanded, in: app)
    }

    /// Backspace: back a page on the UMP pages after the first layer.
    mutating func goBack(view: ViewID, app: AppState) {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail:
            pages.goBack(in: app)
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly,
             .attExplainer, .attAlert, .usMessage:
            break
        }
    }
}

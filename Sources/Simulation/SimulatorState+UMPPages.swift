import Flow
import Screens

// The UMP pages: Back, and the descriptions Right and Left expand.
extension SimulatorState {
    /// The Manage options item whose description `expanding` would expand or collapse: the focused
    /// disclosure, or the item the focused switch sits under, if it is not already as asked.
    func expandableItem(expanding: Bool, view: ViewID, on layout: SimulatorLayout) -> ElementID? {
        let item: ElementID?
        switch layout.focusedAction {
        // The first layer's "Learn more" section folds and unfolds as Manage options' descriptions do.
        case .ump(.toggleDetails(UMPElement.learnMore))? where view == .umpFirstLayer || view == .umpPrivacyOptions:
            item = UMPElement.learnMore
        case _ where view != .umpManageOptions: item = nil
        case .ump(.toggleDetails(let disclosed))?: item = disclosed
        case .ump(.toggle(let target))?: item = target.describedItem
        default: item = nil
        }
        guard let item else { return nil }
        return umpForm.expanded.contains(item) != expanding ? item : nil
    }

    /// Backspace: back a page on the UMP pages after the first layer.
    mutating func goBack(view: ViewID) {
        switch view {
        case .umpManageOptions, .umpVendors, .umpVendorDetail, .umpHelpDialog:
            pages.goBack()
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly,
            .attExplainer, .attAlert, .usMessage:
            break
        }
    }
}

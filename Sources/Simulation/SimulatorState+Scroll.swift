import Flow
import Screens

// Scrolling: where each view's scroll view stands, PgUp/PgDn, indicators, the inspector.
extension SimulatorState {
    /// A view shown for the first time starts at its top (the headline and the app's status are
    /// what a person reads first), focus on its first element in reading order (`FocusResolution`)
    /// even where a small terminal puts that element below the fold: the same element at every
    /// terminal size, so a script's raw keys mean the same at 40x12 as at 200x60. The first focus
    /// move scrolls to the element it reaches.
    static let initialScroll = ScrollState.start

    /// The main scroll view of `view`, if it has one.
    static func scrollID(for view: ViewID) -> ElementID? {
        switch view {
        case .home: HomeView.scrollID
        case .umpFirstLayer, .umpPrivacyOptions: UMPFirstLayerView.scrollID
        case .umpManageOptions: UMPManageOptionsView.scrollID
        case .umpVendors: UMPVendorListView.scrollID
        case .umpVendorDetail: UMPVendorDetailView.scrollID
        case .umpHelpDialog: UMPHelpDialogView.scrollID
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly: PACFormView.scrollID
        case .attExplainer: ATTExplainerView.scrollID
        case .attAlert: ATTAlertView.scrollID
        case .usMessage: USStatesMessageView.scrollID
        case .notRunning: nil
        }
    }

    /// Whether `view`'s scroll view lays out from its top each frame while it follows focus (the
    /// overlay cards), rather than from where it last stood (the UMP pages and home, which move as
    /// little as possible).
    static func followsFocusFromTop(_ view: ViewID) -> Bool {
        switch view {
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly, .attExplainer, .attAlert, .usMessage: true
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail, .umpHelpDialog: false
        }
    }

    /// Scrolls the view a page; focus follows into view when the screen is next laid out (`correction(for:)`).
    mutating func page(by direction: Int, view: ViewID, on layout: SimulatorLayout) {
        guard let info = layout.mainScroll, info.isScrollable else {
            focusEnd(first: direction < 0, view: view, on: layout)
            return
        }
        scroll(view: view, to: info.offset + direction * info.pageSize, info: info)
    }

    /// Scrolls the view freely to `offset` (clamped).
    mutating func scroll(view: ViewID, to offset: Int, info: ScrollInfo) {
        self[place: view].scroll = ScrollState(offset: min(max(0, offset), info.maxOffset), followsFocus: false)
    }

    /// Scrolls the inspector by `lines` within its extent on `layout`.
    mutating func scrollInspector(by lines: Int, on layout: SimulatorLayout) {
        guard inspectorVisible else { return }
        let maxOffset = layout.inspectorScroll?.maxOffset ?? 0
        inspectorOffset = min(max(0, inspectorOffset + lines), maxOffset)
    }

    /// Pages `scrollView` (a clicked scroll indicator's): the view's own, or the inspector's.
    mutating func page(_ scrollView: ElementID, by pages: Int, view: ViewID, on layout: SimulatorLayout) {
        if scrollView == SimulatorState.scrollID(for: view), let info = layout.mainScroll {
            scroll(view: view, to: info.offset + pages * info.pageSize, info: info)
        } else if scrollView == InspectorView.scrollID {
            scrollInspector(by: pages * (layout.inspectorScroll?.pageSize ?? 5), on: layout)
        }
    }
}

import Flow

/// What activating an interactive element means, recorded by the view that draws it (next to the
/// element's rectangle in the `Frame`, and in the screen's focus order for elements out of view).
///
/// Enter, Space, a mouse click and a script's `Press`/`Select` look the action up by the element's
/// id; nothing reads meaning out of the id itself, which stays a name for scripts and snapshots.
package enum ElementAction: Hashable, Sendable {
    // The app and PAC cases are boxed: the enum stays as small as a UMP action, so the vendor list's
    // ~2,000 focus stops copy cheaply on every frame.

    /// Sends an event to the app: the home screen's buttons, Launch, the ATT explainer and alert, the
    /// US states message.
    indirect case app(AppEvent)
    /// Sends a PAC form action: its buttons, links and provider chips.
    indirect case pac(PACFormAction)
    /// A UMP page action: page moves and switch flips stay on the pages; Confirm choices and Reject
    /// all send the choice the switches make.
    case ump(UMPPageAction)
    /// Pages the scroll view `scrollView` up (`pages` < 0) or down: its `↑ N more` / `↓ N more` row.
    case page(scrollView: ElementID, pages: Int)
}

/// A stop of the focus order: an element Tab and the arrows move to, and what activating it means.
package struct FocusStop: Hashable, Sendable {
    /// The element's id.
    package var id: ElementID
    /// What activating it means (nil: nothing, as for a bare widget in a test fixture).
    package var action: ElementAction?

    /// A focus stop.
    package init(_ id: ElementID, _ action: ElementAction?) {
        self.id = id
        self.action = action
    }
}

extension [FocusStop] {
    /// The ids in order.
    package var ids: [ElementID] { map(\.id) }

    /// The action of the stop `id`; nil when there is no such stop or it does nothing.
    package func action(of id: ElementID) -> ElementAction? {
        first { $0.id == id }?.action
    }

    /// Whether `id` is one of the stops.
    package func contains(_ id: ElementID) -> Bool { contains { $0.id == id } }

    /// The position of the stop `id`.
    package func index(of id: ElementID) -> Int? { firstIndex { $0.id == id } }
}

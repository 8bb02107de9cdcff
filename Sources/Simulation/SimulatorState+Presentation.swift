import Flow

/// What the simulator last saw of the app's presentations.
struct PresentationMark: Hashable, Sendable {
    /// The last PAC form object on screen (forms are single-use: a new id is a new form).
    var pacFormID: PACFormID?
}

extension SimulatorState {
    /// The system and app cards that are shown once per request (ATT explainer and alert, the US
    /// states message).
    static let oneShotCards: [ViewID] = [.attExplainer, .attAlert, .usMessage]
    /// The PAC form's screens (one form object moves between them, and Back returns).
    static let pacViews: [ViewID] = [.pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly]

    /// A card shown anew starts on its first element, as the first time: a one-shot card forgets its
    /// focus once it is off screen, and the PAC screens forget theirs when a new form object comes
    /// up, so after a reinstall the ATT alert starts on "Ask App Not to Track" again, not on the
    /// "Allow" pressed last time. (The UMP pages forget theirs with each new UMP form object:
    /// `UMPPages.present`.)
    mutating func forgetFocusOnNewPresentation() {
        let view = viewID
        var forgotten: [ViewID] = SimulatorState.oneShotCards.filter { $0 != view && places.remembers($0) }
        if let id = app.screen.pacForm?.formID, id != presentation.pacFormID {
            if presentation.pacFormID != nil { forgotten += SimulatorState.pacViews }
            presentation.pacFormID = id
        }
        guard !forgotten.isEmpty else { return }
        for view in forgotten { places.forget(view) }
    }
}

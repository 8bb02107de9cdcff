import Flow

/// What the session asks of its driver after a key or an element activation.
package struct SessionResponse: Hashable, Sendable {
    /// Events for the flow engine, in order (empty for UI-only changes: focus, pages, switches).
    package var events: [AppEvent]
    /// Whether the user asked to quit.
    package var quit: Bool
    /// Relaunch the app in this UMP debug geography (the `g` key): the app sets UMP's debug
    /// settings before `requestConsentInfoUpdate`, so a new geography takes a new launch (as the
    /// `updateGDPRInfo` of liko apps' AdMob GDPR guide passes its parameters to each update).
    package var geography: UMPDebugGeography?

    /// A response.
    package init(events: [AppEvent] = [], quit: Bool = false, geography: UMPDebugGeography? = nil) {
        self.events = events
        self.quit = quit
        self.geography = geography
    }

    /// Nothing for the engine.
    package static let none = SessionResponse()
    /// Quit.
    package static let quit = SessionResponse(quit: true)
}

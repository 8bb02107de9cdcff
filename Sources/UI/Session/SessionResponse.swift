import Flow

/// What the session asks of its driver after a key or an element activation.
public struct SessionResponse: Hashable, Sendable {
    /// Events for the flow engine, in order (empty for UI-only changes: focus, pages, switches).
    public var events: [AppEvent]
    /// Whether the user asked to quit.
    public var quit: Bool

    /// A response.
    public init(events: [AppEvent] = [], quit: Bool = false) {
        self.events = events
        self.quit = quit
    }

    /// Nothing for the engine.
    public static let none = SessionResponse()
    /// Quit.
    public static let quit = SessionResponse(quit: true)
}

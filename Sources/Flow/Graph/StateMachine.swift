/// The state machines `consentsim graph` can draw, each from its reducer's own transition table.
package enum StateMachine: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Google UMP (`UMPReducer.transitions`).
    case ump
    /// Legacy PersonalizedAdConsent (`PACReducer.transitions`).
    case pac
    /// Apple ATT (`ATTReducer.transitions`).
    case att
    /// The app around the SDKs (`AppReducer.transitions`).
    case app

    /// The name used on the command line.
    package var description: String { rawValue }

    /// Where the table comes from, for the diagram's header.
    package var tableName: String {
        switch self {
        case .ump: "UMPReducer.transitions"
        case .pac: "PACReducer.transitions"
        case .att: "ATTReducer.transitions"
        case .app: "AppReducer.transitions"
        }
    }

    /// The reducer's transition table.
    package var transitions: [Transition] {
        switch self {
        case .ump: UMPReducer.transitions
        case .pac: PACReducer.transitions
        case .att: ATTReducer.transitions
        case .app: AppReducer.transitions
        }
    }
}

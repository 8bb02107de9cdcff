import Store
import TCF
import Testing

@testable import Flow

/// A PAC app without an ATT step (the default scenario: a simulator debugging as EEA), tweaked.
func pacConfig(_ tweak: (inout AppConfiguration) -> Void = { _ in }) -> AppConfiguration {
    var c = AppConfiguration(sdk: .pac, attOrder: .noATT)
    tweak(&c)
    return c
}

/// The element ids of screen A in the full layout with the SDK's default options.
let fullOptionsIDs = [
    "pac.appName", "pac.intro", "pac.question", "pac.changeAnytime", "pac.detail", "pac.learnMore", "pac.personalized",
    "pac.nonPersonalized",
]

extension FlowRuntime {
    var pac: PACState { state.pac! }
    /// The PAC form on screen.
    var pacForm: PACPresentedForm? { state.screen.pacForm }
    /// The element ids of the PAC screen shown.
    var pacElementIDs: [String] { pacForm?.elements.map(\.id) ?? [] }
    /// The stored `personalized_ad_status` dictionary.
    var pacStored: [String: StoreValue] {
        if case .dictionary(let d)? = state.device[PACConstants.userDefaultsRootKey] { return d }
        return [:]
    }
    /// The stored `consent_state`.
    var storedConsentState: String? {
        if case .string(let s)? = pacStored["consent_state"] { return s }
        return nil
    }
}

extension Array where Element == AppEffect {
    /// Whether PAC presented a form.
    var presentsPACForm: Bool { contains { if case .pac(.presentForm) = $0 { true } else { false } } }
    /// The notes of the app.
    var appNotes: [String] { compactMap { if case .note(let s) = $0 { s } else { nil } } }
}

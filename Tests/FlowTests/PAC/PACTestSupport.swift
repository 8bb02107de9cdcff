import Store
import TCF
import Testing

@testable import Flow

/// The default publisher identifier.
let pub = PACServerScenario.defaultPublisherID
/// The key PAC writes.
let rootKey = "personalized_ad_status"
/// A privacy URL for forms.
let privacyURL = "https://example.com/privacy"

/// A small driver: a PAC state, a server scenario, and every effect seen so far.
struct PACHarness {
    var state = PACState()
    var scenario = PACServerScenario.default
    /// Every effect, in order.
    var effects: [PACEffect] = []

    init(scenario: PACServerScenario = .default, device: PACDevice = PACDevice(), stored: StoreValue? = nil) {
        self.scenario = scenario
        state = PACState(device: device)
        send(.launch(stored: stored))
    }

    /// Sends one event; returns its effects.
    @discardableResult
    mutating func send(_ event: PACEvent) -> [PACEffect] {
        let out = PACReducer.reduce(&state, event)
        effects += out
        return out
    }

    /// Requests an update and answers every `httpGet` from the scenario's server; returns all effects.
    @discardableResult
    mutating func update(_ ids: [String] = [pub]) -> [PACEffect] {
        var out = send(.requestConsentInfoUpdate(publisherIDs: ids))
        guard case .httpGet(let url)? = out.last else { return out }
        out += send(.httpResponse(PACServer.respond(to: url, scenario: scenario)))
        return out
    }

    /// Requests an update and answers with `result`.
    @discardableResult
    mutating func update(_ ids: [String] = [pub], answer result: PACHTTPResult) -> [PACEffect] {
        send(.requestConsentInfoUpdate(publisherIDs: ids)) + send(.httpResponse(result))
    }

    /// Creates a form, applies `options`, loads it and lets the web view finish; returns the form id
    /// and the load completion's error.
    mutating func loadForm(
        personalized: Bool = true, nonPersonalized: Bool = true, adFree: Bool = false, appName: String = "Demo"
    ) -> (PACFormID, PACError?) {
        guard case .formCreated(let id?)? = send(.createForm(applicationPrivacyPolicyURL: privacyURL)).first else {
            Issue.record("form not created")
            return (0, nil)
        }
        send(.form(id, .setShouldOfferPersonalizedAds(personalized)))
        send(.form(id, .setShouldOfferNonPersonalizedAds(nonPersonalized)))
        send(.form(id, .setShouldOfferAdFree(adFree)))
        guard case .startFormLoad(_, let loadID)? = send(.form(id, .load(appName: appName))).first else {
            Issue.record("load not started")
            return (id, nil)
        }
        guard case .formLoadCompleted(_, let error)? = send(.form(id, .webViewDidFinishLoad(loadID: loadID))).first else {
            Issue.record("load not completed")
            return (id, nil)
        }
        return (id, error)
    }

    /// Loads and presents a form; returns its id and the presentation.
    mutating func presentForm(personalized: Bool = true, nonPersonalized: Bool = true, adFree: Bool = false)
        -> (PACFormID, PACFormPresentation?)
    {
        let (id, error) = loadForm(personalized: personalized, nonPersonalized: nonPersonalized, adFree: adFree)
        #expect(error == nil)
        guard case .presentForm(_, let p)? = send(.form(id, .present)).first else { return (id, nil) }
        return (id, p)
    }

    /// The value the store holds for `personalized_ad_status` after applying every effect so far.
    var store: StoreValue? {
        var value: StoreValue?
        for e in effects {
            switch e {
            case .storeWrite(let key, let v) where key == rootKey: value = v
            case .storeRemove(let key) where key == rootKey: value = nil
            default: break
            }
        }
        return value
    }
}

extension Array where Element == PACEffect {
    /// The values written under `personalized_ad_status`.
    var writes: [StoreValue] {
        compactMap { if case .storeWrite(let k, let v) = $0, k == rootKey { v } else { nil } }
    }

    /// The info-update completion, if any (`.some(nil)` is success).
    var updateResult: PACFailure?? {
        for e in self { if case .updateCompleted(let f) = e { return .some(f) } }
        return nil
    }

    /// The notes.
    var notes: [String] { compactMap { if case .note(let s) = $0 { s } else { nil } } }
}

/// A provider dictionary as the default server sends it.
func providerDict(_ id: Int64) -> StoreValue {
    let c = PACServerScenario.defaultCompanies.first { $0.id == id }!
    return .dictionary(["company_id": .integer(c.id), "company_name": .string(c.name), "policy_url": .string(c.policyURL)])
}

/// The exact `personalized_ad_status` dictionary PAC writes, from its parts.
func expectedStatus(
    tag: Bool = false, eea: Bool = false, npa: Bool = false, state: String = "unknown", pubIDs: [String] = [],
    providers: [Int64] = [], consented: [Int64] = [], raw: String = ""
) -> StoreValue {
    .dictionary([
        "version": .string("1.0.5"),
        "plat": .string("ios"),
        "tag_for_under_age_of_consent": .integer(tag ? 1 : 0),
        "is_request_in_eea_or_unknown": .integer(eea ? 1 : 0),
        "has_any_npa_pub_id": .integer(npa ? 1 : 0),
        "consent_state": .string(state),
        "pub_ids": .array(pubIDs.map { .string($0) }),
        "providers": .array(providers.map(providerDict)),
        "consented_providers": .array(consented.map(providerDict)),
        "raw_response": .string(raw),
    ])
}

/// The server body for the default scenario (what `raw_response` holds after an update).
func defaultBody(_ scenario: PACServerScenario = .default, ids: [String] = [pub], geo: PACDebugGeography = .disabled) -> String {
    let url = PACRequestURL.make(publisherIDs: ids, debugGeography: geo, isDebugDevice: true)
    guard case .body(let b) = PACServer.respond(to: url, scenario: scenario) else { return "" }
    return b
}

/// `Error Domain=Consent Code=1 "message"`.
func consentError(_ message: String) -> String { "Error Domain=Consent Code=1 \"\(message)\"" }

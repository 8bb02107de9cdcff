import Basics
import Store

/// What the `pubvendors` fetch returned: an `NSURLSession` error, or a body (any HTTP status; PAC
/// does not look at it).
package enum PACHTTPResult: Hashable, Sendable {
    /// The session failed; the text is the `NSError` as the app would print it.
    case transportError(String)
    /// The response body, possibly empty.
    case body(String)

    /// The result as a trace JSON object.
    package var json: JSONValue {
        switch self {
        case .transportError(let m): .object(["transportError": .string(m)])
        case .body(let b): .object(["body": .string(b)])
        }
    }
}

/// A call on a `PACConsentForm`, or something the user does in it.
package enum PACFormAction: Hashable, Sendable {
    /// `shouldOfferPersonalizedAds = …`.
    case setShouldOfferPersonalizedAds(Bool)
    /// `shouldOfferNonPersonalizedAds = …`.
    case setShouldOfferNonPersonalizedAds(Bool)
    /// `shouldOfferAdFree = …`.
    case setShouldOfferAdFree(Bool)
    /// `loadWithCompletionHandler:`; `appName` is what the bundle yields (CFBundleDisplayName →
    /// CFBundleName → "").
    case load(appName: String)
    /// The runtime: the web view of load `loadID` finished and its HTML ran.
    case webViewDidFinishLoad(loadID: Int)
    /// `presentFromViewController:dismissCompletion:`.
    case present
    /// "Learn how {App} and our {N} partners…" on screen A → B.
    case showLearnMore
    /// Back on B or C → A.
    case back
    /// btn0 → dismiss `personalized`.
    case choosePersonalized
    /// btn1 → screen C.
    case chooseNonPersonalized
    /// btn2 → dismiss `ad_free`.
    case chooseAdFree
    /// Agree on C or D → dismiss `non_personalized`.
    case agree
    /// "How {App} uses your data" (B, C, D) → browser.
    case openPrivacyPolicy
    /// A provider chip on B → browser.
    case openProviderPolicy(index: Int)
    /// A raw `consent://consent/?action=dismiss&status=…` message, for statuses no button sends
    /// (`close_app`, empty, `Error: …`).
    case webDismiss(status: String)

    /// The action's name in traces.
    package var name: String {
        switch self {
        case .setShouldOfferPersonalizedAds: "setShouldOfferPersonalizedAds"
        case .setShouldOfferNonPersonalizedAds: "setShouldOfferNonPersonalizedAds"
        case .setShouldOfferAdFree: "setShouldOfferAdFree"
        case .load: "load"
        case .webViewDidFinishLoad: "webViewDidFinishLoad"
        case .present: "present"
        case .showLearnMore: "showLearnMore"
        case .back: "back"
        case .choosePersonalized: "choosePersonalized"
        case .chooseNonPersonalized: "chooseNonPersonalized"
        case .chooseAdFree: "chooseAdFree"
        case .agree: "agree"
        case .openPrivacyPolicy: "openPrivacyPolicy"
        case .openProviderPolicy: "openProviderPolicy"
        case .webDismiss: "webDismiss"
        }
    }

    /// The action's parameters as trace members (after `action`).
    var jsonMembers: [(String, JSONValue)] {
        switch self {
        case .setShouldOfferPersonalizedAds(let b), .setShouldOfferNonPersonalizedAds(let b), .setShouldOfferAdFree(let b):
            [("value", .bool(b))]
        case .load(let appName): [("appName", .string(appName))]
        case .webViewDidFinishLoad(let id): [("loadID", .int(Int64(id)))]
        case .openProviderPolicy(let i): [("index", .int(Int64(i)))]
        case .webDismiss(let s): [("status", .string(s))]
        case .present, .showLearnMore, .back, .choosePersonalized, .chooseNonPersonalized, .chooseAdFree, .agree,
            .openPrivacyPolicy:
            []
        }
    }

    /// The action as a trace JSON object.
    package var json: JSONValue { .object(JSONObject([("action", .string(name))] + jsonMembers)) }
}

/// An input to the PAC reducer: an app API call, a simulated network result, or a user action.
package enum PACEvent: Hashable, Sendable {
    /// Process start: the first access of `sharedInstance` reads `personalized_ad_status`
    /// (nil when absent; malformed values read as defaults).
    case launch(stored: StoreValue?)
    /// Sets the device (simulator or not, IDFA); survives launches.
    case setDevice(PACDevice)
    /// `requestConsentInfoUpdateForPublisherIdentifiers:completionHandler:`.
    case requestConsentInfoUpdate(publisherIDs: [String])
    /// The response to the oldest pending info-update request.
    case httpResponse(PACHTTPResult)
    /// `consentStatus = …` (publisher-managed consent).
    case setConsentStatus(PACConsentStatus)
    /// `tagForUnderAgeOfConsent = …`.
    case setTagForUnderAgeOfConsent(Bool)
    /// `debugGeography = …`.
    case setDebugGeography(PACDebugGeography)
    /// `debugIdentifiers = …`.
    case setDebugIdentifiers([String]?)
    /// `reset`.
    case reset
    /// `[[PACConsentForm alloc] initWithApplicationPrivacyPolicyURL:]` with `URL.absoluteString`.
    case createForm(applicationPrivacyPolicyURL: String)
    /// A call on, or a user action in, form `id`.
    case form(PACFormID, PACFormAction)

    /// The event as a trace JSON object (`{"event": name, ...}`).
    package var json: JSONValue {
        switch self {
        case .launch(let stored):
            .object(["event": .string("launch"), "stored": PACStoreValues.json(stored)])
        case .setDevice(let d):
            .object(["event": .string("setDevice"), "device": d.json])
        case .requestConsentInfoUpdate(let ids):
            .object(["event": .string("requestConsentInfoUpdate"), "publisherIDs": .array(ids.map { .string($0) })])
        case .httpResponse(let r):
            .object(["event": .string("httpResponse"), "result": r.json])
        case .setConsentStatus(let s):
            .object(["event": .string("setConsentStatus"), "status": .string(s.storedString)])
        case .setTagForUnderAgeOfConsent(let b):
            .object(["event": .string("setTagForUnderAgeOfConsent"), "value": .bool(b)])
        case .setDebugGeography(let g):
            .object(["event": .string("setDebugGeography"), "geography": .string(g.description)])
        case .setDebugIdentifiers(let ids):
            .object([
                "event": .string("setDebugIdentifiers"), "identifiers": ids.map { .array($0.map { .string($0) }) } ?? .null,
            ])
        case .reset:
            .object(["event": .string("reset")])
        case .createForm(let url):
            .object(["event": .string("createForm"), "applicationPrivacyPolicyURL": .string(url)])
        case .form(let id, let action):
            .object(
                JSONObject(
                    [("event", .string("form")), ("formID", .int(Int64(id.rawValue))), ("action", .string(action.name))]
                        + action.jsonMembers))
        }
    }
}

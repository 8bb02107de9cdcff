import Basics
import Store

/// The arguments `PACView` hands to `setUpConsentDialog` (`formInformation` plus app name).
package struct PACFormArguments: Hashable, Sendable {
    /// `offer_personalized`.
    package var offerPersonalized: Bool
    /// `offer_non_personalized`.
    package var offerNonPersonalized: Bool
    /// `offer_ad_free`.
    package var offerAdFree: Bool
    /// `app_privacy_url` (the form's URL; never empty through `PACConsentForm`).
    package var appPrivacyURL: String
    /// `consent_info`: the stored `personalized_ad_status` at load time (nil → `{}`).
    package var consentInfo: StoreValue?
    /// `app_name`.
    package var appName: String

    /// Arguments for one load.
    package init(
        offerPersonalized: Bool, offerNonPersonalized: Bool, offerAdFree: Bool, appPrivacyURL: String,
        consentInfo: StoreValue?, appName: String
    ) {
        self.offerPersonalized = offerPersonalized
        self.offerNonPersonalized = offerNonPersonalized
        self.offerAdFree = offerAdFree
        self.appPrivacyURL = appPrivacyURL
        self.consentInfo = consentInfo
        self.appName = appName
    }

    /// Hashes everything but the stored value (which takes part in `==`).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(offerPersonalized)
        hasher.combine(offerNonPersonalized)
        hasher.combine(offerAdFree)
        hasher.combine(appPrivacyURL)
        hasher.combine(appName)
    }
}

/// How a form load ends once the HTML has run: a presentation, or the error the completion gets.
package enum PACFormLoadOutcome: Hashable, Sendable {
    /// `load_complete` with `success`: what the form will show.
    case loaded(PACFormPresentation)
    /// `load_complete` with an error status (or the native error).
    case failed(PACError)

    /// The outcome as a trace JSON object.
    package var json: JSONValue {
        switch self {
        case .loaded(let p): .object(["loaded": p.json])
        case .failed(let e): .object(["failed": .string(e.message)])
        }
    }
}

/// consentform.html's `setUpConsentDialog` and the native `load_complete` handling, as a pure function.
package enum PACFormSetup {
    /// Runs the HTML checks in their order: raw_response present → raw_response parses → under
    /// age → EEA → app name → app privacy URL → buttons → no options → layout.
    ///
    /// Unreachable HTML errors are left out: "consent SDK passed invalid data" (PAC always passes
    /// valid JSON) and "invalid ad networks" (`|| []` makes the check dead). "invalid app name" does
    /// not `return` in the HTML, but on iOS the first `load_complete` wins, so it fails the load.
    package static func evaluate(_ args: PACFormArguments) -> PACFormLoadOutcome {
        let info: [String: StoreValue]
        if case .dictionary(let d)? = args.consentInfo { info = d } else { info = [:] }

        switch info["raw_response"] {
        case .string(let raw)? where !raw.isEmpty:
            do throws(JSONSyntaxError) {
                // Only whether it parses, and the error, matter here.
                try JSONParser.validate(raw)
            } catch {
                // JavaScriptCore's wording is "JSON Parse error: …"; the detail is our parser's.
                return fail(PACFormErrorText.invalidServerDataPrefix + "JSON Parse error: \(error.message)")
            }
        case let other where truthy(other):
            break  // JSON.parse of a number or boolean succeeds.
        default:
            return fail(PACFormErrorText.noInformationAvailable)
        }
        if truthy(info["tag_for_under_age_of_consent"]) { return fail(PACFormErrorText.taggedForUnderAgeOfConsent) }
        if !truthy(info["is_request_in_eea_or_unknown"]) { return fail(PACFormErrorText.notInEEAOrUnknown) }
        if args.appName.isEmpty { return fail(PACFormErrorText.invalidAppName) }
        if args.appPrivacyURL.isEmpty { return fail(PACFormErrorText.noAppPrivacyURL) }

        var providers: [PACFormProvider] = []
        if case .array(let items)? = info["providers"] {
            for item in items {
                guard case .dictionary(let p) = item else {
                    providers.append(PACFormProvider(name: "", policyURL: ""))
                    continue
                }
                providers.append(PACFormProvider(name: jsText(p["company_name"]), policyURL: jsText(p["policy_url"])))
            }
        }
        let personalized =
            args.offerPersonalized && !providers.isEmpty && !truthy(info["has_any_npa_pub_id"])
        let nonPersonalized = args.offerNonPersonalized
        if !personalized && !nonPersonalized { return fail(PACFormErrorText.noOptions) }
        return .loaded(
            PACFormPresentation(
                appName: args.appName, appPrivacyPolicyURL: args.appPrivacyURL, providers: providers,
                offersPersonalized: personalized, offersNonPersonalized: nonPersonalized, offersAdFree: args.offerAdFree))
    }

    /// `PACIsErrorStatusString` and the empty check of `load_complete`/`dismiss`: the error a status
    /// string carries, if any.
    package static func error(forStatus status: String) -> PACError? {
        if status.isEmpty { return PACError(PACErrorText.noInformation) }
        if status.utf8.count >= 5, status.prefix(5).lowercased() == "error" { return PACError(status) }
        return nil
    }

    private static func fail(_ status: String) -> PACFormLoadOutcome {
        .failed(error(forStatus: status) ?? PACError(status))
    }

    /// JavaScript truthiness of a value after `NSJSONSerialization` (missing is `undefined`).
    static func truthy(_ value: StoreValue?) -> Bool {
        switch value {
        case nil: false
        case .integer(let i)?: i != 0
        case .real(let d)?: d != 0 && !d.isNaN
        case .boolean(let b)?: b
        case .string(let s)?: !s.isEmpty
        case .data?, .date?, .array?, .dictionary?: true
        }
    }

    /// A value as the HTML puts it into `innerText` or passes to `openBrowser` ("" when absent).
    static func jsText(_ value: StoreValue?) -> String {
        switch value {
        case nil: ""
        case .boolean(let b)?: b ? "true" : "false"
        case let v?: v.scalarText ?? ""
        }
    }
}

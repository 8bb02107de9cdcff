import Basics
import Store

/// Where and how the legacy Consent SDK for Android keeps what the iOS SDK keeps in
/// `personalized_ad_status`: googleads/googleads-consent-sdk-android 1.0.8 (2019-12-12),
/// `ConsentInformation.java` (`PREFERENCES_FILE_KEY = "mobileads_consent"`,
/// `CONSENT_DATA_KEY = "consent_string"`, written with `new Gson().toJson(consentData)`) and
/// `ConsentData.java` (the fields and their `@SerializedName`s, `SDK_VERSION = "1.0.8"`,
/// `SDK_PLATFORM = "android"`).
///
/// The value is one String of JSON, not a dictionary: Gson writes the fields in declaration order,
/// leaves out null ones (`consent_source` until a status is set), writes the flags as JSON
/// booleans, an `AdProvider` as its three declared fields with `company_id` a String, and escapes
/// `<`, `>`, `&`, `=` and `'` as `\u003c`… (Gson's default HTML-safe escaping).
package enum PACAndroidStorage {
    /// The preferences file.
    package static let preferencesFile = AndroidPreferencesFiles.legacyConsentSDK
    /// The key in that file.
    package static let key = "consent_string"
    /// What every key of that file starts with as the store keeps it (`<file>/`, `AndroidPreferencesFiles`).
    package static let keyPrefix = preferencesFile + "/"
    /// The key as the store keeps it (`<file>/<key>`).
    package static let storeKey = keyPrefix + key
    /// `ConsentData.SDK_VERSION`.
    package static let versionString = "1.0.8"
    /// `ConsentData.SDK_PLATFORM`.
    package static let platform = "android"

    /// `consent_string` for `status`, as Gson writes it.
    package static func consentString(_ status: PACStoredStatus) -> String {
        func providers(_ list: [PACAdProvider]) -> JSONValue {
            .array(
                list.map { p in
                    .object(["company_id": .string(String(p.identifier)), "company_name": .string(p.name), "policy_url": .string(p.privacyPolicyURL)])
                })
        }
        var members: [(String, JSONValue)] = [
            ("providers", providers(status.adProviders)),
            ("is_request_in_eea_or_unknown", .bool(status.isRequestInEEAOrUnknown)),
            ("consented_providers", providers(status.consentedProviders)),
            ("tag_for_under_age_of_consent", .bool(status.tagForUnderAgeOfConsent)),
            ("consent_state", .string(status.consentStatus.storedString)),
            ("pub_ids", .array(status.publisherIdentifiers.map(JSONValue.string))),
            ("has_any_npa_pub_id", .bool(status.hasAnyNonPersonalizedPublisherIdentifier)),
        ]
        if let source = status.consentSource { members.append(("consent_source", .string(source.rawValue))) }
        members += [("version", .string(versionString)), ("plat", .string(platform)), ("raw_response", .string(status.rawResponse))]
        return JSONValue.object(JSONObject(members)).serialized(escaping: .gson)
    }

    /// The dictionary the shared status reader takes (`PACStoredStatus.read`) for a stored
    /// `consent_string`: nil when absent or empty (a fresh `ConsentData`), the parsed JSON otherwise,
    /// with `company_id` strings of digits as numbers. Text that is not JSON reads as a String, which
    /// the reader reports (Gson would throw).
    package static func storedStatus(_ stored: StoreValue?) -> StoreValue? {
        guard let stored else { return nil }
        guard case .string(let text) = stored else { return stored }
        if text.isEmpty { return nil }
        guard let json = try? JSONParser.parse(text), var value = PACStoreValues.storeValue(json) else { return stored }
        if case .dictionary(var d) = value {
            for field in ["providers", "consented_providers"] {
                guard case .array(let items)? = d[field] else { continue }
                d[field] = .array(
                    items.map { item in
                        guard case .dictionary(var p) = item, case .string(let id)? = p["company_id"], let n = Int64(id) else { return item }
                        p["company_id"] = .integer(n)
                        return .dictionary(p)
                    })
            }
            value = .dictionary(d)
        }
        return value
    }
}

import Basics
import Store

/// The fields `PACConsentInformation` keeps in memory and writes as `personalized_ad_status`.
package struct PACStoredStatus: Hashable, Sendable {
    /// `tag_for_under_age_of_consent`.
    package var tagForUnderAgeOfConsent = false
    /// `is_request_in_eea_or_unknown` (NO until a successful update).
    package var isRequestInEEAOrUnknown = false
    /// `has_any_npa_pub_id`.
    package var hasAnyNonPersonalizedPublisherIdentifier = false
    /// `consent_state`.
    package var consentStatus: PACConsentStatus = .unknown
    /// `pub_ids`: an `NSSet` in PAC, kept here deduplicated in first-seen order so output is stable.
    package var publisherIdentifiers: [String] = []
    /// `providers`: `adProviders`.
    package var adProviders: [PACAdProvider] = []
    /// `consented_providers`: the providers when the status was last set to non-personalized or
    /// personalized. PAC's nil and empty behave alike (written as `[]`, never a superset of anything).
    package var consentedProviders: [PACAdProvider] = []
    /// Android's `consent_source` (who set the status last); the iOS SDK has no such field and nil
    /// means "never set" (Gson then leaves the field out).
    package var consentSource: PACConsentSource?
    /// `raw_response`; empty means nil. PAC never reads it back from the store, so it is empty after
    /// every launch until the next successful update, and every write in between stores `""`.
    package var rawResponse = ""

    /// All defaults: what a fresh install reads.
    package init() {}

    /// The value PAC writes under `personalized_ad_status` (`-writeStatusToUserDefaults`).
    ///
    /// The three flags are `.integer(1/0)`: the source writes `x ? @1 : @0`, integer NSNumbers
    /// (`<integer>1</integer>` in the plist), not `@YES`/`@NO` booleans.
    package var dictionary: StoreValue {
        .dictionary([
            "version": .string(PACConstants.versionString),
            "plat": .string(PACConstants.platform),
            "tag_for_under_age_of_consent": .integer(tagForUnderAgeOfConsent ? 1 : 0),
            "is_request_in_eea_or_unknown": .integer(isRequestInEEAOrUnknown ? 1 : 0),
            "has_any_npa_pub_id": .integer(hasAnyNonPersonalizedPublisherIdentifier ? 1 : 0),
            "consent_state": .string(consentStatus.storedString),
            "pub_ids": .array(publisherIdentifiers.map { .string($0) }),
            "providers": .array(adProviders.map { .dictionary($0.dictionaryRepresentation) }),
            "consented_providers": .array(consentedProviders.map { .dictionary($0.dictionaryRepresentation) }),
            "raw_response": .string(rawResponse),
        ])
    }

    /// `-readStatusFromUserDefaults`: the status for a stored value (nil when the key is absent).
    ///
    /// Missing and unrecognised fields read as defaults, as in PAC. Where PAC would crash (a
    /// non-dictionary root, a flag that is an array, `providers` that is a string, ...) the field
    /// reads as its default and `notes` says what the device would have done. `raw_response` is not
    /// read, exactly like PAC.
    package static func read(_ stored: StoreValue?) -> (status: PACStoredStatus, notes: [String]) {
        var status = PACStoredStatus()
        var notes: [String] = []
        func crash(_ what: String) {
            let key = PACConstants.userDefaultsRootKey
            notes.append("consentsim: the real SDK would crash reading \(key)\(what); read as the default")
        }
        guard let stored else { return (status, notes) }
        guard case .dictionary(let info) = stored else {
            crash(" (a \(stored.typeName), not a dictionary)")
            return (status, notes)
        }
        func flag(_ key: String) -> Bool {
            guard let i = PACObjC.integerValue(info[key]) else {
                crash(".\(key) (a \(info[key]!.typeName) has no integerValue)")
                return false
            }
            return i != 0
        }
        status.tagForUnderAgeOfConsent = flag("tag_for_under_age_of_consent")
        status.isRequestInEEAOrUnknown = flag("is_request_in_eea_or_unknown")
        status.hasAnyNonPersonalizedPublisherIdentifier = flag("has_any_npa_pub_id")
        if case .string(let s)? = info["consent_state"] { status.consentStatus = PACConsentStatus(storedString: s) }
        if case .string(let s)? = info["consent_source"] { status.consentSource = PACConsentSource(rawValue: s) }
        switch info["pub_ids"] {
        case nil: break
        case .array(let items)?:
            var seen = Set<String>()
            for case .string(let s) in items where seen.insert(s).inserted { status.publisherIdentifiers.append(s) }
        case let other?: crash(".pub_ids (a \(other.typeName), not an array)")
        }
        func providers(_ key: String) -> [PACAdProvider] {
            switch info[key] {
            case nil: return []
            case .array(let items)?:
                if items.contains(where: { if case .dictionary = $0 { false } else { true } }) {
                    crash(".\(key) (an entry that is not a dictionary)")
                    return []
                }
                return PACAdProvider.providers(from: items)
            case .dictionary(let d)? where d.isEmpty: return []
            case let other?:
                crash(".\(key) (a \(other.typeName), not an array)")
                return []
            }
        }
        status.adProviders = providers("providers")
        status.consentedProviders = providers("consented_providers")
        return (status, notes)
    }

    /// The status as a trace JSON object.
    package var json: JSONValue {
        .object([
            "consentStatus": .string(consentStatus.storedString),
            "tagForUnderAgeOfConsent": .bool(tagForUnderAgeOfConsent),
            "isRequestInEEAOrUnknown": .bool(isRequestInEEAOrUnknown),
            "hasAnyNonPersonalizedPublisherIdentifier": .bool(hasAnyNonPersonalizedPublisherIdentifier),
            "publisherIdentifiers": .array(publisherIdentifiers.map { .string($0) }),
            "adProviders": .array(adProviders.map(\.json)),
            "consentedProviders": .array(consentedProviders.map(\.json)),
            "rawResponse": .string(rawResponse),
        ])
    }
}

/// Who set the legacy Consent SDK for Android's status last (`ConsentData.consentSource`): the SDK's
/// own reset after an info update, the app's `setConsentStatus`, or the consent form.
package enum PACConsentSource: String, Hashable, Sendable {
    case sdk
    case programmatic
    case form
}

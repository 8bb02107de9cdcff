/// `UMPDebugSettings`: debug geography and test device ids for `requestConsentInfoUpdate`.
package struct UMPDebugSettings: Hashable, Sendable {
    /// Hashed device ids (from the console line) for which debug features are enabled.
    package var testDeviceIdentifiers: [String]
    /// Where a test device pretends to be.
    package var geography: UMPDebugGeography

    /// Settings with the given geography and test device ids.
    package init(geography: UMPDebugGeography = .disabled, testDeviceIdentifiers: [String] = []) {
        self.geography = geography
        self.testDeviceIdentifiers = testDeviceIdentifiers
    }
}

/// `UMPRequestParameters`.
package struct UMPRequestParameters: Hashable, Sendable {
    /// `tagForUnderAgeOfConsent` (Swift `isTaggedForUnderAgeOfConsent`): UMP then asks no consent.
    package var tagForUnderAgeOfConsent: Bool
    /// `debugSettings`; nil as in the header.
    package var debugSettings: UMPDebugSettings?
    /// `consentSyncID` (iOS 3.1.0, Android 4.0.0 `setConsentSyncId`); nil when the app sets none.
    package var consentSyncID: String?

    /// Parameters; the defaults are the SDK's.
    package init(tagForUnderAgeOfConsent: Bool = false, debugSettings: UMPDebugSettings? = nil, consentSyncID: String? = nil) {
        self.tagForUnderAgeOfConsent = tagForUnderAgeOfConsent
        self.debugSettings = debugSettings
        self.consentSyncID = consentSyncID
    }
}

/// Where the UMP server places a request: the three regimes UMP distinguishes.
///
/// `eea` stands for every GDPR region UMP treats alike (EEA, UK, Switzerland).
package enum UMPRegion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case eea = "EEA"
    case regulatedUSState = "regulatedUSState"
    case other = "other"

    /// The name scripts use.
    package var description: String { rawValue }

    /// Parses a name case-insensitively (`EEA`, `regulatedUSState`, `other`; `UK`/`CH` count as EEA).
    package init?(name: String) {
        switch name.lowercased() {
        case "eea", "uk", "ch", "gb": self = .eea
        case "regulatedusstate", "us-state", "usstate": self = .regulatedUSState
        case "other", "noteea", "us": self = .other
        default: return nil
        }
    }
}

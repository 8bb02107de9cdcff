import Basics

/// One Consent Mode v2 signal's value as Google's SDKs hold it.
public enum ConsentModeValue: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case granted
    case denied
    /// Set by nobody: the app's own default applies (Consent Mode's default is granted).
    case notSet = "unset"

    /// `granted`, `denied` or `unset`.
    public var description: String { rawValue }
}

/// The four Consent Mode v2 signals, named as Google names them, in the order of the digits of
/// `UMP_consentModeValues`.
public enum ConsentModeSignal: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case adStorage = "ad_storage"
    case adUserData = "ad_user_data"
    case adPersonalization = "ad_personalization"
    case analyticsStorage = "analytics_storage"

    /// Google's name (`ad_personalization`).
    public var description: String { rawValue }
}

/// Consent Mode v2 signals: each signal granted, denied or unset.
public struct ConsentMode: Hashable, Sendable {
    /// The signals that were set; missing ones are unset.
    public var values: [ConsentModeSignal: ConsentModeValue]

    /// Signals with these values; missing ones are unset.
    public init(_ values: [ConsentModeSignal: ConsentModeValue] = [:]) { self.values = values }

    /// The value of `signal`.
    public subscript(signal: ConsentModeSignal) -> ConsentModeValue { values[signal] ?? .notSet }

    /// "ad_storage granted, ad_user_data denied, …".
    public var summary: String { ConsentModeSignal.allCases.map { "\($0) \(self[$0])" }.joined(separator: ", ") }

    /// These signals, with `other`'s set values on top.
    public func overlaid(by other: ConsentMode) -> ConsentMode {
        var out = self
        for (signal, value) in other.values where value != .notSet { out.values[signal] = value }
        return out
    }
}

extension ConsentMode {
    /// `IABTCF_EnableAdvertiserConsentMode`: the in-app form of the CMP API's
    /// `TCData.enableAdvertiserConsentMode`, which Google's "Implement the TCF" page
    /// (developers.google.com/tag-platform/security/guides/implement-TCF-strings) tells a CMP to set
    /// to turn the TCF integration on.
    public static let enableAdvertiserConsentModeKey = InAppKey.enableAdvertiserConsentMode

    /// What Google Analytics for Firebase sets from the stored IABTCF keys (its "TCF client"), as the
    /// Android SDK's code does it in two public decompilations of play-services-measurement (class
    /// reading `IABTCF_VendorConsents`, `IABTCF_gdprApplies`, `IABTCF_EnableAdvertiserConsentMode`,
    /// `IABTCF_PolicyVersion`, `IABTCF_PurposeConsents`, `IABTCF_CmpSdkID`; seen 2026-11-29):
    ///
    /// - nothing at all unless the app leaves the TCF client on (`GOOGLE_ANALYTICS_TCF_DATA_ENABLED`
    ///   in Info.plist, `google_analytics_tcf_data_enabled` in the Android manifest; absent reads as
    ///   on), vendor 755's **consent** character is `1`, `IABTCF_gdprApplies` is the Number 1,
    ///   `IABTCF_EnableAdvertiserConsentMode` is the Number 1, `IABTCF_PolicyVersion` is a Number and
    ///   `IABTCF_PurposeConsents` is a non-empty String;
    /// - then, from the **consent** characters only: `ad_storage` = purpose 1;
    ///   `ad_personalization` = purposes 3 and 4; `ad_user_data` = purposes 1 and 7, only with policy
    ///   version 4 or later; `analytics_storage` is never set ("To control Google Analytics cookies,
    ///   integrate with consent mode", the same Google page).
    ///
    /// Legitimate interest, the TC string itself and its age are not read. A Number stored as a
    /// String reads as absent (Android's `getInt` throws and the code falls back to -1).
    ///
    /// Before November 2023 (`ServingRuleID.consentMode`) the integration had only `ad_storage`.
    public static func firebaseTCF(_ keys: [String: InAppValue], today: CivilDate, tcfDataEnabled: Bool = true) -> ConsentMode {
        guard case .success(let input) = firebaseTCFInput(keys, tcfDataEnabled: tcfDataEnabled) else { return ConsentMode() }
        func consented(_ purpose: Int) -> Bool { character(input.purposes, at: purpose - 1) == UInt8(ascii: "1") }
        func value(_ granted: Bool) -> ConsentModeValue { granted ? .granted : .denied }
        let count = input.purposes.utf8.count
        var mode = ConsentMode([.adStorage: value(consented(1))])
        guard GoogleServingRules.isInForce(.consentMode, on: today) else { return mode }
        if count > 3 { mode.values[.adPersonalization] = value(consented(3) && consented(4)) }
        if count > 6 && input.policy >= 4 { mode.values[.adUserData] = value(consented(1) && consented(7)) }
        return mode
    }

    /// Why Firebase's TCF client sets nothing for `keys` (`message` words it); nil when it reads them.
    public static func firebaseTCFGap(_ keys: [String: InAppValue], tcfDataEnabled: Bool = true) -> FirebaseTCFGap? {
        if case .failure(let gap) = firebaseTCFInput(keys, tcfDataEnabled: tcfDataEnabled) { return gap }
        return nil
    }

    /// Why the TCF client reads nothing: the first unmet condition, in the order the client checks.
    /// Worded only when read: `doctor --batch` reads the Consent Mode of every device and never the gap.
    public enum FirebaseTCFGap: Error, Hashable, Sendable {
        /// The app turned the client off.
        case turnedOff
        /// Vendor 755's consent character is not `1`.
        case noGoogleConsent
        /// `IABTCF_gdprApplies` is not the Number 1.
        case gdprApplies
        /// `IABTCF_EnableAdvertiserConsentMode` is not the Number 1.
        case advertiserConsentMode
        /// `IABTCF_PolicyVersion` is not a Number.
        case policyVersion
        /// `IABTCF_PurposeConsents` is missing or empty.
        case purposeConsents

        /// The condition in words ("IABTCF_EnableAdvertiserConsentMode is not the Number 1").
        public var message: String {
            switch self {
            case .turnedOff: "the app turned it off (GOOGLE_ANALYTICS_TCF_DATA_ENABLED false)"
            case .noGoogleConsent: "vendor \(GoogleAdEligibility.googleVendorID) has no consent in \(InAppKey.vendorConsents)"
            case .gdprApplies: "\(InAppKey.gdprApplies) is not the Number 1"
            case .advertiserConsentMode: "\(InAppKey.enableAdvertiserConsentMode) is not the Number 1"
            case .policyVersion: "\(InAppKey.policyVersion) is not a Number"
            case .purposeConsents: "\(InAppKey.purposeConsents) is missing or empty"
            }
        }
    }

    /// The policy version and purpose-consent string the TCF client reads, or the first unmet condition.
    static func firebaseTCFInput(
        _ keys: [String: InAppValue], tcfDataEnabled: Bool
    ) -> Result<(policy: Int, purposes: String), FirebaseTCFGap> {
        guard tcfDataEnabled else { return .failure(.turnedOff) }
        guard case .string(let vendors)? = keys[InAppKey.vendorConsents],
            character(vendors, at: GoogleAdEligibility.googleVendorID - 1) == UInt8(ascii: "1")
        else { return .failure(.noGoogleConsent) }
        guard keys[InAppKey.gdprApplies] == .number(1) else { return .failure(.gdprApplies) }
        guard keys[InAppKey.enableAdvertiserConsentMode] == .number(1) else { return .failure(.advertiserConsentMode) }
        guard case .number(let policy)? = keys[InAppKey.policyVersion], policy >= 0 else { return .failure(.policyVersion) }
        guard case .string(let purposes)? = keys[InAppKey.purposeConsents], !purposes.isEmpty else { return .failure(.purposeConsents) }
        return .success((policy, purposes))
    }

    /// The keys `firebaseTCF` reads.
    public static let firebaseTCFKeys = [
        InAppKey.vendorConsents, InAppKey.gdprApplies, InAppKey.enableAdvertiserConsentMode, InAppKey.policyVersion,
        InAppKey.purposeConsents,
    ]

    /// The character at `offset` of a binary string, nil past its end.
    static func character(_ text: String, at offset: Int) -> UInt8? {
        let bytes = text.utf8
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
    }
}

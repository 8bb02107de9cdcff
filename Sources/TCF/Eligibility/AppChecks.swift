/// One of the app's own checks: its answer and, when false, which purpose or vendor failed.
public struct AppCheck: Hashable, Sendable {
    /// What the app's function returns.
    public var value: Bool
    /// Why, most decisive first (why it is false, or why it is true without looking at the keys).
    public var reasons: [String]

    /// A result with its reasons.
    public init(value: Bool, reasons: [String]) {
        self.value = value
        self.reasons = reasons
    }
}

/// The app's own ad checks exactly as Stack Overflow answer 68310602 writes `canShowAds()` and
/// `canShowPersonalizedAds()`, the code liko apps' velog post "애드몹 GDPR 메시지 대응하기 (최종)"
/// (2024-01-05) builds its AdMob UMP flow on. These are what the app decides with (the post re-prompts
/// through the privacy-options form when `canShowAds()` is false); Google's serving decision is
/// `GoogleAdEligibility`, and the two can disagree.
///
/// Computed as the answer's code does, quirks included:
/// - only the four binary-string keys are read, never `IABTCF_TCString`, so keys that disagree with the
///   string decide, and an expired or invalid string does not matter;
/// - each key is read with `UserDefaults.string(forKey:)`: a missing key is `""`, and a Number key reads
///   as its decimal digits (Apple documents that `string(forKey:)` returns "the string value of the
///   number" for number values);
/// - `hasAttribute` is 1-based over the string's characters and false past the end, so a string shorter
///   than vendor 755 (e.g. the `"0"` UMP writes when no vendor is consented) means no vendor consent;
/// - vendor 755's consent is required even for the purposes that may rest on legitimate interest
///   (`hasConsentFor([1], …)` ANDs it in), and purposes 2/7/9/10 pass by (purpose consent and vendor
///   consent) or (purpose LI and vendor LI);
/// - publisher restrictions, `IABTCF_gdprApplies`, the policy version and the TC string's age are not
///   looked at.
public struct AppChecks: Hashable, Sendable {
    /// `canShowAds()`: "minimum required for at least non-personalized ads" (the answer's comment).
    public var canShowAds: AppCheck
    /// `canShowPersonalizedAds()`.
    public var canShowPersonalizedAds: AppCheck

    /// Google Advertising Products' GVL id, the answer's `googleId`.
    public static let googleVendorID = 755
    /// Purposes `canShowAds()` requires consent for.
    public static let adsConsentPurposes = [1]
    /// Purposes `canShowPersonalizedAds()` requires consent for.
    public static let personalizedConsentPurposes = [1, 3, 4]
    /// Purposes both checks accept on consent or legitimate interest.
    public static let consentOrLIPurposes = [2, 7, 9, 10]

    /// Both checks from the stored keys (only the four `IABTCF_` binary strings are read).
    /// - Parameters:
    ///   - keys: the stored in-app keys.
    ///   - consentNotRequired: UMP's `consentStatus == .notRequired`; both checks then pass from the keys' side.
    ///   - att: ATT's authorization status; nil where ATT does not exist (iOS < 14), which the answer's
    ///     denied/restricted test never matches.
    ///   - runsOnMac: `isiOSAppOnMac` (the post's `CoreConstants.isiOSAppOnMac`).
    public static func evaluate(
        keys: [String: InAppValue], consentNotRequired: Bool, att: ATTrackingStatus?, runsOnMac: Bool = false
    ) -> AppChecks {
        let strings = CheckedKeyStrings(keys: keys)
        let ads: AppCheck
        if consentNotRequired {
            ads = AppCheck(value: true, reasons: ["consentStatus is notRequired"])
        } else {
            ads = check(consentPurposes: adsConsentPurposes, strings: strings)
        }
        let personalized: AppCheck
        if runsOnMac {
            personalized = AppCheck(value: false, reasons: ["the iOS app runs on a Mac"])
        } else if att == .denied || att == .restricted {
            personalized = AppCheck(value: false, reasons: ["ATT status is \(att!)"])
        } else if consentNotRequired {
            personalized = AppCheck(value: true, reasons: ["consentStatus is notRequired"])
        } else {
            personalized = check(consentPurposes: personalizedConsentPurposes, strings: strings)
        }
        return AppChecks(canShowAds: ads, canShowPersonalizedAds: personalized)
    }

    /// `hasConsentFor(consentPurposes, …) && hasConsentOrLegitimateInterestFor([2, 7, 9, 10], …)`.
    private static func check(consentPurposes: [Int], strings: CheckedKeyStrings) -> AppCheck {
        let g = googleVendorID
        let vendorConsent = hasAttribute(strings.vendorConsent, index: g)
        let vendorLI = hasAttribute(strings.vendorLI, index: g)
        var failures: [String] = []
        for p in consentPurposes where !hasAttribute(strings.purposeConsent, index: p) {
            failures.append("purpose \(p) has no consent (\(InAppKey.purposeConsents) position \(p))")
        }
        if !vendorConsent {
            failures.append("vendor \(g) has no consent (\(InAppKey.vendorConsents) position \(g))")
        }
        for p in consentOrLIPurposes {
            let byConsent = hasAttribute(strings.purposeConsent, index: p) && vendorConsent
            let byLI = hasAttribute(strings.purposeLI, index: p) && vendorLI
            if !byConsent && !byLI {
                failures.append(
                    "purpose \(p) has neither consent with vendor \(g) consent nor legitimate interest with vendor \(g) legitimate interest")
            }
        }
        if failures.isEmpty {
            let list = consentPurposes.map(String.init).joined(separator: ", ")
            return AppCheck(value: true, reasons: ["purposes \(list) and vendor \(g) have consent; 2, 7, 9, 10 have a legal basis"])
        }
        return AppCheck(value: false, reasons: failures)
    }

    /// The answer's `hasAttribute(input:index:)`: `input.count >= index && Array(input)[index - 1] == "1"`.
    public static func hasAttribute(_ input: String, index: Int) -> Bool {
        guard index >= 1 else { return false }
        // ASCII strings (every string a CMP writes) by bytes, where one byte is one Character; anything
        // else (non-ASCII, or "\r\n", one Character of two bytes) by the exact Character walk.
        var position = 0
        for byte in input.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return hasAttributeByCharacter(input, index: index) }
            position += 1
            if position == index { return byte == UInt8(ascii: "1") }
        }
        return false
    }

    /// `hasAttribute` over Characters, as the answer's `Array(input)[index - 1]` reads.
    static func hasAttributeByCharacter(_ input: String, index: Int) -> Bool {
        var position = 0
        for character in input {
            position += 1
            if position == index { return character == "1" }
        }
        return false
    }
}

/// The four strings the answer's checks read, each as `UserDefaults.string(forKey:) ?? ""`.
private struct CheckedKeyStrings {
    var purposeConsent: String
    var vendorConsent: String
    var vendorLI: String
    var purposeLI: String

    init(keys: [String: InAppValue]) {
        func read(_ key: String) -> String {
            switch keys[key] {
            case .none: ""
            case .string(let s)?: s
            case .number(let n)?: String(n)
            }
        }
        purposeConsent = read(InAppKey.purposeConsents)
        vendorConsent = read(InAppKey.vendorConsents)
        vendorLI = read(InAppKey.vendorLegitimateInterests)
        purposeLI = read(InAppKey.purposeLegitimateInterests)
    }
}

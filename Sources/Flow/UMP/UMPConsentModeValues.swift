import Basics
import Store
import TCF

/// `UMP_consentModeValues`: UMP's own summary of the Consent Mode values it set for Google Analytics
/// for Firebase, stored beside the IABTCF keys (NSUserDefaults; Android's default SharedPreferences).
///
/// Format (Google's "Google consent management solution SDKs" page,
/// developers.google.com/funding-choices/fc-sdks, "Consent mode basic mode support"; seen 2026-11-29):
/// four digits, one per signal in the order ad_storage, ad_user_data, ad_personalization,
/// analytics_storage; 0 no value yet, 1 granted, 2 denied, 3 consent mode does not apply to this user,
/// 4 consent mode not configured for this purpose. Device logs and dumps published on GitHub show
/// `4444` beside `IABTCF_gdprApplies` 0 and beside EEA consent, i.e. UMP writes the key also when the
/// publisher has not turned consent mode on.
package struct UMPConsentModeValues: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    package static let key = "UMP_consentModeValues"

    /// One digit.
    package enum Digit: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case noValueYet = 0
        case granted = 1
        case denied = 2
        case notApplicable = 3
        case notConfigured = 4

        /// The meaning in words ("not configured").
        package var description: String {
            switch self {
            case .noValueYet: "no value yet"
            case .granted: "granted"
            case .denied: "denied"
            case .notApplicable: "not applicable"
            case .notConfigured: "not configured"
            }
        }
    }

    /// The digits in `ConsentModeSignal.allCases` order.
    package var digits: [Digit]

    /// The same digit for every signal.
    package init(all digit: Digit) { digits = Array(repeating: digit, count: ConsentModeSignal.allCases.count) }

    /// The stored text: exactly four digits 0–4; nil otherwise.
    package init?(stored text: String) {
        var out: [Digit] = []
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), let d = Digit(rawValue: Int(byte) - Int(UInt8(ascii: "0"))) else { return nil }
            out.append(d)
        }
        guard out.count == ConsentModeSignal.allCases.count else { return nil }
        digits = out
    }

    /// `1122`.
    package var description: String { digits.map { String($0.rawValue) }.joined() }

    /// The digit of `signal`.
    package subscript(signal: ConsentModeSignal) -> Digit {
        digits[ConsentModeSignal.allCases.firstIndex(of: signal) ?? 0]
    }

    /// What UMP hands to Firebase: granted and denied digits set their signal; the others set nothing.
    package var consentMode: ConsentMode {
        var mode = ConsentMode()
        for signal in ConsentModeSignal.allCases {
            switch self[signal] {
            case .granted: mode.values[signal] = .granted
            case .denied: mode.values[signal] = .denied
            case .noValueYet, .notApplicable, .notConfigured: break
            }
        }
        return mode
    }

    /// "ad_storage granted, ad_user_data denied, …, analytics_storage not configured".
    package var summary: String { ConsentModeSignal.allCases.map { "\($0) \(self[$0])" }.joined(separator: ", ") }

    /// The values UMP stores after a GDPR choice recorded as `model`, with consent mode turned on.
    ///
    /// Google publishes that UMP "interprets" the four purposes (AdMob "Interpret consent mode values",
    /// UMP iOS 3.0.0 / Android 3.2.0, page updated 2025-09-04), not its mapping. consentsim applies
    /// Google's own TCF table as Firebase reads it (`ConsentMode.firebaseTCF`: consent bits only, and
    /// nothing granted without vendor 755's consent) to the three ad signals, and purpose 1 (store
    /// and/or access information on a device) to analytics_storage — its own inference.
    package static func afterChoice(_ model: TCModel) -> UMPConsentModeValues {
        let google = model.vendorConsents.contains(GoogleAdEligibility.googleVendorID)
        func digit(_ purposes: Int...) -> Digit {
            google && purposes.allSatisfy(model.purposesConsent.contains) ? .granted : .denied
        }
        var values = UMPConsentModeValues(all: .denied)
        values.digits = [digit(1), digit(1, 7), digit(3, 4), digit(1)]
        return values
    }
}

/// The Consent Mode values each of Google's readers would hold for a device's stored keys, and the
/// result: UMP's own call where it set a signal, Firebase's reading of the TCF keys otherwise.
///
/// Which call Firebase keeps when both set a signal is not published; UMP sets its values after it
/// stores the keys (AdMob "Interpret consent mode values": Firebase must start before UMP), so
/// consentsim lets UMP's values stand — its own inference.
package struct ConsentModeReadings: Hashable, Sendable {
    /// Google Analytics for Firebase's reading of the IABTCF keys (`ConsentMode.firebaseTCF`).
    package var firebaseTCF: ConsentMode
    /// Why that reading set nothing (`ConsentMode.firebaseTCFGap`); nil when it read the keys.
    package var firebaseTCFGap: ConsentMode.FirebaseTCFGap?
    /// What UMP stored as `UMP_consentModeValues`; nil when absent or unreadable.
    package var ump: UMPConsentModeValues?
    /// The text stored under `UMP_consentModeValues` when it is not four digits 0–4.
    package var unreadableUMPValue: String?

    /// The signals Firebase ends up with.
    package var effective: ConsentMode { firebaseTCF.overlaid(by: ump?.consentMode ?? ConsentMode()) }

    /// The readings of `keys` (IABTCF keys, typed) and the stored `UMP_consentModeValues` on `today`.
    package static func read(
        tcfKeys keys: [String: InAppValue], umpValues: StoreValue?, today: CivilDate, tcfDataEnabled: Bool = true
    ) -> ConsentModeReadings {
        // A gap means the client sets nothing, so the keys are read once when there is one.
        let gap = ConsentMode.firebaseTCFGap(keys, tcfDataEnabled: tcfDataEnabled)
        var readings = ConsentModeReadings(
            firebaseTCF: gap == nil ? ConsentMode.firebaseTCF(keys, today: today, tcfDataEnabled: tcfDataEnabled) : ConsentMode(),
            firebaseTCFGap: gap, ump: nil)
        switch umpValues {
        case .string(let text)?:
            if let values = UMPConsentModeValues(stored: text) { readings.ump = values } else { readings.unreadableUMPValue = "\"\(text)\"" }
        case let other?: readings.unreadableUMPValue = "a \(other.typeName)"
        case nil: break
        }
        return readings
    }
}

import Basics

/// One Consent Mode v2 signal's value as Google's SDKs infer it from the stored TC string.
public enum ConsentModeValue: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case granted
    case denied
    /// Not inferred from the TC string: the app's own default (Consent Mode's default is granted).
    case notSet = "unset"

    /// `granted`, `denied` or `unset`.
    public var description: String { rawValue }
}

/// The four Consent Mode v2 signals, named as Google names them.
public enum ConsentModeSignal: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case adStorage = "ad_storage"
    case adUserData = "ad_user_data"
    case adPersonalization = "ad_personalization"
    case analyticsStorage = "analytics_storage"

    /// Google's name (`ad_personalization`).
    public var description: String { rawValue }
}

/// What Google's SDKs infer for Consent Mode v2 from the stored TC string (UMP iOS 3.0.0 and Android
/// 3.2.0 set it for Firebase), by Google's published TCF mapping (the `consentMode` rule of
/// `GoogleServingRules`): purpose 1 denied → `ad_storage` and `ad_user_data` denied; purpose 3 or 4
/// denied → `ad_personalization` denied; purpose 7 denied → `ad_user_data` denied. `analytics_storage`
/// is not inferred ("To control Google Analytics cookies, integrate with consent mode"). Where GDPR
/// does not apply, or the string is missing, invalid or expired, nothing is inferred: Google's tags
/// accept only strings implemented as the TCF policies require and otherwise keep their defaults.
public struct ConsentMode: Hashable, Sendable {
    /// Each signal's value, in `ConsentModeSignal.allCases` order.
    public var values: [ConsentModeSignal: ConsentModeValue]

    /// Signals with these values; missing ones are unset.
    public init(_ values: [ConsentModeSignal: ConsentModeValue] = [:]) { self.values = values }

    /// The value of `signal`.
    public subscript(signal: ConsentModeSignal) -> ConsentModeValue { values[signal] ?? .notSet }

    /// "ad_storage granted, ad_user_data denied, …".
    public var summary: String { ConsentModeSignal.allCases.map { "\($0) \(self[$0])" }.joined(separator: ", ") }

    /// The signals inferred from a stored key reading on `today`.
    public static func infer(_ reading: InAppReading, today: CivilDate) -> ConsentMode {
        guard reading.gdprApplies == 1, reading.modelFromTCString, let model = reading.model else { return ConsentMode() }
        return infer(model, today: today)
    }

    /// The signals inferred from a decoded TC string under GDPR on `today`.
    public static func infer(_ model: TCModel, today: CivilDate) -> ConsentMode {
        let expiry = CivilDate(deciseconds: model.lastUpdated).adding(months: GoogleAdEligibility.validityMonths)
        guard today < expiry, model.isServiceSpecific else { return ConsentMode() }
        func allowed(_ p: Int) -> Bool { model.purposesConsent.contains(p) || model.purposesLITransparency.contains(p) }
        func value(_ granted: Bool) -> ConsentModeValue { granted ? .granted : .denied }
        var mode = ConsentMode([.adStorage: value(allowed(1))])
        // Before November 2023 Google's mapping had only ad_storage.
        if GoogleServingRules.isInForce(.consentMode, on: today) {
            mode.values[.adUserData] = value(allowed(1) && allowed(7))
            mode.values[.adPersonalization] = value(allowed(3) && allowed(4))
        }
        return mode
    }
}

// UMP for Android numbers its statuses differently from UMP for iOS. Each raw value below is the
// constant of the Android reference (developers.google.com/admob/android/reference/privacy/
// com/google/android/ump/...), which the simulator shows and stores for an Android app.

extension UMPConsentStatus {
    /// The Android constant: `ConsentInformation.ConsentStatus` UNKNOWN 0, NOT_REQUIRED 1, REQUIRED 2,
    /// OBTAINED 3 (Android reference, ConsentInformation.ConsentStatus; iOS has required 1,
    /// notRequired 2: UMPConsentStatus reference).
    package var androidRawValue: Int {
        switch self {
        case .unknown: 0
        case .notRequired: 1
        case .required: 2
        case .obtained: 3
        }
    }

    /// The status whose Android constant is `androidRawValue`.
    package init?(androidRawValue: Int) {
        guard let status = UMPConsentStatus.allCases.first(where: { $0.androidRawValue == androidRawValue }) else { return nil }
        self = status
    }

    /// The raw value `platform`'s SDK uses.
    package func rawValue(on platform: DevicePlatform) -> Int {
        switch platform {
        case .ios: rawValue
        case .android: androidRawValue
        }
    }

    /// The status whose raw value on `platform` is `raw`.
    package init?(rawValue raw: Int, on platform: DevicePlatform) {
        switch platform {
        case .ios: self.init(rawValue: raw)
        case .android: self.init(androidRawValue: raw)
        }
    }

    /// The Android constant's name (`NOT_REQUIRED`).
    package var androidName: String {
        switch self {
        case .unknown: "UNKNOWN"
        case .notRequired: "NOT_REQUIRED"
        case .required: "REQUIRED"
        case .obtained: "OBTAINED"
        }
    }
}

extension UMPPrivacyOptionsRequirementStatus {
    /// The Android case name. `ConsentInformation.PrivacyOptionsRequirementStatus` is a Java enum,
    /// not an int constant: UMP for Android caches it as this name, as a String, read back with
    /// `PrivacyOptionsRequirementStatus.valueOf(getString("privacy_options_requirement_status",
    /// UNKNOWN.name()))` (decompiled UMP 2.x, the class that opens `__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__`,
    /// as published in public APK decompilations on GitHub).
    package var androidName: String {
        switch self {
        case .unknown: "UNKNOWN"
        case .required: "REQUIRED"
        case .notRequired: "NOT_REQUIRED"
        }
    }

    /// The status named `name` on Android.
    package init?(androidName name: String) {
        guard let status = UMPPrivacyOptionsRequirementStatus.allCases.first(where: { $0.androidName == name }) else { return nil }
        self = status
    }

    /// The number a plugin that bridges the Java enum uses (UNKNOWN 0, NOT_REQUIRED 1, REQUIRED 2:
    /// poingstudios/godot-admob-plugin's reference, ConsentInformation.PrivacyOptionsRequirementStatus),
    /// shown where the inspector shows a raw value; iOS has required 1, notRequired 2.
    package var androidRawValue: Int {
        switch self {
        case .unknown: 0
        case .notRequired: 1
        case .required: 2
        }
    }

    /// The raw value shown for `platform`: iOS's own, Android's bridge numbering.
    package func rawValue(on platform: DevicePlatform) -> Int {
        switch platform {
        case .ios: rawValue
        case .android: androidRawValue
        }
    }
}

extension UMPFormErrorCode {
    /// The Android `FormError.ErrorCode` constant for this failure: INTERNAL_ERROR 1, INTERNET_ERROR 2,
    /// INVALID_OPERATION 3, TIME_OUT 4 (Android reference, FormError.ErrorCode). iOS numbers form
    /// errors 5–9 and request errors 1–4 in separate enums; Android has one set for both. Which
    /// Android code an iOS-only case becomes is not documented: a form used twice, an invalid
    /// activity and an unavailable form are calls the SDK refuses, so INVALID_OPERATION (a choice).
    package var androidErrorCode: Int {
        switch self {
        case .internal: 1
        case .alreadyUsed, .invalidViewController, .unavailable: 3
        case .timeout: 4
        }
    }
}

extension UMPRequestErrorCode {
    /// The Android `FormError.ErrorCode` a failed `requestConsentInfoUpdate` reports: a network
    /// failure is INTERNET_ERROR 2, everything else INTERNAL_ERROR 1 (Android reference,
    /// FormError.ErrorCode; the mapping of a bad app id or a misconfiguration is a choice).
    package var androidErrorCode: Int {
        switch self {
        case .network: 2
        case .internal, .invalidAppID, .misconfiguration: 1
        }
    }
}

extension UMPDebugGeography {
    /// The Android constant (`ConsentDebugSettings.DebugGeography`): DEBUG_GEOGRAPHY_DISABLED 0,
    /// EEA 1, NOT_EEA 2 (deprecated), REGULATED_US_STATE 3, OTHER 4, the same numbers as iOS
    /// (Android reference, ConsentDebugSettings.DebugGeography).
    package var androidName: String {
        switch self {
        case .disabled: "DEBUG_GEOGRAPHY_DISABLED"
        case .eea: "DEBUG_GEOGRAPHY_EEA"
        case .notEEA: "DEBUG_GEOGRAPHY_NOT_EEA"
        case .regulatedUSState: "DEBUG_GEOGRAPHY_REGULATED_US_STATE"
        case .other: "DEBUG_GEOGRAPHY_OTHER"
        }
    }
}

import Basics
import Store
import TCF

/// The fixed facts UMP runs with during one app session: the publisher's server setup, the message,
/// and the device (set by the app at launch).
package struct UMPEnvironment: Hashable, Sendable {
    /// What the simulated server decides from.
    package var server: UMPServerConfiguration
    /// The GDPR message's setup.
    package var message: UMPMessageSettings
    /// The region the device really is in (used when debug geography is `disabled` or does not apply).
    package var deviceRegion: UMPRegion
    /// Whether the device is a simulator, which UMP always treats as a test device.
    package var isSimulator: Bool
    /// The hashed id UMP logs for this device (`testDeviceIdentifiers` must list it on a real device).
    package var deviceIdentifier: String
    /// The platform whose UMP runs: its numbering and where it keeps its state.
    package var platform: DevicePlatform

    /// The id the simulated device's UMP logs for itself on `platform`. iOS logs an identifier in UUID
    /// form; Android logs a hashed id of 32 hexadecimal digits (the form Google's Android example apps
    /// and public UMP integrations show for `addTestDeviceHashedId`). Both are fixed, made-up ids.
    package static func deviceIdentifier(on platform: DevicePlatform) -> String {
        switch platform {
        case .ios: "6D92078A-8246-4BA4-AE5B-76104861E7DC"
        case .android: "B3EEABB8EE11C2BE770B684D95219ECB"
        }
    }

    /// The line UMP logs on `platform` for a device that is not a test device: iOS's
    /// `<UMP SDK> To enable debug mode …` (observed on devices), Android's logcat line as quoted in
    /// googleads/googleads-mobile-android-examples (java/admob/BannerExample, MyActivity.java).
    package static func testDeviceHint(on platform: DevicePlatform, identifier: String) -> String {
        switch platform {
        case .ios: "<UMP SDK> To enable debug mode for this device, set: UMPDebugSettings.testDeviceIdentifiers = @[ @\"\(identifier)\" ];"
        case .android:
            "UserMessagingPlatform: Use new ConsentDebugSettings.Builder().addTestDeviceHashedId(\"\(identifier)\") to set this as a debug device."
        }
    }

    /// An environment; defaults are a simulator in a non-regulated region.
    package init(
        server: UMPServerConfiguration = UMPServerConfiguration(), message: UMPMessageSettings = UMPMessageSettings(),
        deviceRegion: UMPRegion = .other, isSimulator: Bool = true,
        deviceIdentifier: String = "6D92078A-8246-4BA4-AE5B-76104861E7DC", platform: DevicePlatform = .ios
    ) {
        self.platform = platform
        self.server = server
        self.message = message
        self.deviceRegion = deviceRegion
        self.isSimulator = isSimulator
        self.deviceIdentifier = deviceIdentifier
    }
}

/// What UMP reads from the device when a request is made: the date and the ATT status.
package struct UMPDeviceReading: Hashable, Sendable {
    /// Today (UTC), for TC string timestamps and the 13-month rule.
    package var today: CivilDate
    /// `ATTrackingManager.trackingAuthorizationStatus`; nil below iOS 14 (no framework).
    package var attStatus: ATTrackingStatus?

    /// A reading.
    package init(today: CivilDate, attStatus: ATTrackingStatus?) {
        self.today = today
        self.attStatus = attStatus
    }
}

/// What UMP keeps on the device between sessions, as read at launch.
///
/// UMP's own iOS storage is undocumented, so on iOS the simulator keeps the previous session's
/// statuses under its own, clearly named private keys (`consentsim.ump.*`, iOS raw values). UMP for
/// Android keeps them in its own SharedPreferences file, `__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__`:
/// `consent_status` as an int (Android's numbering) and `privacy_options_requirement_status` as the
/// enum's name (bocops/UMP-workarounds, get_previous_consent_status.kt, 2024-05-05; decompiled UMP
/// 2.x published on GitHub). The store keeps that file's keys as `<file>/<key>`
/// (`AndroidPreferencesFiles`). Consent itself lives in the `IABTCF_*` keys on both.
package struct UMPPersisted: Hashable, Sendable {
    /// Private key (iOS): the last `consentStatus` (raw value).
    package static let consentStatusKey = "consentsim.ump.consentStatus"
    /// Private key (iOS): the last `privacyOptionsRequirementStatus` (raw value).
    package static let privacyOptionsKey = "consentsim.ump.privacyOptionsRequirementStatus"
    /// Prefix of every private key (iOS).
    package static let privateKeyPrefix = "consentsim.ump."
    /// UMP for Android's `consent_status` (int, Android's numbering), in its own preferences file.
    package static let androidConsentStatusKey = AndroidPreferencesFiles.umpInternal + "/consent_status"
    /// UMP for Android's `privacy_options_requirement_status` (String: the enum's name).
    package static let androidPrivacyOptionsKey = AndroidPreferencesFiles.umpInternal + "/privacy_options_requirement_status"
    /// Prefix of every key of UMP for Android's own file.
    package static let androidPrefix = AndroidPreferencesFiles.umpInternal + "/"

    /// The prefix of the keys UMP keeps its own state under on `platform`.
    package static func privatePrefix(on platform: DevicePlatform) -> String {
        switch platform {
        case .ios: privateKeyPrefix
        case .android: androidPrefix
        }
    }

    /// The previous session's consent status (`unknown` on first launch or after `reset`).
    package var consentStatus: UMPConsentStatus
    /// The previous session's privacy-options requirement.
    package var privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus
    /// `IABTCF_TCString` as stored.
    package var tcString: String?
    /// `IABGPP_HDR_GppString` as stored.
    package var gppString: String?

    /// A snapshot; the defaults are a fresh install.
    package init(
        consentStatus: UMPConsentStatus = .unknown,
        privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus = .unknown, tcString: String? = nil
    ) {
        self.consentStatus = consentStatus
        self.privacyOptionsRequirementStatus = privacyOptionsRequirementStatus
        self.tcString = tcString
    }

    /// What `platform`'s UMP reads from `domain`.
    package static func read(from domain: StoreDomain, platform: DevicePlatform) -> UMPPersisted {
        var tc: String?
        if case .string(let s)? = domain[InAppKey.tcString] { tc = s }
        var persisted = readStatuses(from: domain, platform: platform, tcString: tc)
        if case .string(let s)? = domain[GPPUSNational.gppStringKey] { persisted.gppString = s }
        return persisted
    }

    /// The statuses `platform`'s UMP reads from `domain`, with `tcString`.
    static func readStatuses(from domain: StoreDomain, platform: DevicePlatform, tcString tc: String?) -> UMPPersisted {
        func raw(_ key: String) -> Int? {
            if case .integer(let i)? = domain[key] { return Int(i) }
            return nil
        }
        switch platform {
        case .ios:
            return UMPPersisted(
                consentStatus: raw(consentStatusKey).flatMap(UMPConsentStatus.init(rawValue:)) ?? .unknown,
                privacyOptionsRequirementStatus: raw(privacyOptionsKey).flatMap(UMPPrivacyOptionsRequirementStatus.init(rawValue:)) ?? .unknown,
                tcString: tc)
        case .android:
            var privacy = UMPPrivacyOptionsRequirementStatus.unknown
            if case .string(let name)? = domain[androidPrivacyOptionsKey] {
                privacy = UMPPrivacyOptionsRequirementStatus(androidName: name) ?? .unknown
            }
            return UMPPersisted(
                consentStatus: raw(androidConsentStatusKey).flatMap(UMPConsentStatus.init(androidRawValue:)) ?? .unknown,
                privacyOptionsRequirementStatus: privacy, tcString: tc)
        }
    }

    /// The writes that store `consentStatus` as `platform`'s UMP does.
    static func consentStatusWrite(_ status: UMPConsentStatus, on platform: DevicePlatform) -> StoreWrite {
        switch platform {
        case .ios: .set(consentStatusKey, .integer(Int64(status.rawValue)))
        case .android: .set(androidConsentStatusKey, .integer(Int64(status.androidRawValue)))
        }
    }

    /// The write that stores the privacy-options requirement as `platform`'s UMP does.
    static func privacyOptionsWrite(_ status: UMPPrivacyOptionsRequirementStatus, on platform: DevicePlatform) -> StoreWrite {
        switch platform {
        case .ios: .set(privacyOptionsKey, .integer(Int64(status.rawValue)))
        case .android: .set(androidPrivacyOptionsKey, .string(status.androidName))
        }
    }
}

/// Which API started a form load.
package enum UMPFormLoad: String, Hashable, Sendable {
    /// `UMPConsentForm.load`.
    case load
    /// `UMPConsentForm.loadAndPresentIfRequired`.
    case loadAndPresentIfRequired
}

/// The forms UMP can show.
package enum UMPFormKind: String, Hashable, Sendable, CaseIterable {
    /// The GDPR ("European regulations") message.
    case consentMessage
    /// The GDPR message, with the ATT alert straight after it (EEA, undecided, IDFA message on).
    case consentMessageThenATT
    /// The IDFA explainer ("Continue"), then the ATT alert.
    case idfaExplainer
    /// The GDPR message reopened from the privacy-options entry point (toggles at their defaults).
    case privacyOptions
    /// The US states message ("Opt out of the sale or sharing of personal information").
    case usStatesMessage
}

/// Who presented a form, which decides the completion handler that runs when it closes.
package enum UMPPresentOrigin: Hashable, Sendable {
    /// `-[UMPConsentForm presentFromViewController:]` on form `formID`.
    case present(formID: Int)
    /// `loadAndPresentIfRequired`.
    case loadAndPresentIfRequired
    /// `presentPrivacyOptionsForm`.
    case privacyOptions
}

/// A form on screen.
package struct UMPPresentedForm: Hashable, Sendable {
    /// The form object's id (single use).
    package var id: Int
    /// What it shows.
    package var kind: UMPFormKind
    /// Who presented it.
    package var origin: UMPPresentOrigin
    /// True once the user finished the form's own page and UMP is waiting for the ATT alert.
    package var awaitingATT: Bool

    /// A presented form.
    package init(id: Int, kind: UMPFormKind, origin: UMPPresentOrigin, awaitingATT: Bool = false) {
        self.id = id
        self.kind = kind
        self.origin = origin
        self.awaitingATT = awaitingATT
    }
}

/// A loaded, not yet presented form object.
package struct UMPLoadedForm: Hashable, Sendable {
    /// Its id.
    package var id: Int
    /// What it will show.
    package var kind: UMPFormKind
}

/// Everything `UMPConsentInformation` and `UMPConsentForm` hold during one app session.
package struct UMPState: Hashable, Sendable {
    /// The session's fixed facts.
    package var environment: UMPEnvironment
    /// What was read from storage at launch, kept up to date with UMP's own writes.
    package var persisted: UMPPersisted
    /// `consentStatus`.
    package var consentStatus: UMPConsentStatus = .unknown
    /// `formStatus`.
    package var formStatus: UMPFormStatus = .unknown
    /// `privacyOptionsRequirementStatus`.
    package var privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus = .unknown
    /// Whether `requestConsentInfoUpdate` was called this session.
    package var requestCalled = false
    /// Requests whose completion has not run yet.
    package var pendingRequests = 0
    /// The last successful server answer this session.
    package var response: UMPServerResponse?
    /// The message consent gathering must show this session (nil when none is required).
    package var requiredMessage: UMPFormKind?
    /// The device reading taken at the last request.
    package var reading: UMPDeviceReading
    /// A form load in flight.
    package var formLoad: UMPFormLoad?
    /// Loaded form objects not yet presented.
    package var loadedForms: [UMPLoadedForm] = []
    /// The id the next form object gets; ids below it that are not loaded were used.
    package var nextFormID = 1
    /// The form on screen.
    package var presented: UMPPresentedForm?

    /// A fresh session.
    package init(
        environment: UMPEnvironment = UMPEnvironment(), persisted: UMPPersisted = UMPPersisted(),
        reading: UMPDeviceReading = UMPDeviceReading(today: CivilDate(year: 2026, month: 1, day: 15), attStatus: .notDetermined)
    ) {
        self.environment = environment
        self.persisted = persisted
        self.reading = reading
    }

    /// `canRequestAds`: NO until the request is called; then YES for `notRequired` or `obtained`
    /// (which covers UMP 2.5.0's "no message configured", answered with `notRequired`).
    package var canRequestAds: Bool { requestCalled && (consentStatus == .notRequired || consentStatus == .obtained) }

    /// A short name of where the machine is, for transition tables: `status/activity`.
    package var phase: String {
        let activity: String
        if let p = presented {
            activity = p.awaitingATT ? "awaitingATT" : "presenting(\(p.kind.rawValue))"
        } else if formLoad != nil {
            activity = "loadingForm"
        } else if pendingRequests > 0 {
            activity = "requesting"
        } else {
            activity = "idle"
        }
        return "\(consentStatus)/\(activity)"
    }
}

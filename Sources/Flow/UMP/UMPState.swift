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

    /// An environment; defaults are a simulator in a non-regulated region.
    package init(
        server: UMPServerConfiguration = UMPServerConfiguration(), message: UMPMessageSettings = UMPMessageSettings(),
        deviceRegion: UMPRegion = .other, isSimulator: Bool = true,
        deviceIdentifier: String = "6D92078A-8246-4BA4-AE5B-76104861E7DC"
    ) {
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

/// What UMP keeps in the app's `UserDefaults` between sessions, as read at launch.
///
/// UMP's own iOS storage is undocumented, so the simulator keeps the previous session's statuses
/// under its own, clearly named private keys (`consentsim.ump.*`); consent itself lives in the
/// `IABTCF_*` keys.
package struct UMPPersisted: Hashable, Sendable {
    /// Private key: the last `consentStatus` (raw value).
    package static let consentStatusKey = "consentsim.ump.consentStatus"
    /// Private key: the last `privacyOptionsRequirementStatus` (raw value).
    package static let privacyOptionsKey = "consentsim.ump.privacyOptionsRequirementStatus"
    /// Prefix of every private key.
    package static let privateKeyPrefix = "consentsim.ump."

    /// The previous session's consent status (`unknown` on first launch or after `reset`).
    package var consentStatus: UMPConsentStatus
    /// The previous session's privacy-options requirement.
    package var privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus
    /// `IABTCF_TCString` as stored.
    package var tcString: String?

    /// A snapshot; the defaults are a fresh install.
    package init(
        consentStatus: UMPConsentStatus = .unknown,
        privacyOptionsRequirementStatus: UMPPrivacyOptionsRequirementStatus = .unknown, tcString: String? = nil
    ) {
        self.consentStatus = consentStatus
        self.privacyOptionsRequirementStatus = privacyOptionsRequirementStatus
        self.tcString = tcString
    }

    /// What UMP reads from `domain`.
    package static func read(from domain: StoreDomain) -> UMPPersisted {
        func raw(_ key: String) -> Int? {
            if case .integer(let i)? = domain[key] { return Int(i) }
            return nil
        }
        var tc: String?
        if case .string(let s)? = domain[InAppKey.tcString] { tc = s }
        return UMPPersisted(
            consentStatus: raw(consentStatusKey).flatMap(UMPConsentStatus.init(rawValue:)) ?? .unknown,
            privacyOptionsRequirementStatus: raw(privacyOptionsKey).flatMap(UMPPrivacyOptionsRequirementStatus.init(rawValue:)) ?? .unknown,
            tcString: tc)
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
    package init(environment: UMPEnvironment = UMPEnvironment(), persisted: UMPPersisted = UMPPersisted(),
                reading: UMPDeviceReading = UMPDeviceReading(today: CivilDate(year: 2026, month: 1, day: 15), attStatus: .notDetermined)) {
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

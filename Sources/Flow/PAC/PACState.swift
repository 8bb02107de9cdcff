import Basics
import Store

/// The device PAC runs on, as far as debug mode cares.
package struct PACDevice: Hashable, Sendable {
    /// `TARGET_IPHONE_SIMULATOR`: "Debug features are always enabled for simulators."
    package var isSimulator: Bool
    /// `ASIdentifierManager.advertisingIdentifier.UUIDString` (uppercase; all zeros unless ATT is
    /// authorized on iOS 14.5+), compared verbatim with `debugIdentifiers`.
    package var advertisingIdentifier: String

    /// The all-zero IDFA an app sees without tracking authorization.
    package static let zeroAdvertisingIdentifier = "00000000-0000-0000-0000-000000000000"

    /// A device; the default is a simulator (consentsim is one) with the zero IDFA.
    package init(isSimulator: Bool = true, advertisingIdentifier: String = PACDevice.zeroAdvertisingIdentifier) {
        self.isSimulator = isSimulator
        self.advertisingIdentifier = advertisingIdentifier
    }

    /// The device as a trace JSON object.
    package var json: JSONValue {
        .object(["isSimulator": .bool(isSimulator), "advertisingIdentifier": .string(advertisingIdentifier)])
    }
}

/// An info-update request waiting for its HTTP response (answered first in, first out).
package struct PACPendingRequest: Hashable, Sendable {
    /// The identifiers passed to `requestConsentInfoUpdate`, stored as `pub_ids` on success.
    package var publisherIdentifiers: [String]
    /// The URL fetched.
    package var url: String

    /// A pending request.
    package init(publisherIdentifiers: [String], url: String) {
        self.publisherIdentifiers = publisherIdentifiers
        self.url = url
    }

    /// The request as a trace JSON object.
    package var json: JSONValue {
        .object(["publisherIdentifiers": .array(publisherIdentifiers.map { .string($0) }), "url": .string(url)])
    }
}

/// Everything the legacy PAC SDK holds in one app process.
///
/// `status` mirrors `personalized_ad_status`; `storedValue` is what the store holds under that key as
/// far as PAC knows (what it found at launch or last wrote), which is what a form load reads. The
/// rest lives for one session: debug settings, pending requests and form objects.
package struct PACState: Hashable, Sendable {
    /// The persisted fields as `PACConsentInformation` holds them in memory.
    package var status = PACStoredStatus()
    /// The value of `personalized_ad_status` in the store (nil when absent).
    package var storedValue: StoreValue?
    /// The device (survives launches).
    package var device = PACDevice()
    /// `debugGeography` (not persisted).
    package var debugGeography: PACDebugGeography = .disabled
    /// `debugIdentifiers` (not persisted).
    package var debugIdentifiers: [String]?
    /// Info updates waiting for their response, oldest first.
    package var pendingRequests: [PACPendingRequest] = []
    /// Form objects created this session, by id.
    package var forms: [PACFormState] = []
    /// The id the next form gets.
    package var nextFormID = PACFormID(1)
    /// The form on screen, if any.
    package var presentedFormID: PACFormID?

    /// A fresh install on a simulator: what `launch(stored: nil)` produces.
    package init(device: PACDevice = PACDevice()) { self.device = device }

    /// `consentStatus`.
    package var consentStatus: PACConsentStatus { status.consentStatus }
    /// `adProviders`.
    package var adProviders: [PACAdProvider] { status.adProviders }
    /// `isRequestLocationInEEAOrUnknown`.
    package var isRequestLocationInEEAOrUnknown: Bool { status.isRequestInEEAOrUnknown }
    /// `isTaggedForUnderAgeOfConsent`.
    package var isTaggedForUnderAgeOfConsent: Bool { status.tagForUnderAgeOfConsent }

    /// `-debugModeEnabled`: always on a simulator, else when the IDFA is in `debugIdentifiers`.
    package var isDebugDevice: Bool {
        device.isSimulator || (debugIdentifiers ?? []).contains(device.advertisingIdentifier)
    }

    /// The form with `id`.
    package func form(_ id: PACFormID) -> PACFormState? { forms.first { $0.id == id } }

    /// The form on screen.
    package var presentedForm: PACFormState? { presentedFormID.flatMap(form) }

    /// Hashes everything but `storedValue`, which takes part in `==` (it mirrors `status` anyway).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(device)
        hasher.combine(debugGeography)
        hasher.combine(debugIdentifiers)
        hasher.combine(pendingRequests)
        hasher.combine(forms)
        hasher.combine(nextFormID)
        hasher.combine(presentedFormID)
    }

    /// The state as a trace JSON object.
    package var json: JSONValue {
        .object([
            "status": status.json,
            "storedValue": PACStoreValues.json(storedValue),
            "device": device.json,
            "debugGeography": .string(debugGeography.description),
            "debugIdentifiers": debugIdentifiers.map { .array($0.map { .string($0) }) } ?? .null,
            "pendingRequests": .array(pendingRequests.map(\.json)),
            "forms": .array(forms.map(\.json)),
            "nextFormID": .int(Int64(nextFormID.rawValue)),
            "presentedFormID": presentedFormID.map { .int(Int64($0.rawValue)) } ?? .null,
        ])
    }
}

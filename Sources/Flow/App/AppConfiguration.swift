import Basics
import TCF

/// Which consent SDK the simulated app links.
package enum ConsentSDK: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Google User Messaging Platform.
    case ump
    /// The legacy PersonalizedAdConsent SDK (see `AppReducer+PAC`).
    case pac
    /// No CMP: only ATT.
    case none

    /// The name scripts use.
    package var description: String { rawValue }
}

/// In which order the app asks for tracking (ATT) and consent (CMP). Each order names the document
/// whose app code it follows.
package enum ATTOrder: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PubConsent's iOS guide "App Tracking Transparency (iOS 14.5+)", implementation 1: the ATT request
    /// first, then the CMP form when iOS < 14 (no ATT) or the answer is `authorized`, `restricted`, or
    /// (the guide: "this should not happen") `notDetermined`. Only `denied` skips the form; the app then
    /// applies its `ATTDenialPolicy` (the guide's `setUserRejectedAll`, `resetUserPreferences`, or
    /// nothing). Without the form the app still requests the consent info (UMP must be asked every
    /// launch, and `canRequestAds` needs it), so ads go by what is stored.
    case attFirst
    /// PubConsent's implementation 2 and Google's sample app (googleads-mobile-ios-examples,
    /// `GoogleMobileAdsConsentManager`): the consent flow first, then the ATT alert.
    case cmpFirst
    /// liko apps' velog post on AdMob's GDPR message (2024-01-05), 4.1: the consent flow first, then
    /// the ATT alert only when the app's `canShowPersonalizedAds()` could be true ("개인화된 광고 노출이
    /// 가능하다면 … requestTrackingAuthorization"); after "Do not consent" the app never asks for tracking.
    case cmpThenATTIfPersonalized
    /// UMP's IDFA message decides (it is published in this order, not in the others): an undecided
    /// EEA user gets the GDPR message and then straight the ATT alert; everyone else the IDFA
    /// explainer, then the alert. PAC has no IDFA message: a PAC app asks as in `cmpFirst`.
    /// Sources: Google's "IDFA explainer message" help (support.google.com/admob/answer/10115027) and
    /// which message comes right before the ATT alert (support.google.com/admob/answer/10114020).
    case umpManaged
    /// The app never asks for tracking.
    case noATT

    /// The name scripts use.
    package var description: String { rawValue }
}

/// What the app does to the CMP when the user denies tracking.
package enum ATTDenialPolicy: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Nothing: ATT and consent are independent.
    case nothing
    /// Writes a "Do not consent" record (no consent, legitimate interest kept) where GDPR applies;
    /// with PAC, sets `consentStatus = .nonPersonalized` where PAC reports EEA or unknown.
    case rejectAll
    /// Calls the CMP's `reset` (UMP's or PAC's), wiping the stored consent.
    case resetPreferences

    /// The name scripts use.
    package var description: String { rawValue }
}

/// Everything a run or a script can set about the simulated app and device.
package struct AppConfiguration: Hashable, Sendable {
    /// The consent SDK linked.
    package var sdk: ConsentSDK
    /// The platform the app runs on (the Platforms article).
    package var platform: DevicePlatform = .ios
    /// On Android, the advertising ID's state (Android has no ATT; `attInitial`, `iosVersion` and
    /// `attOrder` then change nothing).
    package var advertisingID: AdvertisingIDState = .available
    /// On Android, the `IABTCF_gdprApplies` UMP writes with the user's choices (iOS always writes 1).
    package var androidGDPRApplies: UMPGDPRAppliesWrite = .one
    /// Whether Google Analytics for Firebase reads the IABTCF keys (`GOOGLE_ANALYTICS_TCF_DATA_ENABLED`
    /// in Info.plist, `google_analytics_tcf_data_enabled` in the Android manifest; absent means on:
    /// Google's "Implement the TCF" page, "Apps", and `ConsentMode.firebaseTCF`).
    package var firebaseTCFData = true
    /// UMP debug geography (applies because the simulated device is a test device).
    package var debugGeography: UMPDebugGeography
    /// Where the device really is (used when the debug geography is `disabled` or does not apply).
    package var deviceRegion: UMPRegion
    /// Which GDPR country a device whose `deviceRegion` is `eea` is in (`Set Geography UK|CH`).
    package var gdprCountry: GDPRCountry = .eea
    /// Whether the device is a simulator/test device (UMP's and PAC's debug features apply).
    package var testDevice: Bool
    /// The hashed device ids the app registers as test devices (`UMPDebugSettings.testDeviceIdentifiers`,
    /// Android's `ConsentDebugSettings.Builder.addTestDeviceHashedId`): on a device that is not a
    /// simulator, debug geography applies only when its id is listed.
    package var testDeviceIDs: [String] = []
    /// `tagForUnderAgeOfConsent`.
    package var underAgeOfConsent: Bool
    /// The device language, used as the consent language (ISO 639-1).
    package var language: String
    /// The tracking settings of the device at install.
    package var attInitial: ATTInitialState
    /// The iOS version (selects ATT quirks).
    package var iosVersion: IOSVersion
    /// Settings › Limit Ad Tracking (below iOS 14 only).
    package var limitAdTracking: Bool
    /// The order of ATT and consent.
    package var attOrder: ATTOrder
    /// What ATT denial does to the CMP.
    package var attDenial: ATTDenialPolicy
    /// The app shows its own explainer (one "Continue" button) before it asks for tracking itself.
    /// UMP's IDFA message is the publisher's explainer instead (`ATTOrder.umpManaged`).
    package var appATTExplainer: Bool
    /// The app needs ads: it re-prompts through the privacy-options form when `reprompt` says so.
    package var requiresAds: Bool
    /// When an app that requires ads re-prompts (by its own `canShowAds()` by default).
    package var reprompt: RepromptRule = .appChecks
    /// The app ignores ATT's early iOS 17.4 callback and re-reads the status when the alert closes.
    package var att174Workaround: Bool
    /// The publisher's UMP setup (the IDFA message is governed by `attOrder`).
    package var umpServer: UMPServerConfiguration
    /// The GDPR message's setup (its language follows `language`).
    package var umpMessage: UMPMessageSettings
    /// The PAC app's setup and its simulated server.
    package var pac: PACAppSettings
    /// The simulated clock's first day.
    package var startDate: CivilDate
    /// The CMP ids Google has certified (Google's certified-CMP rule checks the TC string's CmpId).
    package var certifiedCMPs: CertifiedCMPList = .embedded
    /// The app's display name.
    package var appName: String
    /// The app's bundle id.
    package var bundleID: String
    /// The version of its consent SDK the app links (`Set SDK ump-ios 2.6.0`); nil: the latest the
    /// SDK's release notes list. `sdkInForce` is the one that applies.
    package var sdkRelease: SDKRelease?
    /// The consent sync id the app sets on UMP's request parameters (UMP iOS 3.1.0 / Android 4.0.0); nil: none.
    package var consentSyncID: String?

    /// A configuration; the defaults are a UMP app on an iOS 17.5 simulator debugging as EEA.
    package init(
        sdk: ConsentSDK = .ump, debugGeography: UMPDebugGeography = .eea, deviceRegion: UMPRegion = .other,
        testDevice: Bool = true, underAgeOfConsent: Bool = false, language: String = "en",
        attInitial: ATTInitialState = .notDetermined, iosVersion: IOSVersion = IOSVersion(17, 5),
        limitAdTracking: Bool = false, attOrder: ATTOrder = .umpManaged, attDenial: ATTDenialPolicy = .nothing,
        appATTExplainer: Bool = false, requiresAds: Bool = false, att174Workaround: Bool = false,
        umpServer: UMPServerConfiguration = UMPServerConfiguration(), umpMessage: UMPMessageSettings = UMPMessageSettings(),
        pac: PACAppSettings = PACAppSettings(), startDate: CivilDate = SimulatedClock.defaultStart,
        appName: String = "Consent Demo", bundleID: String = "com.example.consentdemo"
    ) {
        self.sdk = sdk
        self.debugGeography = debugGeography
        self.deviceRegion = deviceRegion
        self.testDevice = testDevice
        self.underAgeOfConsent = underAgeOfConsent
        self.language = language
        self.attInitial = attInitial
        self.iosVersion = iosVersion
        self.limitAdTracking = limitAdTracking
        self.attOrder = attOrder
        self.attDenial = attDenial
        self.appATTExplainer = appATTExplainer
        self.requiresAds = requiresAds
        self.att174Workaround = att174Workaround
        self.umpServer = umpServer
        self.umpMessage = umpMessage
        self.pac = pac
        self.startDate = startDate
        self.appName = appName
        self.bundleID = bundleID
    }

    /// The SDK release whose behaviour the app gets (`SDKInForce.release`): the chosen one when it is
    /// a release of the SDK the app links on its platform, otherwise that SDK's latest; nil for an app
    /// without a CMP.
    package var sdkInForce: SDKRelease? { SDKInForce.release(sdkRelease, sdk: sdk, platform: platform) }

    /// Whether the SDK in force has the behaviour `change` brought (`SDKChanges.has`).
    package func sdkHas(_ change: SDKChangeID) -> Bool { sdkInForce.map { SDKChanges.has(change, $0) } ?? false }

    /// The UMP environment this configuration gives a session.
    package var umpEnvironment: UMPEnvironment {
        var server = umpServer
        server.answersWithoutMessage = sdkHas(.canRequestAdsWithoutMessage)
        // UMP's IDFA explainer exists on iOS only (Google's "IDFA messages" are an iOS message type).
        server.idfaMessage = attOrder == .umpManaged && platform == .ios
        var message = umpMessage
        message.consentLanguage = language
        message.gdprAppliesWithChoices = platform == .android ? androidGDPRApplies : .one
        // Before UMP iOS 3.0.0 / Android 3.2.0 the SDK does not set Consent Mode for Firebase.
        message.writesConsentModeValues = sdkHas(.firebaseConsentMode)
        return UMPEnvironment(
            server: server, message: message, deviceRegion: deviceRegion, isSimulator: testDevice,
            deviceIdentifier: UMPEnvironment.deviceIdentifier(on: platform), platform: platform)
    }

    /// The parameters the app passes to `requestConsentInfoUpdate`.
    package var umpRequestParameters: UMPRequestParameters {
        UMPRequestParameters(
            tagForUnderAgeOfConsent: underAgeOfConsent,
            debugSettings: UMPDebugSettings(geography: debugGeography, testDeviceIdentifiers: testDeviceIDs),
            consentSyncID: sdkHas(.consentSyncID) ? consentSyncID : nil)
    }

    /// A fresh install's ATT state.
    package var initialATT: ATTState {
        var att = ATTState(initial: attInitial, iosVersion: iosVersion, limitAdTracking: limitAdTracking)
        if platform == .android { att.androidAdvertisingID = advertisingID }
        return att
    }
}

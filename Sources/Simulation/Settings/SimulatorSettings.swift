import Basics
import Flow
import Forms
import TCF

/// What a run chooses about the simulated device and app over what its form implies: the one settings
/// type behind scripts' `Set` lines and the command line's options. Unset fields keep the form's and
/// the engine's defaults. Each field has one entry in `SimulatorSettings.options`, which names it for
/// both vocabularies and says what it changes in `AppConfiguration`.
package struct SimulatorSettings: Hashable, Sendable {
    /// The device (and consent) language; nil: the form's default.
    package var language: LanguageCode?
    /// UMP debug geography, or a device in the UK or Switzerland; nil: the engine's default (EEA).
    package var geography: SimulatedGeography?
    /// The device's tracking settings at install; nil: not determined.
    package var att: ATTInitialState?
    /// The iOS version; nil: the engine's default.
    package var iosVersion: IOSVersion?
    /// ATT and CMP order; nil: UMP-managed.
    package var order: ATTOrder?
    /// `tagForUnderAgeOfConsent`.
    package var underAge: Bool?
    /// Whether the device is a debug (test) device; nil: the engine's default (a simulator, so yes).
    package var debugDevice: Bool?
    /// The app must show ads and re-prompts through the privacy options (when: `reprompt`).
    package var requiresAds: Bool?
    /// What ATT denial does to the CMP; nil: nothing.
    package var attDenial: ATTDenialPolicy?
    /// Where the device really is.
    package var region: UMPRegion?
    /// The simulated clock's first day.
    package var date: CivilDate?
    /// Whether a US state regulations message is published.
    package var usMessage: Bool?
    /// The PAC server scenario.
    package var pacServer: PACServerChoice?
    /// The PAC form options the app's code sets.
    package var pacOptions: PACFormOptions?
    /// The app's PAC privacy policy URL.
    package var pacPrivacyURL: String?
    /// The app's display name.
    package var appName: String?
    /// When an app that requires ads re-prompts; nil: by its own `canShowAds()` (`RepromptRule.appChecks`).
    package var reprompt: RepromptRule?
    /// Whose habits UMP's stored keys follow; nil: what real UMP writes.
    package var keyProfile: KeyProfile?
    /// The vendor list UMP's message is built from; nil: the embedded list.
    package var vendorList: VendorListFile?
    /// A UMP failure to inject; nil: none.
    package var umpError: UMPErrorChoice?
    /// What UMP does with a TC string older than 13 months; nil: keeps it (public reports).
    package var expiry: UMPExpiryBehaviour?
    /// The Google-certified CMP ids; nil: the embedded list.
    package var certifiedCMPs: CertifiedCMPListFile?
    /// The TCF version the CMP implements; nil: 2.3.
    package var tcfVersion: CMPTCFVersion?
    /// The platform the app runs on; nil: iOS.
    package var platform: DevicePlatform?
    /// The Android advertising ID's state; nil: available.
    package var advertisingID: AdvertisingIDState?
    /// The hashed device ids the app registers as test devices; nil: none.
    package var testDeviceIDs: [String]?
    /// On Android, the `IABTCF_gdprApplies` written with the user's choices; nil: 1.
    package var androidGDPRApplies: UMPGDPRAppliesWrite?
    /// Whether the publisher turned consent mode on in AdMob's Privacy & messaging; nil: off.
    package var umpConsentMode: Bool?
    /// Whether Firebase reads the IABTCF keys (`GOOGLE_ANALYTICS_TCF_DATA_ENABLED`); nil: yes.
    package var firebaseTCF: Bool?
    /// The consent SDK release the app links; nil: the latest of the app's SDK.
    package var sdk: SDKRelease?
    /// The consent sync id on UMP's request parameters; nil: none.
    package var consentSyncID: String?
    /// Whether announced rules apply from their expected day; nil: off.
    package var announced: AnnouncedRulesSwitch?

    /// Settings; everything defaults to "as the form and the engine say".
    package init(
        language: LanguageCode? = nil, geography: SimulatedGeography? = nil, att: ATTInitialState? = nil,
        iosVersion: IOSVersion? = nil, order: ATTOrder? = nil, underAge: Bool? = nil, debugDevice: Bool? = nil,
        requiresAds: Bool? = nil, attDenial: ATTDenialPolicy? = nil, region: UMPRegion? = nil, date: CivilDate? = nil,
        usMessage: Bool? = nil, pacServer: PACServerChoice? = nil, pacOptions: PACFormOptions? = nil,
        pacPrivacyURL: String? = nil, appName: String? = nil, reprompt: RepromptRule? = nil, keyProfile: KeyProfile? = nil,
        vendorList: VendorListFile? = nil, umpError: UMPErrorChoice? = nil, expiry: UMPExpiryBehaviour? = nil,
        certifiedCMPs: CertifiedCMPListFile? = nil, tcfVersion: CMPTCFVersion? = nil, platform: DevicePlatform? = nil,
        advertisingID: AdvertisingIDState? = nil, testDeviceIDs: [String]? = nil,
        androidGDPRApplies: UMPGDPRAppliesWrite? = nil, umpConsentMode: Bool? = nil, firebaseTCF: Bool? = nil
    ) {
        self.androidGDPRApplies = androidGDPRApplies
        self.umpConsentMode = umpConsentMode
        self.firebaseTCF = firebaseTCF
        self.testDeviceIDs = testDeviceIDs
        self.platform = platform
        self.advertisingID = advertisingID
        self.language = language
        self.geography = geography
        self.att = att
        self.iosVersion = iosVersion
        self.order = order
        self.underAge = underAge
        self.debugDevice = debugDevice
        self.requiresAds = requiresAds
        self.attDenial = attDenial
        self.region = region
        self.date = date
        self.usMessage = usMessage
        self.pacServer = pacServer
        self.pacOptions = pacOptions
        self.pacPrivacyURL = pacPrivacyURL
        self.appName = appName
        self.reprompt = reprompt
        self.keyProfile = keyProfile
        self.vendorList = vendorList
        self.umpError = umpError
        self.expiry = expiry
        self.certifiedCMPs = certifiedCMPs
        self.tcfVersion = tcfVersion
    }

    /// `configuration` with every chosen setting applied.
    package func apply(to configuration: AppConfiguration) -> AppConfiguration {
        // Settings that choose nothing change nothing (every option applies only a chosen value): a
        // plain `run` then never builds the options table and its 21 generic option types, which
        // would be a noticeable part of the start-up to the first frame.
        if self == SimulatorSettings() { return configuration }
        var result = configuration
        for option in SimulatorSettings.options { option.configure(&result, self) }
        return result
    }

    /// These settings with every setting `later` chose put over them.
    package mutating func merge(_ later: SimulatorSettings) {
        for option in SimulatorSettings.options { option.merge(&self, later) }
    }

    /// The option named `script` (`Order`).
    package static func option(named script: String) -> AnySimulatorOption? {
        options.first { $0.script == script }
    }

    /// `Set` lines that choose these settings, in the table's order.
    package var scriptLines: [String] { SimulatorSettings.options.compactMap { $0.scriptLine(self) } }
}

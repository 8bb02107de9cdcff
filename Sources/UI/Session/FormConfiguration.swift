import Flow
import Forms
import TCF

/// Maps a form to the flow engine's configuration: the one place that knows how a forms/ file sets
/// up the simulated app (SDK, app name and bundle id, publisher, the UMP message, the PAC form's options).
public enum FormConfiguration {
    /// The configuration a run of `form` starts from: `base` with the form's SDK, app, language, UMP
    /// message, and PAC form options and publisher ids.
    public static func configuration(for form: FormDefinition, base: AppConfiguration = AppConfiguration()) -> AppConfiguration {
        var c = base
        switch form.sdk {
        case .umpMessage, .umpPrivacyOptions: c.sdk = .ump
        case .pac: c.sdk = .pac
        case .att: c.sdk = .none
        }
        c.appName = form.app.name
        c.bundleID = form.app.bundleID
        c.language = form.languages.default.rawValue
        // An ATT form's explainer is the app's own pre-prompt before the system alert.
        if form.sdk == .att { c.appATTExplainer = form.att?.explainer ?? false }
        if let ump = form.ump { c.umpMessage = messageSettings(ump, publisher: form.publisher, language: c.language) }
        if let pac = form.pac {
            // The options the PAC app sets on its form, and the privacy policy its screens link to.
            c.pac.formOptions = pac
            c.pac.privacyPolicyURL = form.app.privacyPolicyURL
            // The app asks for the form's publisher ids, and the simulated server knows them (with
            // every company), as the real one knows a configured publisher's ad technology providers.
            if let ids = form.publisher?.publisherIDs, !ids.isEmpty {
                c.pac.publisherIDs = ids
                for id in ids where c.pac.server.publishers[id] == nil {
                    c.pac.server.publishers[id] = PACServerPublisher(companyIDs: c.pac.server.companies.map(\.id))
                }
            }
        }
        return c
    }

    /// The UMP message settings of a form's UMP section.
    public static func messageSettings(_ ump: UMPSettings, publisher: FormPublisher?, language: String) -> UMPMessageSettings {
        let shown: IDSet?
        switch ump.vendors {
        case .all: shown = nil
        case .ids(let ids): shown = IDSet(ids)
        }
        return UMPMessageSettings(
            cmpID: publisher?.cmp?.id ?? UMPMessageSettings.googleCMPID, cmpSdkVersion: publisher?.cmp?.version ?? 2,
            publisherCC: publisher?.countryCode ?? "AA", consentLanguage: language, vendorList: ump.vendorList,
            shownVendorIDs: shown, shownATPIDs: IDSet(ump.googleATPs.map(\.id)),
            showsLegitimateInterest: ump.legitimateInterest.shown, firstLayerButtons: ump.firstLayer.buttons.count,
            closeIcon: ump.firstLayer.closeIcon)
    }
}

/// The run settings a user can give on the command line, over what the form implies.
public struct RunSettings: Hashable, Sendable {
    /// The device (and consent) language; nil: the form's default.
    public var language: LanguageCode?
    /// UMP debug geography; nil: the engine's default (EEA).
    public var geography: UMPDebugGeography?
    /// The device's tracking settings at install; nil: not determined.
    public var att: ATTInitialState?
    /// The iOS version; nil: the engine's default.
    public var iosVersion: IOSVersion?
    /// ATT and CMP order; nil: UMP-managed.
    public var order: ATTOrder?
    /// `tagForUnderAgeOfConsent`.
    public var underAge: Bool
    /// Whether the device is a debug (test) device; nil: the engine's default (a simulator, so yes).
    public var debugDevice: Bool?
    /// The app re-prompts through the privacy options while no ad is eligible.
    public var requiresAds: Bool
    /// What ATT denial does to the CMP; nil: nothing.
    public var attDenial: ATTDenialPolicy?

    /// Settings; everything defaults to "as the form and the engine say".
    public init(language: LanguageCode? = nil, geography: UMPDebugGeography? = nil, att: ATTInitialState? = nil,
                iosVersion: IOSVersion? = nil, order: ATTOrder? = nil, underAge: Bool = false, debugDevice: Bool? = nil,
                requiresAds: Bool = false, attDenial: ATTDenialPolicy? = nil) {
        self.language = language
        self.geography = geography
        self.att = att
        self.iosVersion = iosVersion
        self.order = order
        self.underAge = underAge
        self.debugDevice = debugDevice
        self.requiresAds = requiresAds
        self.attDenial = attDenial
    }

    /// `configuration` with these settings applied.
    public func apply(to configuration: AppConfiguration) -> AppConfiguration {
        var c = configuration
        if let language {
            c.language = language.rawValue
            c.umpMessage.consentLanguage = language.rawValue
        }
        if let geography { c.debugGeography = geography }
        if let att { c.attInitial = att }
        if let iosVersion { c.iosVersion = iosVersion }
        if let order { c.attOrder = order }
        if underAge { c.underAgeOfConsent = true }
        if let debugDevice { c.testDevice = debugDevice }
        if requiresAds { c.requiresAds = true }
        if let attDenial { c.attDenial = attDenial }
        return c
    }

    /// `att-first`, `cmp-first`, `ump-managed`, `no-att`.
    public static func order(named name: String) -> ATTOrder? {
        switch name.lowercased() {
        case "att-first": .attFirst
        case "cmp-first": .cmpFirst
        case "ump-managed": .umpManaged
        case "no-att": .noATT
        default: nil
        }
    }

    /// `notDetermined`, `restricted`, `denied` (the global "Allow Apps to Request to Track" off), `authorized`.
    public static func att(named name: String) -> ATTInitialState? {
        switch name.lowercased() {
        case "notdetermined", "not-determined": .notDetermined
        case "restricted": .restricted
        case "denied": .deniedByGlobalToggle
        case "authorized": .authorized
        default: nil
        }
    }

    /// `nothing`, `reject-all`, `reset`.
    public static func attDenial(named name: String) -> ATTDenialPolicy? {
        switch name.lowercased() {
        case "nothing": .nothing
        case "reject-all": .rejectAll
        case "reset": .resetPreferences
        default: nil
        }
    }
}

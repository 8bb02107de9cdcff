import Flow
import TCF

/// What a run chooses about the simulated device and app over what its form implies: the one settings
/// type behind scripts' `Set` lines and the command line's options. Unset fields keep the form's and
/// the engine's defaults. Each field has one entry in `SimulatorSettings.options`, which names it for
/// both vocabularies and says what it changes in `AppConfiguration`.
public struct SimulatorSettings: Hashable, Sendable {
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
    public var underAge: Bool?
    /// Whether the device is a debug (test) device; nil: the engine's default (a simulator, so yes).
    public var debugDevice: Bool?
    /// The app must show ads and re-prompts through the privacy options (when: `reprompt`).
    public var requiresAds: Bool?
    /// What ATT denial does to the CMP; nil: nothing.
    public var attDenial: ATTDenialPolicy?
    /// Where the device really is.
    public var region: UMPRegion?
    /// The simulated clock's first day.
    public var date: CivilDate?
    /// Whether a US state regulations message is published.
    public var usMessage: Bool?
    /// The PAC server scenario.
    public var pacServer: PACServerChoice?
    /// The PAC form options the app's code sets.
    public var pacOptions: PACFormOptions?
    /// The app's PAC privacy policy URL.
    public var pacPrivacyURL: String?
    /// The app's display name.
    public var appName: String?
    /// When an app that requires ads re-prompts; nil: seed 002's rule.
    public var reprompt: RepromptRule?
    /// Whose habits UMP's stored keys follow; nil: what real UMP writes.
    public var keyProfile: KeyProfile?
    /// The vendor list UMP's message is built from; nil: the embedded list.
    public var vendorList: VendorListFile?
    /// A UMP failure to inject; nil: none.
    public var umpError: UMPErrorChoice?
    /// What UMP does with a TC string older than 13 months; nil: keeps it (public reports).
    public var expiry: UMPExpiryBehaviour?

    /// Settings; everything defaults to "as the form and the engine say".
    public init(language: LanguageCode? = nil, geography: UMPDebugGeography? = nil, att: ATTInitialState? = nil,
                iosVersion: IOSVersion? = nil, order: ATTOrder? = nil, underAge: Bool? = nil, debugDevice: Bool? = nil,
                requiresAds: Bool? = nil, attDenial: ATTDenialPolicy? = nil, region: UMPRegion? = nil, date: CivilDate? = nil,
                usMessage: Bool? = nil, pacServer: PACServerChoice? = nil, pacOptions: PACFormOptions? = nil,
                pacPrivacyURL: String? = nil, appName: String? = nil, reprompt: RepromptRule? = nil, keyProfile: KeyProfile? = nil,
                vendorList: VendorListFile? = nil, umpError: UMPErrorChoice? = nil, expiry: UMPExpiryBehaviour? = nil) {
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
    }

    /// `configuration` with every chosen setting applied.
    public func apply(to configuration: AppConfiguration) -> AppConfiguration {
        var result = configuration
        for option in SimulatorSettings.options { option.configure(&result, self) }
        return result
    }

    /// These settings with every setting `later` chose put over them.
    public mutating func merge(_ later: SimulatorSettings) {
        for option in SimulatorSettings.options { option.merge(&self, later) }
    }

    /// The option named `script` (`Order`).
    public static func option(named script: String) -> AnySimulatorOption? {
        options.first { $0.script == script }
    }

    /// `Set` lines that choose these settings, in the table's order.
    public var scriptLines: [String] { SimulatorSettings.options.compactMap { $0.scriptLine(self) } }
}

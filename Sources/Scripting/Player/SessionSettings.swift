import Flow
import TCF

/// Everything the `Set` commands so far have chosen; unset fields leave the engine's defaults.
public struct SessionSettings: Hashable, Sendable {
    /// Terminal width in cells.
    public var columns = 80
    /// Terminal height in cells.
    public var rows = 24
    /// The form (a shipped name or a path); nil is the embedded default form.
    public var form: String?
    /// Where the app's `UserDefaults` domain lives.
    public var store: StoreChoice = .memory
    /// The debug geography.
    public var geography: UMPDebugGeography?
    /// The device's real region.
    public var region: UMPRegion?
    /// The tracking settings at install.
    public var att: ATTInitialState?
    /// The iOS version.
    public var iosVersion: IOSVersion?
    /// The order of ATT and consent.
    public var order: ATTOrder?
    /// The device language.
    public var language: String?
    /// `tagForUnderAgeOfConsent`.
    public var underAge: Bool?
    /// Whether the device is a test device.
    public var debug: Bool?
    /// Whether the app re-prompts when no ads are possible.
    public var requiresAds: Bool?
    /// What ATT denial does to the CMP.
    public var attDenial: ATTDenialPolicy?
    /// The simulated clock's first day.
    public var date: CivilDate?
    /// Whether a US state regulations message is published.
    public var usMessage: Bool?
    /// The PAC form options the app's code sets.
    public var pacOptions: PACFormOptions?
    /// The app's PAC privacy policy URL.
    public var pacPrivacyURL: String?
    /// The app's display name.
    public var appName: String?
    /// The PAC server scenario.
    public var pacServer: PACServerChoice?
    /// Whether snapshots store the style layer by default.
    public var snapshotStyle = false

    /// The defaults: 80 x 24, in-memory store, the engine's defaults for everything else.
    public init() {}

    /// Applies one `Set` command.
    public mutating func apply(_ setting: ScriptSetting) {
        switch setting {
        case .columns(let n): columns = n
        case .rows(let n): rows = n
        case .form(let f): form = f
        case .store(let s): store = s
        case .geography(let g): geography = g
        case .region(let r): region = r
        case .att(let a): att = a
        case .iosVersion(let v): iosVersion = v
        case .order(let o): order = o
        case .language(let l): language = l
        case .underAge(let b): underAge = b
        case .debug(let b): debug = b
        case .requiresAds(let b): requiresAds = b
        case .attDenial(let p): attDenial = p
        case .date(let d): date = d
        case .usMessage(let b): usMessage = b
        case .pacServer(let p): pacServer = p
        case .pacOptions(let p, let n, let a): pacOptions = PACFormOptions(personalized: p, nonPersonalized: n, adFree: a)
        case .pacPrivacyURL(let url): pacPrivacyURL = url
        case .appName(let name): appName = name
        case .snapshotStyle(let b): snapshotStyle = b
        }
    }

    /// The configuration for `base` (normally the form's) with every chosen setting applied.
    public func configuration(from base: AppConfiguration) -> AppConfiguration {
        var c = base
        if let geography { c.debugGeography = geography }
        if let region {
            c.deviceRegion = region
            // PAC's server locates the device itself; only the EEA counts as "in EEA or unknown".
            c.pac.server.isDeviceInEEAOrUnknown = region == .eea
        }
        if let att { c.attInitial = att }
        if let iosVersion { c.iosVersion = iosVersion }
        if let order { c.attOrder = order }
        if let language { c.language = language }
        if let underAge { c.underAgeOfConsent = underAge }
        if let debug { c.testDevice = debug }
        if let requiresAds { c.requiresAds = requiresAds }
        if let attDenial { c.attDenial = attDenial }
        if let date { c.startDate = date }
        if let usMessage { c.umpServer.usStatesMessage = usMessage }
        if let pacServer { c.applyPACServer(pacServer) }
        if let pacOptions { c.pac.formOptions = pacOptions }
        if let pacPrivacyURL { c.pac.privacyPolicyURL = pacPrivacyURL }
        if let appName { c.appName = appName }
        return c
    }
}

import Flow
import TCF

/// A `Set` command: one setting of the terminal, the simulated device, the app or the player.
public enum ScriptSetting: Hashable, Sendable {
    /// `Set Columns N`: terminal width in cells.
    case columns(Int)
    /// `Set Rows N`: terminal height in cells.
    case rows(Int)
    /// `Set Form <name|path>`: a shipped form by name, or a form file (relative to the script).
    case form(String)
    /// `Set Store memory|<path>`: where the app's `UserDefaults` domain lives.
    case store(StoreChoice)
    /// `Set Geography EEA|notEEA|regulatedUSState|other|disabled`: the debug geography.
    case geography(UMPDebugGeography)
    /// `Set Region EEA|regulatedUSState|other`: where the device really is (matters when the debug
    /// geography is disabled or the device is not a test device).
    case region(UMPRegion)
    /// `Set ATT notDetermined|restricted|denied|authorized`: the tracking settings at install.
    case att(ATTInitialState)
    /// `Set iOS 17.4`.
    case iosVersion(IOSVersion)
    /// `Set Order att-first|cmp-first|ump-managed|no-att`.
    case order(ATTOrder)
    /// `Set Language ja`.
    case language(String)
    /// `Set UnderAge true|false`: `tagForUnderAgeOfConsent`.
    case underAge(Bool)
    /// `Set Debug true|false`: the device is a simulator/test device (debug geography applies).
    case debug(Bool)
    /// `Set RequiresAds true|false`: the app re-prompts through privacy options when no ads are possible.
    case requiresAds(Bool)
    /// `Set ATTDenial nothing|rejectAll|resetPreferences`: what the app does to the CMP on denial.
    case attDenial(ATTDenialPolicy)
    /// `Set Date 2026-01-15`: the simulated clock's first day.
    case date(CivilDate)
    /// `Set PACOptions personalized,nonPersonalized,adFree|none`: what the app's code offers on
    /// every PAC form (`shouldOffer…`), over what the form file says.
    case pacOptions(personalized: Bool, nonPersonalized: Bool, adFree: Bool)
    /// `Set PACPrivacyURL <url>|""`: the app's `applicationPrivacyPolicyURL` (empty reproduces the SDK's
    /// refusal).
    case pacPrivacyURL(String)
    /// `Set AppName <name>|""`: the bundle's display name (empty reproduces "Error: invalid app name.").
    case appName(String)
    /// `Set PACServer <scenario>`: how the simulated `pubvendors` server answers a PAC app.
    case pacServer(PACServerChoice)
    /// `Set USMessage true|false`: the publisher also published a US state regulations message.
    case usMessage(Bool)
    /// `Set SnapshotStyle true|false`: whether `Snapshot` also stores the style layer by default.
    case snapshotStyle(Bool)

    /// Whether the setting must come before the first `Launch` (it picks what the session is built on).
    public var onlyBeforeLaunch: Bool {
        switch self {
        case .form, .store: true
        default: false
        }
    }
}

/// Where a session keeps the app's `UserDefaults` domain.
public enum StoreChoice: Hashable, Sendable, CustomStringConvertible {
    /// In memory, empty at the start (the default).
    case memory
    /// A property-list file; relative paths are resolved against the script's directory.
    case file(String)

    /// `memory` or the path.
    public var description: String {
        switch self {
        case .memory: "memory"
        case .file(let path): path
        }
    }
}

/// What the simulated PAC `pubvendors` server does (the load errors and reduced layouts it causes).
public enum PACServerChoice: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default scenario: the publisher is found with five providers.
    case normal
    /// The device is offline: the request fails with NSURLErrorDomain -1009.
    case offline
    /// 200 with an empty body: "Unable to update publisher identifier info."
    case emptyBody
    /// A body that is not JSON.
    case invalidJSON
    /// A JSON array instead of an object: "Invalid response."
    case notDictionary
    /// No `is_request_in_eea_or_unknown` in the answer.
    case missingEEAFlag
    /// The publisher identifier is not found: "Response error. Publisher identifiers not found: …".
    case notFound
    /// The lookup failed: "Response error. Lookup failure for: …".
    case lookupFailed
    /// The publisher is configured for non-personalized ads only (`is_npa`).
    case npaPublisher
    /// The publisher has no ad technology providers.
    case noProviders

    /// The name scripts use.
    public var description: String { rawValue }
}

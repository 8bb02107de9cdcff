import Flow
import TCF
import UI

/// The words of the language, in one place: parsing looks them up and suggestions search them.
public enum ScriptVocabulary {
    /// Key commands as VHS spells them, with the key each presses.
    public static let keys: [(name: String, key: Key)] = [
        ("Enter", .enter), ("Tab", .tab), ("Shift+Tab", .backTab), ("Up", .up), ("Down", .down), ("Left", .left),
        ("Right", .right), ("Space", .space), ("Escape", .escape), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Home", .home), ("End", .end), ("Backspace", .backspace), ("Delete", .delete),
    ]

    /// Commands other than keys.
    public static let commands = [
        "Type", "Sleep", "Set", "Launch", "Relaunch", "Advance", "Select", "Focus", "Expect", "Snapshot", "Source", "Wait",
    ]

    /// Every command word (keys included; `Ctrl+C` stands for the Ctrl family).
    public static var allCommands: [String] { keys.map(\.name) + ["Ctrl+C"] + commands }

    /// `Set` names.
    public static let settings = [
        "Columns", "Rows", "Form", "Store", "Geography", "Region", "ATT", "iOS", "Order", "Language", "UnderAge",
        "Debug", "RequiresAds", "ATTDenial", "Date", "USMessage", "PACServer", "PACOptions", "PACPrivacyURL", "AppName", "SnapshotStyle",
    ]

    /// `Expect` kinds.
    public static let expectations = ["Screen", "NoScreen", "Focus", "View", "Status", "Key", "NoKey", "Ads", "CanRequestAds"]

    /// `Set Geography` values.
    public static let geographies: [(name: String, value: UMPDebugGeography)] = [
        ("EEA", .eea), ("notEEA", .notEEA), ("regulatedUSState", .regulatedUSState), ("other", .other), ("disabled", .disabled),
    ]

    /// `Set Region` values.
    public static let regions: [(name: String, value: UMPRegion)] = [("EEA", .eea), ("regulatedUSState", .regulatedUSState), ("other", .other)]

    /// `Set ATT` values.
    public static let attStates: [(name: String, value: ATTInitialState)] = [
        ("notDetermined", .notDetermined), ("restricted", .restricted), ("denied", .deniedByGlobalToggle), ("authorized", .authorized),
    ]

    /// `Set Order` values.
    public static let orders: [(name: String, value: ATTOrder)] = [
        ("att-first", .attFirst), ("cmp-first", .cmpFirst), ("ump-managed", .umpManaged), ("no-att", .noATT),
    ]

    /// `Set ATTDenial` values.
    public static let denialPolicies: [(name: String, value: ATTDenialPolicy)] = [
        ("nothing", .nothing), ("rejectAll", .rejectAll), ("resetPreferences", .resetPreferences),
    ]

    /// `Expect Ads` values.
    public static let adKinds: [(name: String, value: AdRequestKind)] = AdRequestKind.allCases.map { ($0.rawValue, $0) }

    /// The `IABTCF_` keys a CMP may write (plus `IABTCF_PublisherRestrictions<purpose>`).
    public static let tcfKeys: [String] = InAppKey.knownKeys

    /// Whether `key` is a key of the TCF in-app namespace that the spec (or Google) defines.
    public static func isKnownTCFKey(_ key: String) -> Bool { InAppKey.isKnownKey(key) }
}

import Flow
import Forms
import Screens
import Simulation
import TCF

/// The words of the language, in one place: parsing looks them up and suggestions search them.
package enum ScriptVocabulary {
    /// Key commands as VHS spells them, with the key each presses.
    package static let keys: [(name: String, key: Key)] = [
        ("Enter", .enter), ("Tab", .tab), ("Shift+Tab", .backTab), ("Up", .up), ("Down", .down), ("Left", .left),
        ("Right", .right), ("Space", .space), ("Escape", .escape), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Home", .home), ("End", .end), ("Backspace", .backspace), ("Delete", .delete),
    ]

    /// Commands other than keys.
    package static let commands = [
        "Type", "Sleep", "Set", "Launch", "Relaunch", "Advance", "Settings", "Select", "Focus", "Expect", "Expect+Soft", "Snapshot", "Source", "Wait",
        "Press", "Skip", "Fixme", "Only",
    ]

    /// The waits besides `Wait`.
    package static let waits = ["Wait+Screen", "Wait+Line"]

    /// VHS commands only a `.tape` may use (taken out before the keystroke parser reads a line).
    package static let tapeCommands = [
        "Output", "Screenshot", "Hide", "Show", "Copy", "Paste", "Require", "Env", "Insert", "ScrollUp", "ScrollDown",
    ]

    /// Whether `word` starts a command: a command word or a key, with or without `@time`.
    package static func startsCommand(_ word: String) -> Bool {
        let name = LineParser.splitTiming(word).0
        return commands.contains(name) || tapeCommands.contains(name) || waits.contains(name) || VHSKeys.keys(name) != nil
    }

    /// Every command word (keys included; `Ctrl+C` stands for the Ctrl family).
    package static var allCommands: [String] { keys.map(\.name) + ["Ctrl+C"] + commands }

    /// `Set` names: the player's own, then the simulator's options.
    package static var settings: [String] {
        ["Columns", "Rows", "Form", "Store", StoreAccess.script] + SimulatorSettings.options.map(\.script) + [
            "SnapshotStyle", "WaitTimeout", "WaitPattern", "Timeout",
        ]
    }

    /// `Expect` kinds.
    package static let expectations = [
        "Screen", "NoScreen", "Focus", "View", "Status", "Key", "NoKey", "UMPError", "Ads", "Reason", "CanRequestAds", "AppCheck",
        "ConsentMode", "Log", "NoLog",
    ]

    /// `Settings` switches (iOS Settings › Privacy & Security › Tracking).
    package static let trackingSwitches = ["Tracking", "AllowAppsToRequestToTrack"]

    /// `Expect Ads` values.
    package static let adKinds: [(name: String, value: AdRequestKind)] = AdRequestKind.allCases.map { ($0.rawValue, $0) }

    /// The `IABTCF_` keys a CMP may write (plus `IABTCF_PublisherRestrictions<purpose>`).
    package static let tcfKeys: [String] = InAppKey.knownKeys

    /// Whether `key` is a key of the TCF in-app namespace that the spec (or Google) defines.
    package static func isKnownTCFKey(_ key: String) -> Bool { InAppKey.isKnownKey(key) }
}

import Screens

/// One key binding: the keys, where they apply, when, the help text, and what they do.
///
/// The table of them (`KeyBindings.table`) is the only place a key is given a meaning: the key
/// handler looks keys up in it, and the `?` overlay, the help line, `consentsim run --help` and the
/// Commands article's key list are all written from it.
package struct KeyBinding: Sendable {
    /// The keys that do it.
    package var keys: [KeyPattern]
    /// Where they do it.
    package var scope: KeyScope
    /// What else must hold (the home screen offers privacy settings, the app links UMP, …).
    package var condition: KeyCondition
    /// How help shows it; nil for a binding another one's help describes (Shift+Tab under Tab).
    package var help: KeyHelp?
    /// What it does.
    package var command: KeyCommand

    /// A binding.
    package init(
        _ keys: [KeyPattern], _ scope: KeyScope, when condition: KeyCondition = .always, help: KeyHelp? = nil,
        _ command: KeyCommand
    ) {
        self.keys = keys
        self.scope = scope
        self.condition = condition
        self.help = help
        self.command = command
    }

    /// Whether `key` is one of the binding's keys.
    func matches(_ key: Key) -> Bool { keys.contains { $0.matches(key) } }
}

/// A key a binding answers to.
package enum KeyPattern: Hashable, Sendable {
    /// That key.
    case key(Key)
    /// Any key that edits a text field: a character, Space, Backspace, Delete, Left, Right, Home,
    /// End, Ctrl+letter (`TextInput`).
    case typing

    /// Whether `key` is this pattern's.
    func matches(_ key: Key) -> Bool {
        switch self {
        case .key(let own): return own == key
        case .typing:
            switch key {
            case .char, .space, .backspace, .delete, .left, .right, .home, .end, .ctrl: return true
            case .enter, .tab, .backTab, .up, .down, .escape, .pageUp, .pageDown, .resize, .mouse: return false
            }
        }
    }

    /// The key's name as help and the Commands article write it (`Shift+Tab`, `PgDn`, `Esc`).
    package var name: String {
        switch self {
        case .typing: "type"
        case .key(let key):
            switch key {
            case .escape: "Esc"
            case .pageDown: "PgDn"
            case .pageUp: "PgUp"
            case .backspace: "Bksp"
            default: key.name
            }
        }
    }
}

/// Where keys are read: a screen, or the overlay or field that has the keyboard over it.
package enum KeyContext: Hashable, Sendable {
    /// A screen, by its view id.
    case screen(ViewID)
    /// The vendor search field has focus: typing edits the query.
    case vendorSearch
    /// The help overlay is up.
    case helpOverlay

    /// The contexts a key is looked up in, in order: the search field passes what it does not use
    /// (PgDn, the wheel) to the vendor list under it.
    var lookupOrder: [KeyContext] {
        switch self {
        case .vendorSearch: [.vendorSearch, .screen(.umpVendors)]
        case .screen, .helpOverlay: [self]
        }
    }
}

/// The screens (and fields and overlays) a binding applies in.
package struct KeyScope: Hashable, Sendable {
    /// The screens.
    package var screens: Set<ViewID>
    /// Whether it applies in the vendor search field.
    package var vendorSearch = false
    /// Whether it applies while the help overlay is up.
    package var helpOverlay = false

    /// Those screens.
    package static func on(_ screens: ViewID...) -> KeyScope { KeyScope(screens: Set(screens)) }
    /// Those screens.
    package static func on(_ screens: [ViewID]) -> KeyScope { KeyScope(screens: Set(screens)) }
    /// Every screen.
    package static let screens = KeyScope(screens: Set(ViewID.allCases))
    /// Every screen but those.
    package static func screens(except excluded: ViewID...) -> KeyScope { KeyScope(screens: Set(ViewID.allCases).subtracting(excluded)) }
    /// The vendor search field.
    package static let vendorSearch = KeyScope(screens: [], vendorSearch: true)
    /// The help overlay.
    package static let helpOverlay = KeyScope(screens: [], helpOverlay: true)
    /// Everywhere: every screen, the search field and the help overlay.
    package static let everywhere = KeyScope(screens: Set(ViewID.allCases), vendorSearch: true, helpOverlay: true)

    /// Whether the scope covers `context`.
    package func contains(_ context: KeyContext) -> Bool {
        switch context {
        case .screen(let view): screens.contains(view)
        case .vendorSearch: vendorSearch
        case .helpOverlay: helpOverlay
        }
    }

    /// The scope of both.
    func union(_ other: KeyScope) -> KeyScope {
        KeyScope(
            screens: screens.union(other.screens), vendorSearch: vendorSearch || other.vendorSearch,
            helpOverlay: helpOverlay || other.helpOverlay)
    }
}

/// What must hold, besides the screen, for a binding to apply (and to be listed).
package enum KeyCondition: Hashable, Sendable {
    /// Nothing.
    case always
    /// The home screen shows "Privacy settings".
    case privacySettingsShown
    /// The app runs UMP.
    case umpRunning
    /// The form offers more than one language.
    case severalLanguages
    /// The app runs on Android (it has a system back button).
    case android
    /// The form declares "Learn more" items (the first layer has the folding section).
    case learnMoreOffered
}

/// How help shows a binding.
package struct KeyHelp: Hashable, Sendable {
    /// Where a binding's help appears.
    package enum Placement: Hashable, Sendable {
        /// On the help line (while there is room) and in the `?` overlay.
        case lineAndOverlay
        /// In the `?` overlay only (the help line keeps its room for the common keys).
        case overlay
        /// At the end of the help line, always (the way to the overlay).
        case pinned
    }

    /// A value the overlay adds to the sentence, as it stands now.
    package enum Now: Hashable, Sendable {
        /// The geographies `g` cycles through, and the current one.
        case geography
        /// The form's languages, and the one shown.
        case language
    }

    /// The key as help shows it (`Tab`, `PgDn`, `/`).
    package var label: String
    /// A word or two for the help line (`next`).
    package var short: String
    /// A sentence for the overlay, `run --help` and the Commands article.
    package var detail: String
    /// What the overlay adds in parentheses, from the current state.
    package var now: Now?
    /// Where it appears.
    package var placement: Placement

    /// A binding's help.
    package init(_ label: String, _ short: String, _ detail: String, now: Now? = nil, placement: Placement = .lineAndOverlay) {
        self.label = label
        self.short = short
        self.detail = detail
        self.now = now
        self.placement = placement
    }
}

import Screens

// The key list as `consentsim run --help` and the Commands article give it, written from the table.
extension KeyBindings {
    /// One documented key: its label, where it works and what it does.
    package struct Documented: Hashable, Sendable {
        /// The key as help shows it (`Tab`, `PgDn`).
        package var label: String
        /// Where it works, in words (`every screen`, `home, notRunning`).
        package var place: String
        /// What it does.
        package var detail: String
    }

    /// Every binding with help, those with the same label and sentence as one (PgDn is listed on
    /// several screens), in table order.
    package static var documented: [Documented] {
        var order: [String] = []
        var merged: [String: (help: KeyHelp, scope: KeyScope, condition: KeyCondition)] = [:]
        for binding in table {
            guard let help = binding.help else { continue }
            let key = help.label + "\u{0}" + help.detail
            if let seen = merged[key] {
                merged[key] = (help, seen.scope.union(binding.scope), seen.condition)
            } else {
                order.append(key)
                merged[key] = (help, binding.scope, binding.condition)
            }
        }
        return order.compactMap { key in
            guard let (help, scope, condition) = merged[key] else { return nil }
            return Documented(label: help.label, place: describe(scope) + describe(condition), detail: help.detail)
        }
    }

    /// The key list for `consentsim run --help`: the keys under the places they work, so that each
    /// line fits the 80 columns ArgumentParser wraps the discussion at.
    package static var helpText: String {
        let width = documented.map(\.label.count).max() ?? 0
        var places: [String] = []
        var keys: [String: [String]] = [:]
        for key in documented {
            if keys[key.place] == nil { places.append(key.place) }
            keys[key.place, default: []].append("    " + key.label + String(repeating: " ", count: width - key.label.count) + "  " + key.detail)
        }
        let groups = places.map { place in (["  " + place + ":"] + (keys[place] ?? [])).joined(separator: "\n") }
        return (["Keys (? lists those of the current screen):"] + groups).joined(separator: "\n")
    }

    /// The key list as a Markdown table, as the Commands article has it.
    package static var markdownTable: String {
        let rows = documented.map { "| `\($0.label)` | \($0.place) | \($0.detail) |" }
        return (["| Key | Where | What it does |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    /// Where a scope works, in words: a family of screens all of whose screens it covers (`ump.*`)
    /// is named as one.
    static func describe(_ scope: KeyScope) -> String {
        if scope.vendorSearch && scope.screens.isEmpty { return "the vendor search field" }
        let all = ViewID.allCases
        if scope.screens.count == all.count { return "every screen" }
        let missing = all.filter { !scope.screens.contains($0) }
        if missing.count < scope.screens.count { return "every screen but " + names(missing) }
        return names(all.filter(scope.screens.contains))
    }

    /// Screen ids in table order, a whole family of several (`ump.firstLayer` … `ump.vendorDetail`)
    /// as `every UMP screen`.
    static func names(_ screens: [ViewID]) -> String {
        func family(_ view: ViewID) -> Substring? {
            let parts = view.rawValue.split(separator: ".", maxSplits: 1)
            return parts.count == 2 ? parts[0] : nil
        }
        var words: [String] = []
        var named = Set<Substring>()
        for view in screens {
            guard let name = family(view) else {
                words.append(view.rawValue)
                continue
            }
            let members = ViewID.allCases.filter { family($0) == name }
            if members.count > 1, members.allSatisfy(screens.contains) {
                if named.insert(name).inserted { words.append("every " + name.uppercased() + " screen") }
            } else {
                words.append(view.rawValue)
            }
        }
        return words.joined(separator: ", ")
    }

    /// What else must hold, in words (empty when nothing).
    static func describe(_ condition: KeyCondition) -> String {
        switch condition {
        case .always: ""
        case .privacySettingsShown: ", when it shows Privacy settings"
        case .umpRunning: ", in an app with UMP"
        case .severalLanguages: ", for a form in several languages"
        case .android: ", on Android"
        case .learnMoreOffered: ", for a form with Learn more items"
        }
    }
}

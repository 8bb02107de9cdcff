import YAML

/// The PAC and ATT sections, and the palette.
extension FormDecoder {
    /// `pac`: which of personalized / non-personalized / ad-free the form offers.
    mutating func decodePAC(_ node: YAMLNode) -> PACSettings? {
        let keys = ["personalized", "nonPersonalized", "adFree"]
        guard let entries = mapping(node, path: "pac", allowed: keys) else { return nil }
        var settings = PACSettings()
        var ok = true
        for (key, _, value) in entries {
            guard let on = bool(value, path: "pac.\(key)") else {
                ok = false
                continue
            }
            switch key {
            case "personalized": settings.personalized = on
            case "nonPersonalized": settings.nonPersonalized = on
            default: settings.adFree = on
            }
        }
        guard ok else { return nil }
        guard settings.layout != nil else {
            error(node, "pac: offers neither personalized nor nonPersonalized; the PAC form would fail with \"Error: no options.\"")
            return nil
        }
        return settings
    }

    /// `att`: whether the explainer precedes the system alert.
    mutating func decodeATT(_ node: YAMLNode) -> ATTSettings? {
        guard let entries = mapping(node, path: "att", allowed: ["explainer"]) else { return nil }
        var settings = ATTSettings()
        for (_, _, value) in entries {
            guard let on = bool(value, path: "att.explainer") else { return nil }
            settings.explainer = on
        }
        return settings
    }

    /// `colors`: role → colour name, `default`, or a 256-colour index.
    mutating func decodeColors(_ node: YAMLNode) -> FormColors {
        let roles = ColorRole.allCases.map(\.rawValue)
        var colors = FormColors()
        guard
            let entries = mapping(
                node, path: "colors", allowed: roles,
                unknownKey: { "unknown colour role '\($0)'; roles are \(Suggestion.list(roles))" })
        else { return colors }
        for (key, _, value) in entries {
            guard let role = ColorRole(rawValue: key), let color = decodeColor(value, path: "colors.\(key)") else { continue }
            colors[role] = color
        }
        return colors
    }

    /// A colour: `default`, an ANSI colour name, 0...255, or `#RRGGBB` (a brand colour).
    mutating func decodeColor(_ node: YAMLNode, path: String) -> TerminalColor? {
        if node.tag == .int {
            return int(node, path: path, range: 0...255).map(TerminalColor.indexed)
        }
        guard let name = string(node, path: path) else { return nil }
        if name == "default" { return .terminalDefault }
        if let color = ANSIColor(rawValue: name) { return .named(color) }
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            if digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) { return .rgb(value) }
            error(node, "\(path): '\(name)' is not a #RRGGBB colour (six hex digits, like #7B1FA2)")
            return nil
        }
        let names = ["default"] + ANSIColor.allCases.map(\.rawValue)
        error(
            node,
            "\(path): unknown colour '\(name)'; expected a colour name (blue, brightWhite, …), default, a number 0...255, or #RRGGBB"
                + Suggestion.didYouMean(name, among: names))
        return nil
    }
}

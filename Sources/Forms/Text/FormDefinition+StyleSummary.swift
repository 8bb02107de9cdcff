extension FormDefinition {
    /// The message editor's look for the text under `key`, on one line (`forms texts` prints it
    /// under the key), or nil when the form styles nothing there.
    package func styleSummary(for key: TextKey) -> String? {
        if let button = FirstLayerButton.allCases.first(where: { $0.textKey == key }) {
            guard let style = self.style.buttons[button] else { return nil }
            var parts = [style.kind.map { "\($0.rawValue) button" } ?? "button"]
            if let fill = style.fill { parts.append("fill \(fill)") }
            if let label = style.label { parts.append("label \(label)") }
            if let border = style.border { parts.append("border \(border)") }
            if let width = style.borderWidth { parts.append("border width \(width) pt") }
            if let radius = style.radius { parts.append("radius \(radius) pt") }
            if let padding = style.padding { parts.append("padding \(padding) pt") }
            return parts.joined(separator: ", ")
        }
        guard let element = Self.styledElement(for: key), let look = self.style.elements[element] else { return nil }
        var parts = [element.rawValue]
        if let color = look.color { parts.append("\(color)") }
        if let size = look.size { parts.append("\(size) pt") }
        if let weight = look.weight { parts.append(weight.rawValue) }
        if let align = look.align { parts.append("aligned \(align.rawValue)") }
        return parts.joined(separator: ", ")
    }

    /// The element of the message that draws the text under `key`, if the editor styles it.
    static func styledElement(for key: TextKey) -> StyledElement? {
        switch key {
        case .title, .privacyOptionsTitle: .headline
        case .purposesSummary, .storeAccessSummary, .intro, .legitimateInterestNotice: .body
        case .vendorsLink, .learnMore: .link
        default: nil
        }
    }
}

import Screens

/// The screen a form is laid out for: a phone's or a tablet's column width, centred in the terminal,
/// or the terminal itself with a maximum width so lines stay readable on a wide window.
package enum DeviceProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A phone in portrait: 44 columns, about the characters per line of a 390-point iPhone or a
    /// 412-dp Pixel at their default text size.
    case phone
    /// A tablet in portrait: 80 columns.
    case tablet
    /// The whole terminal, up to 120 columns.
    case terminal

    /// The widest the form is laid out, in columns.
    package var maximumWidth: Int {
        switch self {
        case .phone: 44
        case .tablet: 80
        case .terminal: 120
        }
    }

    /// The name (`phone`).
    package var description: String { rawValue }

    /// Names of real devices accepted for the profiles.
    package static let aliases: [String: DeviceProfile] = [
        "iphone": .phone, "iphone-15": .phone, "pixel": .phone, "pixel-8": .phone, "android": .phone,
        "ipad": .tablet, "ipad-mini": .tablet, "galaxy-tab": .tablet,
    ]

    /// A profile by name or alias, case-insensitive; nil for anything else.
    package init?(named name: String) {
        let key = name.lowercased()
        guard let profile = DeviceProfile(rawValue: key) ?? DeviceProfile.aliases[key] else { return nil }
        self = profile
    }

    /// Every accepted name, for messages: `phone, tablet, terminal (aliases: ipad, iphone, …)`.
    package static var namesList: String {
        allCases.map(\.rawValue).joined(separator: ", ") + " (aliases: " + aliases.keys.sorted().joined(separator: ", ") + ")"
    }

    /// `area` narrowed to this profile's width and centred in it.
    func fit(_ area: Rect) -> Rect {
        let width = min(area.width, maximumWidth)
        return Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: area.height)
    }
}

import Basics
import YAML

/// `style`: the options of AdMob's message editor beyond the six colour roles (`FormStyle`).
extension FormDecoder {
    /// The keys of `style`.
    static let styleKeys = ["font", "direction", "overlayOpacity", "header", "buttons"] + StyledElement.allCases.map(\.rawValue)

    /// The whole section; `buttons` are the first layer's, which `style.buttons` may name.
    mutating func decodeStyle(_ node: YAMLNode, buttons offered: [FirstLayerButton]?, directory: String?) -> FormStyle {
        var style = FormStyle()
        guard let entries = mapping(node, path: "style", allowed: Self.styleKeys) else { return style }
        for (key, _, value) in entries {
            let path = "style.\(key)"
            switch key {
            case "font": style.fontFamily = decodeFontFamily(value, path: path)
            case "direction":
                style.direction = choice(value, path: path, of: TextDirection.self, allowed: TextDirection.allCases, what: "direction") ?? .auto
            case "overlayOpacity": style.overlayOpacity = int(value, path: path, range: FormStyle.opacityRange)
            case "header": style.header = decodeHeader(value, directory: directory) ?? .icon
            case "buttons": style.buttons = decodeButtonStyles(value, offered: offered)
            default:
                if let element = StyledElement(rawValue: key), let decoded = decodeElementStyle(value, path: path) {
                    style.elements[element] = decoded
                }
            }
        }
        return style
    }

    /// A font family name: letters, digits, spaces and hyphens, at most 64 characters.
    mutating func decodeFontFamily(_ node: YAMLNode, path: String) -> String? {
        guard let name = nonEmptyString(node, path: path) else { return nil }
        let valid =
            name.count <= FormStyle.fontFamilyLimit
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == "-" }
        guard valid else {
            error(node, "\(path): a font family is letters, digits, spaces and hyphens (at most \(FormStyle.fontFamilyLimit)), like Open Sans")
            return nil
        }
        return name
    }

    /// `color`, `size`, `weight`, `align` of one text element.
    mutating func decodeElementStyle(_ node: YAMLNode, path: String) -> ElementStyle? {
        guard let entries = mapping(node, path: path, allowed: ["color", "size", "weight", "align"]) else { return nil }
        var style = ElementStyle()
        for (key, _, value) in entries {
            let itemPath = "\(path).\(key)"
            switch key {
            case "color": style.color = decodeColor(value, path: itemPath)
            case "size": style.size = int(value, path: itemPath, range: FormStyle.sizeRange)
            case "weight": style.weight = choice(value, path: itemPath, of: FontWeight.self, allowed: FontWeight.allCases, what: "weight")
            default: style.align = choice(value, path: itemPath, of: TextAlign.self, allowed: TextAlign.allCases, what: "alignment")
            }
        }
        return style
    }

    /// `icon`, `appName`, `none`, or `{ logo: file.png | file.svg }`.
    mutating func decodeHeader(_ node: YAMLNode, directory: String?) -> MessageHeader? {
        let path = "style.header"
        if case .scalar = node {
            guard let word = string(node, path: path) else { return nil }
            switch word {
            case "icon": return .icon
            case "appName": return .appName
            case "none": return MessageHeader.none
            default:
                error(node, "\(path): expected icon, appName, none or a mapping with 'logo', found \"\(word)\"")
                return nil
            }
        }
        guard let entries = mapping(node, path: path, allowed: ["logo"], required: ["logo"]),
            let fileNode = entries.first?.value,
            let relative = nonEmptyString(fileNode, path: "\(path).logo")
        else { return nil }
        let resolved = relative.hasPrefix("/") || directory == nil ? relative : FormPaths.join(directory!, relative)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.bytes(resolved, limit: LogoImage.byteLimit)
        } catch {
            self.error(
                fileNode, "\(path).logo: '\(MessageText.line(relative, limit: 200))': \(error.reason) (paths are relative to the form's folder)")
            return nil
        }
        switch LogoImage.check(bytes, path: relative) {
        case .success(let image): return .logo(image)
        case .failure(let problem):
            error(fileNode, "\(path).logo: '\(MessageText.line(relative, limit: 200))' \(problem.description)")
            return nil
        }
    }

    /// Each first-layer button's style; only buttons the first layer offers.
    mutating func decodeButtonStyles(_ node: YAMLNode, offered: [FirstLayerButton]?) -> [FirstLayerButton: ButtonStyle] {
        let names = FirstLayerButton.allCases.map(\.rawValue)
        guard let entries = mapping(node, path: "style.buttons", allowed: names) else { return [:] }
        var styles: [FirstLayerButton: ButtonStyle] = [:]
        for (key, keyNode, value) in entries {
            guard let button = FirstLayerButton(rawValue: key) else { continue }
            if let offered, !offered.contains(button) {
                error(keyNode, "style.buttons.\(key): the first layer has no \(key) button (firstLayer.buttons)")
                continue
            }
            if let style = decodeButtonStyle(value, path: "style.buttons.\(key)") { styles[button] = style }
        }
        return styles
    }

    /// `style`, `fill`, `label`, `border`, `borderWidth`, `radius`, `padding` of one button.
    mutating func decodeButtonStyle(_ node: YAMLNode, path: String) -> ButtonStyle? {
        let keys = ["style", "fill", "label", "border", "borderWidth", "radius", "padding"]
        guard let entries = mapping(node, path: path, allowed: keys) else { return nil }
        var style = ButtonStyle()
        for (key, _, value) in entries {
            let itemPath = "\(path).\(key)"
            switch key {
            case "style": style.kind = choice(value, path: itemPath, of: ButtonKind.self, allowed: ButtonKind.allCases, what: "button style")
            case "fill": style.fill = decodeColor(value, path: itemPath)
            case "label": style.label = decodeColor(value, path: itemPath)
            case "border": style.border = decodeColor(value, path: itemPath)
            case "borderWidth": style.borderWidth = int(value, path: itemPath, range: FormStyle.borderRange)
            case "radius": style.radius = int(value, path: itemPath, range: FormStyle.cornerRange)
            default: style.padding = int(value, path: itemPath, range: FormStyle.cornerRange)
            }
        }
        return style
    }
}

extension FormSettings {
    /// The first layer's buttons of a UMP form, else nil.
    var firstLayerButtons: [FirstLayerButton]? {
        if case .ump(let ump) = self { ump.firstLayer.buttons } else { nil }
    }
}

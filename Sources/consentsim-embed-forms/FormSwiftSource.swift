import Basics
import Forms
import TCF

/// Writes a validated form as Swift source that rebuilds the identical `FormDefinition`, so a
/// shipped form can be compiled into the binary and be ready at start-up without parsing YAML
/// (parsing YAML and validating a form cost more than the rest of start-up together).
///
/// `ShippedFormsSource` writes this for the shipped forms whose vendor list is the embedded one, and
/// a test checks that each prebuilt form equals what `FormLoader` makes of its YAML.
enum FormSwiftSource {
    /// The source of a function `name() -> FormDefinition` building `form`; nil when the form reads
    /// its vendor list from a file (only the embedded list can be referred to by name).
    static func function(named name: String, building form: FormDefinition) -> String? {
        var lines: [String] = []
        lines.append("/// `\(form.id)`, as `FormLoader` loads it from its YAML.")
        lines.append("func \(name)() -> FormDefinition {")
        lines.append("    var locations: [String: SourceLocation] = [:]")
        lines.append("    locations.reserveCapacity(\(form.sourceMap.locations.count))")
        for (path, location) in form.sourceMap.locations.sorted(by: { $0.key < $1.key }) {
            lines.append("    locations[\(literal(path))] = SourceLocation(line: \(location.line), column: \(location.column))")
        }
        lines.append("    \(form.texts.isEmpty ? "let" : "var") texts: [LanguageCode: [TextKey: String]] = [:]")
        for (language, entries) in form.texts.sorted(by: { $0.key < $1.key }) {
            lines.append("    texts[\(literal(language.rawValue))] = [")
            for (key, text) in entries.sorted(by: { $0.key < $1.key }) {
                lines.append("        \(literal(key.rawValue)): \(literal(text)),")
            }
            lines.append("    ]")
        }
        let settings: String
        switch form.settings {
        case .ump(let ump):
            guard ump.vendorListSource == .embedded else { return nil }
            let vendors: String
            switch ump.vendors {
            case .all: vendors = ".all"
            case .ids(let ids): vendors = ".ids(\(ints(ids)))"
            }
            let atps = ump.googleATPs.map { "GoogleATP(id: \($0.id), name: \(literal($0.name)))" }.joined(separator: ", ")
            let li = ump.legitimateInterest
            settings = """
                .ump(UMPSettings(
                        vendorListSource: .embedded, vendorList: .embedded, vendors: \(vendors),
                        googleATPs: [\(atps)],
                        firstLayer: FirstLayer(buttons: [\(ump.firstLayer.buttons.map { "." + $0.rawValue }.joined(separator: ", "))], \
                closeIcon: \(ump.firstLayer.closeIcon)),
                        legitimateInterest: LegitimateInterestSettings(shown: \(li.shown), defaultOn: \(li.defaultOn), \
                purposes: \(li.purposes.map(ints) ?? "nil")),
                        consentSwitch: ConsentSwitchSettings(defaultOn: \(ump.consentSwitch.defaultOn)),
                        privacyOptionsEntryPoint: \(ump.privacyOptionsEntryPoint)))
                """
        case .pac(let pac):
            settings = ".pac(PACSettings(personalized: \(pac.personalized), nonPersonalized: \(pac.nonPersonalized), adFree: \(pac.adFree)))"
        case .att(let att):
            settings = ".att(ATTSettings(explainer: \(att.explainer)))"
        }
        let publisher =
            form.publisher.map { p in
                "FormPublisher(countryCode: \(literal(p.countryCode)), publisherIDs: [\(p.publisherIDs.map(literal).joined(separator: ", "))], "
                    + "cmp: \(p.cmp.map { "CMPIdentity(id: \($0.id), version: \($0.version))" } ?? "nil"))"
            } ?? "nil"
        let colors = form.colors.colors.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { ".\($0.key.rawValue): \(color($0.value))" }.joined(separator: ", ")
        let app = form.app
        let languages = form.languages
        lines.append(
            """
                return FormDefinition(
                    id: \(literal(form.id)), sdk: .\(form.sdk.rawValue),
                    app: FormApp(name: \(literal(app.name)), iconGlyph: \(literal(app.iconGlyph)), \
            privacyPolicyURL: \(literal(app.privacyPolicyURL)), bundleID: \(literal(app.bundleID))),
                    publisher: \(publisher),
                    settings: \(settings),
                    colors: FormColors([\(colors)]),\(form.style.isEmpty ? "" : "\n        style: " + style(form.style) + ",")
                    languages: FormLanguages(default: \(literal(languages.default.rawValue)), fallback: \(literal(languages.fallback.rawValue)), \
            list: [\(languages.list.map { literal($0.rawValue) }.joined(separator: ", "))]),
                    texts: texts,
                    sourceMap: FormSourceMap(file: \(literal(form.sourceMap.file)), locations: locations))
            }
            """)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `FormStyle` literal.
    private static func style(_ style: FormStyle) -> String {
        func optional<T>(_ value: T?, _ show: (T) -> String) -> String { value.map(show) ?? "nil" }
        let elements = style.elements.sorted { $0.key.rawValue < $1.key.rawValue }.map { element, look in
            ".\(element.rawValue): ElementStyle(color: \(optional(look.color, color)), size: \(optional(look.size) { "\($0)" }), "
                + "weight: \(optional(look.weight) { ".\($0.rawValue)" }), align: \(optional(look.align) { ".\($0.rawValue)" }))"
        }
        let buttons = style.buttons.sorted { $0.key.rawValue < $1.key.rawValue }.map { button, look in
            ".\(button.rawValue): ButtonStyle(kind: \(optional(look.kind) { ".\($0.rawValue)" }), fill: \(optional(look.fill, color)), "
                + "label: \(optional(look.label, color)), border: \(optional(look.border, color)), borderWidth: \(optional(look.borderWidth) { "\($0)" }), "
                + "radius: \(optional(look.radius) { "\($0)" }), padding: \(optional(look.padding) { "\($0)" }))"
        }
        let header: String =
            switch style.header {
            case .icon: ".icon"
            case .appName: ".appName"
            case .none: ".none"
            case .logo(let image):
                ".logo(LogoImage(format: .\(image.format.rawValue), bytes: \(ints(image.bytes.map(Int.init))), path: \(literal(image.path)), "
                    + "width: \(image.width), height: \(image.height)))"
            }
        return
            "FormStyle(fontFamily: \(optional(style.fontFamily, literal)), elements: [\(elements.isEmpty ? ":" : elements.joined(separator: ", "))], "
            + "buttons: [\(buttons.isEmpty ? ":" : buttons.joined(separator: ", "))], header: \(header), "
            + "overlayOpacity: \(optional(style.overlayOpacity) { "\($0)" }), direction: .\(style.direction.rawValue))"
    }

    private static func ints(_ values: [Int]) -> String { "[" + values.map(String.init).joined(separator: ", ") + "]" }

    private static func color(_ color: TerminalColor) -> String {
        switch color {
        case .terminalDefault: ".terminalDefault"
        case .named(let name): ".named(.\(name.rawValue))"
        case .indexed(let index): ".indexed(\(index))"
        case .rgb(let value): ".rgb(\(value))"
        }
    }

    /// A Swift string literal whose value is exactly `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

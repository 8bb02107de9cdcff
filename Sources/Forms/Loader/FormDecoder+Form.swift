import YAML

/// The top level of a form: which keys exist, which apply to which SDK, and the common sections.
extension FormDecoder {
    /// Every top-level key, in the order the schema documents them.
    static let topLevelKeys = [
        "id", "sdk", "app", "publisher", "vendorList", "vendors", "googleATPs", "firstLayer", "legitimateInterest",
        "consentSwitch", "privacyOptionsEntryPoint", "pac", "att", "colors", "style", "languages", "texts",
        "lint",
    ]

    /// The SDKs a top-level key applies to; nil for keys every form may have.
    static func sdks(forKey key: String) -> [FormSDK]? {
        switch key {
        case "vendorList", "vendors", "googleATPs", "firstLayer", "legitimateInterest", "consentSwitch",
            "privacyOptionsEntryPoint", "style":
            [.umpMessage, .umpPrivacyOptions]
        case "pac": [.pac]
        case "att": [.att]
        default: nil
        }
    }

    /// Top-level keys an SDK needs beyond `id`, `sdk`, `app` and `languages`.
    static func requiredKeys(for sdk: FormSDK) -> [String] {
        switch sdk {
        case .umpMessage, .umpPrivacyOptions: ["publisher", "vendorList", "vendors", "firstLayer"]
        case .pac: ["publisher", "pac"]
        case .att: []
        }
    }

    /// Decodes a whole form; nil when anything was wrong (see `errors`).
    mutating func decodeForm(_ root: YAMLNode, directory: String?) -> FormDefinition? {
        guard
            let entries = mapping(
                root, path: "", allowed: Self.topLevelKeys, required: ["id", "sdk", "app", "languages"],
                what: "a mapping of form settings (id, sdk, app, …)")
        else { return nil }
        var values: [String: YAMLNode] = [:]
        for entry in entries { values[entry.key] = entry.value }

        let sdk = values["sdk"].flatMap {
            choice($0, path: "sdk", of: FormSDK.self, allowed: FormSDK.allCases, what: "sdk")
        }
        if let sdk {
            for entry in entries {
                guard let sdks = Self.sdks(forKey: entry.key), !sdks.contains(sdk) else { continue }
                let names = Suggestion.list(sdks.map(\.rawValue))
                error(entry.keyNode, "'\(entry.key)' does not apply to sdk \(sdk) (only to \(names))")
            }
            for key in Self.requiredKeys(for: sdk) where values[key] == nil {
                error(root, "missing required key '\(key)' (sdk \(sdk) needs it)")
            }
        }

        let id = values["id"].flatMap { decodeID($0) }
        let app = values["app"].flatMap { decodeApp($0) }
        let publisher = values["publisher"].flatMap { decodePublisher($0, sdk: sdk) }
        let languages = values["languages"].flatMap { decodeLanguages($0) }
        let colors = values["colors"].map { decodeColors($0) } ?? FormColors()
        let settings = sdk.flatMap { decodeSettings(sdk: $0, values: values, directory: directory) }
        let style =
            values["style"].map { decodeStyle($0, buttons: settings.flatMap(\.firstLayerButtons), directory: directory) } ?? FormStyle()
        let texts = values["texts"].map { decodeTexts($0, family: sdk?.family, languages: languages) } ?? [:]
        let lint = decodeLint(values["lint"])

        guard errors.isEmpty, let id, let sdk, let app, let languages, let settings else { return nil }
        return FormDefinition(
            id: id, sdk: sdk, app: app, publisher: publisher, settings: settings, colors: colors, style: style,
            languages: languages, texts: texts, lintSuppressions: lint, sourceMap: FormSourceMap(file: file, locations: locations))
    }

    /// The SDK-specific settings.
    mutating func decodeSettings(sdk: FormSDK, values: [String: YAMLNode], directory: String?) -> FormSettings? {
        switch sdk {
        case .umpMessage, .umpPrivacyOptions:
            decodeUMP(values, directory: directory).map(FormSettings.ump)
        case .pac:
            values["pac"].flatMap { decodePAC($0) }.map(FormSettings.pac)
        case .att:
            (values["att"].map { decodeATT($0) } ?? ATTSettings()).map(FormSettings.att)
        }
    }

    /// `id`: lower-case letters, digits and single hyphens, like the file name.
    mutating func decodeID(_ node: YAMLNode) -> String? {
        guard let id = string(node, path: "id") else { return nil }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            !parts.isEmpty
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
        guard valid else {
            error(node, "id: '\(id)' must be lower-case letters, digits and single hyphens (like ump-gdpr-default)")
            return nil
        }
        return id
    }

    /// `app`: name, icon glyph, privacy-policy URL, bundle id.
    mutating func decodeApp(_ node: YAMLNode) -> FormApp? {
        let keys = ["name", "iconGlyph", "privacyPolicyURL", "bundleID"]
        guard let entries = mapping(node, path: "app", allowed: keys, required: keys) else { return nil }
        var name: String?, glyph: String?, url: String?, bundle: String?
        for (key, _, value) in entries {
            let path = "app.\(key)"
            switch key {
            case "name": name = nonEmptyString(value, path: path)
            case "iconGlyph": glyph = decodeGlyph(value, path: path)
            case "privacyPolicyURL": url = decodeURL(value, path: path)
            default: bundle = decodeBundleID(value, path: path)
            }
        }
        guard let name, let glyph, let url, let bundle else { return nil }
        return FormApp(name: name, iconGlyph: glyph, privacyPolicyURL: url, bundleID: bundle)
    }

    /// One character (grapheme), so it fits the icon's cell or two.
    mutating func decodeGlyph(_ node: YAMLNode, path: String) -> String? {
        guard let glyph = string(node, path: path) else { return nil }
        guard glyph.count == 1, !glyph.first!.isWhitespace else {
            error(node, "\(path): expected one character (an emoji or symbol), found \"\(glyph)\"")
            return nil
        }
        return glyph
    }

    /// An absolute http(s) URL with a host.
    mutating func decodeURL(_ node: YAMLNode, path: String) -> String? {
        guard let url = string(node, path: path) else { return nil }
        let scheme = ["https://", "http://"].first { url.lowercased().hasPrefix($0) }
        let host = scheme.map { url.dropFirst($0.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" } } ?? ""
        guard scheme != nil, host.contains("."), !url.contains(where: \.isWhitespace) else {
            error(node, "\(path): expected an http(s) URL such as https://example.com/privacy, found \"\(url)\"")
            return nil
        }
        return url
    }

    /// A reverse-DNS bundle identifier (`com.example.app`).
    mutating func decodeBundleID(_ node: YAMLNode, path: String) -> String? {
        guard let bundle = string(node, path: path) else { return nil }
        let parts = bundle.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
        guard valid else {
            error(node, "\(path): expected a reverse-DNS bundle id such as com.example.app, found \"\(bundle)\"")
            return nil
        }
        return bundle
    }

    /// `publisher`: country, publisher ids and (UMP only) the CMP id and version.
    mutating func decodePublisher(_ node: YAMLNode, sdk: FormSDK?) -> FormPublisher? {
        let isUMP = sdk?.family == .ump
        var required = ["countryCode"]
        if sdk != .att { required.append("publisherIDs") }
        if isUMP { required += ["cmpID", "cmpVersion"] }
        let allowed = ["countryCode", "publisherIDs", "cmpID", "cmpVersion"]
        guard let entries = mapping(node, path: "publisher", allowed: allowed, required: required) else { return nil }
        var country: String?, ids: [String]? = [], cmpID: Int?, cmpVersion: Int?
        var failed = false
        for (key, keyNode, value) in entries {
            let path = "publisher.\(key)"
            switch key {
            case "countryCode":
                country = decodeCountry(value, path: path)
            case "publisherIDs":
                ids = decodePublisherIDs(value, path: path)
            default:
                if let sdk, !isUMP {
                    error(keyNode, "publisher.\(key) applies only to UMP forms (sdk is \(sdk); PAC and ATT write no TC string)")
                    failed = true
                } else if key == "cmpID" {
                    cmpID = int(value, path: path, range: CMPIdentity.idRange)
                } else {
                    cmpVersion = int(value, path: path, range: CMPIdentity.versionRange)
                }
            }
        }
        guard !failed, let country, let ids else { return nil }
        let cmp = zip2(cmpID, cmpVersion).map { CMPIdentity(id: $0, version: $1) }
        return FormPublisher(countryCode: country, publisherIDs: ids, cmp: cmp)
    }

    /// An ISO 3166-1 alpha-2 code in capitals.
    mutating func decodeCountry(_ node: YAMLNode, path: String) -> String? {
        guard let code = string(node, path: path) else { return nil }
        guard code.count == 2, code.allSatisfy({ ("A"..."Z").contains($0) }) else {
            error(node, "\(path): expected a two-letter ISO 3166-1 country code in capitals (DE, FR; AA for unknown), found \"\(code)\"")
            return nil
        }
        return code
    }

    /// AdMob publisher ids, `pub-` and 16 digits, at least one, no repeats.
    mutating func decodePublisherIDs(_ node: YAMLNode, path: String) -> [String]? {
        guard let items = list(node, path: path) else { return nil }
        guard !items.isEmpty else {
            error(node, "\(path): name at least one publisher id")
            return nil
        }
        var ids: [String] = []
        var seen = Set<String>()  // a list of thousands is checked in linear time
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard let id = string(item, path: itemPath) else {
                ok = false
                continue
            }
            let digits = id.dropFirst(4)
            guard id.hasPrefix("pub-"), digits.count == 16, digits.allSatisfy({ ("0"..."9").contains($0) }) else {
                error(item, "\(itemPath): expected a publisher id like pub-3940256099942544, found \"\(id)\"")
                ok = false
                continue
            }
            if !seen.insert(id).inserted {
                error(item, "\(itemPath): \(id) is listed twice")
                ok = false
            }
            ids.append(id)
        }
        return ok ? ids : nil
    }
}

/// Both values, or nil.
func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

import YAML

/// Languages, texts and their placeholders.
extension FormDecoder {
    /// `languages`: default, fallback (defaults to `default`) and the list offered.
    mutating func decodeLanguages(_ node: YAMLNode) -> FormLanguages? {
        guard
            let entries = mapping(
                node, path: "languages", allowed: ["default", "fallback", "list"], required: ["default", "list"])
        else { return nil }
        var defaultCode: (LanguageCode, YAMLNode)?, fallback: (LanguageCode, YAMLNode)?, codes: [LanguageCode]?
        for (key, _, value) in entries {
            let path = "languages.\(key)"
            switch key {
            case "list": codes = decodeLanguageList(value, path: path)
            case "default": defaultCode = string(value, path: path).flatMap { languageCode($0, node: value, path: path) }.map { ($0, value) }
            default: fallback = string(value, path: path).flatMap { languageCode($0, node: value, path: path) }.map { ($0, value) }
            }
        }
        guard let codes, let defaultCode else { return nil }
        var ok = true
        // An omitted fallback is the default language, already checked once.
        for (name, chosen) in [("default", defaultCode), ("fallback", fallback)].compactMap({ n, c in c.map { (n, $0) } })
        where !codes.contains(chosen.0) {
            error(chosen.1, "languages.\(name): '\(chosen.0)' is not in languages.list")
            ok = false
        }
        guard ok else { return nil }
        return FormLanguages(default: defaultCode.0, fallback: (fallback ?? defaultCode).0, list: codes)
    }

    /// The languages offered: ISO 639-1 codes, at least one, no repeats.
    mutating func decodeLanguageList(_ node: YAMLNode, path: String) -> [LanguageCode]? {
        guard let items = list(node, path: path) else { return nil }
        guard !items.isEmpty else {
            error(node, "\(path): name at least one language")
            return nil
        }
        var codes: [LanguageCode] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard let raw = string(item, path: itemPath), let code = languageCode(raw, node: item, path: itemPath) else {
                ok = false
                continue
            }
            if codes.contains(code) {
                error(item, "\(itemPath): '\(code)' is listed twice")
                ok = false
            }
            codes.append(code)
        }
        return ok ? codes : nil
    }

    /// A valid two-letter ISO 639-1 code, or an error that says how to fix it.
    mutating func languageCode(_ raw: String, node: YAMLNode, path: String) -> LanguageCode? {
        let code = LanguageCode(rawValue: raw)
        if code.isISO639_1 { return code }
        let lower = raw.lowercased()
        let message: String
        if LanguageCode(rawValue: lower).isISO639_1 {
            message = "language codes are lower case; write '\(lower)'"
        } else if raw.count > 2, let cut = raw.firstIndex(where: { $0 == "-" || $0 == "_" }),
            LanguageCode(rawValue: raw[..<cut].lowercased()).isISO639_1
        {
            message = "expected a two-letter ISO 639-1 code, found '\(raw)'; write '\(raw[..<cut].lowercased())'"
        } else {
            message = "'\(raw)' is not an ISO 639-1 language code"
        }
        error(node, "\(path): \(message)")
        return nil
    }

    /// `texts`: language → key → text, each key one of the SDK family's and each placeholder known.
    mutating func decodeTexts(_ node: YAMLNode, family: TextFamily?, languages: FormLanguages?) -> [LanguageCode: [TextKey: String]] {
        var texts: [LanguageCode: [TextKey: String]] = [:]
        record("texts", node)
        guard case .mapping(let byLanguage) = node else {
            error(node, "texts: expected a mapping of language codes to texts, found \(Self.found(node))")
            return texts
        }
        for (languageNode, table) in byLanguage.pairs {
            guard let raw = mappingKey(languageNode, path: "texts") else { continue }
            let path = "texts.\(raw)"
            guard let language = languageCode(raw, node: languageNode, path: path) else { continue }
            if let languages, !languages.list.contains(language) {
                error(languageNode, "texts: language '\(language)' is not in languages.list")
                continue
            }
            // Without a valid sdk the keys cannot be checked; the sdk error says why.
            guard let family else { continue }
            let sdkName = family == .ump ? "UMP" : family == .pac ? "PAC" : "ATT"
            // UMP forms may also word a TCF item themselves (`purpose.3.name`), replacing its official
            // text, and declare their "Learn more" items (`learnMore.1.title`).
            func umpOwnKey(_ key: String) -> Bool {
                TCFItemTextKey(TextKey(rawValue: key)) != nil || LearnMoreTextKey(TextKey(rawValue: key)) != nil
            }
            guard
                let entries = mapping(
                    table, path: path, allowed: family.keys.map(\.rawValue),
                    alsoAllowed: { family == .ump && umpOwnKey($0) },
                    unknownKey: { Self.unknownTextKey($0, family: family, sdkName: sdkName) })
            else { continue }
            var values: [TextKey: String] = [:]
            for (key, _, value) in entries {
                let keyPath = "\(path).\(key)"
                guard let text = string(value, path: keyPath) else { continue }
                if TCFItemTextKey(TextKey(rawValue: key)) != nil {
                    checkNoPlaceholders(text, node: value, path: keyPath)
                } else {
                    checkPlaceholders(text, node: value, path: keyPath, family: family, key: TextKey(rawValue: key))
                }
                values[TextKey(rawValue: key)] = text
            }
            texts[language] = values
        }
        if family == .ump { checkLearnMoreItems(texts, node: node, languages: languages) }
        return texts
    }

    /// The publisher's "Learn more" items are numbered from 1 without gaps, and each has its title
    /// and its text in the fallback language, which every other language falls back to.
    mutating func checkLearnMoreItems(_ texts: [LanguageCode: [TextKey: String]], node: YAMLNode, languages: FormLanguages?) {
        var indices = Set<Int>()
        for table in texts.values { for key in table.keys { if let parsed = LearnMoreTextKey(key) { indices.insert(parsed.index) } } }
        guard let highest = indices.max() else { return }
        if let missing = (1...highest).first(where: { !indices.contains($0) }) {
            error(node, "texts: Learn more items are numbered from 1 without gaps; learnMore.\(missing) is missing before learnMore.\(highest)")
            return
        }
        guard let fallback = languages?.fallback else { return }
        for index in 1...highest {
            for field in LearnMoreTextKey.Field.allCases where texts[fallback]?[LearnMoreTextKey(index, field).textKey] == nil {
                error(
                    node,
                    "texts.\(fallback): learnMore.\(index).\(field.rawValue) is missing; each Learn more item needs its title and text in the fallback language (\(fallback))"
                )
            }
        }
    }

    /// How many valid keys an unknown text key's error names before pointing at `consentsim forms texts`.
    static let keysShownForUnknownKey = 8

    /// An unknown text key's error: the closest keys first (the loader adds "did you mean"), then a
    /// bounded list of the family's keys and where to find them all.
    static func unknownTextKey(_ key: String, family: TextFamily, sdkName: String) -> String {
        // PAC's "Learn how … partners" link has its own key; UMP's folding "Learn more" is `learnMore`.
        if key == "learnMore" && family == .pac {
            return "unknown text key 'learnMore' for \(sdkName) forms: PAC's \"Learn how … partners\" link is learnHowLink"
        }
        let keys = family.keys.map(\.rawValue)
        // A pasted paragraph is cut: the distance table is quadratic.
        let needle = Array(key.lowercased().unicodeScalars.prefix(40))
        let ranked = keys.enumerated()
            .map { (index: $0.offset, key: $0.element, distance: Suggestion.editDistance(needle, Array($0.element.lowercased().unicodeScalars))) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
        let shown = ranked.prefix(keysShownForUnknownKey).map(\.key).joined(separator: ", ")
        return "unknown text key '\(key)' for \(sdkName) forms (nearest of the \(keys.count) keys: \(shown); consentsim forms texts lists them all)"
    }

    /// How many problems one text reports (a pasted page of braces would otherwise report each brace,
    /// and place each one by scanning the text again).
    static let problemsShownPerText = 10

    /// Reports brace syntax errors and any placeholder, at their column: a TCF item's text is shown as
    /// written (`{{` and `}}` for braces), as the official texts it replaces are.
    mutating func checkNoPlaceholders(_ text: String, node: YAMLNode, path: String) {
        let (template, problems) = TextTemplate.parse(text)
        var found: [(offset: Int, message: String)] = problems.map { ($0.offset, $0.message) }
        for (name, offset) in zip(template.placeholderNames, template.placeholderOffsets) {
            if found.count > Self.problemsShownPerText { break }
            found.append((offset, "{\(name)} cannot be filled in a purpose's or feature's text; write {{ and }} for braces"))
        }
        report(found, node: node, path: path)
    }

    /// Reports brace syntax errors and placeholders the family does not know, at their column (the
    /// first `problemsShownPerText`, then how many more).
    mutating func checkPlaceholders(_ text: String, node: YAMLNode, path: String, family: TextFamily, key: TextKey) {
        let (template, problems) = TextTemplate.parse(text)
        var found: [(offset: Int, message: String)] = problems.map { ($0.offset, $0.message) }
        let available = family.placeholders + key.runtimePlaceholders
        let availableList = available.map(\.description).joined(separator: ", ")
        for (name, offset) in zip(template.placeholderNames, template.placeholderOffsets) {
            if found.count > Self.problemsShownPerText { break }
            if let placeholder = Placeholder(rawValue: name), available.contains(placeholder) { continue }
            let message: String
            if let placeholder = Placeholder(rawValue: name) {
                message = "\(placeholder) is not available in \(family.rawValue.uppercased()) texts (available: \(availableList))"
            } else {
                let suggestion = Suggestion.closest(to: name, among: available.map(\.rawValue))
                message =
                    "unknown placeholder {\(name)}"
                    + (suggestion.map { "; did you mean {\($0)}?" } ?? " (available: \(availableList))")
            }
            found.append((offset, message))
        }
        report(found, node: node, path: path)
    }

    /// Reports a text's first `problemsShownPerText` problems at their columns, then that there are more.
    private mutating func report(_ found: [(offset: Int, message: String)], node: YAMLNode, path: String) {
        for problem in found.prefix(Self.problemsShownPerText) {
            error(at: location(inString: node, offset: problem.offset), "\(path): \(problem.message)")
        }
        if found.count > Self.problemsShownPerText {
            error(
                at: location(inString: node, offset: found[Self.problemsShownPerText].offset),
                "\(path): more problems in this text; fix the ones above first")
        }
    }
}

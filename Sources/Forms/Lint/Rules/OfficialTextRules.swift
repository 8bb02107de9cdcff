import TCF

/// Whether each offered language shows the IAB's official texts of purposes and features (T13).
enum OfficialTextRules {
    static let t13 = LintRule(
        id: "T13", severity: .info,
        summary: "Purposes, special purposes, features and special features show the IAB's official texts in every offered language",
        source: LintSources.t13
    ) { form, _ in
        guard let list = form.ump?.vendorList else { return [] }
        let kinds: [(TCFItemKind, [Int], String)] = [
            (.purpose, list.purposes.map(\.id), "purposes"), (.specialPurpose, list.specialPurposes.map(\.id), "special purposes"),
            (.feature, list.features.map(\.id), "features"), (.specialFeature, list.specialFeatures.map(\.id), "special features"),
        ]
        // Per language, what it shows in another wording than the official one: the catalogue's, or
        // the official text of another language. The form's own wording counts as chosen.
        var byMissing: [String: [LanguageCode]] = [:]
        var order: [String] = []
        for language in form.languages.list {
            let missing = kinds.compactMap { kind, ids, noun -> String? in
                let lacking = ids.filter { id in
                    TCFItemTextKey.Field.allCases.contains { field in
                        switch form.resolvedTCFText(field, kind, id: id, language: language)?.source {
                        case .official(language), .form(language): false
                        default: true
                        }
                    }
                }
                return lacking.isEmpty ? nil : noun + " " + OfficialTextRules.ranges(lacking)
            }
            guard !missing.isEmpty else { continue }
            let key = missing.joined(separator: ", ")
            if byMissing[key] == nil { order.append(key) }
            byMissing[key, default: []].append(language)
        }
        return order.map { missing in
            let languages = byMissing[missing] ?? []
            let names = languages.map(\.rawValue).joined(separator: ", ")
            let first = languages[0]
            return .init(
                path: form.lintPath(first),
                message:
                    "\(names) \(languages.count == 1 ? "has" : "have") no official IAB texts for \(missing): the screens show the catalogue's own wording (consentsim has the IAB's texts in \(OfficialTCFTexts.languages.map(\.rawValue).joined(separator: ", ")) only, from the vendor list); a form can word an item itself, e.g. texts.\(first).purpose.1.name"
            )
        }
    }

    /// `1-11` or `1, 3, 5-6` for ascending ids.
    static func ranges(_ ids: [Int]) -> String {
        var parts: [String] = []
        var start = ids[0], end = ids[0]
        for id in ids.dropFirst() {
            if id == end + 1 { end = id; continue }
            parts.append(start == end ? "\(start)" : "\(start)-\(end)")
            start = id
            end = id
        }
        parts.append(start == end ? "\(start)" : "\(start)-\(end)")
        return parts.joined(separator: ", ")
    }
}

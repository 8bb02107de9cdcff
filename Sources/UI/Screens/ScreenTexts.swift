import Forms
import TCF

/// Every text a form's screens show in one language, resolved, filled and sanitized once.
///
/// Resolving a text walks the form's languages and the catalogue and parses its template; screens
/// ask for the same few dozen on every frame, so a session builds this table when it starts and
/// views read from it. Texts with run-time values (PAC's partner count) are still resolved per call.
package struct ScreenTexts: Sendable {
    /// The language of the table.
    package let language: LanguageCode
    /// Sanitized texts with the form's own placeholder values filled in, by key.
    private let texts: [TextKey: String]
    /// TCF item names and descriptions as `FormDefinition.tcfName` / `tcfDescription` give them.
    private let names: [TCFItemRef: String]
    private let descriptions: [TCFItemRef: String]

    /// A TCF item: its kind and id.
    private struct TCFItemRef: Hashable, Sendable {
        var kind: TCFItemKind
        var id: Int
    }

    /// The table for `form` in `language`: every key of the form's text family and ATT's, the form's
    /// own keys, and the name and description of every TCF item the catalogue or the vendor list has.
    package init(form: FormDefinition, language: LanguageCode) {
        self.language = language
        var keys = FormCatalog.keys(family: form.textFamily).union(FormCatalog.keys(family: .att))
        for table in form.texts.values { keys.formUnion(table.keys) }
        var texts: [TextKey: String] = [:]
        // The form's values once for every text, not once per text.
        let values = form.placeholderValues
        for key in keys {
            if let text = form.text(key, language: language, filledWith: values) { texts[key] = TerminalText.sanitize(text) }
        }
        var names: [TCFItemRef: String] = [:]
        var descriptions: [TCFItemRef: String] = [:]
        for kind in TCFItemKind.allCases {
            var ids = Set(FormCatalog.itemIDs(kind))
            if let list = form.ump?.vendorList { ids.formUnion(ScreenTexts.items(kind, in: list).map(\.id)) }
            for id in ids {
                let ref = TCFItemRef(kind: kind, id: id)
                names[ref] = form.tcfName(kind, id: id, language: language)
                descriptions[ref] = form.tcfDescription(kind, id: id, language: language)
            }
        }
        self.texts = texts
        self.names = names
        self.descriptions = descriptions
    }

    /// The text for `key`, sanitized; nil when the form's family has no such key.
    package func text(_ key: TextKey) -> String? { texts[key] }

    /// The name of a TCF item, if the catalogue or the vendor list has it.
    package func tcfName(_ kind: TCFItemKind, id: Int) -> String? { names[TCFItemRef(kind: kind, id: id)] }

    /// The short description of a TCF item, if the catalogue or the vendor list has it.
    package func tcfDescription(_ kind: TCFItemKind, id: Int) -> String? { descriptions[TCFItemRef(kind: kind, id: id)] }

    /// The vendor list's items of `kind`.
    private static func items(_ kind: TCFItemKind, in list: VendorList) -> [GVLPurpose] {
        switch kind {
        case .purpose: list.purposes
        case .specialPurpose: list.specialPurposes
        case .feature: list.features
        case .specialFeature: list.specialFeatures
        }
    }
}

import Forms
import Synchronization
import TCF

/// Every text a form's screens show in one language, resolved, filled and sanitized once, when first asked.
///
/// Resolving a text walks the form's languages and the catalogue and parses its template; screens
/// ask for the same few dozen on every frame, so the simulator keeps this table and views read from it.
/// It resolves each text on first use: a first frame shows about a quarter of them, and resolving
/// them all at start would be a tenth of its work. Texts with run-time values (PAC's
/// partner count) are still resolved per call.
package struct ScreenTexts: Sendable {
    /// The language of the table.
    package let language: LanguageCode
    /// The resolved entries, shared by every copy of the table (the simulator's state is copied per frame).
    private let table: Table

    /// A TCF item: its kind and id.
    private struct TCFItemRef: Hashable, Sendable {
        var kind: TCFItemKind
        var id: Int
    }

    /// What the table can answer, and what it has resolved so far.
    private final class Table: Sendable {
        let form: FormDefinition
        let language: LanguageCode
        /// Every key of the form's text family and ATT's, and the form's own keys.
        let keys: Set<TextKey>
        /// The vendor list's TCF items by kind (the catalogue's are `FormCatalog.itemIDs`).
        let listItemIDs: [TCFItemKind: Set<Int>]
        let resolved = Mutex(Resolved())

        struct Resolved: Sendable {
            /// The form's placeholder values, computed with the first text.
            var values: [Placeholder: String]?
            var texts: [TextKey: String?] = [:]
            var names: [TCFItemRef: String?] = [:]
            var descriptions: [TCFItemRef: String?] = [:]
            var illustrations: [TCFItemRef: [String]] = [:]
        }

        init(form: FormDefinition, language: LanguageCode) {
            self.form = form
            self.language = language
            var keys = FormCatalog.keys(family: form.textFamily).union(FormCatalog.keys(family: .att))
            for table in form.texts.values { keys.formUnion(table.keys) }
            self.keys = keys
            var listItemIDs: [TCFItemKind: Set<Int>] = [:]
            if let list = form.ump?.vendorList {
                for kind in TCFItemKind.allCases { listItemIDs[kind] = Set(ScreenTexts.items(kind, in: list).map(\.id)) }
            }
            self.listItemIDs = listItemIDs
        }

        func hasItem(_ ref: TCFItemRef) -> Bool {
            FormCatalog.itemIDs(ref.kind).contains(ref.id) || listItemIDs[ref.kind]?.contains(ref.id) == true
        }
    }

    /// The table for `form` in `language`: every key of the form's text family and ATT's, the form's
    /// own keys, and the name and description of every TCF item the catalogue or the vendor list has.
    package init(form: FormDefinition, language: LanguageCode) {
        self.language = language
        table = Table(form: form, language: language)
    }

    /// The text for `key`, sanitized; nil when the form's family has no such key.
    package func text(_ key: TextKey) -> String? {
        guard table.keys.contains(key) else { return nil }
        return table.resolved.withLock { resolved in
            if let text = resolved.texts[key] { return text }
            let values = resolved.values ?? table.form.placeholderValues
            resolved.values = values
            let text = table.form.text(key, language: table.language, filledWith: values).map { TerminalText.sanitize($0) }
            resolved.texts[key] = .some(text)
            return text
        }
    }

    /// The text for `key` with run-time `values` over the form's own (counts the screen knows when it
    /// draws), sanitized; nil when the form's family has no such key. The form's values are computed
    /// once: the vendor count walks every vendor of the list, and the vendor page asks on every frame.
    package func text(_ key: TextKey, _ values: [Placeholder: String]) -> String? {
        guard table.keys.contains(key) else { return nil }
        let formValues = table.resolved.withLock { resolved in
            let values = resolved.values ?? table.form.placeholderValues
            resolved.values = values
            return values
        }
        let filled = table.form.text(key, language: table.language, filledWith: formValues.merging(values) { _, new in new })
        return filled.map { TerminalText.sanitize($0) }
    }

    /// The name of a TCF item, if the catalogue or the vendor list has it.
    package func tcfName(_ kind: TCFItemKind, id: Int) -> String? {
        item(TCFItemRef(kind: kind, id: id), .name) { $0.tcfName(kind, id: id, language: $1) }
    }

    /// The description of a TCF item, if the catalogue or the vendor list has it.
    package func tcfDescription(_ kind: TCFItemKind, id: Int) -> String? {
        item(TCFItemRef(kind: kind, id: id), .description) { $0.tcfDescription(kind, id: id, language: $1) }
    }

    /// The IAB's illustrations of a TCF item, sanitized, where its description is the official one.
    package func tcfIllustrations(_ kind: TCFItemKind, id: Int) -> [String] {
        let ref = TCFItemRef(kind: kind, id: id)
        guard table.hasItem(ref) else { return [] }
        return table.resolved.withLock { resolved in
            if let cached = resolved.illustrations[ref] { return cached }
            let entry = table.form.tcfIllustrations(kind, id: id, language: table.language).map { TerminalText.sanitize($0) }
            resolved.illustrations[ref] = entry
            return entry
        }
    }

    /// What is asked of a TCF item.
    private enum ItemText { case name, description }

    /// `ref`'s name or description, resolved with `resolve` on first ask; nil when no list has the item.
    /// (A switch rather than a key path: a key path's first use instantiates it at run time.)
    private func item(_ ref: TCFItemRef, _ text: ItemText, resolve: (FormDefinition, LanguageCode) -> String?) -> String? {
        guard table.hasItem(ref) else { return nil }
        return table.resolved.withLock { resolved in
            let cached: String??
            switch text {
            case .name: cached = resolved.names[ref]
            case .description: cached = resolved.descriptions[ref]
            }
            if let cached { return cached }
            let entry = resolve(table.form, table.language)
            switch text {
            case .name: resolved.names[ref] = .some(entry)
            case .description: resolved.descriptions[ref] = .some(entry)
            }
            return entry
        }
    }

    /// How many texts, names and descriptions have been resolved (tests of the laziness ask).
    var resolvedCount: Int {
        table.resolved.withLock { $0.texts.count + $0.names.count + $0.descriptions.count + $0.illustrations.count }
    }

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

extension ScreenTexts: Equatable {
    /// The same table: one is made per form and language (`SimulatorState` compares both itself),
    /// and its copies share it.
    package static func == (lhs: ScreenTexts, rhs: ScreenTexts) -> Bool { lhs.table === rhs.table }
}

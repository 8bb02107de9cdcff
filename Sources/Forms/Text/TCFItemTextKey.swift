import TCF

/// The text key of a form's own wording for one TCF item: `purpose.3.name`,
/// `specialFeature.1.description` (kinds as `TCFItemKind` spells them). A form's text under such a
/// key replaces the official text of that item in that language only.
package struct TCFItemTextKey: Hashable, Sendable {
    /// Which part of the item.
    package enum Field: String, Hashable, Sendable, CaseIterable {
        /// The item's title.
        case name
        /// The item's description, shown when it is expanded.
        case description
    }

    /// The kind of item.
    package var kind: TCFItemKind
    /// Its id in the vendor list.
    package var id: Int
    /// The part the text replaces.
    package var field: Field

    /// A key for `field` of item `id` of `kind`.
    package init(_ kind: TCFItemKind, id: Int, _ field: Field) {
        self.kind = kind
        self.id = id
        self.field = field
    }

    /// The key `key` names, if it is of the form `<kind>.<id>.<field>` with an id in 1...65535.
    package init?(_ key: TextKey) {
        let parts = key.rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = TCFItemKind(rawValue: String(parts[0])), let field = Field(rawValue: String(parts[2])),
            let first = parts[1].first, first != "0", parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
            let id = Int(parts[1]), (1...IDSet.maxID).contains(id)
        else { return nil }
        self.init(kind, id: id, field)
    }

    /// The key as a form's `texts:` writes it.
    package var textKey: TextKey { TextKey(rawValue: "\(kind.rawValue).\(id).\(field.rawValue)") }
}

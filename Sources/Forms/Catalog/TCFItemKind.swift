import TCF

/// The four kinds of standard TCF items with names and descriptions.
package enum TCFItemKind: String, Hashable, Sendable, CaseIterable {
    /// Purposes 1–11 (consent and/or legitimate interest).
    case purpose
    /// Special purposes 1–3 (legitimate interest, no user choice; 3 since list versions of policy 5).
    case specialPurpose
    /// Features 1–3 (disclosed, no user choice).
    case feature
    /// Special features 1–2 (opt-in).
    case specialFeature

    /// The item with `id` in a vendor list.
    package func item(id: Int, in list: VendorList) -> GVLPurpose? {
        switch self {
        case .purpose: list.purpose(id: id)
        case .specialPurpose: list.specialPurpose(id: id)
        case .feature: list.feature(id: id)
        case .specialFeature: list.specialFeature(id: id)
        }
    }
}

/// A TCF item's name and short description in one language.
package struct TCFItemText: Hashable, Sendable {
    /// The standard name.
    package var name: String
    /// A one-sentence description for the purposes page.
    package var description: String

    /// A name and description.
    package init(_ name: String, _ description: String) {
        self.name = name
        self.description = description
    }
}

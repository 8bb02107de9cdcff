/// A purpose, special purpose, feature or special feature of the Global Vendor List.
///
/// The GVL describes all four with the same fields, so one type serves them all; which kind an
/// entry is follows from the `VendorList` collection that holds it.
public struct GVLPurpose: Hashable, Sendable, Identifiable {
    /// The 1-based id (the bit position in the TC string for purposes and special features).
    public var id: Int
    /// The standard name, shown as the item's title.
    public var name: String
    /// The standard user-facing description.
    public var description: String
    /// Example texts the CMP may show below the description (empty when the list has none).
    public var illustrations: [String]
    /// Whether users may be offered an opt-in consent choice; `false` means never (GVL default `true`).
    public var consentable: Bool
    /// Whether users may be offered a right to object; `false` means never (GVL default `true`).
    public var rightToObject: Bool

    /// A purpose-like entry; the two flags default to the GVL's implicit `true`.
    public init(
        id: Int, name: String, description: String, illustrations: [String] = [],
        consentable: Bool = true, rightToObject: Bool = true
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.illustrations = illustrations
        self.consentable = consentable
        self.rightToObject = rightToObject
    }
}

/// The TC string field a vendor list's ids end up in, and so the ids a list may use: a list whose
/// purposes or special features a TC string cannot carry is refused when it is read, not when the
/// first consent fails to encode (the field widths: IAB Tech Lab, "Consent string and vendor list
/// formats v2", core string table).
enum GVLIDField {
    /// Vendor ids (MaxVendorId, StartOrOnlyVendorId: 16 bits), and every id that goes into no bit
    /// field (special purposes, features, stacks, data categories), which share `IDSet`'s range.
    case vendor
    /// Purposes: PurposesConsent and PurposesLITransparency, 24 bits each.
    case purpose
    /// Special features: SpecialFeatureOptIns, 12 bits.
    case specialFeature

    /// The highest id the field can carry.
    var maxID: Int {
        switch self {
        case .vendor: IDSet.maxID
        case .purpose: 24
        case .specialFeature: 12
        }
    }

    /// Why an id above `maxID` is refused (the vendor range needs no reason: `IDSet` says it).
    var reason: String {
        switch self {
        case .vendor: "ids are 16 bits in a TC string"
        case .purpose: "a TC string carries purposes 1...24 (PurposesConsent and PurposesLITransparency have 24 bits)"
        case .specialFeature: "a TC string carries special features 1...12 (SpecialFeatureOptIns has 12 bits)"
        }
    }
}

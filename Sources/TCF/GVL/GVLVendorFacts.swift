/// What a vendor declares that the consent decisions and the first screens' counts need, without
/// its texts, links and retention periods: the part of a `GVLVendor` a list provides before (or
/// without) decoding its vendor records (the embedded list decodes a record only when that
/// vendor's details ask for it, and all 692 only for a query over whole records).
public struct GVLVendorFacts: Hashable, Sendable, Identifiable {
    /// The vendor id.
    public let id: Int
    /// Purposes processed on the legal basis of consent.
    public let purposes: IDSet
    /// Purposes processed on the legal basis of legitimate interest.
    public let legIntPurposes: IDSet
    /// Special features used.
    public let specialFeatures: IDSet
    /// Whether the vendor declares any special purpose.
    public let declaresSpecialPurposes: Bool
    /// Whether the vendor is deleted (`GVLVendor.isDeleted`).
    public let isDeleted: Bool

    /// The facts of `vendor`.
    public init(_ vendor: GVLVendor) {
        self.init(
            id: vendor.id, purposes: vendor.purposes, legIntPurposes: vendor.legIntPurposes, specialFeatures: vendor.specialFeatures,
            declaresSpecialPurposes: !vendor.specialPurposes.isEmpty, isDeleted: vendor.isDeleted)
    }

    init(id: Int, purposes: IDSet, legIntPurposes: IDSet, specialFeatures: IDSet, declaresSpecialPurposes: Bool, isDeleted: Bool) {
        self.id = id
        self.purposes = purposes
        self.legIntPurposes = legIntPurposes
        self.specialFeatures = specialFeatures
        self.declaresSpecialPurposes = declaresSpecialPurposes
        self.isDeleted = isDeleted
    }

    /// `GVLVendor.isSpecialPurposeOnly`: special purposes and no consent or LI purpose at all.
    public var isSpecialPurposeOnly: Bool { purposes.isEmpty && legIntPurposes.isEmpty && declaresSpecialPurposes }
}

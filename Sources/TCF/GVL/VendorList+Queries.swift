/// Lookups and vendor selections the consent flows and the TC string codec need.
extension VendorList {
    /// The purpose with `id`, if listed.
    public func purpose(id: Int) -> GVLPurpose? { purposes.element(withID: id) }
    /// The special purpose with `id`, if listed.
    public func specialPurpose(id: Int) -> GVLPurpose? { specialPurposes.element(withID: id) }
    /// The feature with `id`, if listed.
    public func feature(id: Int) -> GVLPurpose? { features.element(withID: id) }
    /// The special feature with `id`, if listed.
    public func specialFeature(id: Int) -> GVLPurpose? { specialFeatures.element(withID: id) }
    /// The stack with `id`, if listed.
    public func stack(id: Int) -> GVLStack? { stacks.element(withID: id) }
    /// The data category with `id`, if listed.
    public func dataCategory(id: Int) -> GVLDataCategory? { dataCategories.element(withID: id) }

    /// Ids of the purposes (the TC string's purpose bits are 1...24; v2.2 lists define 1...11).
    public var purposeIDs: IDSet { IDSet(purposes.map(\.id)) }
    /// Ids of the special purposes.
    public var specialPurposeIDs: IDSet { IDSet(specialPurposes.map(\.id)) }
    /// Ids of the features.
    public var featureIDs: IDSet { IDSet(features.map(\.id)) }
    /// Ids of the special features (the TC string's opt-in bits).
    public var specialFeatureIDs: IDSet { IDSet(specialFeatures.map(\.id)) }

    /// The highest active vendor id, or 0 when there is none (4176 in list v17).
    public var maxVendorID: Int { vendorIDs.maxOrZero }

    /// Ids of deleted vendors.
    public var deletedVendorIDs: IDSet { IDSet(deletedVendors.map(\.id)) }

    /// Whether `id` is an active (listed, not deleted) vendor.
    public func isActiveVendor(_ id: Int) -> Bool { vendorIDs.contains(id) }

    /// Active vendors that declare only special purposes; their LI bit must be 1 when they are disclosed.
    public var specialPurposeOnlyVendors: [GVLVendor] { activeVendors.filter(\.isSpecialPurposeOnly) }

    /// Active vendors asking consent for `purpose`.
    public func vendors(declaringConsentPurpose purpose: Int) -> [GVLVendor] {
        activeVendors.filter { $0.purposes.contains(purpose) }
    }

    /// Active vendors claiming legitimate interest for `purpose`.
    public func vendors(declaringLegitimateInterestPurpose purpose: Int) -> [GVLVendor] {
        activeVendors.filter { $0.legIntPurposes.contains(purpose) }
    }

    /// Active vendors declaring `purpose` as flexible (a publisher restriction may switch its legal basis).
    public func vendors(declaringFlexiblePurpose purpose: Int) -> [GVLVendor] {
        activeVendors.filter { $0.flexiblePurposes.contains(purpose) }
    }

    /// Active vendors declaring special purpose `specialPurpose`.
    public func vendors(declaringSpecialPurpose specialPurpose: Int) -> [GVLVendor] {
        activeVendors.filter { $0.specialPurposes.contains(specialPurpose) }
    }

    /// Active vendors using feature `feature`.
    public func vendors(declaringFeature feature: Int) -> [GVLVendor] {
        activeVendors.filter { $0.features.contains(feature) }
    }

    /// Active vendors using special feature `specialFeature`.
    public func vendors(declaringSpecialFeature specialFeature: Int) -> [GVLVendor] {
        activeVendors.filter { $0.specialFeatures.contains(specialFeature) }
    }

    /// Ids of the active vendors for which `predicate` holds, e.g. to seed a TC string's vendor sections.
    public func vendorIDs(where predicate: (GVLVendor) throws -> Bool) rethrows -> IDSet {
        var ids = IDSet()
        for vendor in activeVendors where try predicate(vendor) { ids.insert(vendor.id) }
        return ids
    }
}

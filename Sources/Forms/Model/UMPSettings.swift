import TCF

/// The settings of a UMP message or privacy-options form.
package struct UMPSettings: Hashable, Sendable {
    /// Where the vendor list comes from, as the form says.
    package var vendorListSource: VendorListSource
    /// The vendor list itself, loaded while validating.
    package var vendorList: VendorList
    /// Which vendors are shown.
    package var vendors: VendorSelection
    /// Google ATPs shown beside the GVL vendors.
    package var googleATPs: [GoogleATP]
    /// The first layer's buttons and close icon.
    package var firstLayer: FirstLayer
    /// Legitimate-interest switches.
    package var legitimateInterest: LegitimateInterestSettings
    /// Consent switches.
    package var consentSwitch: ConsentSwitchSettings
    /// Whether the app offers a "Privacy and cookie settings" entry that re-opens the form.
    package var privacyOptionsEntryPoint: Bool

    /// UMP settings.
    package init(
        vendorListSource: VendorListSource, vendorList: VendorList, vendors: VendorSelection,
        googleATPs: [GoogleATP], firstLayer: FirstLayer,
        legitimateInterest: LegitimateInterestSettings = .init(),
        consentSwitch: ConsentSwitchSettings = .init(), privacyOptionsEntryPoint: Bool = true
    ) {
        self.vendorListSource = vendorListSource
        self.vendorList = vendorList
        self.vendors = vendors
        self.googleATPs = googleATPs
        self.firstLayer = firstLayer
        self.legitimateInterest = legitimateInterest
        self.consentSwitch = consentSwitch
        self.privacyOptionsEntryPoint = privacyOptionsEntryPoint
    }

    /// The shown vendors, sorted by id.
    package var shownVendors: [GVLVendor] { vendors.vendors(in: vendorList) }

    /// What the shown vendors declare, sorted by id (`shownVendors`' facts, without their records).
    package var shownVendorFacts: [GVLVendorFacts] { vendors.vendorFacts(in: vendorList) }

    /// The purposes that show an LI switch: the form's list, else those the shown vendors claim LI for.
    package var legitimateInterestPurposes: [Int] {
        guard legitimateInterest.shown else { return [] }
        if let purposes = legitimateInterest.purposes { return purposes }
        var ids = IDSet()
        for vendor in shownVendorFacts { ids.formUnion(vendor.legIntPurposes) }
        return Array(ids)
    }
}

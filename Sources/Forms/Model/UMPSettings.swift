import TCF

/// The settings of a UMP message or privacy-options form.
public struct UMPSettings: Hashable, Sendable {
    /// Where the vendor list comes from, as the form says.
    public var vendorListSource: VendorListSource
    /// The vendor list itself, loaded while validating.
    public var vendorList: VendorList
    /// Which vendors are shown.
    public var vendors: VendorSelection
    /// Google ATPs shown beside the GVL vendors.
    public var googleATPs: [GoogleATP]
    /// The first layer's buttons and close icon.
    public var firstLayer: FirstLayer
    /// Legitimate-interest switches.
    public var legitimateInterest: LegitimateInterestSettings
    /// Consent switches.
    public var consentSwitch: ConsentSwitchSettings
    /// Whether the app offers a "Privacy and cookie settings" entry that re-opens the form.
    public var privacyOptionsEntryPoint: Bool

    /// UMP settings.
    public init(
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
    public var shownVendors: [GVLVendor] { vendors.vendors(in: vendorList) }

    /// The purposes that show an LI switch: the form's list, else those the shown vendors claim LI for.
    public var legitimateInterestPurposes: [Int] {
        guard legitimateInterest.shown else { return [] }
        if let purposes = legitimateInterest.purposes { return purposes }
        var ids = IDSet()
        for vendor in shownVendors { ids.formUnion(vendor.legIntPurposes) }
        return Array(ids)
    }
}

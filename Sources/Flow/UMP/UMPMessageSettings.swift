import TCF

/// How the publisher's GDPR message is set up: what the form shows and what its TC string says
/// about the CMP.
package struct UMPMessageSettings: Hashable, Sendable {
    /// Google's IAB CMP id ("Google LLC").
    package static let googleCMPID = CertifiedCMPList.googleCMPID

    /// The CMP id written into the TC string and `IABTCF_CmpSdkID`.
    package var cmpID: Int
    /// The CMP version in the TC string and `IABTCF_CmpSdkVersion` (UMP's own numbering is not
    /// published; 2 is a plausible 12-bit value).
    package var cmpSdkVersion: Int
    /// ISO 3166-1 alpha-2 of the publisher (`AA` = unknown).
    package var publisherCC: String
    /// ISO 639-1 of the message's language, e.g. `en`; written upper-case.
    package var consentLanguage: String
    /// The vendor list the message is built from.
    package var vendorList: VendorList { didSet { vendorIndex = UMPVendorIndex.of(vendorList) } }
    /// What the consent builder needs from `vendorList`, computed once per list.
    package private(set) var vendorIndex: UMPVendorIndex
    /// The vendors the message shows (disclosed vendors); nil means every active vendor of the list.
    package var shownVendorIDs: IDSet?
    /// Google Ad Technology Providers shown (ids of Google's ATP list, for the AC string).
    package var shownATPIDs: IDSet
    /// Whether legitimate-interest switches are shown; hidden LI means all partners must use consent.
    package var showsLegitimateInterest: Bool
    /// First-layer buttons: 2 ("Consent", "Manage options") or 3 (adds "Do not consent").
    package var firstLayerButtons: Int
    /// The optional "Close (do not consent)" icon.
    package var closeIcon: Bool
    /// Whose habits the stored keys follow: what real UMP writes (the default) or the IAB table.
    package var keyProfile: KeyProfile = .ump
    /// What UMP does with a TC string older than 13 months (keeps it, by the public reports).
    package var expiry: UMPExpiryBehaviour = .keepStale
    /// The TCF version the CMP implements (2.3: with the DisclosedVendors segment).
    package var tcfVersion: CMPTCFVersion = .v23
    /// What `IABTCF_gdprApplies` the user's choices are written with (`UMPGDPRAppliesWrite`).
    package var gdprAppliesWithChoices: UMPGDPRAppliesWrite = .one
    /// Whether the publisher turned consent mode on in AdMob's Privacy & messaging (UMP iOS 3.0.0 /
    /// Android 3.2.0 then set the four Consent Mode signals for Firebase and store them in
    /// `UMP_consentModeValues`; off, UMP stores `4444`). Off by default: the setting is off until the
    /// publisher turns it on (besmart.tips, "Google CMP for Analytics and Ads", on the two account-level
    /// switches "disabled by default"), and published device dumps show `4444`.
    package var consentMode = false
    /// Whether rules announced but not yet in force apply once their expected date is reached
    /// (`AnnouncedRules`; `Set Announced on`). Off by default.
    package var announcedRules = false
    /// Whether the UMP release writes `UMP_consentModeValues` at all: the key belongs to the Firebase
    /// consent integration of UMP iOS 3.0.0 / Android 3.2.0 (`SDKChangeID.firebaseConsentMode`). That
    /// earlier releases write nothing under it is consentsim's reading: the notes only date the integration.
    package var writesConsentModeValues = true

    /// Settings; the defaults are UMP's: CMP 300, every active vendor of the embedded list, LI shown,
    /// three buttons, no close icon.
    package init(
        cmpID: Int = UMPMessageSettings.googleCMPID, cmpSdkVersion: Int = 2, publisherCC: String = "AA",
        consentLanguage: String = "en", vendorList: VendorList = .embedded, shownVendorIDs: IDSet? = nil,
        shownATPIDs: IDSet = [1, 35, 41, 101], showsLegitimateInterest: Bool = true, firstLayerButtons: Int = 3,
        closeIcon: Bool = false
    ) {
        self.cmpID = cmpID
        self.cmpSdkVersion = cmpSdkVersion
        self.publisherCC = publisherCC
        self.consentLanguage = consentLanguage
        self.vendorList = vendorList
        vendorIndex = UMPVendorIndex.of(vendorList)
        self.shownVendorIDs = shownVendorIDs
        self.shownATPIDs = shownATPIDs
        self.showsLegitimateInterest = showsLegitimateInterest
        self.firstLayerButtons = firstLayerButtons
        self.closeIcon = closeIcon
    }

    /// The CMP version written to `IABTCF_CmpSdkVersion` and the TC string: 2 under the `ump` profile
    /// (what UMP writes, googleads-mobile-flutter#908), the message's own under `spec`.
    package var writtenCmpSdkVersion: Int {
        switch keyProfile {
        case .ump: KeyProfile.umpCmpSdkVersion
        case .spec: cmpSdkVersion
        }
    }

    /// The vendors actually disclosed: the chosen ones that are active in the list.
    package var disclosedVendorIDs: IDSet {
        guard let chosen = shownVendorIDs else { return vendorList.vendorIDs }
        return chosen.intersection(vendorList.vendorIDs)
    }

    /// The same settings with the vendor list's version numbers changed (a new list was published).
    package func withVendorList(version: Int, policyVersion: Int) -> UMPMessageSettings {
        let l = vendorList
        var copy = self
        copy.vendorList = VendorList(
            gvlSpecificationVersion: l.gvlSpecificationVersion, vendorListVersion: version, tcfPolicyVersion: policyVersion,
            lastUpdated: l.lastUpdated, purposes: l.purposes, specialPurposes: l.specialPurposes, features: l.features,
            specialFeatures: l.specialFeatures, stacks: l.stacks, dataCategories: l.dataCategories, vendors: l.vendors)
        return copy
    }
}

/// The vendor facts the consent builder needs, extracted once per vendor list: walking 692 vendor
/// records (each a large struct) on every choice cost more than the rest of a consent cycle.
package struct UMPVendorIndex: Hashable, Sendable {
    /// Active vendors declaring a consent purpose or a special feature (the only ones consent can go to).
    package let consentableVendorIDs: IDSet
    /// Active vendors claiming legitimate interest for a purpose other than 1 and 3-6.
    package let legitimateInterestVendorIDs: IDSet
    /// Active vendors declaring only special purposes.
    package let specialPurposeOnlyVendorIDs: IDSet
    /// Each LI vendor's LI purposes (1 and 3-6 removed), by vendor id.
    package let legitimateInterestPurposes: [Int: IDSet]
    /// The union of `legitimateInterestPurposes` over every active vendor.
    package let allLegitimateInterestPurposes: IDSet
    /// Purposes that may be offered for consent.
    package let consentablePurposeIDs: IDSet

    /// Hashes the id sets only. The index is derived from a vendor list, which its owner hashes
    /// anyway, and hashing the per-vendor dictionary (hundreds of entries) made every hash of a
    /// message setting or UMP state slow. Equal indexes still hash alike (`==` compares everything).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(consentableVendorIDs)
        hasher.combine(legitimateInterestVendorIDs)
        hasher.combine(specialPurposeOnlyVendorIDs)
        hasher.combine(allLegitimateInterestPurposes)
        hasher.combine(consentablePurposeIDs)
    }

    /// The index of `list`.
    package init(_ list: VendorList) {
        var consentable = IDSet()
        var li = IDSet()
        var liPurposes: [Int: IDSet] = [:]
        var all = IDSet()
        for vendor in list.vendorFacts where !vendor.isDeleted {
            if !vendor.purposes.isEmpty || !vendor.specialFeatures.isEmpty { consentable.insert(vendor.id) }
            let p = vendor.legIntPurposes.subtracting(UMPConsentBuilder.consentOnlyPurposes)
            if !p.isEmpty {
                li.insert(vendor.id)
                liPurposes[vendor.id] = p
                all.formUnion(p)
            }
        }
        consentableVendorIDs = consentable
        legitimateInterestVendorIDs = li
        specialPurposeOnlyVendorIDs = list.specialPurposeOnlyVendorIDs
        legitimateInterestPurposes = liPurposes
        allLegitimateInterestPurposes = all
        consentablePurposeIDs = IDSet(list.purposes.filter(\.consentable).map(\.id))
    }
}

extension UMPVendorIndex {
    /// The embedded list's index, built once: a run builds the default message settings and then the
    /// form's, both usually on the embedded list, and each index walks its 692 vendors.
    static let embedded = UMPVendorIndex(VendorList.embedded)

    /// The index of `list`; the embedded list's is not rebuilt. A copy of the embedded list shares its
    /// arrays, so comparing it with the embedded list is quick.
    static func of(_ list: VendorList) -> UMPVendorIndex { list == .embedded ? embedded : UMPVendorIndex(list) }
}

/// The TCF version a CMP implements, as far as what it stores differs.
package enum CMPTCFVersion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// TCF 2.2: no DisclosedVendors segment and no `IABTCF_DisclosedVendors` (before TCF 2.3 the
    /// segment "must not be included in the TC String when returned by the CMP API", IAB TC string
    /// spec history); a CMP not updated by the TCF 2.3 deadline still writes this.
    case v22 = "2.2"
    /// TCF 2.3 (June 2025): the DisclosedVendors segment is mandatory, `IABTCF_DisclosedVendors` added.
    case v23 = "2.3"

    /// `2.2` or `2.3`.
    package var description: String { rawValue }
}

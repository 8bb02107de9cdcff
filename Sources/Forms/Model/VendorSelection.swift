import TCF

/// Where a UMP form's vendor list comes from.
package enum VendorListSource: Hashable, Sendable {
    /// The IAB GVL v3 compiled into the binary (`VendorList.embedded`).
    case embedded
    /// A GVL v3 JSON file, as written in the form (relative to the form's folder).
    case file(String)
}

/// Which vendors of the vendor list the form shows.
package enum VendorSelection: Hashable, Sendable {
    /// Every active (not deleted) vendor of the list.
    case all
    /// These vendor ids, in the form's order; each is an active vendor of the list.
    case ids([Int])

    /// The shown vendors of `list`, sorted by id as UMP lists them.
    package func vendors(in list: VendorList) -> [GVLVendor] {
        switch self {
        case .all: list.activeVendors
        case .ids(let ids): ids.sorted().compactMap { list.vendor(id: $0) }.filter { !$0.isDeleted }
        }
    }

    /// What the shown vendors of `list` declare (those of `vendors(in:)`, in its order), without
    /// decoding the list's vendor records: what the first layer and the consent switches need,
    /// so the first screen decodes no vendor record.
    package func vendorFacts(in list: VendorList) -> [GVLVendorFacts] {
        switch self {
        case .all: list.vendorFacts.filter { !$0.isDeleted }
        case .ids(let ids): ids.sorted().compactMap { list.vendorFacts(id: $0) }.filter { !$0.isDeleted }
        }
    }
}

/// A Google Ad Technology Provider (ATP) outside the GVL, covered by the Additional Consent string.
///
/// The form names each provider it shows by the id and name of Google's ATP list
/// (additional-consent-providers.csv); the shipped forms' come from that list (a test checks them
/// against a copy dated 2023-11-29), so their Additional Consent strings carry ids Google knows.
package struct GoogleATP: Hashable, Sendable {
    /// The provider id from Google's ATP list (goes into `IABTCF_AddtlConsent`).
    package var id: Int
    /// The name shown to the user.
    package var name: String

    /// A provider.
    package init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

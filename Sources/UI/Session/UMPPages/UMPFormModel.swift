import Flow
import Forms
import TCF

/// What the UMP pages offer, derived once from the form: which purposes get which switches, the
/// shown vendors sorted by id with their switches, the ATPs, and the switches' initial positions.
///
/// Built once per session (the 692-vendor list is walked here, not on every frame); element ids and
/// their actions are made here too, so a frame of the vendor list allocates none, and a row scrolled
/// out of view can still be focused and pressed by id.
package struct UMPFormModel: Sendable {
    /// A row of the vendor page: a shown vendor, or a Google ATP. A class, so the hundreds of rows a
    /// frame lists share one copy of their strings and element ids.
    package final class Entry: Sendable {
        /// GVL vendor id, or Google ATP id.
        package let id: Int
        /// The sanitized name.
        package let name: String
        /// `Name (id)` for vendors, the name for ATPs: what the list shows.
        package let title: String
        /// `title`'s width in cells.
        package let titleWidth: Int
        /// `vendor.N`, which opens the details; nil for ATPs, which have no details.
        package let details: FocusStop?
        /// `vendor.N.consent` / `atp.N.consent`: the Consent switch (a vendor declaring a consent
        /// purpose or a special feature; every ATP), else nil.
        package let consent: FocusStop?
        /// `vendor.N.li`: the Legitimate interest switch (LI purposes other than 1 and 3-6, LI shown), else nil.
        package let legitimateInterest: FocusStop?
        /// The lower-cased name, for search.
        let searchName: String
        /// The id as text, for search.
        let idText: String
        /// Whether it gets a Consent switch (kept apart from `consent`: rows ask on every frame).
        package let hasConsent: Bool
        /// Whether it gets a Legitimate interest switch.
        package let hasLegitimateInterest: Bool

        init(id: Int, name: String, title: String, details: FocusStop?, consent: FocusStop?, legitimateInterest: FocusStop?) {
            self.id = id
            self.name = name
            self.title = title
            titleWidth = CellWidth.string(title)
            self.details = details
            self.consent = consent
            self.legitimateInterest = legitimateInterest
            searchName = name.lowercased()
            idText = String(id)
            hasConsent = consent != nil
            hasLegitimateInterest = legitimateInterest != nil
        }

        /// Its focusable elements in order: the name, then the switches.
        package func appendFocusStops(to stops: inout [FocusStop]) {
            if let details { stops.append(details) }
            if let consent { stops.append(consent) }
            if let legitimateInterest { stops.append(legitimateInterest) }
        }
    }

    /// Purposes in id order (1-11 in TCF 2.2).
    package let purposeIDs: [Int]
    /// Purposes that get a Consent switch.
    package let consentablePurposeIDs: IDSet
    /// Purposes that get a Legitimate interest switch: claimed by a shown vendor, allowed by the form,
    /// never 1 or 3-6.
    package let legitimateInterestPurposeIDs: IDSet
    /// Special purposes (information only).
    package let specialPurposeIDs: [Int]
    /// Features (information only).
    package let featureIDs: [Int]
    /// Special features (opt-in switches).
    package let specialFeatureIDs: [Int]
    /// Shown vendors, sorted by id as UMP lists them.
    package let vendors: [Entry]
    /// Shown Google ATPs, sorted by id.
    package let atps: [Entry]
    /// Whether LI switches are shown at all.
    package let showsLegitimateInterest: Bool
    /// The switches as the form opens.
    package let initialChoices: UMPChoices
    /// The vendor list (details pages read vendor records from it).
    package let vendorList: VendorList
    /// Index into `vendors` by GVL id.
    private let vendorIndexByID: [Int: Int]

    /// The model of a UMP form.
    package init(_ settings: UMPSettings) {
        let list = settings.vendorList
        vendorList = list
        purposeIDs = list.purposes.map(\.id).sorted()
        consentablePurposeIDs = IDSet(list.purposes.filter(\.consentable).map(\.id))
        specialPurposeIDs = list.specialPurposes.map(\.id).sorted()
        featureIDs = list.features.map(\.id).sorted()
        specialFeatureIDs = list.specialFeatures.map(\.id).sorted()
        let showsLI = settings.legitimateInterest.shown
        showsLegitimateInterest = showsLI
        let shown = settings.shownVendors
        var claimed = IDSet()
        var vendors: [Entry] = []
        vendors.reserveCapacity(shown.count)
        for v in shown {
            let name = UMPFormModel.trimmed(TerminalText.sanitize(v.name))
            let li = v.legIntPurposes.subtracting(UMPConsentBuilder.consentOnlyPurposes)
            claimed.formUnion(li)
            let consent = UMPSwitch.vendorConsent(v.id), legitimateInterest = UMPSwitch.vendorLegitimateInterest(v.id)
            vendors.append(Entry(
                id: v.id, name: name, title: name + " (\(v.id))", details: FocusStop(ElementID("vendor.\(v.id)"), .ump(.openVendor(v.id))),
                consent: !v.purposes.isEmpty || !v.specialFeatures.isEmpty ? FocusStop(consent.elementID, .ump(.toggle(consent))) : nil,
                legitimateInterest: showsLI && !li.isEmpty ? FocusStop(legitimateInterest.elementID, .ump(.toggle(legitimateInterest))) : nil))
        }
        vendors.sort { $0.id < $1.id }
        self.vendors = vendors
        vendorIndexByID = Dictionary(uniqueKeysWithValues: vendors.enumerated().map { ($0.element.id, $0.offset) })
        var liPurposes = showsLI ? claimed.intersection(list.purposeIDs) : IDSet()
        if let allowed = settings.legitimateInterest.purposes { liPurposes = liPurposes.intersection(IDSet(allowed)) }
        legitimateInterestPurposeIDs = liPurposes
        atps = settings.googleATPs.sorted { $0.id < $1.id }.map {
            let name = UMPFormModel.trimmed(TerminalText.sanitize($0.name))
            let consent = UMPSwitch.atpConsent($0.id)
            return Entry(id: $0.id, name: name, title: name, details: nil, consent: FocusStop(consent.elementID, .ump(.toggle(consent))),
                         legitimateInterest: nil)
        }
        var initial = UMPChoices()
        if settings.consentSwitch.defaultOn {
            initial.purposeConsents = consentablePurposeIDs
            initial.vendorConsents = IDSet(vendors.filter(\.hasConsent).map(\.id))
            initial.specialFeatureOptIns = IDSet(specialFeatureIDs)
            initial.atpConsents = IDSet(atps.map(\.id))
        }
        if !settings.legitimateInterest.defaultOn {
            initial.purposeLIObjections = liPurposes
            initial.vendorLIObjections = IDSet(vendors.filter(\.hasLegitimateInterest).map(\.id))
        }
        initialChoices = initial
    }

    /// The shown vendor with GVL id `id`, if it is shown.
    package func vendor(id: Int) -> Entry? { vendorIndexByID[id].map { vendors[$0] } }

    /// "Reject all": every consent off and every legitimate interest objected to.
    package var rejectAllChoices: UMPChoices {
        UMPChoices(purposeLIObjections: IDSet(purposeIDs), vendorLIObjections: IDSet(vendors.map(\.id)))
    }

    /// The positions in `vendors` of those matching `query` (name contains it, case-insensitively,
    /// or the id starts with it); every position for an empty query.
    package func vendorPositions(matching query: String) -> [Int] {
        let q = UMPFormModel.normalized(query)
        if q.isEmpty { return Array(vendors.indices) }
        let numeric = q.allSatisfy(\.isASCIIDigitCharacter)
        return vendors.indices.filter { i in
            let v = vendors[i]
            return (numeric && v.idText.hasPrefix(q)) || v.searchName.contains(q)
        }
    }

    /// The positions in `atps` of those matching `query` (name, or the id).
    package func atpPositions(matching query: String) -> [Int] {
        let q = UMPFormModel.normalized(query)
        if q.isEmpty { return Array(atps.indices) }
        let numeric = q.allSatisfy(\.isASCIIDigitCharacter)
        return atps.indices.filter { i in (numeric && atps[i].idText.hasPrefix(q)) || atps[i].searchName.contains(q) }
    }

    /// A query lower-cased without surrounding spaces.
    static func normalized(_ query: String) -> String { trimmed(query.lowercased()) }

    /// `text` without surrounding spaces (GVL names carry some: "Index Exchange Inc. ").
    static func trimmed(_ text: String) -> String {
        var t = Substring(text)
        while t.first == " " { t.removeFirst() }
        while t.last == " " { t.removeLast() }
        return String(t)
    }
}

extension Character {
    /// `0`-`9`.
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

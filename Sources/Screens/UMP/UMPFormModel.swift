import Flow
import Forms
import Synchronization
import TCF

/// What the UMP pages offer, derived once from the form: which purposes get which switches, the
/// shown vendors sorted by id with their switches, the ATPs, and the switches' initial positions.
///
/// Built once per form (the 692-vendor list is walked here, not on every frame). The vendor page's
/// rows (`vendors`: names, element ids and their actions, made once so a frame of the vendor list
/// allocates none and a row scrolled out of view can still be focused and pressed by id) are built
/// on first use: the first layer, which every run shows first, needs only the ids and counts, which
/// `init` computes (building the rows would be a large share of the work to the first frame).
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
        /// `title` wrapped at each width it was asked at: a 65,000-row ATP list is laid out on every
        /// frame of the vendor page, past what `TextLayout`'s cache of 4,096 texts holds.
        private let titleLines = Mutex(TitleLines())

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

        /// How many lines `title` takes wrapped at `width` cells, wrapped once per width.
        package func titleLineCount(width: Int) -> Int {
            if titleWidth <= width { return 1 }
            if let lines = titleLines.withLock({ $0.lines(width: width) }) { return lines }
            let lines = TextLayout.lineCount(title, width: width)
            titleLines.withLock { $0.keep(lines, width: width) }
            return lines
        }

        #if DEBUG
            /// How many times `title` was wrapped to count its lines (for tests: once per width).
            package var titleLayoutCount: Int { titleLines.withLock(\.layouts) }
        #endif

        /// Its focusable elements in order: the name, then the switches.
        package func appendFocusStops(to stops: inout [FocusStop]) {
            if let details { stops.append(details) }
            if let consent { stops.append(consent) }
            if let legitimateInterest { stops.append(legitimateInterest) }
        }
    }

    /// The line counts an `Entry` keeps: the widths a session draws at are few (a terminal's size,
    /// the preview sizes), so a handful are kept and the oldest gives way.
    private struct TitleLines {
        private var kept: [(width: Int, lines: Int)] = []
        /// Wraps done, the ones given way included.
        private(set) var layouts = 0

        func lines(width: Int) -> Int? { kept.first { $0.width == width }?.lines }

        mutating func keep(_ lines: Int, width: Int) {
            if kept.count == 4 { kept.removeFirst() }
            kept.append((width, lines))
            layouts += 1
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
    /// Shown vendors, sorted by id as UMP lists them (built on first use, then shared by every copy).
    package var vendors: [Entry] { rows.entries }
    /// How many vendors are shown (`vendors.count`, without building the rows).
    package let vendorCount: Int
    /// Ids of the shown vendors.
    package let shownVendorIDs: IDSet
    /// Shown vendors that get a Consent switch (`Entry.hasConsent`).
    let consentVendorIDs: IDSet
    /// Shown vendors that get a Legitimate interest switch (`Entry.hasLegitimateInterest`).
    let legitimateInterestVendorIDs: IDSet
    /// Shown Google ATPs, sorted by id.
    package let atps: [Entry]
    /// Whether LI switches are shown at all.
    package let showsLegitimateInterest: Bool
    /// The switches as the form opens.
    package let initialChoices: UMPChoices
    /// The vendor list (details pages read vendor records from it).
    package let vendorList: VendorList
    /// The vendor page's rows, built when first asked for.
    private let rows: VendorRows

    /// The settings and model `shared` last made.
    private static let last = Mutex<(settings: UMPSettings, model: UMPFormModel)?>(nil)

    /// The model of `settings`, the same one for every caller asking about the same settings in a
    /// row: lint draws a form's screens once for each language with texts of its own, and the rows
    /// (and the line counts they keep) are then made once. Copies of one form compare at once (their
    /// arrays share storage).
    package static func shared(_ settings: UMPSettings) -> UMPFormModel {
        if let model = last.withLock({ last in last.flatMap { $0.settings == settings ? $0.model : nil } }) { return model }
        let model = UMPFormModel(settings)
        last.withLock { $0 = (settings, model) }
        return model
    }

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
        let shown = settings.shownVendorFacts
        var claimed = IDSet()
        var shownIDs = IDSet(), consentIDs = IDSet(), liIDs = IDSet()
        for v in shown {
            let li = v.legIntPurposes.subtracting(UMPConsentBuilder.consentOnlyPurposes)
            claimed.formUnion(li)
            shownIDs.insert(v.id)
            if !v.purposes.isEmpty || !v.specialFeatures.isEmpty { consentIDs.insert(v.id) }
            if showsLI && !li.isEmpty { liIDs.insert(v.id) }
        }
        vendorCount = shown.count
        shownVendorIDs = shownIDs
        consentVendorIDs = consentIDs
        legitimateInterestVendorIDs = liIDs
        rows = VendorRows(settings: settings)
        var liPurposes = showsLI ? claimed.intersection(list.purposeIDs) : IDSet()
        if let allowed = settings.legitimateInterest.purposes { liPurposes = liPurposes.intersection(IDSet(allowed)) }
        legitimateInterestPurposeIDs = liPurposes
        atps = settings.googleATPs.sorted { $0.id < $1.id }.map {
            let name = UMPFormModel.trimmed(TerminalText.sanitize($0.name))
            let consent = UMPSwitch.atpConsent($0.id)
            return Entry(
                id: $0.id, name: name, title: name, details: nil, consent: FocusStop(consent.elementID, .ump(.toggle(consent))),
                legitimateInterest: nil)
        }
        var initial = UMPChoices()
        if settings.consentSwitch.defaultOn {
            initial.purposeConsents = consentablePurposeIDs
            initial.vendorConsents = consentVendorIDs
            initial.specialFeatureOptIns = IDSet(specialFeatureIDs)
            initial.atpConsents = IDSet(atps.map(\.id))
        }
        if !settings.legitimateInterest.defaultOn {
            initial.purposeLIObjections = liPurposes
            initial.vendorLIObjections = legitimateInterestVendorIDs
        }
        initialChoices = initial
    }

    /// The shown vendor with GVL id `id`, if it is shown.
    package func vendor(id: Int) -> Entry? { rows.entry(id: id) }

    /// "Reject all": every consent off and every legitimate interest objected to.
    package var rejectAllChoices: UMPChoices {
        UMPChoices(purposeLIObjections: IDSet(purposeIDs), vendorLIObjections: shownVendorIDs)
    }

    /// The positions in `vendors` of those matching `query` (name contains it, case-insensitively,
    /// or the id starts with it); every position for an empty query.
    ///
    /// `among`: the positions to look at (the matches of a query this one extends, which are all it
    /// can match: a name containing `ab` contains `a`, an id starting `75` starts `7`); nil for all.
    package func vendorPositions(matching query: String, among candidates: [Int]? = nil) -> [Int] {
        let q = UMPFormModel.normalized(query)
        if q.isEmpty { return Array(0..<vendorCount) }
        let numeric = q.allSatisfy(\.isASCIIDigitCharacter)
        let vendors = self.vendors
        return (candidates ?? Array(vendors.indices)).filter { i in
            let v = vendors[i]
            return (numeric && v.idText.hasPrefix(q)) || v.searchName.contains(q)
        }
    }

    /// The positions in `atps` of those matching `query` (name, or the id).
    package func atpPositions(matching query: String, among candidates: [Int]? = nil) -> [Int] {
        let q = UMPFormModel.normalized(query)
        if q.isEmpty { return Array(atps.indices) }
        let numeric = q.allSatisfy(\.isASCIIDigitCharacter)
        return (candidates ?? Array(atps.indices)).filter { i in (numeric && atps[i].idText.hasPrefix(q)) || atps[i].searchName.contains(q) }
    }

    /// A query lower-cased without surrounding spaces.
    package static func normalized(_ query: String) -> String { trimmed(query.lowercased()) }

    /// `text` without surrounding spaces (GVL names carry some: "Index Exchange Inc. ").
    static func trimmed(_ text: String) -> String {
        // Most have none: no copy then (a cluster " " starts and ends with the byte).
        if text.utf8.first != UInt8(ascii: " ") && text.utf8.last != UInt8(ascii: " ") { return text }
        var t = Substring(text)
        while t.first == " " { t.removeFirst() }
        while t.last == " " { t.removeLast() }
        return String(t)
    }
}

/// The vendor page's rows of a `UMPFormModel`, built on first use from the shown vendors and shared
/// by every copy of the model (a class: the simulator copies the model with every state).
private final class VendorRows: Sendable {
    /// The rows, once built.
    private struct Built {
        /// Sorted by id, each id once.
        let entries: [UMPFormModel.Entry]
    }

    /// The form's settings: the rows are its shown vendors, made of their facts and names (no vendor
    /// record: the embedded list reads each name on its own).
    private let settings: UMPSettings
    private let built = Mutex<Built?>(nil)

    init(settings: UMPSettings) {
        self.settings = settings
    }

    /// The rows, sorted by id.
    var entries: [UMPFormModel.Entry] { rows().entries }

    /// The row of vendor `id`, if it is shown.
    func entry(id: Int) -> UMPFormModel.Entry? {
        let entries = rows().entries
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].id < id { lo = mid + 1 } else { hi = mid }
        }
        return lo < entries.count && entries[lo].id == id ? entries[lo] : nil
    }

    private func rows() -> Built {
        built.withLock { built in
            if let built { return built }
            let made = make()
            built = made
            return made
        }
    }

    private func make() -> Built {
        let shown = settings.shownVendorFacts
        let list = settings.vendorList
        let showsLegitimateInterest = settings.legitimateInterest.shown
        var vendors: [UMPFormModel.Entry] = []
        vendors.reserveCapacity(shown.count)
        for v in shown {
            // Force-unwrap is safe: the shown facts are the list's own.
            let name = UMPFormModel.trimmed(TerminalText.sanitize(list.vendorName(id: v.id)!))
            let li = v.legIntPurposes.subtracting(UMPConsentBuilder.consentOnlyPurposes)
            let consent = UMPSwitch.vendorConsent(v.id), legitimateInterest = UMPSwitch.vendorLegitimateInterest(v.id)
            vendors.append(
                UMPFormModel.Entry(
                    id: v.id, name: name, title: .numbered(name + " (", v.id, ")"),
                    details: FocusStop(ElementID(.numbered("vendor.", v.id)), .ump(.openVendor(v.id))),
                    consent: !v.purposes.isEmpty || !v.specialFeatures.isEmpty ? FocusStop(consent.elementID, .ump(.toggle(consent))) : nil,
                    legitimateInterest: showsLegitimateInterest && !li.isEmpty
                        ? FocusStop(legitimateInterest.elementID, .ump(.toggle(legitimateInterest))) : nil))
        }
        vendors.sort { $0.id < $1.id }
        return Built(entries: vendors)
    }
}

extension Character {
    /// `0`-`9`.
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}

extension UMPFormModel: Equatable {
    /// The same model: one is built per form (`SimulatorState` compares the forms themselves), so
    /// two models are equal when they share their rows.
    package static func == (lhs: UMPFormModel, rhs: UMPFormModel) -> Bool { lhs.rows === rhs.rows }
}

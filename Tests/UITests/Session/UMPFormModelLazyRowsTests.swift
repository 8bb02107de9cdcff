import Flow
import Forms
import TCF
import Testing

@testable import Screens

/// The vendor page's rows are built on first use; what the first layer and the switches
/// read before that (counts, ids, the switches offered, the initial choices) must agree with the rows.
@Suite struct UMPFormModelLazyRowsTests {
    /// Every shipped form with a UMP message.
    static var shippedUMPForms: [(name: String, form: FormDefinition)] {
        FormLibrary.names.compactMap { name in
            guard let form = try? FormLibrary.form(named: name), form.ump != nil else { return nil }
            return (name, form)
        }
    }

    @Test func countsAndIDsWithoutTheRowsAgreeWithTheRowsForEveryShippedForm() throws {
        let forms = Self.shippedUMPForms
        #expect(forms.count >= 2)
        for (name, form) in forms {
            let settings = try #require(form.ump)
            let model = UMPFormModel(settings)
            // Asked before the rows exist, as the first layer asks.
            let count = model.vendorCount, ids = model.shownVendorIDs, initial = model.initialChoices
            let rejectAll = model.rejectAllChoices, everyPosition = model.vendorPositions(matching: "")
            let shownInText = form.placeholderValues[.vendorCount]
            let rows = model.vendors
            #expect(count == rows.count, "\(name)")
            #expect(shownInText == String(rows.count), "\(name): the first layer's {vendorCount}")
            #expect(ids == IDSet(rows.map(\.id)), "\(name)")
            #expect(everyPosition == Array(rows.indices), "\(name)")
            #expect(rejectAll.vendorLIObjections == IDSet(rows.map(\.id)), "\(name)")
            #expect(rows.map(\.id) == rows.map(\.id).sorted(), "\(name): sorted by id")
            let withConsent = IDSet(rows.filter(\.hasConsent).map(\.id))
            let withLI = IDSet(rows.filter(\.hasLegitimateInterest).map(\.id))
            if settings.consentSwitch.defaultOn {
                #expect(initial.vendorConsents == withConsent, "\(name)")
            } else {
                #expect(initial.vendorConsents.isEmpty, "\(name)")
            }
            if !settings.legitimateInterest.defaultOn {
                #expect(initial.vendorLIObjections == withLI, "\(name)")
            } else {
                #expect(initial.vendorLIObjections.isEmpty, "\(name)")
            }
            for row in rows {
                #expect(model.offers(.vendorConsent(row.id)) == row.hasConsent, "\(name): vendor \(row.id)")
                #expect(model.offers(.vendorLegitimateInterest(row.id)) == row.hasLegitimateInterest, "\(name): vendor \(row.id)")
                #expect(model.vendor(id: row.id) === row, "\(name): vendor \(row.id)")
            }
            #expect(!model.offers(.vendorConsent(0)) && model.vendor(id: 0) == nil)
        }
    }

    /// The default form on an embedded list of its own, nothing decoded yet (the shared
    /// `VendorList.embedded` may be decoded by other tests already).
    static func defaultFormOnAFreshEmbeddedList() throws -> (FormDefinition, UMPSettings, VendorList) {
        let list = VendorList.benchmarkEmbeddedDecodingOnFirstUse()
        var form = FormLibrary.defaultForm
        var settings = try #require(form.ump)
        settings.vendorList = list
        form.settings = .ump(settings)
        return (form, settings, list)
    }

    @Test func theFirstLayerNeedsNoVendorRecordOfTheEmbeddedList() throws {
        let (form, settings, list) = try Self.defaultFormOnAFreshEmbeddedList()
        let model = UMPFormModel(settings)
        let texts = ScreenTexts(form: form, language: "en")
        #expect(try #require(texts.text(.vendorsLink)).contains("(\(list.vendorIDs.count))"))
        #expect(model.vendorCount == list.vendorIDs.count && !settings.legitimateInterestPurposes.isEmpty)
        #expect(!list.hasDecodedVendorRecords, "counts, ids and switches come from the vendor facts")
        let rows = model.vendors
        #expect(list.decodedVendorRecordCount == 0, "the vendor page's rows come from the facts and the names")
        let google = try #require(model.vendor(id: 755))
        #expect(list.vendor(id: 755)?.name == google.name && list.decodedVendorRecordCount == 1, "a vendor's details decode its record alone")
        #expect(rows.map(\.id) == list.activeVendors.map(\.id))
        #expect(list.hasDecodedVendorRecords)
    }

    @Test func rowsFromTheFactsAreTheRowsTheRecordsMakeForEveryShippedForm() throws {
        // What the rows were made of before the facts and names sufficed: the records.
        for (name, form) in Self.shippedUMPForms {
            let settings = try #require(form.ump)
            let rows = UMPFormModel(settings).vendors
            let records = settings.shownVendors
            #expect(rows.map(\.id) == records.map(\.id), "\(name)")
            for (row, vendor) in zip(rows, records) {
                let shownName = UMPFormModel.trimmed(TerminalText.sanitize(vendor.name))
                let li = vendor.legIntPurposes.subtracting(UMPConsentBuilder.consentOnlyPurposes)
                let hasConsent = !vendor.purposes.isEmpty || !vendor.specialFeatures.isEmpty
                let hasLI = settings.legitimateInterest.shown && !li.isEmpty
                #expect(row.name == shownName && row.title == "\(shownName) (\(vendor.id))", "\(name): vendor \(vendor.id)")
                #expect(row.titleWidth == CellWidth.string(row.title), "\(name): vendor \(vendor.id)")
                #expect(row.searchName == shownName.lowercased() && row.idText == String(vendor.id), "\(name): vendor \(vendor.id)")
                #expect(row.details == FocusStop(ElementID("vendor.\(vendor.id)"), .ump(.openVendor(vendor.id))), "\(name): vendor \(vendor.id)")
                let consent = UMPSwitch.vendorConsent(vendor.id), legitimateInterest = UMPSwitch.vendorLegitimateInterest(vendor.id)
                #expect(row.consent == (hasConsent ? FocusStop(consent.elementID, .ump(.toggle(consent))) : nil), "\(name): vendor \(vendor.id)")
                #expect(
                    row.legitimateInterest == (hasLI ? FocusStop(legitimateInterest.elementID, .ump(.toggle(legitimateInterest))) : nil),
                    "\(name): vendor \(vendor.id)")
                #expect(row.hasConsent == hasConsent && row.hasLegitimateInterest == hasLI, "\(name): vendor \(vendor.id)")
            }
        }
    }

    @Test func theVendorPageAndAVendorsDetailsDecodeOnlyThatVendorsRecord() throws {
        // The session on a list of its own, read as `VendorList.embedded` is.
        let (form, _, list) = try Self.defaultFormOnAFreshEmbeddedList()
        let h = try SessionHarness(form: form, settings: ScreenFixtures.settings("en"), size: .s120x40)
        #expect(list.decodedVendorRecordCount == 0, "the first layer needs no vendor record")
        try h.select("ump.manageOptions")
        try h.select("ump.vendorPreferences")
        #expect(h.view == .umpVendors && h.text.contains("(\(list.vendorIDs.count))"))
        #expect(list.decodedVendorRecordCount == 0, "the vendor page shows names and switches from the facts")
        try h.select("vendor.755")
        let name = try #require(list.vendorName(id: 755))
        #expect(h.view == .umpVendorDetail && h.text.contains(name))
        #expect(list.decodedVendorRecordCount == 1 && !list.hasDecodedVendorRecords, "the details decode vendor 755's record alone")
    }

    @Test func copiesOfAModelShareOneSetOfRows() {
        let model = UMPFormModel(FormLibrary.defaultForm.ump!)
        let copy = model
        #expect(copy.vendors.first === model.vendors.first)
        #expect(copy.vendor(id: 755) === model.vendor(id: 755))
    }

    @Test func theVendorPageOpenedAsTheVeryFirstKeyListsEveryVendor() throws {
        let h = try ScreenFixtures.firstLayer("en", .s120x40)
        #expect(h.view == .umpFirstLayer && h.focused == "ump.vendorsLink")
        try h.press(.enter)
        #expect(h.view == .umpVendors)
        // What a list decoded afresh says: every active vendor, in id order.
        let decoded = VendorList.benchmarkDecodeEmbedded().activeVendors
        let rows = try #require(h.driver.state.ump?.vendors)
        #expect(rows.map(\.id) == decoded.map(\.id))
        #expect(h.text.contains("(\(decoded.count))"), "the page's title counts every vendor")
        let first = try #require(rows.first)
        #expect(h.text.contains(first.title), "the first row is on screen")
        try h.select(ElementID("vendor.\(first.id)"))
        #expect(h.view == .umpVendorDetail)
        #expect(h.text.contains(first.name), "its details")
    }
}

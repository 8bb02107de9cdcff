import Forms
import Testing

@testable import Screens

/// Manage options, the vendor list and a vendor's details at the reference sizes in en, ko and ja.
@Suite struct UMPSecondLayerSnapshotTests {
    @Test(arguments: ScreenFixtures.languages, ScreenFixtures.sizes)
    func manageOptions(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.manageOptions(language, size)
        #expect(h.view == .umpManageOptions)
        assertSnapshot(h.text, named: snapshotName("ump-manageOptions", language, size))
        expectWellFormed(h.lastFrame)
    }

    @Test(arguments: ScreenFixtures.languages)
    func manageOptionsExpandedPurpose(language: LanguageCode) throws {
        let h = try ScreenFixtures.manageOptions(language, .s80x24)
        try h.focus("purpose.2.li")
        try h.press(.right)
        assertSnapshot(h.text, named: snapshotName("ump-manageOptions", language, .s80x24, "purpose2-expanded"))
        // The expanded text reaches down to the switches focus is on: the official English text ends
        // with the IAB's illustrations (the description above them scrolls off at 80x24); the
        // catalogue's one sentence shows whole.
        let illustrations = FormLibrary.defaultForm.tcfIllustrations(.purpose, id: 2, language: language)
        if let first = illustrations.first {
            #expect(h.text.contains(FormLibrary.defaultForm.text(.illustrationsHeading, language: language)))
            #expect(h.text.contains("- " + first.prefix(8)))
        } else {
            let description = try #require(FormLibrary.defaultForm.tcfDescription(.purpose, id: 2, language: language))
            #expect(h.text.contains(String(description.prefix(8))))
        }
        #expect((language == "en") == !illustrations.isEmpty)
    }

    @Test(arguments: ScreenFixtures.languages, ScreenFixtures.sizes)
    func vendors(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.vendors(language, size)
        #expect(h.view == .umpVendors)
        assertSnapshot(h.text, named: snapshotName("ump-vendors", language, size))
        expectWellFormed(h.lastFrame)
    }

    @Test func vendorsSearchedAndScrolled() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        try h.press(.char("/"), .char("a"), .char("d"))
        assertSnapshot(h.text, named: "ump-vendors-en-80x24-search-ad")
        try h.press(.enter, .pageDown)
        assertSnapshot(h.text, named: "ump-vendors-en-80x24-search-ad-pagedown")
        expectWellFormed(h.lastFrame)
    }

    @Test(arguments: ScreenFixtures.languages, ScreenFixtures.sizes)
    func vendorDetail(language: LanguageCode, size: Size) throws {
        let h = try ScreenFixtures.vendorDetail(language, size)
        #expect(h.view == .umpVendorDetail)
        assertSnapshot(h.text, named: snapshotName("ump-vendorDetail-755", language, size))
        expectWellFormed(h.lastFrame)
    }
}

import Flow
import Forms
import Testing

@testable import Screens
@testable import Simulation

/// The vendor list: search, paging, the ends, mouse.
@Suite struct SessionListTests {
    @Test func searchFiltersByNameOrID() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        try h.press(.char("/"))
        #expect(h.focused == "ump.vendors.search")
        for c in "755" { try h.press(.char(c)) }
        #expect(h.driver.state.vendorPositions.map { h.driver.state.ump!.vendors[$0].id } == [755])
        #expect(h.text.contains("1 of 902 vendors"))
        try h.press(.enter)
        #expect(h.focused == "vendor.755")
        try h.press(.char("/"), .escape)
        #expect(h.focused == "ump.vendors.search" && h.driver.state.umpForm.search.text.isEmpty)
        #expect(h.driver.state.vendorPositions.count == 902)
        for c in "GOOGLE" { try h.press(.char(c)) }
        let names = h.driver.state.vendorPositions.map { h.driver.state.ump!.vendors[$0].name.lowercased() }
        #expect(!names.isEmpty && names.allSatisfy { $0.contains("google") })
        for _ in 0..<6 { try h.press(.backspace) }
        for c in "zzzz-no-such" { try h.press(.char(c)) }
        #expect(h.text.contains("No vendor matches"))
        try h.press(.escape, .escape)
        #expect(h.focused != "ump.vendors.search", "a second Esc leaves the field")
        #expect(h.view == .umpVendors, "and neither dismissed the form")
    }

    /// Typing narrows the last matches instead of searching every vendor again; what it finds is what
    /// a search for the whole text from scratch finds, for names, ids and after Backspace.
    @Test func typingNarrowsTheMatchesAsASearchFromScratchWould() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        try h.press(.char("/"))
        let model = try #require(h.driver.state.ump)
        var typed = ""
        for key: Key in [
            .char("g"), .char("o"), .char("O"), .backspace, .char("o"), .char("g"), .char(" "), .char("x"),
            .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .char("7"), .char("5"), .char("5"),
        ] {
            try h.press(key)
            if key == .backspace { typed = String(typed.dropLast()) } else if case .char(let c) = key { typed.append(c) }
            #expect(h.driver.state.umpForm.search.text == typed)
            #expect(h.driver.state.vendorPositions == model.vendorPositions(matching: typed), "\(typed)")
        }
    }

    @Test func pageDownScrollsAndFocusFollowsIntoView() throws {
        let h = try ScreenFixtures.vendors("en", .s120x40)
        try h.focus("vendor.1.consent")
        let before = try #require(h.lastFrame.scrolls[UMPVendorListView.scrollID])
        try h.press(.pageDown)
        let after = try #require(h.lastFrame.scrolls[UMPVendorListView.scrollID])
        #expect(after.offset == before.offset + before.pageSize)
        let focused = try #require(h.focused)
        #expect(h.lastFrame.elements[focused] != nil, "focus moved to what is on screen")
        #expect(focused.rawValue.hasPrefix("vendor."))
        try h.press(.pageUp)
        #expect(h.lastFrame.scrolls[UMPVendorListView.scrollID]?.offset == 0)
        try h.press(.end)
        #expect(h.focused == "ump.confirmChoices")
        try h.press(.home)
        #expect(h.focused == "ump.back")
    }

    @Test func pageDownThroughTheWholeList() throws {
        let h = try ScreenFixtures.vendors("en", .s120x40)
        var pages = 0
        while h.lastFrame.scrolls[UMPVendorListView.scrollID].map({ $0.linesBelow > 0 }) ?? false {
            try h.press(.pageDown)
            pages += 1
            #expect(pages < 200)
        }
        #expect(pages > 10)
        #expect(h.text.contains("Unity Ads"), "the last ATP is on the last page")
        expectWellFormed(h.lastFrame)
    }

    @Test func downMovesThroughRowsAndFocusStaysVisible() throws {
        let h = try ScreenFixtures.vendors("en", .s40x12)
        for _ in 0..<40 {
            try h.press(.down)
            let focused = try #require(h.focused)
            #expect(h.lastFrame.elements[focused] != nil, "\(focused) visible")
        }
    }

    @Test func mouseClicksFocusAndActivate() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        let rect = try #require(h.lastFrame.elements["vendor.8.li"])
        try h.press(.mouse(x: rect.x + 2, y: rect.y, button: .left))
        #expect(h.focused == "vendor.8.li")
        #expect(h.driver.state.umpForm.draft.vendorLIObjections == [8])
        let down = try #require(h.lastFrame.elements[UMPVendorListView.scrollID.child("scrollDown")])
        try h.press(.mouse(x: down.x + 1, y: down.y, button: .left))
        #expect((h.lastFrame.scrolls[UMPVendorListView.scrollID]?.offset ?? 0) > 0)
        try h.press(.mouse(x: 10, y: 10, button: .scrollDown))
        let offset = h.lastFrame.scrolls[UMPVendorListView.scrollID]?.offset ?? 0
        try h.press(.mouse(x: 10, y: 10, button: .scrollUp))
        #expect(h.lastFrame.scrolls[UMPVendorListView.scrollID]?.offset == offset - 3)
    }

    @Test func resizingKeepsFocusAndRedraws() throws {
        let h = try ScreenFixtures.vendors("en", .s120x40)
        try h.focus("vendor.755.li")
        for size in [Size.s40x12, .s80x24, Size(width: 30, height: 10), .s120x40] {
            let frame = h.resize(size)
            if TooSmallScreen.applies(to: size) {
                #expect(frame.canvas.text().contains("Terminal too small"))
            } else {
                #expect(frame.elements["vendor.755.li"] != nil, "\(size)")
                expectWellFormed(frame)
            }
        }
        #expect(h.focused == "vendor.755.li")
    }
}

import Testing

@testable import Screens

@Suite struct FocusRingTests {
    let ids: [ElementID] = ["ump.consent", "ump.doNotConsent", "ump.manageOptions"]

    @Test func tabAndShiftTabWrapAround() {
        var ring = FocusRing(ids: ids)
        #expect(ring.focused == "ump.consent")
        let handledTab = ring.handle(.tab)
        #expect(handledTab)
        #expect(ring.focused == "ump.doNotConsent")
        ring.handle(.tab)
        ring.handle(.tab)
        #expect(ring.focused == "ump.consent")
        ring.handle(.backTab)
        #expect(ring.focused == "ump.manageOptions")
        ring.handle(.up)
        #expect(ring.focused == "ump.doNotConsent")
        ring.handle(.down)
        #expect(ring.focused == "ump.manageOptions")
        ring.handle(.home)
        #expect(ring.focused == "ump.consent")
        ring.handle(.end)
        #expect(ring.focused == "ump.manageOptions")
        let handledEnter = ring.handle(.enter), handledQ = ring.handle(.char("q"))
        #expect(!handledEnter && !handledQ)
    }

    @Test func withoutWrappingStopsAtTheEnds() {
        var ring = FocusRing(ids: ids, wraps: false)
        ring.previous()
        #expect(ring.focused == "ump.consent")
        ring.move(by: 10)
        #expect(ring.focused == "ump.manageOptions")
    }

    @Test func focusSurvivesRelayoutWhenTheIDStillExists() {
        var ring = FocusRing(ids: ids, focused: "ump.manageOptions")
        ring.update(ids: ["intro.more", "ump.consent", "ump.doNotConsent", "ump.manageOptions"])
        #expect(ring.focused == "ump.manageOptions")
        #expect(ring.focusedIndex == 3)
    }

    @Test func focusMovesToTheSuccessorWhenItsIDDisappears() {
        var ring = FocusRing(ids: ["vendor.1.consent", "vendor.2.consent", "vendor.3.consent"], focused: "vendor.2.consent")
        ring.update(ids: ["vendor.1.consent", "vendor.3.consent"])  // a search filtered vendor 2 out
        #expect(ring.focused == "vendor.3.consent")
        ring.update(ids: ["vendor.1.consent"])
        #expect(ring.focused == "vendor.1.consent")
        ring.update(ids: [])
        #expect(ring.focused == nil)
        ring.update(ids: ["att.allow"])
        #expect(ring.focused == "att.allow")
    }

    @Test func focusByID() {
        var ring = FocusRing(ids: ids, focused: "not.there")
        #expect(ring.focused == "ump.consent")
        let known = ring.focus("ump.manageOptions"), unknown = ring.focus("att.allow")
        #expect(known && !unknown)
        #expect(ring.focused == "ump.manageOptions")
    }

    @Test func emptyRingIgnoresMovement() {
        var ring = FocusRing(ids: [])
        ring.next()
        ring.previous()
        #expect(ring.focused == nil)
        let handled = ring.handle(.tab)
        #expect(handled)
    }
}

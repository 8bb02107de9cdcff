import Flow
import Store
import Testing

@testable import Screens
@testable import Simulation

/// The store inspector's content and its toggle.
@Suite struct SessionInspectorTests {
    @Test func toggleWithI() throws {
        let h = try SessionHarness(size: .s120x40)
        #expect(h.lastFrame.elements[InspectorView.scrollID] == nil)
        try h.press(.char("i"))
        #expect(h.lastFrame.elements[InspectorView.scrollID] != nil)
        #expect(h.text.contains("Store ("))
        try h.press(.char("i"))
        #expect(h.lastFrame.elements[InspectorView.scrollID] == nil)
    }

    @Test func androidNamesItsPlatformAndUMPsConstants() throws {
        let android = try SessionHarness(settings: SimulatorSettings(order: .noATT, platform: .android), size: .s120x40, inspector: true)
        try android.select("ump.consent")
        #expect(
            InspectorData.verdicts(of: android.app).first
                == "Android: advertising ID available; ConsentStatus OBTAINED = 3, PrivacyOptionsRequirementStatus REQUIRED")
        #expect(android.text.contains("Android: advertising ID available;"), "\(android.text)")
        let ios = try SessionHarness(size: .s120x40, inspector: true)
        #expect(!ios.text.contains("Android:") && InspectorData.verdicts(of: ios.app).allSatisfy { !$0.hasPrefix("Android") })
    }

    @Test func noRoomAt40x12() throws {
        let h = try SessionHarness(size: .s40x12, inspector: true)
        #expect(h.lastFrame.elements[InspectorView.scrollID] == nil)
        try h.press(.char("?"))
        try h.press(.escape)
        #expect(h.driver.state.inspectorVisible)
    }

    @Test func valuesAreTypedAndBinaryStringsAbbreviated() {
        #expect(InspectorData.describe(key: "IABTCF_gdprApplies", value: .integer(1)) == "Number 1")
        #expect(InspectorData.describe(key: "IABTCF_PublisherCC", value: .string("DE")) == "String \"DE\"")
        #expect(InspectorData.describe(key: "IABTCF_PurposeConsents", value: .string("11010000001")) == "String of 11 bits: ids 1-2,4,11 (4 set)")
        #expect(InspectorData.describe(key: "IABTCF_PurposeConsents", value: .string("000")) == "String of 3 bits: none set")
        let alternating = String(repeating: "10", count: 20)
        #expect(InspectorData.describe(key: "IABTCF_VendorConsents", value: .string(alternating)).hasSuffix(",… (20 set)"))
        // Longer than TCF's 65,535 ids, with ids set beyond them: shown as stored, not a trap.
        let beyond = String(repeating: "0", count: 69_999) + "1" + String(repeating: "1", count: 10)
        #expect(InspectorData.describe(key: "IABTCF_VendorConsents", value: .string(beyond)) == "String of 70010 bits: ids 70000-70010 (11 set)")
        let eightRuns = String(repeating: "10", count: 8)
        #expect(
            InspectorData.describe(key: "IABTCF_VendorConsents", value: .string(eightRuns)) == "String of 16 bits: ids 1,3,5,7,9,11,13,15 (8 set)")
        let long = String(repeating: "A", count: 300)
        #expect(InspectorData.describe(key: "IABTCF_TCString", value: .string(long)).hasSuffix("(300 chars)"))
        #expect(InspectorData.describe(key: "x", value: .string("a\u{1B}[31mred")) == "String \"ared\"", "sanitized")
        #expect(InspectorData.describe(key: "personalized_ad_status", value: .dictionary(["a": 1])) == "Dictionary (1 keys)")
    }

    @Test func entriesGroupedAndMarked() {
        var old = StoreDomain()
        old.set("x", forKey: "IABTCF_TCString")
        old.set(1, forKey: "IABTCF_gdprApplies")
        old.set(2, forKey: "consentsim.ump.consentStatus")
        var new = StoreDomain()
        new.set(0, forKey: "IABTCF_gdprApplies")
        new.set("1", forKey: "IABGPP_GppSID")
        new.set(3, forKey: "consentsim.ump.consentStatus")
        new.set(["k": 1], forKey: "personalized_ad_status")
        let data = InspectorData(domain: new, diff: new.diff(from: old))
        #expect(
            data.entries.map(\.key) == [
                "IABTCF_TCString", "IABTCF_gdprApplies", "IABGPP_GppSID", "personalized_ad_status",
                "consentsim.ump.consentStatus",
            ])
        #expect(data.entries.map(\.change) == [.removed, .changed, .added, .added, .changed])
        #expect((data.added, data.changed, data.removed) == (2, 2, 1))
    }

    @Test func highlightsTheLastActionOnly() throws {
        let h = try SessionHarness(size: .s120x40, inspector: true)
        try h.select("ump.consent")
        #expect(h.text.contains("+ IABTCF_TCString"))
        try h.press(.down)  // a UI-only key keeps the highlight of the last action
        #expect(h.text.contains("+ IABTCF_TCString"))
        try h.press(.char("d"))
        #expect(h.text.contains("Last action changed nothing."))
        #expect(!h.text.contains("+ IABTCF_TCString"))
    }
}

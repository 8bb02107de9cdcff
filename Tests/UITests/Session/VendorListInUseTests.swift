import Flow
import Forms
import Foundation
import Pictures
import Screens
import Store
import TCF
import Testing

@testable import Simulation

/// The vendor list a run chooses (`Set VendorList`, `--vendor-list`) is the one every screen shows and
/// every key records: the first layer's count, the vendor page, a vendor's details, the stored
/// vendor bits and the TC string's version. (The screens used to keep the embedded list while the
/// keys followed the file.)
@Suite struct VendorListInUseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/tcf")

    /// The settings of a run on the fixture `name` (`--vendor-list` / `Set VendorList`).
    static func settings(listFile name: String) throws -> SimulatorSettings {
        let path = fixtures.appendingPathComponent(name).path
        return try settings(VendorListFile(path: path, list: VendorList.load(contentsOfFile: path)))
    }

    /// The settings of a run on `file`, with no ATT step.
    static func settings(_ file: VendorListFile) -> SimulatorSettings {
        SimulatorSettings {
            $0.order = .noATT; $0.vendorList = file
        }
    }

    /// The stored string value of `key`.
    static func string(_ h: SessionHarness, _ key: String) -> String? {
        if case .string(let s)? = h.app.device[key] { return s }
        return nil
    }

    @Test func aReplacedListIsTheOneOnEveryScreenAndInEveryKey() throws {
        let h = try SessionHarness(settings: Self.settings(listFile: "gvl-v3-vendor-list-v15-2vendors.json"))
        #expect(h.view == .umpFirstLayer)
        #expect(h.text.contains("View our vendors (2) and ad partners (4)"), "\(h.text)")
        try h.select("ump.vendorsLink")
        #expect(h.view == .umpVendors)
        #expect(h.text.contains("Exponential Interactive, Inc d/b/a VDX.tv (1)") && h.text.contains("Captify Technologies Limited (2)"))
        #expect(!h.text.contains("Google Advertising Products"))
        #expect(h.driver.state.ump?.vendors.map { $0.id } == [1, 2])
        try h.select("vendor.2")
        #expect(h.view == .umpVendorDetail)
        #expect(h.text.contains("Captify Technologies Limited (2)"))
        try h.select("ump.back")
        try h.select("ump.back")
        try h.select("ump.consent")
        #expect(h.view == .home)
        #expect(Self.string(h, "IABTCF_VendorConsents") == "11")
        let model = try TCString.decode(try #require(Self.string(h, "IABTCF_TCString")))
        #expect(model.vendorListVersion == 15 && model.tcfPolicyVersion == 4)
        #expect(model.disclosedVendors == [1, 2])
    }

    /// A vendor's details page shows what the list in use declares: vendor 797 (Artefact
    /// Deutschland) declares no data categories in GVL v17 and "Non-precise location data" in v106;
    /// both give its cookie (a year, refreshed) and its storage disclosure's URL.
    @Test(arguments: [("gvl-v3-vendor-list-v17.json", false), ("gvl-v3-vendor-list-v106.json", true)])
    func aVendorsDetailsComeFromTheListInUse(file: String, declaresData: Bool) throws {
        let h = try SessionHarness(settings: Self.settings(listFile: file), size: Size(width: 100, height: 80))
        try h.select("ump.vendorsLink")
        try h.select("vendor.797")
        #expect(h.view == .umpVendorDetail)
        #expect(h.text.contains("Data collected") == declaresData, "\(h.text)")
        #expect(h.text.contains("Non-precise location data") == declaresData)
        #expect(h.text.contains("Cookie max age  365 days (refreshed on each access)"))
        #expect(h.text.contains("Storage disclosures") && h.text.contains("https://artefact.emcustomers.de/api/tcf/definitions/disclosures.json"))
        // The phone picture of the same state shows the same sections.
        let blocks = h.driver.state.phoneScreen().blocks
        #expect(blocks.contains(.heading("Data collected")) == declaresData)
        #expect(blocks.contains(.paragraph([PhoneRun("Non-precise location data")], .leading, size: 14, muted: false)) == declaresData)
        #expect(blocks.contains(.link("Storage disclosures", .leading)))
    }

    /// Without a chosen list, a fresh consent is on the embedded one: IAB GVL v3 version 106, policy 5.
    @Test func aFreshConsentIsOnTheEmbeddedList106() throws {
        let h = try SessionHarness()
        #expect(h.text.contains("View our vendors (902) and ad partners (4)"), "\(h.text)")
        try h.select("ump.consent")
        let model = try TCString.decode(try #require(Self.string(h, "IABTCF_TCString")))
        #expect(model.vendorListVersion == 106 && model.tcfPolicyVersion == 5)
        #expect(model.vendorConsents.max == 1428 && model.disclosedVendors?.count == 902)
        #expect(Self.string(h, "IABTCF_AddtlConsent") == "2~89.1301.2878.3234~dv.")
    }

    @Test func aListWithoutVendorsShowsNoneAndRecordsNone() throws {
        let h = try SessionHarness(settings: Self.settings(listFile: "gvl-no-vendors.json"))
        #expect(h.text.contains("View our vendors (0) and ad partners (4)"), "\(h.text)")
        try h.select("ump.vendorsLink")
        #expect(h.driver.state.ump?.vendorCount == 0)
        try h.select("ump.back")
        try h.select("ump.consent")
        #expect(h.view == .home)
        let model = try TCString.decode(try #require(Self.string(h, "IABTCF_TCString")))
        #expect(model.vendorConsents.isEmpty && model.vendorListVersion == 2)
    }

    /// The widest list a TC string carries: 65,535 vendors on the screen, 65,535 consents in the keys.
    @Test func aListOfEveryVendorIDShowsAndRecordsThemAll() throws {
        let purposes = (1...11).map { GVLPurpose(id: $0, name: "P\($0)", description: "d") }
        let vendors = (1...IDSet.maxID).map { GVLVendor(id: $0, name: "Vendor \($0)", purposes: [1, 2]) }
        let list = VendorList(
            vendorListVersion: 3, tcfPolicyVersion: 5, lastUpdated: "2025-01-01T00:00:00Z", purposes: purposes,
            vendors: vendors)
        let h = try SessionHarness(settings: Self.settings(VendorListFile(path: "wide.json", list: list)))
        #expect(h.text.contains("View our vendors (65535) and ad partners (4)"), "\(h.text)")
        try h.select("ump.consent")
        let consents = try #require(Self.string(h, "IABTCF_VendorConsents"))
        #expect(consents.count == 65_535 && !consents.contains("0"))
    }

    /// Scripts choose the list after the simulator for their form was built and cached
    /// (`Simulator.applying`): the screens follow it there too.
    @Test func aListAppliedToABuiltSimulatorReplacesTheFormsOnTheScreens() throws {
        let settings = try Self.settings(listFile: "gvl-v3-vendor-list-v15-2vendors.json")
        let base = Simulator(form: FormLibrary.defaultForm)
        #expect(base.state.ump?.vendorCount == VendorList.embedded.vendorIDs.count)
        let applied = base.applying(settings)
        #expect(applied.form.ump?.vendorList.vendorListVersion == 15)
        #expect(applied.form.ump?.vendorListSource == .file(try #require(settings.vendorList?.path)))
        #expect(applied.state.ump?.vendorCount == 2)
        #expect(applied.configuration.umpMessage.vendorList == applied.form.ump?.vendorList)
        // A form reloaded under `run --watch` keeps showing the run's list.
        #expect(Simulator.form(FormLibrary.defaultForm, under: settings).ump?.vendorList.vendorListVersion == 15)
        #expect(Simulator.form(FormLibrary.defaultForm, under: SimulatorSettings()).ump?.vendorList == VendorList.embedded)
        // Forms without a UMP section have no list to replace.
        let pac = try #require(try FormLibrary.form(named: "pac-all-options"))
        #expect(Simulator.form(pac, under: settings) == pac)
    }
}

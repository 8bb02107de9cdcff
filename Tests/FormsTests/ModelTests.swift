import Basics
import Foundation
import TCF
import Testing

@testable import Forms

@Suite struct ModelTests {
    @Test func terminalColoursMapToTheXtermPalette() {
        #expect(TerminalColor.named(.brightWhite).approximateRGB == 0xFFFFFF)
        #expect(TerminalColor.named(.blue).paletteIndex == 4)
        #expect(TerminalColor.indexed(196).approximateRGB == 0xFF0000)
        #expect(TerminalColor.indexed(232).approximateRGB == 0x080808)
        #expect(TerminalColor.terminalDefault.approximateRGB == nil)
        #expect(FormColors()[.rejectButton] == FormColors()[.acceptButton])
    }

    @Test func pacLayoutFollowsTheOfferedOptions() {
        #expect(PACSettings(personalized: true, nonPersonalized: false, adFree: true).layout == .full)
        #expect(PACSettings(personalized: false, nonPersonalized: false, adFree: true).layout == nil)
        #expect(PACSettings().layout == .full)
    }

    @Test func sourceMapFindsValuesAndFallsBackToTheEnclosingMapping() {
        let map = FormLibrary.defaultForm.sourceMap
        #expect(map.location(of: "firstLayer.buttons") == Basics.SourceLocation(line: 41, column: 12))
        #expect(map.location(of: "firstLayer.buttons[1]") == Basics.SourceLocation(line: 41, column: 22))
        // Not written: the enclosing mapping.
        #expect(map.location(of: "texts.ru.title") == Basics.SourceLocation(line: 12, column: 1))
        #expect(map.error(at: "firstLayer.closeIcon", "x").description == "forms/ump-gdpr-default.yaml (embedded):42:14: x")
    }

    @Test func aVendorListFileIsReadRelativeToTheForm() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = Repo.sharedTCF.appendingPathComponent("gvl-v3-vendor-list-v15-2vendors.json")
        let gvl = try String(contentsOf: fixture, encoding: .utf8)
        _ = try folder.write("lists/small.json", gvl)
        _ = try folder.write("lists/broken.json", "{\"vendors\": 1}")
        let ids = try VendorList.load(json: gvl).vendorIDs.sorted()
        let form = """
            id: small
            sdk: umpPrivacyOptions
            app: {name: A, iconGlyph: A, privacyPolicyURL: "https://a.example/p", bundleID: com.example.a}
            publisher: {countryCode: AA, publisherIDs: [pub-3940256099942544], cmpID: 300, cmpVersion: 1}
            vendorList: {file: lists/small.json}
            vendors: [\(ids.map(String.init).joined(separator: ", "))]
            firstLayer: {buttons: [consent, manageOptions]}
            legitimateInterest: {shown: false}
            languages: {default: en, list: [en]}
            """
        let path = try folder.write("form.yaml", form)
        let loaded = try FormLoader.load(path: path)
        #expect(loaded.ump?.vendorListSource == .file("lists/small.json"))
        #expect(loaded.ump?.shownVendors.map(\.id) == ids)
        #expect(loaded.ump?.legitimateInterestPurposes == [])
        #expect(loaded.text(.vendorsLink, language: "en") == "View our vendors (\(ids.count)) and ad partners (0)")

        let broken = try folder.write("broken.yaml", form.replacingOccurrences(of: "small.json", with: "broken.json"))
        do {
            _ = try FormLoader.load(path: broken)
            Issue.record("a broken vendor list loaded")
        } catch {
            #expect(error.errors.count == 1)
            #expect(error.description.hasPrefix("\(broken):5:20: vendorList.file: 'lists/broken.json' is not a valid GVL v3 vendor list: "))
        }
    }

    @Test func libraryResolvesNamesAndPaths() throws {
        #expect(FormLibrary.names.contains("pac-all-options"))
        #expect(try FormLibrary.load("pac-npa-only").pac?.layout == .npaOnly)
        let path = Repo.forms.appendingPathComponent("att-explainer.yaml").path
        #expect(try FormLibrary.load(path).sourceMap.file == path)
        #expect(throws: UnknownFormError(name: "pac-all-option")) { try FormLibrary.load("pac-all-option") }
        #expect(
            UnknownFormError(name: "pac-all-option").description.hasPrefix(
                "no form named 'pac-all-option'; did you mean 'pac-all-options'? (shipped forms: att-explainer, "))
        #expect(throws: FormErrors.self) { try FormLibrary.load("missing/form.yaml") }
    }
}

import Basics
import Foundation
import Testing

@testable import Store

/// An Android store spans the default preferences file and UMP's own one.
@Suite struct AndroidPreferencesFilesTests {
    static let domain = StoreDomain([
        "IABTCF_gdprApplies": 1,
        "IABTCF_PurposeConsents": "1111",
        "__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status": 3,
        "__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/privacy_options_requirement_status": "REQUIRED",
    ])

    @Test func splitsIntoTheDefaultFileAndUMPsFile() {
        let files = AndroidPreferencesFiles.split(Self.domain, package: "com.example.app")
        #expect(files.map(\.name) == ["com.example.app_preferences", "__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__"])
        #expect(files[0].domain.keys == ["IABTCF_PurposeConsents", "IABTCF_gdprApplies"])
        #expect(files[1].domain["consent_status"] == .integer(3))
    }

    @Test func androidExportHoldsBothFilesAndReadsBack() throws {
        let text = AndroidPreferencesFiles.export(Self.domain, package: "com.example.app")
        #expect(text.contains("<!-- shared_prefs/__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__.xml -->\n"))
        #expect(text.contains("<int name=\"consent_status\" value=\"3\" />"))
        #expect(text.contains("<int name=\"IABTCF_gdprApplies\" value=\"1\" />"))
        #expect(try AndroidPreferencesFiles.decode(Array(text.utf8)) == Self.domain)
    }

    @Test func anErrorInTheSecondFileNamesItsLineInTheWholeText() {
        let text = AndroidPreferencesFiles.export(Self.domain, package: "com.example.app")
            .replacingOccurrences(of: "value=\"3\"", with: "value=\"x\"")
        #expect(throws: PlistReadError.self) { try AndroidPreferencesFiles.decode(Array(text.utf8)) }
        do {
            _ = try AndroidPreferencesFiles.decode(Array(text.utf8))
        } catch {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("value=\"x\"") }! + 1
            #expect(error.location.line == line)
        }
    }

    @Test func adbWritesOneHereDocumentPerFile() {
        let text = CommandExport.adb(Self.domain, bundleID: "com.example.app")
        #expect(text.components(separatedBy: "<<'CONSENTSIM_PREFS'").count == 3)
        #expect(text.contains("cat > shared_prefs/__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__.xml"))
    }
}

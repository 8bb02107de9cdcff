import Basics
import Store
import TCF
import Testing

@testable import Doctor
@testable import Flow

/// `doctor` on Android dumps as Android reads them: the format found past whatever comes first, and
/// a key kept in an element that the getter ad SDKs call refuses.
@Suite struct AndroidReadingTests {
    static let today = CivilDate(year: 2026, month: 11, day: 24)

    @Test func sharedPreferencesAfterALongLeadingCommentAreRecognised() throws {
        let comment = "<!-- " + String(repeating: "exported from a test device; ", count: 300) + "-->\n"
        let text =
            "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n" + comment
            + "<map>\n    <int name=\"IABTCF_gdprApplies\" value=\"1\" />\n</map>\n"
        #expect(text.utf8.count > 8_192)
        let dump = try DeviceDump.read(Array(text.utf8))
        #expect(dump.format == .sharedPreferences)
        #expect(dump.domain == StoreDomain(["IABTCF_gdprApplies": 1]))
    }

    @Test func otherFormatsAreRecognisedPastALongStart() {
        let key = String(repeating: "k", count: 10_000)
        #expect(DeviceDump.detect(Array("{\"\(key)\": 1}".utf8)) == .storeJSON)
        #expect(DeviceDump.detect(Array("{\"a\\\"b\": 1}".utf8)) == .storeJSON, "an escaped quote in the first key")
        #expect(DeviceDump.detect(Array("{ \"\(key)\" = 1; }".utf8)) == .defaultsRead)
        let plist =
            "<!-- " + String(repeating: "x", count: 10_000)
            + " -->\n<plist version=\"1.0\"><dict><key>map</key><string>&lt;map</string></dict></plist>"
        #expect(DeviceDump.detect(Array(plist.utf8)) == .xmlPlist)
        #expect(DeviceDump.detect(Array(("# " + String(repeating: "x", count: 10_000) + "\nadb shell true\n").utf8)) == .adbCommands)
    }

    @Test(arguments: [InAppKey.gdprApplies, InAppKey.policyVersion])
    func aNumberKeptAsLongIsAProblem(_ key: String) throws {
        let value = key == InAppKey.gdprApplies ? "1" : "5"
        let text = "<map>\n    <long name=\"\(key)\" value=\"\(value)\" />\n</map>\n"
        let dump = try DeviceDump.read(Array(text.utf8))
        #expect(dump.androidTypes == [key: .long])
        let report = DeviceDoctor.examine(dump.domain, today: Self.today, att: nil, region: .eea, androidTypes: dump.androidTypes)
        let problem = try #require(report.problems.first { $0.key == key && $0.message.contains("<long>") })
        #expect(problem.severity == .error)
        #expect(problem.message.contains("getInt") && problem.message.contains("ClassCastException"))
    }

    @Test func numbersKeptAsIntAndOtherKeysKeptAsLongAreFine() throws {
        let text = """
            <map>
                <int name="IABTCF_gdprApplies" value="0" />
                <int name="IABTCF_PolicyVersion" value="5" />
                <long name="last_shown" value="1732406400000" />
            </map>
            """
        let dump = try DeviceDump.read(Array(text.utf8))
        let report = DeviceDoctor.examine(dump.domain, today: Self.today, att: nil, region: .eea, androidTypes: dump.androidTypes)
        #expect(!report.problems.contains { $0.message.contains("<long>") })
    }

    @Test func adbCommandsKeepTheElementsToo() throws {
        let text =
            "adb shell 'run-as com.example.app sh -c \"cat > shared_prefs/com.example.app_preferences.xml\"' <<'EOF'\n"
            + "<map>\n    <long name=\"IABTCF_gdprApplies\" value=\"1\" />\n</map>\nEOF\n"
        let dump = try DeviceDump.read(Array(text.utf8))
        #expect(dump.format == .adbCommands)
        #expect(dump.androidTypes == ["IABTCF_gdprApplies": .long])
    }

    @Test(arguments: [StoreExportFormat.android, .adb])
    func theExportWritesTheCMPNumbersAsInt(_ format: StoreExportFormat) throws {
        let numbers = StoreDomain(["IABTCF_gdprApplies": 1, "IABTCF_PolicyVersion": 5, "IABTCF_CmpSdkID": 300, "first_launch": 1_732_406_400_000])
        let text = try StoreExport.render(numbers, as: format, bundleID: "com.example.app", readWithGetInt: InAppKey.numberKeys)
        let dump = try DeviceDump.read(Array(text.utf8))
        #expect(dump.androidTypes["IABTCF_gdprApplies"] == .int)
        #expect(dump.androidTypes["IABTCF_PolicyVersion"] == .int)
        #expect(dump.androidTypes["first_launch"] == .long, "an app's own large number stays a long")
        let tooLarge = StoreDomain(["IABTCF_PolicyVersion": .integer(5_000_000_000)])
        #expect(throws: StoreExportError.beyondInt(key: "IABTCF_PolicyVersion", value: 5_000_000_000)) {
            try StoreExport.render(tooLarge, as: format, bundleID: "com.example.app", readWithGetInt: InAppKey.numberKeys)
        }
    }
    /// A dump of the legacy Consent SDK alone comes from an app that links it: doctor names the SDK's
    /// library for the dump's platform, as home and the trace do (`SDKInForce`).
    @Test func aLegacySDKDumpNamesTheLibraryOfItsPlatform() throws {
        func report(_ domain: StoreDomain, format: DeviceDumpFormat = .storeJSON) -> DoctorReport {
            var report = DeviceDoctor.examine(domain, today: Self.today, att: nil, region: .eea)
            report.platform = DeviceDoctor.platform(of: domain, format: format)
            return report
        }
        func named(_ domain: StoreDomain, _ chosen: String? = nil) throws -> String {
            let release = try chosen.map { try SDKRelease.read($0).get() }
            switch report(domain).sdkInForce(domain, chosen: release) {
            case .success(let release): return release.description
            case .failure(let problem): return problem.message
            }
        }
        let android = StoreDomain([PACAndroidStorage.storeKey: .string(PACAndroidStorage.consentString(PACStoredStatus()))])
        #expect(report(android).appSDK(android) == .pac)
        #expect(try named(android) == "pac-android 1.0.8")
        #expect(try named(android, "pac-android 1.0.5") == "pac-android 1.0.5")
        #expect(
            try named(android, "pac-ios 1.0.5")
                == "pac-ios 1.0.5 is a release of PersonalizedAdConsent for iOS, but the app runs on android: choose a release of pac-android (latest 1.0.8) or the platform ios (the dump comes from android)"
        )
        let ios = StoreDomain([PACConstants.userDefaultsRootKey: .dictionary([:])])
        #expect(try named(ios) == "pac-ios 1.0.5")
        // Beside what UMP writes, the old status is what an app kept when it moved to UMP.
        var moved = android
        moved["IABTCF_gdprApplies"] = 1
        #expect(report(moved).appSDK(moved) == .ump)
        #expect(try named(moved) == "ump-android 4.0.0")
        #expect(try named(StoreDomain(["IABTCF_gdprApplies": 1]), "ump-android 3.0.0") == "ump-android 3.0.0")
    }
}

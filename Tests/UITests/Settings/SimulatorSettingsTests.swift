import Basics
import Flow
import Forms
import Foundation
import Simulation
import TCF
import Testing

/// The settings table: one entry per option, read by both vocabularies.
@Suite struct SimulatorSettingsTests {
    /// Every option chosen at once, each to a value that is not the engine's default.
    static let everything = SimulatorSettings {
        $0.language = "ja"; $0.geography = .regulatedUSState; $0.att = .deniedByGlobalToggle; $0.iosVersion = IOSVersion(17, 4); $0.order = .cmpFirst;
        $0.underAge = true; $0.debugDevice = false; $0.requiresAds = true; $0.attDenial = .resetPreferences; $0.region = .eea;
        $0.date = CivilDate(year: 2026, month: 2, day: 28); $0.usMessage = true; $0.pacServer = .offline;
        $0.pacOptions = PACFormOptions(personalized: false, nonPersonalized: true, adFree: true); $0.pacPrivacyURL = ""; $0.appName = "Word Garden";
        $0.reprompt = .googleNone; $0.keyProfile = .spec; $0.vendorList = twoVendorList; $0.umpError = .timeout; $0.expiry = .reask;
        $0.certifiedCMPs = certifiedList; $0.tcfVersion = .v22; $0.platform = .android; $0.advertisingID = .deleted;
        $0.testDeviceIDs = ["B3EEABB8EE11C2BE770B684D95219ECB", "33BE2250B43518CCDA7DE426D04EE231"]; $0.androidGDPRApplies = .zero;
        $0.umpConsentMode = true; $0.firebaseTCF = false
        $0.sdk = SDKFamily.umpAndroid.latest; $0.consentSyncID = "sync-1"; $0.announced = .on
    }

    /// The public two-vendor GVL fixture, read through the option (an absolute path, so it reads back).
    static let twoVendorList: VendorListFile = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json").path
        // A missing fixture leaves the embedded list under its path, which the read-back test then reports.
        guard case .success(let file) = SimulatorSettings.vendorList.scriptValue(path) else { return VendorListFile(path: path, list: .embedded) }
        return file
    }()

    /// The certified-CMP list of the fidelity scripts, read through the option (an absolute path).
    static let certifiedList: CertifiedCMPListFile = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/fidelity/certified-cmps-with-4000.json").path
        guard case .success(let file) = SimulatorSettings.certifiedCMPs.scriptValue(path) else {
            return CertifiedCMPListFile(path: path, list: .embedded)
        }
        return file
    }()

    @Test func everyFieldHasOneEntryAndNamesAreUnique() {
        let names = SimulatorSettings.options.map(\.script)
        #expect(Set(names).count == names.count)
        let flags = SimulatorSettings.options.compactMap(\.flag)
        #expect(Set(flags).count == flags.count)
        // One script line per chosen field: a field without an entry would be missing here.
        #expect(Self.everything.scriptLines.count == Mirror(reflecting: Self.everything).children.count)
    }

    @Test func scriptLinesReadBackToTheSameSettings() throws {
        var read = SimulatorSettings()
        for line in Self.everything.scriptLines {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            #expect(words.count == 3 && words[0] == "Set", "\(line)")
            let option = try #require(SimulatorSettings.option(named: words[1]))
            var value = words[2]
            if option.quotable, value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            read.merge(try option.readScript(value, .asWritten).get())
        }
        #expect(read == Self.everything)
    }

    @Test func commandLineNamesAreTheTablesAnyCase() {
        let denial = SimulatorSettings.attDenial
        for name in ["reject-all", "REJECT-ALL", "Reject-All"] { #expect(denial.flagValue(name) == .rejectAll) }
        #expect(denial.flagValue("rejectAll") == nil, "scripts' spelling is not the command line's")
        #expect(SimulatorSettings.att.flagValue("not-determined") == .notDetermined)
        #expect(SimulatorSettings.language.flagValue("JA") == "ja" && SimulatorSettings.language.flagValue("xx") == nil)
        #expect(SimulatorSettings.iosVersion.flagValue("17.4") == IOSVersion(17, 4))
        // Every named value reads back from the name the command line writes.
        for order in ATTOrder.allCases { #expect(SimulatorSettings.order.flagValue(SimulatorSettings.order.flagText(order)) == order) }
        for policy in ATTDenialPolicy.allCases {
            #expect(denial.flagValue(denial.flagText(policy)) == policy)
        }
    }

    @Test func scriptErrorsNameTheChoicesAndTheClosest() {
        guard case .failure(let error) = SimulatorSettings.order.scriptValue("att_first") else {
            Issue.record("att_first was read")
            return
        }
        #expect(
            error.message
                == "unknown order 'att_first'; did you mean 'att-first'? (one of: att-first, cmp-first, cmp-then-att-if-personalized, ump-managed, no-att)"
        )
        #expect(SimulatorSettings.order.expected == "order (att-first|cmp-first|cmp-then-att-if-personalized|ump-managed|no-att)")
    }

    @Test func flagArgumentsSayWhatTheCommandLineCan() {
        let chosen = SimulatorSettings {
            $0.att = .notDetermined; $0.order = .noATT; $0.underAge = false; $0.debugDevice = false; $0.attDenial = .rejectAll
        }
        let arguments = SimulatorSettings.options.compactMap { $0.flagArguments(chosen) }.flatMap { $0 }
        #expect(arguments == ["--att", "notDetermined", "--order", "no-att", "--no-debug-device", "--att-denial", "reject-all"])
        #expect(SimulatorSettings.option(named: "Region")?.flagArguments(SimulatorSettings { $0.region = .eea }) == nil, "Region has no flag")
    }

    @Test func applyingFollowsTheTable() {
        let c = Self.everything.apply(to: AppConfiguration())
        #expect(c.language == "ja" && c.umpMessage.consentLanguage == "ja" && c.deviceRegion == .eea && c.pac.server.isDeviceInEEAOrUnknown)
        #expect(c.startDate == CivilDate(year: 2026, month: 2, day: 28) && c.umpServer.usStatesMessage && c.appName == "Word Garden")
        #expect(c.pac.formOptions == PACFormOptions(personalized: false, nonPersonalized: true, adFree: true) && c.pac.privacyPolicyURL == "")
        #expect(c.certifiedCMPs.ids == [300, 4000] && c.umpMessage.tcfVersion == .v22)
        #expect(SimulatorSettings().apply(to: AppConfiguration()) == AppConfiguration())
        // Settings that choose nothing keep any configuration, not only the default one.
        #expect(SimulatorSettings().apply(to: c) == c)
    }

    /// A release runs the app on its library's platform unless a platform is chosen; after a switch
    /// the other platform's library applies, at its latest, and what is refused is checked against it.
    @Test func theReleaseInForceFollowsThePlatform() throws {
        let ios240 = try SDKRelease.read("ump-ios 2.4.0").get()
        let chosen = SimulatorSettings { $0.sdk = ios240 }
        #expect(chosen.platformInForce == .ios && chosen.sdkInForce == ios240)
        #expect(chosen.apply(to: AppConfiguration()).sdkInForce == ios240)
        var switched = chosen
        switched.merge(SimulatorSettings { $0.platform = .android })
        #expect(switched.platformInForce == .android && switched.sdkInForce == SDKFamily.umpAndroid.latest)
        let configuration = switched.apply(to: AppConfiguration())
        #expect(configuration.platform == .android && configuration.sdkInForce == SDKFamily.umpAndroid.latest)
        // A release alone chooses its platform, the legacy SDK's too.
        let pac = SimulatorSettings { $0.sdk = try? SDKRelease.read("pac-android 1.0.5").get() }
        #expect(pac.apply(to: AppConfiguration(sdk: .pac)).platform == .android)
        #expect(pac.apply(to: AppConfiguration(sdk: .pac)).sdkInForce?.description == "pac-android 1.0.5")
        #expect(SimulatorSettings().platformInForce == nil && SimulatorSettings().sdkInForce == nil)
    }

    @Test func aReleaseIsRefusedForTheOtherPlatformAndCheckedAfterASwitch() throws {
        let ios240 = SimulatorSettings { $0.sdk = try? SDKRelease.read("ump-ios 2.4.0").get() }
        let android = SimulatorSettings { $0.platform = .android }
        let usState = SimulatorSettings { $0.geography = .regulatedUSState }
        let mismatch =
            "ump-ios 2.4.0 is a release of UMP for iOS, but the app runs on android: choose a release of ump-android (latest 4.0.0) or the platform ios"
        // A release chosen after (or with) the other platform is refused; a platform chosen after a release switches.
        #expect(android.sdkRefusal(choosing: ios240) == mismatch)
        #expect(
            SimulatorSettings {
                $0.platform = .android; $0.sdk = ios240.sdk
            }.sdkRefusal == mismatch)
        #expect(ios240.sdkRefusal(choosing: android) == nil)
        // Refusals are checked against the release in force: 2.4.0 on iOS, UMP for Android's latest after the switch.
        #expect(ios240.sdkRefusal(choosing: usState)?.hasPrefix("the debug geography regulatedUSState needs UMP for iOS 2.7.0") == true)
        var switched = ios240
        switched.merge(android)
        #expect(switched.sdkRefusal(choosing: usState) == nil)
        // An Android release chosen for the switch is the one in force, and checked.
        var androidRelease = switched
        androidRelease.merge(SimulatorSettings { $0.sdk = try? SDKRelease.read("ump-android 3.0.0").get() })
        #expect(androidRelease.sdkInForce?.description == "ump-android 3.0.0")
        #expect(androidRelease.sdkRefusal(choosing: usState)?.hasPrefix("the debug geography regulatedUSState needs UMP for Android 3.1.0") == true)
        #expect(
            SimulatorSettings {
                $0.platform = .ios; $0.sdk = ios240.sdk
            }.sdkRefusal == nil)
    }
}

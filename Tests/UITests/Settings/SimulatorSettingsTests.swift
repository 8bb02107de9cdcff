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
    static let everything: SimulatorSettings = {
        var settings = SimulatorSettings(
            language: "ja", geography: .regulatedUSState, att: .deniedByGlobalToggle, iosVersion: IOSVersion(17, 4), order: .cmpFirst,
            underAge: true, debugDevice: false, requiresAds: true, attDenial: .resetPreferences, region: .eea,
            date: CivilDate(year: 2026, month: 2, day: 28), usMessage: true, pacServer: .offline,
            pacOptions: PACFormOptions(personalized: false, nonPersonalized: true, adFree: true), pacPrivacyURL: "", appName: "Word Garden",
            reprompt: .googleNone, keyProfile: .spec, vendorList: twoVendorList, umpError: .timeout, expiry: .reask,
            certifiedCMPs: certifiedList, tcfVersion: .v22, platform: .android, advertisingID: .deleted,
            testDeviceIDs: ["B3EEABB8EE11C2BE770B684D95219ECB", "33BE2250B43518CCDA7DE426D04EE231"], androidGDPRApplies: .zero,
            umpConsentMode: true, firebaseTCF: false)
        settings.sdk = SDKFamily.umpAndroid.latest
        settings.consentSyncID = "sync-1"
        settings.announced = .on
        return settings
    }()

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
        let chosen = SimulatorSettings(att: .notDetermined, order: .noATT, underAge: false, debugDevice: false, attDenial: .rejectAll)
        let arguments = SimulatorSettings.options.compactMap { $0.flagArguments(chosen) }.flatMap { $0 }
        #expect(arguments == ["--att", "notDetermined", "--order", "no-att", "--no-debug-device", "--att-denial", "reject-all"])
        #expect(SimulatorSettings.option(named: "Region")?.flagArguments(SimulatorSettings(region: .eea)) == nil, "Region has no flag")
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
}

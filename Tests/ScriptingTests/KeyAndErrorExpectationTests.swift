import Forms
import Screens
import Scripting
import Simulation
import Testing

/// `Expect Key K /regex/`, `Expect Key K exists|absent` (beside `Expect NoKey`), and
/// `Expect UMPError <name>|none`: the last error UMP returned, named as `Set UMPError` names it.
@Suite struct KeyAndErrorExpectationTests {
    /// Plays `text` on the real engine.
    func engine(_ text: String) throws -> SessionResult {
        let script = try memoryLoader(["t.keys": text]).load(path: "t.keys")
        var host = EngineHost()
        return ScriptPlayer(snapshots: SnapshotSet(scriptPath: "t.keys", stored: [:], mode: .compare)).play(script, on: &host)
    }

    static let consented = "Set Order no-att\nLaunch\nSelect ump.consent\n"

    @Test func keyPatternsMatchTheStoredValueAsText() throws {
        expectPassed(
            try engine(
                Self.consented + "Expect Key IABTCF_TCString /^C[A-Za-z0-9_.-]+$/\nExpect Key IABTCF_gdprApplies /^1$/\n"
                    + "Expect Key IABTCF_VendorConsents[755] /1/\n"))
        let failed = try engine(Self.consented + "Expect Key IABTCF_gdprApplies /^0$/\n").failure
        #expect(failed?.expected == "IABTCF_gdprApplies to match /^0$/")
        #expect(failed?.found == "the Number 1")
        #expect(try engine("Set Order no-att\nLaunch\nExpect Key IABTCF_TCString /./\n").failure?.found == "no value (the key is not set)")
    }

    @Test func existsAndAbsentIgnoreTheType() throws {
        expectPassed(
            try engine(
                Self.consented + "Expect Key IABTCF_gdprApplies exists\nExpect Key IABTCF_PublisherCC exists\n"
                    + "Expect Key personalized_ad_status absent\nExpect NoKey personalized_ad_status\n"))
        let absent = try engine(Self.consented + "Expect Key IABTCF_gdprApplies absent\n").failure
        #expect(absent?.expected == "no IABTCF_gdprApplies")
        #expect(absent?.found == "the Number 1")
        let exists = try engine("Set Order no-att\nLaunch\nExpect Key IABTCF_TCString exists\n").failure
        #expect(exists?.expected == "IABTCF_TCString to be stored")
    }

    @Test func umpErrorIsTheLastErrorTheSDKReturned() throws {
        expectPassed(try engine(Self.consented + "Expect UMPError none\n"))
        expectPassed(try engine("Set Order no-att\nSet UMPError network\nLaunch\nExpect UMPError network\n"))
        expectPassed(try engine("Set Order no-att\nSet UMPError formUnavailable\nLaunch\nExpect UMPError formUnavailable\n"))
        let wrong = try engine("Set Order no-att\nSet UMPError network\nLaunch\nExpect UMPError timeout\n").failure
        #expect(wrong?.expected == "UMP error timeout")
        #expect(wrong?.found == "UMP error network")
        let none = try engine(Self.consented + "Expect UMPError misconfiguration\n").failure
        #expect(none?.found == "UMP error none (no error this launch)")
        #expect(try engine("Set Form examples/pac-personalized-only\nLaunch\nExpect UMPError none\n").failure?.found == "the app does not link UMP")
    }

    @Test func everyInjectedErrorNamesItsOwnCode() {
        for choice in UMPErrorChoice.allCases {
            guard let code = choice.code else { continue }
            #expect(UMPErrorChoice(code: code) == choice)
        }
        #expect(UMPErrorChoice.allCases.compactMap(\.code).sorted() == Array(1...9))
    }

    @Test func badValuesAreReportedOnTheirLine() {
        #expect(diagnostics("Launch\nExpect UMPError netwrk").first?.message.hasPrefix("unknown UMP error 'netwrk'; did you mean 'network'?") == true)
        #expect(
            diagnostics("Launch\nExpect UMPError noMessage").first?.message
                == "noMessage returns no error; write Expect UMPError none and Expect Status ump.form unavailable")
        #expect(diagnostics("Launch\nExpect Key IABTCF_TCString /(/").first?.message.hasPrefix("bad regular expression") == true)
        #expect(diagnostics("Launch\nExpect Key IABTCF_gdprApplies present").first?.message.hasPrefix("'present' is not a value") == true)
        #expect(diagnostics("Launch\nExpect Key IABTCF_gdprApplies exists 1").first?.location.column == 38)
    }
}

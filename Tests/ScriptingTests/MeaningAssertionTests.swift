import Scripting
import TCF
import Testing

@testable import consentsim

/// Waits that check something, and assertions on what the screen and the verdict mean rather than
/// on cells: `Set WaitPattern`, `Wait+Line` on the focused row, `Expect Ads` with Google's error
/// code and the serving rule, `Expect Reason`, and screen text read as a reader reads it.
@Suite struct MeaningAssertionTests {
    static func run(_ files: [String: String], _ path: String) -> SessionResult {
        var runner = ScriptRunner(mode: .compare) { EngineHost() }
        runner.loader = memoryLoader(files)
        return runner.run(path: path)
    }

    static let eea = "Set Geography EEA\nSet Order no-att\nSet Columns 50\nLaunch\n"

    /// A bare `Wait` waits for `Set WaitPattern` (VHS's setting); before, it passed at once.
    @Test func bareWaitUsesTheWaitPattern() {
        let missing = Self.run(["w.tape": Self.eea + "Set WaitPattern /Weekly digest/\nWait+Screen\n"], "w.tape")
        #expect(
            missing.failureLine?.contains("timed out after 15s waiting for the screen to show /Weekly digest/") == true,
            "\(missing.failureLine ?? "")")
        #expect(Self.run(["w.tape": Self.eea + "Set WaitPattern /Manage options/\nWait+Screen\n"], "w.tape").failureLine == nil)
        #expect(
            Self.run(["w.keys": "Set WaitPattern Consent\n"], "w.keys").failureLine?.contains("Set WaitPattern takes a regular expression") == true)
    }

    /// `Wait+Line` reads the focused element's rows, as VHS reads the cursor's line.
    @Test func waitLineReadsTheFocusedRow() {
        // At 50 columns the first layer opens with focus on the vendors link.
        #expect(Self.run(["w.tape": Self.eea + "Wait+Line /View our vendors/\n"], "w.tape").failureLine == nil)
        let elsewhere = Self.run(["w.tape": Self.eea + "Wait+Line /Manage options/\n"], "w.tape")
        #expect(elsewhere.failureLine?.contains("waiting for the focused row to show /Manage options/") == true, "\(elsewhere.failureLine ?? "")")
        #expect(Self.run(["w.tape": Self.eea + "Wait+Screen /Manage options/\n"], "w.tape").failureLine == nil)
        #expect(Self.run(["w.tape": Self.eea + "Focus ump.manageOptions\nWait /Manage options/\n"], "w.tape").failureLine == nil)
    }

    static let rejected = "Set Order no-att\nLaunch\nSelect ump.doNotConsent\n"

    @Test func adsWithTheirErrorCodeAndRule() throws {
        #expect(Self.run(["a.keys": Self.rejected + "Expect Ads limited 1.2 rule limited-ads-2\n"], "a.keys").failureLine == nil)
        #expect(Self.run(["a.keys": Self.rejected + "Expect Ads limited rule limited-ads-2\n"], "a.keys").failureLine == nil)
        let wrong = Self.run(["a.keys": Self.rejected + "Expect Ads limited 1.1\n"], "a.keys")
        #expect(wrong.failure?.expected == "ads limited, TCF error 1.1")
        #expect(wrong.failure?.found.contains("[TCF error 1.2] purpose 1 consent missing for vendor 755") == true)
        let script = try memoryLoader(["p.keys": "Expect Ads limited 2.1a rule limited-ads\n"]).load(path: "p.keys")
        #expect(script.steps.map(\.command) == [.expect(.ads(.limited, code: "2.1a", rule: "limited-ads"))])
        for bad in ["Expect Ads limited one", "Expect Ads limited rule no-such-rule", "Expect Ads limited 1.1 2.2"] {
            #expect(throws: ScriptLoadError.self, "\(bad)") { try memoryLoader(["p.keys": bad]).load(path: "p.keys") }
        }
    }

    @Test func reasonOfTheVerdict() {
        #expect(Self.run(["r.keys": Self.rejected + "Expect Reason /TCF error 1\\.2/\n"], "r.keys").failureLine == nil)
        #expect(Self.run(["r.keys": Self.rejected + "Expect Reason \"purpose 1 consent missing\"\n"], "r.keys").failureLine == nil)
        let none = Self.run(["r.keys": Self.rejected + "Expect Reason /3\\.3/\n"], "r.keys")
        #expect(none.failure?.expected == "a reason of the ad verdict to say /3\\.3/")
    }

    /// A sentence the box wraps over rows, between `│` borders, is matched as one line.
    @Test func screenTextWithoutBordersAndWithWrappedSentencesJoined() {
        let sentence = "Your personal data will be processed and information from your device (cookies, unique identifiers"
        #expect(Self.run(["s.keys": Self.eea + "Expect Screen \"\(sentence)\"\n"], "s.keys").failureLine == nil)
        #expect(Self.run(["s.keys": Self.eea + "Expect Screen /processed and information from your device/\n"], "s.keys").failureLine == nil)
        #expect(Self.run(["s.keys": Self.eea + "Expect NoScreen \"processed and information\"\n"], "s.keys").failureLine != nil)
        #expect(ShownText.prose("│┌─ T ─┐\n││ a   │\n││ b c │\n│      \n│ d") == "T a b c\nd")
    }

    /// A new snapshot with its style layer is written whole in the first run.
    @Test func aNewStyleSnapshotIsWrittenInOneRun() throws {
        let (result, _) = try play("Set SnapshotStyle true\nLaunch\nSnapshot a\n", name: "t.keys")
        #expect(!result.passed)
        #expect(Set(result.snapshotWrites.map(\.path)) == ["__snapshots__/t.keys/a.txt", "__snapshots__/t.keys/a.style.txt"])
        #expect(result.failure?.expected == "the snapshot __snapshots__/t.keys/a.txt and __snapshots__/t.keys/a.style.txt")
    }
}

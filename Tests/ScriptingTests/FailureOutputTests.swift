import Scripting
import Store
import Testing

/// Failures read like Playwright's: where two values part is marked (carets when piped, a highlight
/// in colour), a key check lists the stored keys, and a timeout says it timed out and its limit.
@Suite struct FailureOutputTests {
    /// Plays `text` on the real engine.
    func engine(_ text: String) throws -> SessionResult {
        let script = try memoryLoader(["t.keys": text]).load(path: "t.keys")
        var host = EngineHost()
        return ScriptPlayer(snapshots: SnapshotSet(scriptPath: "t.keys", stored: [:], mode: .compare)).play(script, on: &host)
    }

    static let consented = "Set Order no-att\nLaunch\nSelect ump.consent\n"

    @Test func aCaretMarksWhereTwoStringsPart() throws {
        let result = try engine(Self.consented + "Expect Key IABTCF_PurposeConsents \"1111111111\"\n")
        let block = FailureReport.block(result, number: 1)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let found = try #require(lines.firstIndex { $0.hasPrefix("     found:    ") })
        #expect(lines[found] == "     found:    the String \"11111111111\"")
        // The caret sits under the eleventh 1, the character the expected string lacks.
        let caret = lines[found + 1]
        // Counted in the value (the eleventh character of the string), not in "the String \"".
        #expect(caret == String(repeating: " ", count: 15 + 22) + "^ differs from character 11")
        #expect(Array(lines[found])[15 + 22] == "1")
    }

    @Test func noCaretBetweenDifferentKindsOfValue() throws {
        let result = try engine(Self.consented + "Expect Key IABTCF_gdprApplies \"1\"\n")
        #expect(result.failure?.comparesValues == false)
        #expect(!FailureReport.block(result, number: 1).contains("^"))
    }

    @Test func aKeyCheckListsTheStoredKeys() throws {
        let result = try engine(Self.consented + "Expect Key IABTCF_gdprApplies 0\n")
        let keys = try #require(result.failure?.storedKeys)
        #expect(keys.contains("IABTCF_gdprApplies = the Number 1"))
        #expect(keys.contains { $0.hasPrefix("IABTCF_TCString = the String \"C") })
        #expect(FailureReport.block(result, number: 1).contains("     stored keys at the failure (\(keys.count)):\n       IABTCF_"))
        // A screen check lists none.
        #expect(try engine(Self.consented + "Expect Screen \"no such text\"\n").failure?.storedKeys == nil)
    }

    @Test func theStoredKeysAreBoundedAroundTheCheckedKey() {
        var domain = StoreDomain()
        for i in 0..<500 { domain.set(i, forKey: String(format: "k%03d", i)) }
        domain.set("x\u{1B}]2;title\u{07}", forKey: "k250")
        let lines = StoredKeysListing.lines(domain, around: "k250")
        #expect(lines.count == 22)
        #expect(lines.first == "… 240 keys before")
        #expect(lines.last == "… 240 keys after")
        #expect(lines.contains { $0.hasPrefix("k250 = the String") && !$0.contains("\u{1B}") })
    }

    @Test func aWaitThatNeverMatchesIsATimeoutWithItsLimit() throws {
        let atLimit = try engine("Set Order no-att\nLaunch\nWait@10s /Weekly/\n").failure
        #expect(atLimit?.timeoutLimit == "10s")
        let report = try #require(atLimit.map(FailureReport.render))
        #expect(report.contains("timed out after 10s waiting for the focused row to show /Weekly/"))
        #expect(!report.contains("expected:"))
        // VHS's default limit, and Set WaitTimeout's.
        #expect(try engine("Set Order no-att\nLaunch\nWait+Screen /Weekly/\n").failure?.timeoutLimit == "15s")
        #expect(try engine("Set Order no-att\nSet WaitTimeout 2500ms\nLaunch\nWait /Weekly/\n").failure?.timeoutLimit == "2.5s")
        // Wait and Wait+Line read the focused row (VHS: the cursor's line), Wait+Screen the whole screen.
        #expect(
            try engine("Set Order no-att\nLaunch\nFocus ump.manageOptions\nWait+Line /Manage options/\nWait+Screen /^.*Consent.*$/\n").failure == nil)
        #expect(atLimit?.summary.contains("timed out after 10s") == true)
    }

    @Test func colourHighlightsTheDifferingSpanAfterEscaping() throws {
        let result = try engine(Self.consented + "Expect Key IABTCF_PurposeConsents \"1111111111\"\n")
        let painted = ReportColour.paint(FailureReport.block(result, number: 1))
        #expect(painted.contains("\u{1B}[31mthe String \"1111111111\u{1B}[30;41m1\u{1B}[0m\u{1B}[31m\"\u{1B}[0m"))
        #expect(painted.contains("\u{1B}[32mthe String \"1111111111\"\u{1B}[0m"))
        #expect(ReportColour.enabled(isTerminal: true, noColor: nil))
        #expect(ReportColour.enabled(isTerminal: true, noColor: ""))
        #expect(!ReportColour.enabled(isTerminal: true, noColor: "1"))
        #expect(!ReportColour.enabled(isTerminal: false, noColor: nil))
    }

    @Test func snapshotRowsAreMarkedToo() {
        let diff = SnapshotDiff.render(expected: "Consent ok\n", actual: "Consent OK\n")
        #expect(diff.contains("  + actual:   |Consent OK|\n" + String(repeating: " ", count: 23) + "^^"))
    }
}

import ConsentsimTestSupport
import Foundation
import Testing

/// The fast loop goes by the slow-test tags: a test that starts a process without one is reported,
/// and `scripts/dev/fast-tests.py` skips exactly the tagged suites and tests.
@Suite struct SlowTestTagTests {
    @Test func anUntaggedTestThatStartsAProcessIsReported() {
        #expect(
            slowTestTagProblem(test: "t()", tags: [], running: "/bin/true")
                == "t() runs /bin/true but is not tagged .spawnsProcess, .tmux or .chromium (the Development article)")
        #expect(slowTestTagProblem(test: "t()", tags: [.spawnsProcess], running: "/bin/true") == nil)
        #expect(slowTestTagProblem(test: "t()", tags: [.chromium], running: "/bin/true") == nil)
    }

    @Test(.tags(.tmux)) func aTaggedTestMayStartOne() {
        expectSlowTestTag(running: "/bin/true")
    }

    @Test(.tags(.spawnsProcess)) func theFastLoopSkipsTheTaggedTestsAndNothingElse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let printed = try run("/usr/bin/env", ["python3", root.appendingPathComponent("scripts/dev/fast-tests.py").path, "--print"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let skip = try Regex(printed.stdout.trimmingCharacters(in: .newlines))
        func skipped(_ id: String) -> Bool { id.contains(skip) }
        // Tagged suites (tmux, and process-spawning nested in an enum) and tagged tests.
        #expect(skipped("TerminalTests.TerminalEndToEndTests/resizeRedraws()"))
        #expect(skipped("StoreTests.CLITests/storeRoundTrip()"))
        #expect(skipped("FlowTests.GraphTests/Dot/graphvizParsesEveryDiagram()"))
        #expect(skipped("FormsTests.SchemaTests/theCommittedSchemaIsWhatItsGeneratorWrites()"))
        #expect(skipped("ScriptingTests.SlowTestTagTests/theFastLoopSkipsTheTaggedTestsAndNothingElse()"))
        // Their untagged neighbours, and a module named like a tagged suite elsewhere.
        #expect(!skipped("FlowTests.GraphTests/Dot/edgesRoundTrip()"))
        #expect(!skipped("FormsTests.SchemaTests/schemaNamesTheSameKeysAsTheModel()"))
        #expect(!skipped("ScriptingTests.SlowTestTagTests/anUntaggedTestThatStartsAProcessIsReported()"))
        #expect(!skipped("CLITests.RunArgumentsTests/everyFlagOfTheTableReadsAsItsSetLine()"))
    }
}

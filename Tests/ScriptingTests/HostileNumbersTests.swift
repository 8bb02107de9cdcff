import Basics
import Screens
import Testing

@testable import Scripting

/// Numbers read from reports and scripts reach arithmetic only through a checked conversion: a
/// hostile value is refused with a message naming it and its range, never a trap.
@Suite struct HostileNumbersTests {
    // MARK: test --merge-junit

    static func junit(time: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites><testsuite name="s" tests="2">
            <testcase classname="c" name="a" time="1.5"/>
            <testcase classname="c" name="b" time="\(time)"/>
        </testsuite></testsuites>
        """
    }

    @Test(arguments: ["nan", "inf", "1e13", "-0.5", "0x1p3", "-inf"])
    func aJUnitTimeOutsideItsRangeIsRefusedByName(time: String) {
        let failure = #expect(throws: JUnitMerge.Failure.self) { try JUnitMerge.merge([("shard1.xml", Self.junit(time: time))]) }
        let message = failure?.description ?? ""
        #expect(message.hasPrefix("shard1.xml: <testcase> 2: "), "\(message)")
        #expect(message.contains(time) && message.contains("0...1000000000 s"), "\(message)")
    }

    @Test func junitTimesInRangeAreSummed() throws {
        let merged = try JUnitMerge.merge([("a.xml", Self.junit(time: "999999999.5")), ("b.xml", Self.junit(time: "0.25"))])
        #expect(merged.contains("tests=\"4\""))
        #expect(merged.contains("time=\"1000000002.750000\""), "\(merged.prefix(300))")
    }

    // MARK: test --merge-html

    static func html(passed: String, failed: String = "0") -> String {
        HTMLReport.page(HTMLReport.Parts(passed: 1, failed: 0, notRun: 0, nanoseconds: 5))
            .replacing("<!--consentsim:counts passed=1 failed=0", with: "<!--consentsim:counts passed=\(passed) failed=\(failed)")
    }

    @Test func htmlCountsThatOverflowWhenSummedAreRefused() {
        let big = Self.html(passed: "9223372036854775807")
        let failure = #expect(throws: JUnitMerge.Failure.self) { try HTMLMerge.merge([("a/index.html", big), ("b/index.html", big)]) }
        #expect(failure?.description.contains("9223372036854775807 is out of range (0...1000000000)") == true, "\(String(describing: failure))")
    }

    @Test func negativeHTMLCountsAreRefused() {
        let failure = #expect(throws: JUnitMerge.Failure.self) { try HTMLMerge.merge([("a/index.html", Self.html(passed: "1", failed: "-5"))]) }
        #expect(failure?.description == "a/index.html: failed count -5 is out of range (0...1000000000)")
    }

    @Test func htmlCountsInRangeAreSummed() throws {
        let merged = try HTMLMerge.merge([("a/index.html", Self.html(passed: "3")), ("b/index.html", Self.html(passed: "4"))])
        #expect(merged.contains("<!--consentsim:counts passed=7 failed=0 notrun=0 ns=5-->"))
    }

    // MARK: recordings

    @Test func aRecordingPlaysRepeatsAsTheyCome() {
        let step = ScriptStep(command: .key(.tab, count: 10_000), location: ScriptLocation(file: "t.keys", line: 1, column: 1), text: "Tab 10000")
        var presses = SessionRecording.framed(step).makeIterator()
        #expect(presses.next()?.command == .key(.tab, count: 1))
        var count = 1
        while presses.next() != nil { count += 1 }
        #expect(count == 10_000)
        let typed = ScriptStep(command: .type("abc"), location: step.location, text: "Type \"abc\"")
        #expect(Array(SessionRecording.framed(typed)).map(\.command) == [.type("a"), .type("b"), .type("c")])
        let select = ScriptStep(command: .select("x"), location: step.location, text: "Select x")
        #expect(Array(SessionRecording.framed(select)).map(\.command) == [.focus("x"), .select("x")])
        #expect(Array(FramedSteps(step, splitting: false)) == [step])
    }

    @Test func durationsPastADayAreRefusedWithTheirRange() {
        #expect(only("Launch\nSleep 86399999m")?.description == "bad.keys:2:7: duration 86399999m is out of range (0...86400000 ms)")
        #expect(only("Launch\nSleep 1e300s")?.description == "bad.keys:2:7: duration 1e300s is out of range (0...86400000 ms)")
        #expect(only("Launch\nSleep nan")?.description == "bad.keys:2:7: bad duration 'nan' (write 500ms, 2s or 0.5)")
        #expect(only("Launch\nTab@86400001ms")?.description.contains("timing @86400001ms: duration 86400001ms is out of range") == true)
        #expect(diagnostics("Launch\nSleep 1440m").isEmpty, "a day is the longest duration")
        let tape = TapeDialect.split("Set TypingSpeed 86399999m\n", file: "t.tape", kind: .tape)
        #expect(tape.diagnostics.map(\.message) == ["Set TypingSpeed: duration 86399999m is out of range (0...86400000 ms)"])
    }

    @Test func aRecordingLongerThanAYearIsRefusedAndWritesNothing() {
        let collector = FrameCollector()
        let location = ScriptLocation(file: "t.tape", line: 3, column: 1)
        var recording = SessionRecording(
            title: "t.tape",
            directives: [LocatedDirective(.typingSpeed(milliseconds: 86_400_000), at: ScriptLocation(file: "t.tape", line: 1, column: 1))],
            sinks: [collector])
        let screen = HostScreen(view: "v", canvas: Canvas(size: Size(width: 2, height: 1)), focused: nil, elements: [])
        let step = ScriptStep(command: .key(.tab, count: 10_000), location: location, text: "Tab 10000")
        for press in SessionRecording.framed(step) { recording.record(press, screen) }
        recording.finish()
        #expect(
            recording.refusal?.hasPrefix("t.tape:3:1: the recording would last longer than 366 days") == true,
            "\(String(describing: recording.refusal))")
        #expect(collector.milliseconds == nil, "the sinks were never finished")
        #expect(recording.milliseconds <= SessionRecording.maximumMilliseconds)
    }

    // MARK: dates

    @Test func aDateATCStringCannotRecordIsRefusedWhereItIsSet() throws {
        #expect(
            only("Set Date 2187-10-07\nLaunch")?.description
                == "bad.keys:1:10: date 2187-10-07 is out of range (1970-01-01 to 2187-10-06, the days a TC string records)")
        #expect(
            only("Set Date 1969-12-31\nLaunch")?.description
                == "bad.keys:1:10: date 1969-12-31 is out of range (1970-01-01 to 2187-10-06, the days a TC string records)")
        #expect(diagnostics("Set Date 2187-10-06\nLaunch").isEmpty)
        let script = try memoryLoader(["t.keys": "Set Date 2187-09-01\nSet Order no-att\nLaunch\nAdvance 2 months\n"]).load(path: "t.keys")
        var host = EngineHost()
        let result = ScriptPlayer(snapshots: SnapshotSet(scriptPath: "t.keys")).play(script, on: &host)
        #expect(result.failure?.found == "Advance: 2187-11-01 is past 2187-10-06, the last day a TC string records (dates 1970-01-01 to 2187-10-06)")
    }

    // MARK: snapshot names

    @Test func snapshotNamesAreComparedAsACaseInsensitiveDiskDoes() {
        let d = only("Launch\nSnapshot a --style\nSnapshot a.Style")
        #expect(
            d?.description.hasPrefix("bad.keys:3:10: 'a.Style' is not a snapshot name: a name ending in .style") == true, "\(String(describing: d))")
        let folder = (directory: "s/__snapshots__/t.keys", named: Set(["s/__snapshots__/t.keys/Home.txt"]))
        #expect(SnapshotSet.obsolete(files: ["home.txt", "old.TXT"], in: folder) == ["s/__snapshots__/t.keys/old.TXT"])
    }

    // MARK: reports

    @Test func reportsCutAHugeDiffAsTheConsoleDoes() {
        let row = String(repeating: "x", count: 300_000)
        let failure = ScriptFailure(
            location: ScriptLocation(file: "t.keys", line: 2, column: 1), line: "Snapshot s", expected: "the screen's text to match s.txt",
            found: "a different screen", diff: SnapshotDiff.render(expected: row, actual: "y"))
        let result = SessionResult(path: "t.keys", failure: failure)
        let junit = JUnitReport.xml([result])
        #expect(junit.utf8.count < 10_000, "\(junit.utf8.count) bytes")
        #expect(junit.contains(String(repeating: "x", count: 900)))
        let html = HTMLReport(results: [result], readFile: { _ in nil }).document
        #expect(html.utf8.count < 60_000, "\(html.utf8.count) bytes")
        #expect(
            FailureReport.shown(FailureReport.render(failure)).split(separator: "\n").allSatisfy { $0.count <= FailureReport.lineLimit + 1 },
            "cut with an ellipsis")
    }

    // MARK: caps

    @Test func aLongScriptWithoutSourceIsToldItsOwnLength() {
        let all = diagnostics(String(repeating: "Sleep 1ms\n", count: 100_001))
        #expect(all.map(\.message) == ["the script has more than 100000 commands, the most one session may have"])
        let sourced = diagnostics("Source a.keys\nSource a.keys\n", files: ["a.keys": String(repeating: "Sleep 1ms\n", count: 60_000)])
        #expect(sourced.map(\.message) == ["the session expands to more than 100000 commands (Source repeats files too often)"])
    }

    func only(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScriptDiagnostic? {
        let all = diagnostics(text)
        #expect(all.count == 1, "\(all)", sourceLocation: sourceLocation)
        return all.first
    }
}

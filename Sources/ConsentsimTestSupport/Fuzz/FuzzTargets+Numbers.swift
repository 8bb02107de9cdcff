import Basics
import Screens
import Scripting

extension FuzzTarget {
    /// Results the report seeds are made of: one passed, one failed with a diff, one not run.
    static let seedResults: [SessionResult] = {
        var passed = SessionResult(path: "scripts/a.keys", stepsRun: 3, checks: 2)
        passed.nanoseconds = 1_500_000
        var failed = SessionResult(
            path: "scripts/b.keys",
            failure: ScriptFailure(
                location: ScriptLocation(file: "scripts/b.keys", line: 2, column: 1), line: "Snapshot s", expected: "the screen's text",
                found: "a different screen", diff: "1 of 1 rows differ\nrow 1:\n  - expected: |a|\n  + actual:   |b|"))
        failed.nanoseconds = 2_000_000_000
        return [passed, failed, .notRun(path: "scripts/c.keys")]
    }()

    /// `test --merge-junit`: two shards' JUnit reports merged, and the merge read back.
    static let junitMerge = FuzzTarget(
        name: "junit-merge", seedPaths: [],
        derivedSeeds: { _ in [Array(JUnitReport.xml(seedResults).utf8)] },
        dictionary: [
            " time=\"nan\"", " time=\"inf\"", " time=\"1e13\"", " time=\"-0.5\"", " time=\"999999999.9999995\"", " time=\"0x1p3\"",
            "<testcase name=\"x\" time=\"1\"/>", "</testcase>", "<failure message=\"\u{1B}[2J\">", "<testsuite", "<error/>",
        ],
        nesting: [("<testcase time=\"1\">", "</testcase>")],
        maximumSize: 1 << 15,
        run: { bytes in
            var outcome = FuzzOutcome()
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let merged = try JUnitMerge.merge([("a.xml", text), ("b.xml", text)])
                outcome.accepted = true
                let cases = JUnitMerge.testcases(in: text).count
                if JUnitMerge.testcases(in: merged).count != 2 * cases {
                    outcome.problems.append("the merged report does not hold every test case of its shards")
                }
                do { _ = try JUnitMerge.merge([("merged.xml", merged)]) } catch {
                    outcome.problems.append("a merged report does not merge again: \(MessageText.line("\(error)"))")
                }
            } catch {
                outcome.messages.append("\(error)")
            }
            return outcome
        })

    /// `test --merge-html`: two shards' HTML reports merged (their counts are summed), and the merge merged again.
    static let htmlMerge = FuzzTarget(
        name: "html-merge", seedPaths: [],
        derivedSeeds: { _ in [Array(HTMLReport(results: seedResults, nanoseconds: 3_000_000_000, readFile: { _ in nil }).document.utf8)] },
        dictionary: [
            "passed=9223372036854775807", "failed=-5", "notrun=1e3", "ns=18446744073709551615", "ns=-1", "passed=0x10",
            "<section class=\"failure\" id=\"failure-99999999999999999999\">", "<h3>1) ", "id=\"trace-script-", "<!--consentsim:counts ",
        ],
        maximumSize: 1 << 16,
        run: { bytes in
            var outcome = FuzzOutcome()
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let merged = try HTMLMerge.merge([("a/index.html", text), ("b/index.html", text)])
                outcome.accepted = true
                do { _ = try HTMLMerge.merge([("merged/index.html", merged)]) } catch {
                    outcome.problems.append("a merged HTML report does not merge again: \(MessageText.line("\(error)"))")
                }
            } catch {
                outcome.messages.append("\(error)")
            }
            return outcome
        })

    /// How many single presses a tape case plays into its recording (a case is short; this bounds its time).
    static let recordedPresses = 200_000

    /// A loaded tape's times and repeats, played into a recording's clock press by press as `play`
    /// records it (the screen stands still: only the arithmetic of times is exercised).
    static func recordTimes(_ session: LoadedSession) -> [String] {
        var recording = SessionRecording(title: session.script.path, directives: session.directives, sinks: [])
        let screen = HostScreen(view: "fuzz", canvas: Canvas(size: Size(width: 4, height: 2)), focused: nil, elements: [])
        var presses = 0
        steps: for step in session.script.steps {
            for press in SessionRecording.framed(step) {
                recording.record(press, screen)
                presses += 1
                if presses >= recordedPresses { break steps }
            }
        }
        recording.finish()
        return recording.problems + (recording.refusal.map { [$0] } ?? [])
    }
}

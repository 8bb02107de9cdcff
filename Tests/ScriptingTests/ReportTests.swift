import Basics
import Foundation
import Screens
import Scripting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML, the closing summary and asciinema recordings.
@Suite struct ReportTests {
    func results() throws -> [SessionResult] {
        let pass = try play("Launch\nExpect View dialog", name: "scripts/ok.keys").result
        let fail = try play("Launch\nExpect View <home>".replacingOccurrences(of: "<home>", with: "home"), name: "scripts/ump/bad.keys").result
        let broken = SessionResult(path: "scripts/broken.keys", loadError: ScriptLoadError(diagnostics("Entr", name: "scripts/broken.keys")))
        return [pass, fail, broken]
    }

    @Test func summaryHasOneLinePerFailureAndACount() throws {
        let summary = TestSummary(results: try results())
        #expect(
            summary.failureLines == [
                "FAIL scripts/ump/bad.keys:2: Expect View home — expected view home, found view dialog",
                "FAIL scripts/broken.keys:1:1: unknown command 'Entr'; did you mean 'Enter'?",
            ])
        #expect(summary.closingLine == "1 passed, 2 failed")
    }

    @Test func junitXMLIsWellFormedAndComplete() throws {
        var all = try results()
        all[0].nanoseconds = 420_000
        let xml = JUnitReport.xml(all)
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"consentsim\" tests=\"3\" failures=\"1\" errors=\"1\" time=\"0.000420\">"
            ))
        #expect(xml.contains("<testcase classname=\"scripts\" name=\"ok\" file=\"scripts/ok.keys\" time=\"0.000420\"/>"))
        #expect(xml.contains("<testcase classname=\"scripts.ump\" name=\"bad\" file=\"scripts/ump/bad.keys\" line=\"2\" time=\"0.000000\">"))
        #expect(
            xml.contains("<failure type=\"expectation\" message=\"expected view home, found view dialog\">scripts/ump/bad.keys:2:1: Expect View home")
        )
        #expect(
            xml.contains(
                "<error type=\"script\" message=\"scripts/broken.keys:1:1: unknown command &apos;Entr&apos;; did you mean &apos;Enter&apos;?\">"))
        // The report parses as XML.
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase").count == 3)
        #expect(try document.nodes(forXPath: "//failure").count == 1)
    }

    @Test func castIsAsciinemaV2WithSimulatedTime() throws {
        let script = try memoryLoader(["c.keys": "Set Columns 40\nSet Rows 6\nLaunch\nDown 2\nSleep 1s\nSpace\nExpect View dialog\nSelect dlg.accept"]
        ).load(path: "c.keys")
        let recording = try RecordedSession.record(script, title: "c.keys")
        expectPassed(recording.result)
        let text = recording.cast
        let lines = text.split(separator: "\n").map(String.init)
        let header = try JSONParser.parse(lines[0])
        #expect(
            header
                == .object([
                    "version": .int(2), "width": .int(40), "height": .int(6), "title": .string("c.keys"),
                    "env": .object(["TERM": .string("xterm-256color")]),
                ]))
        let times = try lines.dropFirst().map { line -> Double in
            guard case .array(let event) = try JSONParser.parse(line), event.count == 3, event[1] == .string("o") else { throw CastError() }
            if case .double(let t) = event[0] { return t }
            if case .int(let t) = event[0] { return Double(t) }
            throw CastError()
        }
        // VHS's pacing: each press takes 50 ms after its frame appears; a launch or a Select holds its
        // screen ten times as long. Launch at 0, the two Downs at 0.5 and 0.55 (one frame each), Sleep
        // 1 s, Space at 1.6, Select's focus move at 1.65 (nothing new to see: the button had focus), its
        // press at 1.7; the last, empty event holds the final frame until 2.2.
        #expect(times == [0, 0.5, 0.55, 1.6, 1.7, 2.2])
        #expect(recording.collected.frames.count == 5)
        #expect(lines[1].contains("\\u001b[2J"))
        #expect(lines[1].contains("\\u001b[0;7m[ Consent ]"))
        #expect(text == (try RecordedSession.record(script, title: "c.keys").cast), "the same session gives the same recording")
    }

    struct CastError: Error {}

    @Test func ansiFrameMapsStylesLikeTheTerminal() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.write("日本", x: 0, y: 0, style: CellStyle(foreground: .accent, attributes: .bold))
        canvas.write("ok", x: 0, y: 1, style: CellStyle(foreground: .indexed(202), background: .muted, attributes: [.underline, .reverse]))
        #expect(
            ANSIFrame.render(canvas)
                == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0;1;36m日本\u{1B}[0m    \u{1B}[2;1H\u{1B}[0;4;7;38;5;202;100mok\u{1B}[0m      ")
    }
}

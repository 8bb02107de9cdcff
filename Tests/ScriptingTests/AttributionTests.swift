import Foundation
import Scripting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A failure inside a `Source`d file names the script it failed for and the include chain
/// (`uses-inc.keys:2 → _inc.keys:2`) in every reporter, the HTML report, JUnit and GitHub annotations.
@Suite struct AttributionTests {
    static let files = [
        "s/_inc.keys": "Expect View dialog\nExpect View home\n",
        "s/deeper.keys": "Launch\nSource nested/_outer.keys\n",
        "s/nested/_outer.keys": "Expect View dialog\nSource ../_inc.keys\n",
    ]

    /// Two scripts failing on the same included line.
    func results() throws -> [SessionResult] {
        [
            try play("# name: uses the include\nLaunch\nSource _inc.keys\n", name: "s/uses-inc.keys", files: Self.files).result,
            try play("Launch\nExpect View dialog\nSource _inc.keys\n", name: "s/other.keys", files: Self.files).result,
        ]
    }

    @Test func theListReporterNamesEachScriptAndItsChain() throws {
        let text = TestReport(results: try results(), kind: .list).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "  ✘ s/uses-inc.keys:3 → s/_inc.keys:2")
        #expect(lines.contains("  1) s/uses-inc.keys:3 → s/_inc.keys:2 › Expect View home"))
        #expect(lines.contains("  2) s/other.keys:3 → s/_inc.keys:2 › Expect View home"))
        #expect(lines.suffix(3) == ["  ✘ s/uses-inc.keys:3 → s/_inc.keys:2", "  ✘ s/other.keys:3 → s/_inc.keys:2", "0 passed, 2 failed"])
        #expect(
            TestSummary(results: try results()).failureLines.first
                == "FAIL s/uses-inc.keys:3 → s/_inc.keys:2: Expect View home — expected view home, found view dialog")
    }

    @Test func aChainTwoFilesDeepIsNamedInOrder() throws {
        let result = try play(Self.files["s/deeper.keys"]!, name: "s/deeper.keys", files: Self.files).result
        #expect(result.failureLocation == "s/deeper.keys:2 → s/nested/_outer.keys:2 → s/_inc.keys:2")
        #expect(FailureReport.render(result).hasPrefix("s/deeper.keys:2 → s/nested/_outer.keys:2 → s/_inc.keys:2:1: Expect View home\n"))
    }

    @Test func aProblemInAnIncludedFileNamesTheChainToo() throws {
        let found = diagnostics("Launch\nSource _bad.keys\n", name: "s/top.keys", files: ["s/_bad.keys": "Expect View home\nEntr\n"])
        let result = SessionResult(path: "s/top.keys", loadError: ScriptLoadError(found))
        #expect(result.failureLocation == "s/top.keys:2 → s/_bad.keys:2")
    }

    @Test func theHTMLReportHeadsEachFailureWithItsChain() throws {
        let html = HTMLReport(results: try results(), readFile: { _ in nil }).document
        #expect(html.contains("<h3>1) s/uses-inc.keys:3 → s/_inc.keys:2 › <code>Expect View home</code></h3>"))
        #expect(html.contains("<h3>2) s/other.keys:3 → s/_inc.keys:2 › <code>Expect View home</code></h3>"))
    }

    @Test func junitNamesTestsByTitleAndCarriesTheScriptsLine() throws {
        let xml = JUnitReport.xml(try results(), titles: ["s/uses-inc.keys": "uses the include"])
        #expect(xml.contains("<testcase classname=\"s\" name=\"uses the include\" file=\"s/uses-inc.keys\" line=\"3\" time="))
        #expect(xml.contains("<testcase classname=\"s\" name=\"other\" file=\"s/other.keys\" line=\"3\" time="))
        #expect(xml.contains(">s/other.keys:3 → s/_inc.keys:2:1: Expect View home\n"))
        let document = try XMLDocument(xmlString: xml)
        #expect(try document.nodes(forXPath: "//testcase[@line]").count == 2)
    }

    @Test func githubAnnotationsPointAtTheFailingLineAndNameTheScript() throws {
        let text = TestReport(results: try results(), kind: .github).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "::error file=s/_inc.keys,line=2,col=1,title=s/uses-inc.keys%3A3 → s/_inc.keys%3A2 › Expect View home"
                + "::expected: view home%0Afound: view dialog")
        #expect(lines[1].hasPrefix("::error file=s/_inc.keys,line=2,col=1,title=s/other.keys%3A3 → "))
        #expect(lines.last(where: { !$0.isEmpty }) == "0 passed, 2 failed")
        #expect(!text.contains("screen (view"), "annotations carry no screens")
    }

    @Test func githubEscapingFollowsTheToolkit() {
        #expect(GitHubAnnotation.data("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(GitHubAnnotation.property("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext%3A a%2C b")
        // A raw line break would end the command and start another.
        let broken = SessionResult(
            path: "x,y:z.keys",
            failure: ScriptFailure(
                location: ScriptLocation(file: "x,y:z.keys", line: 1, column: 1), line: "Expect Screen \"a\"", expected: "a\n::error::forged",
                found: "b"))
        let annotation = GitHubAnnotation.error(broken)
        #expect(!annotation.contains("\n"))
        #expect(
            annotation.hasPrefix(
                "::error file=x%2Cy%3Az.keys,line=1,col=1,title=x%2Cy%3Az.keys%3A1 › Expect Screen \"a\"::expected: a%0A::error::forged%0Afound: b"))
    }
}

import Basics
import ConsentsimTestSupport
import TCF
import Testing

@testable import Doctor

/// The summary as a page and read back from its JSON: bars as long as the shares, text escaped, no
/// resource from elsewhere, and summaries of parts adding up to the whole's.
@Suite struct FleetSummaryPageTests {
    static let strings = FleetFixture.tcStrings(count: 200)
    static let lines = (0..<600).map { FleetFixture.line($0, strings: strings) }

    static func summary(_ lines: ArraySlice<String>) -> FleetSummary {
        FleetBatchTests.run(lines.joined(separator: "\n"), defaults: FleetDefaults(today: FleetFixture.today)).batch.summary
    }

    @Test func eachBarIsAsLongAsItsShare() {
        let summary = Self.summary(Self.lines[...])
        let page = summary.html
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("http:") && !page.contains("https:") && !page.contains("url("))
        for section in ["serving-modes", "error-codes", "rules", "lifts"] { #expect(page.contains("<section id=\"\(section)\">")) }
        // Every serving mode has a row, zeros included; each bar is share × the full bar.
        for kind in AdRequestKind.allCases {
            let share = summary.share(summary.verdicts[kind] ?? 0)
            #expect(page.contains("<g class=\"row\" data-share=\"\(share)\"><title>\(kind.rawValue)</title>"), "\(kind)")
            #expect(
                page.contains(
                    "class=\"bar\" x=\"420\" y=\"\(AdRequestKind.allCases.firstIndex(of: kind)! * 24 + 4)\" width=\"\(FleetSummary.barLength(share))\""
                ))
        }
        #expect(FleetSummary.barLength(0.5) == "170.00" && FleetSummary.barLength(1.0 / 3) == "113.33" && FleetSummary.barLength(0.0123) == "4.18")
    }

    @Test func namesFromAMergedSummaryAreEscaped() throws {
        var summary = FleetSummary()
        summary.devices = 2
        summary.lifts = ["<script>alert(1)</script> & \"more\" \u{1B}[2J": 2]
        let page = summary.html
        #expect(!page.contains("<script>") && !page.contains("\u{1B}"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;"))
        #expect(FleetSummary().html.contains("<p class=\"none\">none</p>"), "an empty table says so")
    }

    /// The reduce step: three parts' JSON summaries, read back and merged, give the whole's JSON.
    @Test func partsReadBackFromJSONMergeToTheWhole() throws {
        let whole = Self.summary(Self.lines[...])
        var merged = FleetSummary()
        for part in [Self.lines[0..<150], Self.lines[150..<420], Self.lines[420...]] {
            let text = Self.summary(part).json.serialized()
            merged.merge(try FleetSummary(json: try JSONParser.parse(text)))
        }
        #expect(merged == whole)
        #expect(merged.json.serialized() == whole.json.serialized())
    }

    @Test func aBadSummaryIsRefusedWithTheMemberAtFault() {
        func error(_ text: String) -> String? {
            do {
                _ = try FleetSummary(json: try JSONParser.parse(text))
                return nil
            } catch let e as FleetLineError {
                return e.message
            } catch {
                return "\(error)"
            }
        }
        let empty = #""servingModes":[],"errorCodes":[],"rules":[],"lifts":[]"#
        #expect(error(#"{"devices":-1,"badLines":0,"format":null,\#(empty)}"#)?.hasPrefix("devices must be a whole number") == true)
        #expect(error(#"{"devices":1e300,"badLines":0,"format":null,\#(empty)}"#)?.hasPrefix("devices must be a whole number") == true)
        #expect(error(#"{"devices":2,"badLines":0,"format":"XML",\#(empty)}"#)?.hasPrefix("format must be one of") == true)
        #expect(
            error(
                #"{"devices":2,"badLines":0,"format":null,"servingModes":[{"name":"none","count":2},{"name":"limited","count":1}],"errorCodes":[],"rules":[],"lifts":[]}"#
            )
                == "servingModes: the rows count more than the 2 devices")
        #expect(
            error(
                #"{"devices":2,"badLines":0,"format":null,"servingModes":[],"errorCodes":[],"rules":[{"name":"no-such-rule","count":1}],"lifts":[]}"#)?
                .hasPrefix("rules: unknown rule") == true)
        #expect(error("[1]") == "a summary is a JSON object")
    }
}

import Forms
import Testing

@testable import Pictures
@testable import Screens

/// Mixed-direction lines in the phone pictures: broken in reading order, then each line reordered
/// by the bidi algorithm (UAX #9, section 3.4) and drawn run by run in that order.
@Suite struct PhoneBidiTests {
    /// A line's runs as drawn, left to right: direction and text (in reading order within the run).
    static func runs(_ line: PhoneText.Line) -> [(String, String)] {
        line.visualRuns.map { ($0.rightToLeft ? "rtl" : "ltr", $0.pieces.map(\.text).joined()) }
    }

    @Test func aMixedArabicAndLatinLineComesOutInVisualOrder() throws {
        // "We use Google (IAB TCF) since 2020": a Latin brand name, a bracketed acronym, a number.
        let lines = PhoneText.wrap([PhoneRun("نستخدم Google (IAB TCF) منذ 2020")], width: 1000, size: 15)
        let line = try #require(lines.first)
        #expect(lines.count == 1 && line.isRightToLeft)
        // From the left: the number (after Arabic letters, an Arabic number: its own run, left to
        // right), the last Arabic word, the Latin run with its brackets (their context is Latin), the
        // first Arabic word at the right edge.
        let expected = [("ltr", "2020"), ("rtl", " منذ "), ("ltr", "Google (IAB TCF)"), ("rtl", "نستخدم ")]
        #expect(Self.runs(line).map(\.0) == expected.map(\.0))
        #expect(Self.runs(line).map(\.1) == expected.map(\.1))
    }

    @Test func aMixedHebrewLineComesOutInVisualOrderWithMirroredBrackets() throws {
        // "Press Accept (accept) to continue."
        let text = "לחצו על Accept (קבלה) כדי להמשיך."
        let line = try #require(PhoneText.wrap([PhoneRun(text)], width: 1000, size: 15).first)
        let expected = [("rtl", " (קבלה) כדי להמשיך."), ("ltr", "Accept"), ("rtl", "לחצו על ")]
        #expect(Self.runs(line).map(\.0) == expected.map(\.0))
        #expect(Self.runs(line).map(\.1) == expected.map(\.1))
        // What a display that does not reorder draws: the brackets inside Hebrew mirrored.
        #expect(UnicodeBidi.visual(text) == ".ךישמהל ידכ (הלבק) Accept לע וצחל")
    }

    @Test func eachWrappedLineIsReorderedOnItsOwn() {
        // Breaking happens in reading order: the first line holds the start of the sentence.
        let text = "نستخدم Google (IAB TCF) منذ 2020 لعرض الإعلانات"
        let lines = PhoneText.wrap([PhoneRun(text)], width: 140, size: 15)
        #expect(lines.count > 1)
        #expect(lines.map { $0.pieces.map(\.text).joined() }.joined() == text)
        #expect(lines[0].pieces.map(\.text).joined().hasPrefix("نستخدم"))
        // The first line's first word sits at its right end.
        #expect(lines[0].visualRuns.last?.pieces.map(\.text).joined().hasPrefix("نستخدم") == true)
    }

    @Test func aPictureDrawsTheRunsInVisualOrder() throws {
        let device = PhoneDevice(platform: .ios)
        var canvas = PhoneCanvas(palette: PhonePalette(PhoneColors.google), device: device)
        _ = canvas.paragraph(
            [PhoneRun("نستخدم Google (IAB TCF) منذ 2020")], .leading, x: 16, y: 0, width: 300, size: 15, color: RGB(0), lineHeight: 20)
        let svg = canvas.out
        // The viewer is told not to reorder the line, only each run in its own direction.
        #expect(svg.contains("direction=\"ltr\" unicode-bidi=\"bidi-override\""))
        let order = ["unicode-bidi=\"bidi-override\"><tspan>2020", "<tspan direction=\"rtl\"", "Google (IAB TCF)", "نستخدم"]
        let positions = order.compactMap { svg.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted(), "\(svg)")
        // A leading line of a right-to-left paragraph ends at the right edge.
        #expect(svg.contains("x=\"316\"") && svg.contains("text-anchor=\"end\""))
        // A left-to-right line stays as it was: no override.
        var latin = PhoneCanvas(palette: PhonePalette(PhoneColors.google), device: device)
        _ = latin.paragraph([PhoneRun("Google (IAB TCF) 2020")], .leading, x: 16, y: 0, width: 300, size: 15, color: RGB(0), lineHeight: 20)
        #expect(!latin.out.contains("unicode-bidi"))
    }

    @Test func aRightToLeftButtonLabelIsOrderedToo() throws {
        let device = PhoneDevice(platform: .ios)
        var canvas = PhoneCanvas(palette: PhonePalette(PhoneColors.google), device: device)
        let line = try #require(PhoneText.wrap([PhoneRun("موافق (OK)", .bold)], width: 300, size: 15).first)
        canvas.textLine(line, x: 100, y: 20, size: 15, color: RGB(0), anchor: "middle", weight: "500", styled: false)
        #expect(canvas.out.contains("bidi-override\">)</tspan>OK<tspan direction=\"rtl\""), "\(canvas.out)")
        #expect(canvas.out.contains("<tspan direction=\"rtl\" unicode-bidi=\"bidi-override\">موافق (</tspan>"), "\(canvas.out)")
    }
}

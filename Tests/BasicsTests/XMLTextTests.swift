import Testing

@testable import Basics

/// The one XML escaper: markup characters always, quotes and controls as each writer's escaping says.
@Suite struct XMLTextTests {
    static let hostile = "a&b<c>\"d'\te\nf\rg\u{1}h\u{FFFE}i"

    @Test func escapesMarkupAndFollowsTheQuotesAndControlsChosen() {
        let plist = XMLText.Escaping(quotationMark: nil, apostrophe: nil, controls: .carriageReturnAsReference)
        #expect(XMLText.escaped(Self.hostile, plist) == "a&amp;b&lt;c&gt;\"d'\te\nf&#13;g\u{1}h\u{FFFE}i")
        let android = XMLText.Escaping(quotationMark: "&quot;", apostrophe: nil, controls: .c0AsReferences)
        #expect(XMLText.escaped(Self.hostile, android) == "a&amp;b&lt;c&gt;&quot;d'&#9;e&#10;f&#13;g&#1;h\u{FFFE}i")
        let markup = XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement)
        #expect(XMLText.escaped(Self.hostile, markup) == "a&amp;b&lt;c&gt;&quot;d&#39;\te\nf\rg\u{FFFD}h\u{FFFD}i")
    }

    @Test func plainTextIsAppendedAsItIs() {
        var out = "x"
        XMLText.appendEscaped(
            "héllo wörld ✓", XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&apos;", controls: .illegalAsReplacement), to: &out)
        #expect(out == "xhéllo wörld ✓")
    }

    @Test func legalCharactersAreXMLOnesChar() {
        #expect(XMLText.isLegal("\t") && XMLText.isLegal("\n") && XMLText.isLegal("\r") && XMLText.isLegal(" "))
        #expect(!XMLText.isLegal("\u{0}") && !XMLText.isLegal("\u{1F}") && !XMLText.isLegal("\u{FFFE}") && !XMLText.isLegal("\u{FFFF}"))
        #expect(XMLText.isLegal("\u{7F}") && XMLText.isLegal("\u{10FFFF}"))
        #expect(XMLText.firstIllegal(in: "ok\u{8}no") == "\u{8}" && XMLText.name("\u{8}") == "U+0008")
    }
}

import Testing

@testable import Screens

@Suite struct CanvasTests {
    @Test func writesAndReadsBackText() {
        var canvas = Canvas(size: Size(width: 10, height: 2))
        let end = canvas.write("동의 ok", x: 1, y: 0)
        #expect(end == 8)
        #expect(canvas.lines() == [" 동의 ok", ""])
        #expect(canvas[1, 0].character == "동")
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas.text() == " 동의 ok\n\n")
    }

    @Test func wideGlyphAtTheRightEdgeBecomesASpace() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.write("ab同意", x: 0, y: 0)  // 同 fits at 2-3, 意 would need 4-5
        #expect(canvas.lines() == ["ab同"])
        #expect(canvas[4, 0].character == " ")
        #expect(!canvas[4, 0].isContinuation)
    }

    @Test func wideGlyphStraddlingTheClipBecomesSpaces() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.write("xxxxxxxx", x: 0, y: 0)
        let limit = Rect(x: 2, y: 0, width: 3, height: 1)
        canvas.write("同意", x: 1, y: 0, within: limit)  // 同 at 1-2 straddles the left edge, 意 at 3-4 fits
        #expect(canvas.lines() == ["xx 意xxx"])
        canvas.write("ab同", x: 2, y: 0, within: limit)  // 同 at 4-5 straddles the right edge
        #expect(canvas.lines() == ["xxab xxx"])
    }

    @Test func overwritingEitherHalfOfAWideGlyphClearsTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("同意", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0)  // the right half of 同
        #expect(canvas.lines() == [" x意"])
        canvas.put("y", x: 2, y: 0)  // the left half of 意
        #expect(canvas.lines() == [" xy"])
        #expect(!canvas[3, 0].isContinuation)
    }

    @Test func wideOverWideAtAnOffset() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("同意", x: 0, y: 0)
        canvas.put("동", x: 1, y: 0)  // covers 同's right half and 意's left half
        #expect(canvas.lines() == [" 동"])
        #expect(canvas[1, 0].character == "동" && canvas[2, 0].isContinuation)
        #expect(canvas[0, 0].character == " " && canvas[3, 0].character == " ")
        #expect((0..<6).filter { canvas[$0, 0].isContinuation } == [2])
    }

    @Test func clipDropsWritesOutside() {
        var canvas = Canvas(size: Size(width: 6, height: 3))
        canvas.clip = Rect(x: 1, y: 1, width: 3, height: 1)
        canvas.write("abcdef", x: 0, y: 1)
        canvas.write("zzz", x: 0, y: 0)
        #expect(canvas.lines() == ["", " bcd", ""])
    }

    @Test func controlCharactersNeverReachACell() {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.write("a\u{1B}[31mb\u{7}c\u{202E}d", x: 0, y: 0)
        #expect(canvas.lines() == ["a[31mbcd"])  // the ESC itself is dropped even when the caller forgot to sanitize
        #expect(!canvas.row(0).contains { $0.character?.unicodeScalars.contains { $0.value < 0x20 } ?? false })
    }

    @Test func zeroWidthClustersAreSkipped() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        #expect(canvas.put("\u{301}", x: 0, y: 0) == 0)
        #expect(canvas.write("e\u{301}x", x: 0, y: 0) == 2)
        #expect(canvas.lines() == ["e\u{301}x"])
    }

    @Test func styledLinesTagRunsAndDropColoursOnRequest() {
        var canvas = Canvas(size: Size(width: 20, height: 2))
        canvas.write("Plain ", x: 0, y: 0)
        canvas.write("Consent", x: 6, y: 0, style: CellStyle(foreground: .accent, attributes: [.bold, .reverse]))
        canvas.write("{x}", x: 14, y: 0, style: .muted)
        canvas.write("under", x: 0, y: 1, style: CellStyle(attributes: .underline))
        #expect(canvas.styledLines() == ["Plain {b,rev,fg=accent}Consent{/} {dim,fg=muted}{{x}{/}", "{u}under{/}"])
        #expect(canvas.styledLines(colors: false) == ["Plain {b,rev}Consent{/} {dim}{{x}{/}", "{u}under{/}"])
        #expect(canvas.lines() == ["Plain Consent {x}", "under"])
    }

    @Test func styledRunOfSpacesIsKept() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.fill(Rect(x: 2, y: 0, width: 3, height: 1), style: CellStyle(attributes: .reverse))
        #expect(canvas.styledLines() == ["  {rev}   {/}"])
        #expect(canvas.lines() == [""])
    }

    @Test func restyleKeepsGlyphs() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("同a", x: 0, y: 0)
        canvas.restyle(Rect(x: 0, y: 0, width: 4, height: 1)) { $0.attributes.insert(.bold) }
        #expect(canvas.styledLines() == ["{b}同a {/}"])
    }
}

/// Composing canvases: copying one onto another, growing one by rows.
@Suite struct CanvasCompositionTests {
    @Test func drawCopiesCellsAndKeepsWideGlyphsWhole() {
        var part = Canvas(size: Size(width: 4, height: 2))
        part.write("a同b", x: 0, y: 0)
        part.write("xy", x: 2, y: 1, style: .bold)
        var screen = Canvas(size: Size(width: 8, height: 3))
        screen.write("中中中中", x: 0, y: 1)
        screen.draw(part, at: Point(x: 1, y: 1))
        // The copy cut the first and third 中: their remains are blanks, never half glyphs.
        #expect(screen.lines() == ["", " a同b 中", "   xy"])
        #expect(screen[3, 2].style == .bold)
        #expect(screen[3, 1].isContinuation)
    }

    @Test func drawClipsAtTheEdges() {
        var part = Canvas(size: Size(width: 3, height: 1))
        part.write("同z", x: 0, y: 0)
        var screen = Canvas(size: Size(width: 4, height: 1))
        screen.draw(part, at: Point(x: 3, y: 0))
        #expect(screen.lines() == [""], "a wide glyph that would cross the edge becomes a blank")
        screen.draw(part, at: Point(x: -2, y: 0))
        #expect(screen.lines() == ["z"])
    }

    @Test func extendAddsBlankRowsAndKeepsAFullClip() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.write("abc", x: 0, y: 0)
        canvas.extend(rows: 2)
        #expect(canvas.size == Size(width: 3, height: 3))
        #expect(canvas.clip == canvas.bounds)
        canvas.write("d", x: 1, y: 2)
        #expect(canvas.lines() == ["abc", "", " d"])
    }

    // Glyphs of several scalars (emoji sequences, combining accents) are kept once per canvas and
    // coded by where they were first drawn: what a canvas shows must not depend on that order.

    @Test func clusterGlyphsReadBackAsDrawn() {
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.write("e\u{301}👍🏽 ok  ", x: 0, y: 0)
        #expect(canvas[0, 0].character == "e\u{301}")
        #expect(canvas[1, 0].character == "👍🏽")
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas.lines() == ["e\u{301}👍🏽 ok"])
        #expect(canvas.row(0).count == 12)
    }

    @Test func canvasesShowingTheSameClustersAreEqualWhateverTheDrawingOrder() {
        var a = Canvas(size: Size(width: 8, height: 1))
        a.write("👍🏽", x: 0, y: 0)
        a.write("e\u{301}", x: 4, y: 0)
        var b = Canvas(size: Size(width: 8, height: 1))
        b.write("e\u{301}", x: 4, y: 0)
        b.write("👍🏽", x: 0, y: 0)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func differentClustersWithTheSameCodeAreNotEqual() {
        var a = Canvas(size: Size(width: 4, height: 1))
        a.write("e\u{301}", x: 0, y: 0)
        var b = Canvas(size: Size(width: 4, height: 1))
        b.write("e\u{300}", x: 0, y: 0)  // the first cluster of each canvas: same code, another glyph
        #expect(a != b)
        #expect(a.lines() != b.lines())
    }

    @Test func drawingACanvasWithClustersKeepsItsGlyphs() {
        var part = Canvas(size: Size(width: 6, height: 1))
        part.write("a\u{308}🇫🇷b", x: 0, y: 0)
        var screen = Canvas(size: Size(width: 10, height: 2))
        screen.write("o\u{302}", x: 0, y: 1)  // the screen's own first cluster
        screen.draw(part, at: Point(x: 2, y: 0))
        #expect(screen.lines() == ["  a\u{308}🇫🇷b", "o\u{302}"])
        screen.draw(part, at: Point(x: 7, y: 1))  // partly outside: the slow path
        #expect(screen.lines() == ["  a\u{308}🇫🇷b", "o\u{302}      a\u{308}🇫🇷"], "b falls off the edge")
    }
}

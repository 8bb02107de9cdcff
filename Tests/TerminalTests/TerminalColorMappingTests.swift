import Forms
import Screens
import Terminal
import Testing

/// Which colour number or escape a cell colour becomes in the live terminal, per kind of terminal.
struct TerminalColorMappingTests {
    /// The form colour the end-to-end test uses: `#7B1FA2`, whose nearest xterm-256 entry is 91
    /// (#8700af: cube levels 135, 0, 175).
    static let purple = RGB(0x7B1FA2)

    @Test func modeFollowsTerminfoThenColorterm() {
        #expect(TerminalColorMode.choose(colorterm: "truecolor", terminfoHasRGB: true) == .direct)
        #expect(TerminalColorMode.choose(colorterm: nil, terminfoHasRGB: true) == .direct, "a direct entry has no palette to fall back to")
        #expect(TerminalColorMode.choose(colorterm: "truecolor", terminfoHasRGB: false) == .overlay)
        #expect(TerminalColorMode.choose(colorterm: "24bit", terminfoHasRGB: false) == .overlay)
        #expect(TerminalColorMode.choose(colorterm: "TrueColor", terminfoHasRGB: false) == .overlay)
        #expect(TerminalColorMode.choose(colorterm: nil, terminfoHasRGB: false) == .palette)
        #expect(TerminalColorMode.choose(colorterm: "", terminfoHasRGB: false) == .palette)
        #expect(TerminalColorMode.choose(colorterm: "yes", terminfoHasRGB: false) == .palette)
    }

    @Test func rgbUnderEachMode() {
        let color = Color.rgb(Self.purple)
        let nearest = Int32(TerminalColor.nearestIndex(to: Self.purple.value))
        #expect(nearest == 91)
        let direct = TerminalColorMapping(mode: .direct, colorCount: 0x1000000)
        let overlay = TerminalColorMapping(mode: .overlay, colorCount: 256)
        let palette = TerminalColorMapping(mode: .palette, colorCount: 256)
        #expect(direct.colorNumber(color) == 0x7B1FA2)
        #expect(overlay.colorNumber(color) == nearest, "ncurses lays out with the nearest entry")
        #expect(palette.colorNumber(color) == nearest)
        #expect(TerminalColorMapping(mode: .palette, colorCount: 8).colorNumber(color) == -1, "an 8-colour terminal has no entry 91")

        let link = CellStyle(foreground: color, attributes: [.underline])
        #expect(overlay.overlayParameters(link) == ["4", "38;2;123;31;162"])
        #expect(overlay.overlayParameters(CellStyle(foreground: .default, background: color)) == ["48;2;123;31;162"])
        #expect(direct.overlayParameters(link) == nil, "ncurses draws direct colour itself")
        #expect(palette.overlayParameters(link) == nil)
        #expect(overlay.overlayParameters(CellStyle(foreground: .link, attributes: [.underline])) == nil, "named colours stay ncurses's")
    }

    @Test func namedAndIndexedColoursUnderDirectTerminfo() {
        let direct = TerminalColorMapping(mode: .direct, colorCount: 0x1000000)
        #expect(direct.colorNumber(.accent) == 6 && direct.colorNumber(.link) == 4 && direct.colorNumber(.danger) == 1)
        #expect(direct.colorNumber(.indexed(3)) == 3)
        // Above 7 a direct entry reads numbers as 0xRRGGBB: palette entries go as their xterm colour.
        #expect(direct.colorNumber(.indexed(200)) == Int32(RGB.xterm(200).value))
        #expect(direct.colorNumber(.muted) == Int32(RGB.xterm(8).value))
        #expect(direct.colorNumber(.rgb(RGB(0x000003))) == 16, "near-black stays out of the entry's palette numbers")
        #expect(direct.colorNumber(.default) == -1)
        let palette = TerminalColorMapping(mode: .palette, colorCount: 256)
        #expect(palette.colorNumber(.muted) == 8 && palette.colorNumber(.indexed(200)) == 200)
    }
}

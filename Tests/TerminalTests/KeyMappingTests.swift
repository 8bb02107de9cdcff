import CNcursesw
import Screens
import Terminal
import Testing

@Suite struct KeyMappingTests {
    @Test func controlBytesInRawMode() {
        #expect(KeyMapping.key(character: 3) == .ctrl("c"))
        #expect(KeyMapping.key(character: 9) == .tab)
        #expect(KeyMapping.key(character: 10) == .enter)
        #expect(KeyMapping.key(character: 13) == .enter)
        #expect(KeyMapping.key(character: 27) == .escape)
        #expect(KeyMapping.key(character: 127) == .backspace)
        #expect(KeyMapping.key(character: 8) == .backspace)
        #expect(KeyMapping.key(character: 32) == .space)
        #expect(KeyMapping.key(character: 1) == .ctrl("a"))
        #expect(KeyMapping.key(character: 26) == .ctrl("z"))
        #expect(KeyMapping.key(character: 0) == .ctrl("@"))
        #expect(KeyMapping.key(character: 0x9B) == nil)  // C1 CSI is never a key
        #expect(KeyMapping.key(character: 0x202E) == nil)  // bidi override is not typed text
    }

    @Test func printableCharacters() {
        #expect(KeyMapping.key(character: UInt32(UInt8(ascii: "q"))) == .char("q"))
        #expect(KeyMapping.key(character: UInt32(UInt8(ascii: "/"))) == .char("/"))
        #expect(KeyMapping.key(character: 0x0436) == .char("ж"))
        #expect(KeyMapping.key(character: 0xD55C) == .char("한"))
    }

    @Test func functionKeys() {
        let expected: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_HOME, .home), (KEY_END, .end),
            (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_BTAB, .backTab), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete),
            (KEY_ENTER, .enter),
        ]
        for (code, key) in expected {
            #expect(KeyMapping.key(functionKey: code) == key)
        }
        #expect(KeyMapping.key(functionKey: KEY_F0 + 1) == nil)
    }

    @Test func mouseButtons() {
        #expect(KeyMapping.mouseButton(state: cnc_button1_pressed()) == .left)
        #expect(KeyMapping.mouseButton(state: cnc_button3_pressed()) == .right)
        #expect(KeyMapping.mouseButton(state: cnc_button4_pressed()) == .scrollUp)
        #expect(KeyMapping.mouseButton(state: cnc_button5_pressed()) == .scrollDown)
        #expect(KeyMapping.mouseButton(state: 0) == nil)
    }

    @Test func implausibleTerminfoColourCountsAreNotStarted() {
        #expect(ColorPolicy.isPlausible(colors: 256, pairs: 0x10000))
        #expect(ColorPolicy.isPlausible(colors: 0x1000000, pairs: 0x10000), "xterm-direct")
        #expect(!ColorPolicy.isPlausible(colors: 0x7FFF_FFFF, pairs: 0x10000))
        #expect(!ColorPolicy.isPlausible(colors: 256, pairs: 0x7FFF_FFFF))
    }

    @Test func colourPolicyHonoursNoColor() {
        #expect(ColorPolicy.usesColor(allowed: true, noColorEnvironment: nil, terminalHasColors: true))
        #expect(ColorPolicy.usesColor(allowed: true, noColorEnvironment: "", terminalHasColors: true))
        #expect(!ColorPolicy.usesColor(allowed: true, noColorEnvironment: "1", terminalHasColors: true))
        #expect(!ColorPolicy.usesColor(allowed: true, noColorEnvironment: "false", terminalHasColors: true))
        #expect(!ColorPolicy.usesColor(allowed: false, noColorEnvironment: nil, terminalHasColors: true))
        #expect(!ColorPolicy.usesColor(allowed: true, noColorEnvironment: nil, terminalHasColors: false))
    }

    @Test func exitStatuses() {
        #expect(TerminalApp.Exit.quit.status == 0)
        #expect(TerminalApp.Exit.endOfInput.status == 1)
        #expect(TerminalApp.Exit.signal(15).status == 143)
    }
}

import Testing

@testable import Screens

@Suite struct SanitizerTests {
    @Test(
        arguments: [
            ("\u{1B}]0;pwned\u{07}Vendor\u{1B}[31m", "Vendor"),  // OSC title with BEL, then SGR
            ("\u{1B}]8;;https://evil.example\u{1B}\\Click\u{1B}]8;;\u{1B}\\", "Click"),  // OSC 8 hyperlink, ST-terminated
            ("A\u{1B}[2J\u{1B}[HB", "AB"),  // clear screen, home
            ("A\u{1B}[?1049lB", "AB"),  // private-mode CSI
            ("A\u{1B}[38;5;196mB", "AB"),
            ("A\u{1B}PtmuxDCS\u{1B}\\B", "AB"),  // DCS string
            ("A\u{1B}_apc\u{1B}\\B\u{1B}^pm\u{07}C\u{1B}Xsos\u{1B}\\D", "ABCD"),  // APC, PM, SOS
            ("A\u{1B}(0B", "AB"),  // nF escape: designate charset
            ("A\u{1B}7B\u{1B}cC", "ABC"),  // two-byte escapes
            ("A\u{1B}", "A"),  // lone ESC at the end
            ("A\u{1B}\u{1B}[1mB", "AB"),
            ("\u{1B}]0;unterminated title", ""),  // an unterminated string swallows the rest
            ("A\u{9B}31mB", "AB"),  // 8-bit CSI
            ("A\u{9D}0;x\u{9C}B", "AB"),  // 8-bit OSC with 8-bit ST
            ("A\u{7}B\u{0}C\u{7F}D\u{8}E", "ABCDE"),  // BEL, NUL, DEL, BS
            ("tab\there", "tab here"),
            ("line\none\r\ntwo\rthree", "line one two three"),
            ("\u{202E}txt.exe", "txt.exe"),  // right-to-left override
            ("a\u{2066}b\u{2069}c\u{200E}d\u{200F}e\u{202A}f\u{202C}", "abcdef"),
            ("in\u{200B}vis\u{2060}ible\u{FEFF}", "invisible"),
            ("soft\u{AD}hyphen", "softhyphen"),
            ("tag\u{E0041}\u{E0042}s", "tags"),
            ("👨\u{200D}👩\u{200D}👧 and می\u{200C}خواهم", "👨\u{200D}👩\u{200D}👧 and می\u{200C}خواهم"),  // ZWJ and ZWNJ stay
            ("Согласие 동의 同意 café", "Согласие 동의 同意 café"),
            ("A\u{1B}[31\u{1B}[0mB", "AB"),  // malformed CSI cut short by ESC
        ] as [(String, String)])
    func hostileInputs(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
    }

    @Test func keepingNewlines() {
        #expect(TerminalText.sanitize("a\r\nb\rc\nd\u{2028}e", keepingNewlines: true) == "a\nb\nc\nd\ne")
        #expect(TerminalText.sanitizedLines("one\n\u{1B}[1mtwo\u{1B}[0m\n") == ["one", "two", ""])
    }

    @Test func outputNeverContainsControls() {
        let hostile = (0..<0xA0).map { String(Unicode.Scalar($0)!) }.joined() + "\u{1B}[1m\u{1B}]2;x\u{7}"
        let clean = TerminalText.sanitize(hostile)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func cleanTextIsReturnedUnchanged() {
        for text in ["Consent", "Не соглашаться", "동의하지 않음", "同意しない", "“quoted” – dash … ›", "\u{2010}", "€100"] {
            #expect(TerminalText.isClean(text), "\(text)")
            #expect(TerminalText.sanitize(text) == text)
        }
        for text in ["\u{200B}", "\u{2028}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{AD}", "\u{85}", "\u{61C}", "\u{E0041}"] {
            #expect(!TerminalText.isClean(text), "U+\(String(text.unicodeScalars.first!.value, radix: 16))")
        }
    }
}

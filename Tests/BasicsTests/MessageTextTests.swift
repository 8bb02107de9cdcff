import Basics
import Testing

@Suite struct MessageTextTests {
    @Test func escapesTerminalControl() {
        #expect(MessageText.line("a\u{1B}]2;PWNED\u{07}b") == "a\\e]2;PWNED\\ab")
        #expect(MessageText.line("x\ny\r\tz\u{9B}31m\u{7F}") == "x\\ny\\r\\tz\\u{9B}31m\\u{7F}")
        #expect(MessageText.line("evil\u{202E}txt") == "evil\\u{202E}txt")
        #expect(
            MessageText.line("\u{200E}\u{200F}\u{061C}\u{2066}\u{2069}\u{2028}\u{2029}\u{FEFF}")
                == "\\u{200E}\\u{200F}\\u{61C}\\u{2066}\\u{2069}\\u{2028}\\u{2029}\\u{FEFF}")
    }

    @Test func keepsPrintableTextAsIs() {
        #expect(MessageText.line("Café ✓ 日本語 \"q\"") == "Café ✓ 日本語 \"q\"")
    }

    @Test func capsLength() {
        let long = String(repeating: "a", count: 10_000_000)
        let line = MessageText.line(long)
        #expect(line.count == MessageText.defaultLimit + 1)
        #expect(line.hasSuffix("…"))
        #expect(MessageText.line(String(repeating: "\u{1B}", count: 100), limit: 10) == "\\e\\e\\e\\e\\e…")
    }

    @Test func linesKeepsBreaksButEscapesTheRest() {
        #expect(MessageText.lines("a\r\nb\u{1B}c\nd") == "a\nb\\ec\nd")
        #expect(MessageText.lines("1\n2\n3", maxLines: 2) == "1\n2\n…")
    }
}

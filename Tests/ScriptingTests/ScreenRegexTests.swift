import Scripting
import Testing

/// The linear-time screen matcher agrees with Swift's `Regex` on the syntax it supports, refuses what
/// has no linear-time matcher, and finishes on the patterns that make a backtracking engine explode.
@Suite struct ScreenRegexTests {
    static let texts = [
        "", "abc", "Consent\nDo not consent", "Vendors (691)", "  x", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "line one\nline two\n",
        "[ Consent ]   [ Manage options ]", "1 of 691 vendors", "Ünïcödé ✓ 日本語", "tab\there", "x_y z-9",
    ]

    static let patterns = [
        "abc", "a.c", "^line two$", "^two", "one$", "\\d+ of \\d+", "[0-9]{3}", "[^a-z ]", "\\(691\\)", "Consent|Manage",
        "(Do )?not", "(?:Manage|Reject) options", "a{2,4}b", "a{30}", "a{31}", "\\bvendors\\b", "\\Bendor", "\\s\\S", "\\w+\\W",
        "^$", "x*", "(a|b)*c", "[a-c-]+", "[\\d\\s]+", "日本", "✓", "tab\\there", "^\\s*x$", "(?i)CONSENT", "(?<word>Do) not",
        "o+?n", "[A-Z][a-z]+", "Vendors \\(\\d{3}\\)$",
    ]

    @Test func agreesWithSwiftRegex() throws {
        for pattern in Self.patterns {
            let ours = try ScreenRegex(pattern)
            let swift = try Regex(pattern).anchorsMatchLineEndings()
            for text in Self.texts {
                #expect(ours.matches(in: text) == text.contains(swift), "/\(pattern)/ on \(text.debugDescription)")
            }
        }
    }

    @Test func refusesWhatCannotMatchInLinearTime() {
        for pattern in ["(a)\\1", "a(?=b)", "a(?!b)", "(?<=a)b", "(?<!a)b"] {
            #expect(throws: ScreenRegex.SyntaxError.self, "/\(pattern)/") { try ScreenRegex(pattern) }
        }
        for pattern in ["(", "a)", "[a", "*a", "a{5,2}", "a{5000}", "\\"] {
            #expect(throws: ScreenRegex.SyntaxError.self, "/\(pattern)/") { try ScreenRegex(pattern) }
        }
    }

    @Test func pathologicalPatternsFinish() throws {
        let screen = String(repeating: String(repeating: " ", count: 79) + "\n", count: 24)
        #expect(try !ScreenRegex("( +)+x").matches(in: screen))
        #expect(try !ScreenRegex("(a*)*b").matches(in: String(repeating: "a", count: 5_000)))
        #expect(try !ScreenRegex("(a|aa)+c").matches(in: String(repeating: "a", count: 5_000)))
        #expect(try ScreenRegex("(a|aa)+$").matches(in: String(repeating: "a", count: 5_000)))
    }
}

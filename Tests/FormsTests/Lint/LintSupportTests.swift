import ConsentsimTestSupport
import Testing

@testable import Forms

extension LintTests {
    @Suite struct Support {
        @Test(arguments: [
            ("Consent", 7), ("同意する", 8), ("동의 안함", 9), ("🧩", 2), ("e\u{301}", 1), ("Ｏ", 2), ("\u{200B}", 0),
            ("Schließen (nicht einwilligen)", 29), ("閉じる（同意しない）", 20),
        ])
        func widthsCountTerminalCells(text: String, cells: Int) {
            #expect(LintTextWidth.cells(text) == cells)
        }

        @Test func wrappingCountsLinesAndBreaksOverlongWords() {
            #expect(LintTextWidth.lines("Oui, continuer à voir des annonces pertinentes", width: 31) == 2)
            #expect(LintTextWidth.lines("short", width: 31) == 1)
            #expect(LintTextWidth.lines(String(repeating: "x", count: 70), width: 31) == 3)
        }

        @Test func phrasesMatchWholeWordsCaseInsensitively() {
            let refusal = PhraseList(["no", "reject*", "do not consent", "don't consent"])
            #expect(refusal.firstMatch(in: "Acknowledge") == nil)
            #expect(refusal.firstMatch(in: "Know more") == nil)
            #expect(refusal.firstMatch(in: "No thanks") == "no")
            #expect(refusal.firstMatch(in: "Rejecting all") == "rejecting")
            #expect(refusal.firstMatch(in: "Close (Do Not Consent)") == "do not consent")
            #expect(refusal.firstMatch(in: "Don’t consent") == "don t consent")
            let japanese = PhraseList(["拒否"])
            #expect(japanese.matches("すべて拒否"))
            #expect(!japanese.matches("すべて同意"))
            let short = PhraseList(["nie", "nej", "não", "odrzuć*"])
            #expect(short.firstMatch(in: "Nieco później") == nil)
            #expect(short.firstMatch(in: "Nejlikor") == nil)
            #expect(short.firstMatch(in: "NÃO, OBRIGADO") == "não")
            #expect(short.firstMatch(in: "Odrzucam") == nil)
            #expect(short.firstMatch(in: "Odrzuć wszystko") == "odrzuć")
        }

        @Test func aRefusalWordInsideADeferralDoesNotCount() {
            let refusal = PhraseList(["no", "rechaz*"])
            let deferral = PhraseList(["ahora no", "más"])
            #expect(!refusal.matches("Ahora no", outside: deferral))
            #expect(!refusal.matches("Ahora  NO", outside: deferral))
            #expect(refusal.matches("No, ahora no", outside: deferral))
            #expect(refusal.matches("Rechazar o ver más", outside: deferral))
            #expect(refusal.matches("Ahora no", outside: nil))
            #expect(PhraseList(["拒否"]).matches("後で拒否", outside: PhraseList(["後で"])))
        }

        @Test func contrastAndColourDifference() {
            #expect(abs(ColorMetrics.contrast(0x000000, 0xFFFFFF) - 21) < 0.001)
            #expect(ColorMetrics.contrast(0x0000EE, 0x0000EE) == 1)
            #expect(ColorMetrics.deltaECMC(reference: 0x7F7F7F, sample: 0x7F7F7F) == 0)
            #expect(ColorMetrics.deltaECMC(reference: 0x7F7F7F, sample: 0x00FF00) > 30)
            #expect(ColorMetrics.deltaECMC(reference: 0x0000FF, sample: 0x0000EE) < 30)
            #expect(ColorMetrics.hex(0x00CD00) == "#00CD00")
        }

        @Test func quotedButtonNamesAreFound() {
            #expect(ATTRules.quotes("Allow", in: "Then tap “Allow”."))
            #expect(ATTRules.quotes("許可", in: "「許可」を選んでください"))
            #expect(!ATTRules.quotes("Allow", in: "We allow you to choose."))
        }

        @Test func everyRuleHasAnIDASourceAndASummary() {
            let ids = Linter.rules.map(\.id)
            #expect(Set(ids).count == ids.count)
            #expect(
                ids == [
                    "G1", "G2", "G2-keys", "G3", "G3-colour", "G4", "G6", "G6-wording", "G7", "G9", "G12", "G13", "T1", "T3", "T3-phone", "T4",
                    "T4-text",
                    "T5", "T12", "T13", "A1", "A2", "A3", "A4",
                ])
            for rule in Linter.rules {
                #expect(!rule.summary.isEmpty && !rule.source.isEmpty, "\(rule.id)")
            }
        }
    }
}

extension LintTests {
    /// The Forms article's rule table lists every rule with its one severity, as `lint --help` does.
    @Suite struct ArticleRuleTable {
        @Test func everyRuleIsInTheTableWithItsSeverity() throws {
            let article = try DocumentationCatalog.article("Forms")
            let rows = article.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.split(separator: "|").count >= 3 }
            var table: [String: String] = [:]
            for row in rows {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.count >= 2 { table[cells[0]] = cells[1] }
            }
            for rule in Linter.rules {
                #expect(table[rule.id] == rule.severity.rawValue, "\(rule.id)")
            }
        }
    }
}

import Basics
import Foundation
import TCF
import Testing

@testable import Forms

/// One form that breaks one rule: which finding it must give, and where.
struct LintCase: CustomTestStringConvertible, Sendable {
    /// What the case shows.
    var name: String
    /// The form.
    var yaml: String
    /// The rule that must fire.
    var rule: String
    /// The finding's severity.
    var severity: LintSeverity
    /// The form path the finding must point at.
    var path: String
    /// Text the message must contain.
    var fragment: String

    var testDescription: String { "\(rule): \(name)" }
}

extension LintTests {
    @Suite struct Rules {
        static let ump = LintTests.ump, pac = LintTests.pac, att = LintTests.att
        static func replacing(_ base: String, _ old: String, _ new: String) -> String { LintTests.replacing(base, old, new) }
        static let twoButtons = replacing(ump, "buttons: [consent, doNotConsent, manageOptions]", "buttons: [consent, manageOptions]")

        /// Every rule, triggered by a small form (some rules several ways).
        static let cases: [LintCase] = [
            LintCase(
                name: "no refusal on the first layer", yaml: twoButtons, rule: "G1", severity: .error,
                path: "firstLayer.buttons", fragment: "no way to refuse"),
            LintCase(
                name: "Reject all without a label", yaml: ump + "texts:\n  en:\n    rejectAll: \"\"\n", rule: "G1",
                severity: .error, path: "texts.en.rejectAll", fragment: "Reject all button has an empty label in en"),
            LintCase(
                name: "Do not consent without a label", yaml: ump + "texts:\n  de:\n    doNotConsent: \" \"\n", rule: "G1",
                severity: .error, path: "texts.de.doNotConsent", fragment: "empty label in de"),
            LintCase(
                name: "PAC personalized without non-personalized",
                yaml: replacing(pac, "nonPersonalized: true\n  adFree: false", "nonPersonalized: false\n  adFree: true"),
                rule: "G1", severity: .error, path: "pac.nonPersonalized", fragment: "paying for the ad-free version is not a refusal"),
            LintCase(
                name: "refusing through Manage options", yaml: twoButtons, rule: "G2", severity: .error,
                path: "firstLayer.buttons", fragment: "refusing takes 2 steps"),
            LintCase(
                name: "Do not consent behind Manage options",
                yaml: replacing(ump, "[consent, doNotConsent, manageOptions]", "[consent, manageOptions, doNotConsent]"),
                rule: "G2-keys", severity: .warning, path: "firstLayer.buttons[2]", fragment: "presses Tab 2 times to refuse but 0 to consent"),
            LintCase(
                name: "a big Consent button", yaml: ump + "texts:\n  en:\n    consent: \"Yes, I agree to all of it\"\n    doNotConsent: \"No\"\n",
                rule: "G3", severity: .error, path: "texts.en.consent", fragment: "is drawn over 30 cells, 4.3× the doNotConsent button's 7"),
            LintCase(
                name: "accept and reject in clashing colours",
                yaml: ump + "colors:\n  acceptButton: brightGreen\n  rejectButton: brightBlack\n", rule: "G3-colour", severity: .warning,
                path: "colors.acceptButton", fragment: "differ by ΔE CMC"),
            LintCase(
                name: "only accept coloured", yaml: ump + "colors:\n  acceptButton: green\n  rejectButton: default\n", rule: "G3-colour",
                severity: .warning, path: "colors.acceptButton", fragment: "accept stands out"),
            LintCase(
                name: "PAC personalized button much larger",
                yaml: pac + "texts:\n  en:\n    nonPersonalized: \"No\"\n", rule: "G3", severity: .error,
                path: "texts.en.nonPersonalized", fragment: "is drawn over 38 cells, 5.4× the nonPersonalized button's 7"),
            LintCase(
                name: "pre-ticked consent", yaml: ump + "consentSwitch:\n  defaultOn: true\n", rule: "G4", severity: .error,
                path: "consentSwitch.defaultOn", fragment: "pre-ticked"),
            LintCase(
                name: "OK as the consent label", yaml: ump + "texts:\n  en:\n    consent: \"OK\"\n", rule: "G6", severity: .error,
                path: "texts.en.consent", fragment: "is ambiguous (\"ok\")"),
            LintCase(
                name: "Weiter as the German consent label", yaml: ump + "texts:\n  de:\n    consent: \"Weiter\"\n", rule: "G6",
                severity: .error, path: "texts.de.consent", fragment: "\"Weiter\" (de) is ambiguous"),
            LintCase(
                name: "consent tied to continuing", yaml: ump + "texts:\n  en:\n    acceptAll: \"Accept and continue\"\n",
                rule: "G6-wording", severity: .warning, path: "texts.en.acceptAll", fragment: "ties consenting to \"continue\""),
            LintCase(
                name: "Cancel as Reject all", yaml: ump + "texts:\n  en:\n    rejectAll: \"Cancel\"\n", rule: "G6-wording", severity: .warning,
                path: "texts.en.rejectAll", fragment: "is ambiguous (\"cancel\")"),
            LintCase(
                name: "confirmshaming refusal", yaml: ump + "texts:\n  en:\n    doNotConsent: \"I like worse ads\"\n", rule: "G6-wording",
                severity: .warning, path: "texts.en.doNotConsent", fragment: "does not say that it refuses"),
            LintCase(
                name: "a vague heading",
                yaml: ump + "texts:\n  en:\n    title: \"We value your privacy\"\n  de:\n    title: \"Wir respektieren Ihre Privatsphäre\"\n",
                rule: "G7", severity: .warning, path: "texts.de.title", fragment: "\"wir respektieren ihre privatsphäre\""),
            LintCase(
                name: "no privacy-options entry point", yaml: ump + "privacyOptionsEntryPoint: false\n", rule: "G9", severity: .error,
                path: "privacyOptionsEntryPoint", fragment: "withdraw consent"),
            LintCase(
                name: "a language the catalogue lacks", yaml: replacing(ump, "list: [en, de]", "list: [en, de, fi]"), rule: "G12",
                severity: .warning, path: "languages.list[2]", fragment: "64 texts in fi fall back"),
            LintCase(
                name: "an override shown in a language the catalogue lacks",
                yaml: replacing(ump, "list: [en, de]", "list: [en, de, fi]")
                    + "texts:\n  en:\n    title: \"{appName} would like to use your data to:\"\n",
                rule: "G12", severity: .warning, path: "languages.list[2]",
                fragment: "64 texts in fi fall back to another language: title (en, from the form), "),
            LintCase(
                name: "a language without the IAB's official texts", yaml: ump, rule: "T13", severity: .info,
                path: "languages.list[1]",
                fragment: "de has no official IAB texts for purposes 1-11, special purposes 1-3, features 1-3, special features 1-2"),
            LintCase(
                name: "items the form words itself count as chosen",
                yaml: ump + "texts:\n  de:\n    purpose.1.name: \"Speichern\"\n    purpose.1.description: \"Auf dem Gerät.\"\n",
                rule: "T13", severity: .info, path: "texts.de", fragment: "for purposes 2-11, special purposes"),
            LintCase(
                name: "a close icon that does not say it refuses",
                yaml: replacing(ump, "closeIcon: false", "closeIcon: true") + "texts:\n  en:\n    close: \"Close\"\n", rule: "G13",
                severity: .info, path: "texts.en.close", fragment: "does not say that closing means not consenting"),
            LintCase(
                name: "no vendor count on the first layer", yaml: ump + "texts:\n  en:\n    vendorsLink: \"Our partners\"\n", rule: "T1",
                severity: .error, path: "texts.en.vendorsLink", fragment: "never states the number of vendors (2)"),
            LintCase(
                name: "no link to the vendor list", yaml: ump + "texts:\n  de:\n    vendorsLink: \"\"\n", rule: "T1", severity: .error,
                path: "texts.de.vendorsLink", fragment: "no link to the vendor list"),
            LintCase(
                name: "a button label too wide for 40 columns",
                yaml: ump + "texts:\n  en:\n    manageOptions: \"Manage every one of your many options\"\n", rule: "T3", severity: .error,
                path: "texts.en.manageOptions", fragment: "is 37 cells wide"),
            LintCase(
                name: "a Japanese label of wide characters",
                yaml: replacing(ump, "list: [en, de]", "list: [en, ja]") + "texts:\n  ja:\n    rejectAll: \"すべての目的を拒否して閉じますね\"\n",
                rule: "T3", severity: .error, path: "texts.ja.rejectAll", fragment: "is 32 cells wide"),
            LintCase(
                name: "a PAC option of three lines",
                yaml: pac
                    + "texts:\n  en:\n    personalized: \"Yes, please continue to show me relevant ads that match my interests, from all partners\"\n",
                rule: "T3", severity: .error, path: "texts.en.personalized", fragment: "needs 3 lines"),
            LintCase(
                name: "a PAC Agree label that spills out of its button on the phone",
                yaml: pac + "texts:\n  en:\n    agree: \"Agree and continue to the app with these settings\"\n", rule: "T3-phone",
                severity: .error, path: "texts.en.agree", fragment: "needs 2 lines on the phone"),
            LintCase(
                name: "a low-contrast reject button",
                yaml: ump + "colors:\n  background: black\n  acceptButton: 238\n  rejectButton: 238\n", rule: "T4", severity: .error,
                path: "colors.rejectButton", fragment: "contrast of 2.1:1"),
            LintCase(
                name: "light grey body text on white",
                yaml: ump + "colors:\n  background: \"#FFFFFF\"\n  text: \"#DDDDDD\"\n", rule: "T4-text", severity: .error,
                path: "colors.text", fragment: "contrast of 1.35:1; body text needs at least 4.5:1"),
            LintCase(
                name: "cyan buttons on the phone's white (the form's background is default)",
                yaml: ump + "colors:\n  accent: cyan\n  acceptButton: cyan\n  rejectButton: cyan\n", rule: "T4", severity: .error,
                path: "colors.acceptButton",
                fragment:
                    "on the phone, Accept all's outlined label is #00CDCD on #FFFFFF (the phone's white, as the form's background is default): a contrast of 1.97:1"
            ),
            LintCase(
                name: "light grey text on a default background, which the phone draws white",
                yaml: ump + "colors:\n  background: default\n  text: \"#DDDDDD\"\n", rule: "T4-text", severity: .error,
                path: "colors.text", fragment: "on the phone, body text is #DDDDDD on #FFFFFF"),
            LintCase(
                name: "yellow links on the phone's white",
                yaml: ump + "colors:\n  accent: \"#FFEB3B\"\n  acceptButton: \"#1A73E8\"\n  rejectButton: \"#1A73E8\"\n",
                rule: "T4", severity: .error, path: "colors.accent",
                fragment: "on the phone, the colour of links and text buttons is #FFEB3B on #FFFFFF"),
            LintCase(
                name: "legitimate interest for purpose 3",
                yaml: ump + "legitimateInterest:\n  shown: true\n  purposes: [2, 3]\n", rule: "T5", severity: .error,
                path: "legitimateInterest.purposes[1]", fragment: "purpose 3 (Create profiles for personalised advertising)"),
            LintCase(
                name: "no legitimate-interest notice", yaml: ump + "texts:\n  en:\n    legitimateInterestNotice: \"\"\n", rule: "T12",
                severity: .warning, path: "texts.en.legitimateInterestNotice", fragment: "users are not told they can object"),
            LintCase(
                name: "Allow on the explainer", yaml: att.replacingOccurrences(of: "  en:\n", with: "  en:\n    explainerButton: \"Allow\"\n"),
                rule: "A1", severity: .error, path: "texts.en.explainerButton", fragment: "says \"allow\""),
            LintCase(
                name: "the alert's German Allow on the explainer",
                yaml: att.replacingOccurrences(of: "  de:\n", with: "  de:\n    explainerButton: \"Erlauben\"\n"),
                rule: "A1", severity: .error, path: "texts.de.explainerButton", fragment: "\"Erlauben\" (de)"),
            LintCase(
                name: "a pointing hand", yaml: att.replacingOccurrences(of: "  en:\n", with: "  en:\n    explainerTitle: \"Tap below 👇\"\n"),
                rule: "A2", severity: .error, path: "texts.en.explainerTitle", fragment: "uses \"👇\""),
            LintCase(
                name: "the alert's Allow quoted",
                yaml: att.replacingOccurrences(of: "  en:\n", with: "  en:\n    explainerBody: \"On the next screen, tap “Allow”.\"\n"),
                rule: "A2", severity: .error, path: "texts.en.explainerBody", fragment: "quotes the alert's button \"Allow\""),
            LintCase(
                name: "coins for tracking",
                yaml: att.replacingOccurrences(of: "  en:\n", with: "  en:\n    explainerBody: \"Allow tracking and get 100 free coins!\"\n"),
                rule: "A3", severity: .error, path: "texts.en.explainerBody", fragment: "offers an incentive (\"coins\")"),
            LintCase(
                name: "content withheld",
                yaml: att.replacingOccurrences(of: "  de:\n", with: "  de:\n    explainerBody: \"Erlaube Tracking, um weiterzuspielen.\"\n"),
                rule: "A3", severity: .error, path: "texts.de.explainerBody", fragment: "ties the app's content to allowing tracking"),
            LintCase(
                name: "no usage description of the app's own",
                yaml: String(att[..<att.range(of: "texts:")!.lowerBound]),
                rule: "A4", severity: .error, path: "languages.list[1]", fragment: "no usageDescription of its own for de"),
            LintCase(
                name: "an empty usage description",
                yaml: replacing(att, "usageDescription: \"Shows you ads that match your interests.\"", "usageDescription: \"\""),
                rule: "A4", severity: .error, path: "texts.en.usageDescription", fragment: "is empty in en"),
        ]

        @Test func theBaseFormsLintClean() throws {
            // T13 is information about the catalogue, not the form: German has no official IAB texts here.
            for base in [Self.ump, Self.pac, Self.att] {
                #expect(try LintTests.lint(base).filter { $0.ruleID != "T13" } == [])
            }
            #expect(try LintTests.lint(Self.ump).map(\.ruleID) == ["T13"])
        }

        @Test(arguments: cases)
        func eachCaseTriggersItsRuleAtItsPlace(_ c: LintCase) throws {
            try Self.expectFinding(c)
        }

        /// Expects `c`'s finding at its place, with its severity, file and source.
        static func expectFinding(_ c: LintCase) throws {
            let form = try LintTests.load(c.yaml)
            let findings = Linter.lint(form, environment: .naturalWidths).filter { $0.ruleID == c.rule }
            let location = form.sourceMap.location(of: c.path)
            let here = findings.filter { $0.line == location.line && $0.column == location.column }
            let match = here.first { $0.message.contains(c.fragment) }
            #expect(match != nil, "no \(c.rule) finding saying \"\(c.fragment)\" at \(c.path) (\(location)); got \(findings.map(\.description))")
            guard let match else { return }
            #expect(match.severity == c.severity)
            #expect(match.file == "lint-case.yaml")
            #expect(match.source == Linter.rule(id: c.rule)?.source)
        }

        @Test func everyRuleHasACase() {
            #expect(Set(Linter.rules.map(\.id)).subtracting(Self.cases.map(\.rule)) == [])
        }

        @Test func casesTriggerNothingBeyondWhatTheyBreak() throws {
            // Each case changes one thing; only rules that measure the same change may fire with it.
            // G12 may always join: a case may offer a language the catalogue lacks; T13
            // always does on a UMP form in German, which has no official IAB texts here.
            try Self.expectNothingBeyondTheirRules(Self.cases)
        }

        /// Expects each case to trigger only its rule, the rules that measure the same change, G12 and T13.
        static func expectNothingBeyondTheirRules(_ cases: [LintCase]) throws {
            let allowed: [String: Set<String>] = [
                "G1": ["G2", "G2-keys", "G3"], "G2": ["G1"], "G2-keys": ["G1"], "G3": ["G6", "G6-wording"], "G6": ["G3"],
                "G6-wording": ["G3"], "G3-colour": ["G6", "T4"], "T3": ["G3"], "T3-phone": ["T3"],
            ]
            for c in cases {
                let rules = Set(try LintTests.lint(c.yaml).map(\.ruleID))
                #expect(rules.subtracting([c.rule, "G12", "T13"]).isSubset(of: allowed[c.rule] ?? []), "\(c.testDescription): \(rules.sorted())")
            }
        }

        @Test func legitimateInterestClaimedByAVendorListIsFlagged() throws {
            var form = try LintTests.load(Self.ump)
            var ump = try #require(form.ump)
            var google = try #require(ump.vendorList.vendor(id: 755))
            google.legIntPurposes = [2, 4]
            let list = ump.vendorList
            ump.vendorList = VendorList(
                vendorListVersion: list.vendorListVersion, tcfPolicyVersion: list.tcfPolicyVersion, lastUpdated: list.lastUpdated,
                purposes: list.purposes, specialPurposes: list.specialPurposes, features: list.features,
                specialFeatures: list.specialFeatures, vendors: [google] + [10].compactMap { list.vendor(id: $0) })
            form.settings = .ump(ump)
            let findings = Linter.lint(form, environment: .naturalWidths).filter { $0.ruleID == "T5" }
            #expect(
                findings.map(\.message) == [
                    "legitimate interest is offered for purpose 4 (Use profiles to select personalised advertising), which TCF v2.2 allows only with consent: claimed by Google Advertising Products (755)"
                ])
            #expect(findings.first.map { Basics.SourceLocation(line: $0.line, column: $0.column) } == form.sourceMap.location(of: "vendors"))
            // Hidden LI switches offer nothing.
            ump.legitimateInterest.shown = false
            form.settings = .ump(ump)
            #expect(Linter.lint(form, environment: .naturalWidths).filter { $0.ruleID == "T5" } == [])
        }

        @Test func unknownPlaceholdersAreFlagged() throws {
            // The loader rejects them in files; a form built in code can still carry one.
            var form = try LintTests.load(Self.ump)
            form.texts["en", default: [:]][.title] = "{appName} and {partnerName} ask:"
            let findings = Linter.lint(form, environment: .naturalWidths).filter { $0.ruleID == "G12" }
            #expect(
                findings.contains { $0.message == "the title text in en uses {partnerName}, which no UMP form can fill: it would show as written" })
        }

        @Test func nearMissesDoNotTrigger() throws {
            let quiet: [(String, String)] = [
                ("G2", Self.replacing(Self.ump, "[consent, doNotConsent, manageOptions]", "[doNotConsent, consent, manageOptions]")),
                ("G1", Self.replacing(Self.twoButtons, "closeIcon: false", "closeIcon: true")),
                ("G2", Self.replacing(Self.twoButtons, "closeIcon: false", "closeIcon: true")),
                ("G13", Self.replacing(Self.twoButtons, "closeIcon: false", "closeIcon: true")),
                ("G3", Self.ump + "texts:\n  en:\n    consent: \"I consent\"\n    doNotConsent: \"Refuse\"\n"),
                ("G6", Self.ump + "texts:\n  en:\n    consent: \"I agree\"\n    rejectAll: \"Decline all\"\n"),
                // Finnish has no word list (the catalogue lacks it): "Jatka" (Continue) is not judged.
                ("G6", Self.replacing(Self.ump, "list: [en, de]", "list: [en, fi]") + "texts:\n  fi:\n    consent: \"Jatka\"\n"),
                ("G7", Self.ump + "texts:\n  en:\n    title: \"{appName} uses your data to show ads\"\n"),
                ("T1", Self.ump + "texts:\n  en:\n    vendorsLink: \"Our 2 partners\"\n"),
                ("T3", Self.ump + "texts:\n  en:\n    manageOptions: \"Manage all of your options here\"\n"),
                ("T4", Self.ump + "colors:\n  background: default\n  acceptButton: 238\n  rejectButton: 238\n"),
                ("T4", Self.ump + "colors:\n  background: black\n  acceptButton: brightWhite\n  rejectButton: brightWhite\n"),
                ("T4-text", Self.ump + "colors:\n  background: \"#FFFFFF\"\n  text: \"#767676\"\n  muted: \"#757575\"\n"),
                ("T5", Self.ump + "legitimateInterest:\n  shown: false\n  purposes: [3]\n"),
                ("T12", Self.ump + "legitimateInterest:\n  shown: false\n" + "texts:\n  en:\n    legitimateInterestNotice: \"\"\n"),
                ("T13", Self.replacing(Self.ump, "list: [en, de]", "list: [en]")),
                ("A1", Self.att.replacingOccurrences(of: "  en:\n", with: "  en:\n    explainerButton: \"Next\"\n")),
                (
                    "A2",
                    Self.att.replacingOccurrences(
                        of: "  en:\n", with: "  en:\n    explainerBody: \"iOS will ask if we may allow partners to show relevant ads.\"\n")
                ),
                (
                    "A3",
                    Self.att.replacingOccurrences(
                        of: "  en:\n", with: "  en:\n    explainerBody: \"Whatever you answer, every level stays free and unlocked.\"\n")
                ),
            ]
            for (rule, yaml) in quiet {
                let hits = try LintTests.lint(yaml).filter { $0.ruleID == rule }
                #expect(hits == [], "\(rule): \(hits.map(\.description))")
            }
        }
    }
}

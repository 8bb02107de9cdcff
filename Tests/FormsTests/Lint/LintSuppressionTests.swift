import Foundation
import Testing

@testable import Forms

extension LintTests {
    /// A form accepts a finding for itself (`lint.ignore`) or for one line (`# lint-ignore`), always with a reason.
    @Suite struct Suppressions {
        static let twoButtons = LintTests.replacing(
            LintTests.ump, "buttons: [consent, doNotConsent, manageOptions]", "buttons: [consent, manageOptions]")

        @Test func theWholeFormIgnoresARuleWithAReason() throws {
            #expect(Set(try LintTests.lint(Self.twoButtons).map(\.ruleID)) == ["G1", "G2", "T13"])
            let yaml = Self.twoButtons + "lint:\n  ignore:\n    - {rule: G2, reason: \"reviewed with legal: Manage options is one tap\"}\n"
            #expect(try LintTests.lint(yaml).map(\.ruleID) == ["G1", "T13"])
            #expect(
                try LintTests.load(yaml).lintSuppressions.entries == [
                    .init(rule: "G2", reason: "reviewed with legal: Manage options is one tap")
                ])
        }

        @Test func aCommentIgnoresARuleOnItsLineOrTheNext() throws {
            let sameLine = LintTests.replacing(
                Self.twoButtons, "buttons: [consent, manageOptions]",
                "buttons: [consent, manageOptions]  # lint-ignore G1: a test app")
            #expect(Set(try LintTests.lint(sameLine).map(\.ruleID)) == ["G2", "T13"])
            let lineAbove = LintTests.replacing(
                Self.twoButtons, "  buttons: [consent, manageOptions]",
                "  # lint-ignore G2: Manage options is one tap\n  buttons: [consent, manageOptions]")
            #expect(Set(try LintTests.lint(lineAbove).map(\.ruleID)) == ["G1", "T13"])
            // A colour value starting with # is no comment.
            let colour = Self.twoButtons + "colors:\n  accent: \"#7B1FA2\"\n"
            #expect(Set(try LintTests.lint(colour).map(\.ruleID)).isSuperset(of: ["G1", "G2"]))
        }

        @Test func aSuppressionNeedsAKnownRuleAndAReason() {
            func errors(_ yaml: String) -> [String] {
                do {
                    _ = try LintTests.load(yaml)
                    return []
                } catch let error as FormErrors {
                    return error.errors.map(\.description)
                } catch {
                    return ["\(error)"]
                }
            }
            #expect(
                errors(LintTests.ump + "lint:\n  ignore:\n    - {rule: G33, reason: x}\n").first?.contains(
                    "lint.ignore[0].rule: unknown rule 'G33'; did you mean 'G3'?") == true)
            #expect(errors(LintTests.ump + "lint:\n  ignore:\n    - {rule: G3}\n").first?.contains("missing required key 'reason'") == true)
            let noReason = LintTests.replacing(LintTests.ump, "closeIcon: false", "closeIcon: false  # lint-ignore G3")
            #expect(
                errors(noReason) == ["lint-case.yaml:17:21: lint-ignore G3: give a reason after a colon (# lint-ignore G3: why it does not apply)"])
        }
    }
}

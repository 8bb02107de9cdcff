import Basics

/// Changes announced but not yet in force, each named once. `AnnouncedRules.table` dates and sources
/// them; they apply only when a run turns them on (`--announced on`, `Set Announced on`) and the
/// simulated date has reached their expected day, so a tester can try tomorrow's rules today.
package enum AnnouncedRuleID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// TCF v2.4: vendors that declare only special purposes no longer get the legitimate-interest bit.
    case specialPurposeOnlyLI = "tcf-2-4-special-purpose-only-li"
    /// TCF v2.4: the vendor list carries `standardTexts` (policy 5.0.b).
    case standardTexts = "tcf-2-4-standard-texts"
    /// Policy 5.0.b: the deadline for mobile CMPs to show the new UI texts.
    case mobileCMPUIDeadline = "policy-5-0-b-mobile-ui"
    /// `gdprApplies` 0 is the publisher's view: a vendor may check for itself whether GDPR applies.
    case gdprAppliesZero = "gdpr-applies-0-publisher-view"

    /// The id `consentsim rules --announced` prints.
    package var description: String { rawValue }
}

/// One announced change: what it will do, where it is announced, and the day it is expected.
package struct AnnouncedRule: Hashable, Sendable {
    /// The stable id.
    package var id: AnnouncedRuleID
    /// A short title.
    package var title: String
    /// What it changes.
    package var effect: String
    /// Where it is announced, with dates.
    package var sources: [String]
    /// The day it was announced (the pull request's first post).
    package var announced: CivilDate
    /// The day it is expected to be in force.
    package var expected: CivilDate
    /// What consentsim does with it under `--announced on` (or that it only lists it).
    package var simulated: String
    /// How sure the dates are.
    package var note: String?
}

/// The announced rules (data, with sources) and the one function each is asked through.
package enum AnnouncedRules {
    static let pr443 =
        "github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework pull request 443 (\"May 2026 public comment\", opened 2026-05-27, public comment until 2026-06-29, approved for merging 2026-07-20; read 2026-11-29)"
    static let pr428 =
        "github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework pull request 428 (opened 2025-12-17, merged 2026-01-02 as commit a0e6f0f; \"What does the gdprApplies value mean?\" in the CMP API v2 text)"
    static let tcf24Expected = CivilDate(year: 2027, month: 1, day: 1)
    static let tcf24Note =
        "The pull request gives no day of entry into force; the project's reference notes put the mobile CMP deadline in 2027, which could not be confirmed on a stored page. consentsim expects 2027-01-01, the first day that year allows."

    /// Every announced rule.
    package static let table: [AnnouncedRule] = [
        AnnouncedRule(
            id: .specialPurposeOnlyLI, title: "TCF v2.4: no LI bit for special-purpose-only vendors",
            effect:
                "a vendor that declares special purposes only is no longer disclosed under the legitimate-interest declaration: its IABTCF_VendorLegitimateInterests bit stays 0",
            sources: [pr443], announced: CivilDate(year: 2026, month: 5, day: 27), expected: tcf24Expected,
            simulated: "UMP's stored consent written on or after the expected day leaves those vendors' LI bits at 0", note: tcf24Note),
        AnnouncedRule(
            id: .standardTexts, title: "TCF v2.4: standardTexts in the vendor list",
            effect: "the GVL gains a standardTexts field for the texts of TCF policy version 5.0.b (the GVL specification version stays 3)",
            sources: [pr443], announced: CivilDate(year: 2026, month: 5, day: 27), expected: tcf24Expected,
            simulated: "listed only: vendor-list files with the field are read as before", note: tcf24Note),
        AnnouncedRule(
            id: .mobileCMPUIDeadline, title: "Policy 5.0.b: mobile CMP UI deadline",
            effect: "in-app CMPs must show the policy 5.0.b texts by the deadline",
            sources: [pr443], announced: CivilDate(year: 2026, month: 5, day: 27), expected: tcf24Expected,
            simulated: "listed only: the shipped forms' texts are not checked against 5.0.b", note: tcf24Note),
        AnnouncedRule(
            id: .gdprAppliesZero, title: "gdprApplies 0 is the publisher's view",
            effect:
                "with IABTCF_gdprApplies 0 a vendor may check for itself whether GDPR applies and read the TC string accordingly (before: vendors shall respect the CMP's value)",
            sources: [pr428], announced: CivilDate(year: 2025, month: 12, day: 17), expected: CivilDate(year: 2026, month: 1, day: 2),
            simulated: "the verdict on a request with IABTCF_gdprApplies 0 names the clarification among its reasons; Google's serving is unchanged",
            note:
                "In the specification text since the merge (2026-01-02); Google has not said it reads gdprApplies 0 differently, so consentsim keeps it announced."
        ),
    ]

    /// The row of `id`.
    package static func rule(_ id: AnnouncedRuleID) -> AnnouncedRule { table.first { $0.id == id }! }

    /// Whether `id` applies on `date`: only with announced rules turned on, and from its expected day.
    package static func applies(_ id: AnnouncedRuleID, on date: CivilDate, announced: Bool) -> Bool {
        announced && date >= rule(id).expected
    }

    /// The table for people, as `consentsim rules --announced` prints it.
    package static func text() -> String {
        var lines = ["Announced, not yet in force (applied from the expected day with --announced on):"]
        for rule in table {
            lines.append("")
            lines.append("\(rule.id)  \(rule.title)  [announced \(rule.announced), expected \(rule.expected)]")
            lines.append("  " + rule.effect)
            lines.append("  consentsim: " + rule.simulated)
            for source in rule.sources { lines.append("  source: " + source) }
            if let note = rule.note { lines.append("  note: " + note) }
        }
        return lines.joined(separator: "\n")
    }
}

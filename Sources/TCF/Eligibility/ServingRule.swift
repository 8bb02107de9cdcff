import Basics

/// The rules of Google's serving decision, each named once. The table that dates and sources them is
/// `GoogleServingRules.table`; the verdict, `doctor` and `consentsim rules` read that table.
public enum ServingRuleID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `IABTCF_gdprApplies` unset or 0: TCF does not govern the request.
    case tcfScope = "tcf-scope"
    /// GDPR applies but no TC string is stored (error 2.1a).
    case noTCString = "no-tc-string"
    /// The stored TC string does not decode.
    case invalidTCString = "invalid-tc-string"
    /// EEA and UK traffic needs a TC string from a Google-certified CMP.
    case certifiedCMP = "certified-cmp"
    /// Swiss traffic needs one too, from a later date.
    case certifiedCMPSwitzerland = "certified-cmp-ch"
    /// A TC string last updated more than 13 months ago is invalid (error 3.3).
    case thirteenMonths = "thirteen-months"
    /// Google keeps accepting TCF v2.1-era strings (policy version below 4).
    case tcfV21Accepted = "tcf-v2-1-accepted"
    /// The IAB deems strings with a policy version below 4 invalid (`doctor` only).
    case iabPolicyVersion4 = "iab-policy-version-4"
    /// A string that is not service-specific (global scope) is refused (error 5.1).
    case serviceSpecific = "service-specific"
    /// Personalized ads: consent for 1, 3, 4, a legal basis for 2, 7, 9, 10, Google allowed.
    case personalized = "personalized"
    /// Non-personalized ads: as personalized without 3 and 4 (`npa=1`).
    case nonPersonalized = "non-personalized"
    /// Limited ads as first defined: no purpose 1 consent, the rest as non-personalized (error 1.2).
    case limitedAds = "limited-ads"
    /// Technical ad delivery: no consent or legitimate interest for any purpose, Special Purpose 2 only.
    case technicalAdDelivery = "technical-ad-delivery"
    /// Limited ads 2.0: whenever personalized and non-personalized fail but transparency holds.
    case limitedAds2 = "limited-ads-2"
    /// TCF 2.3: a string created after the deadline needs the DisclosedVendors segment with Google (error 1.4).
    case disclosedVendors = "tcf-2-3-disclosed-vendors"
    /// A request tagged for under age of consent gets at most non-personalized ads.
    case underAgeOfConsent = "under-age-of-consent"
    /// US states: restricted data processing gives non-personalized ads.
    case restrictedDataProcessing = "restricted-data-processing"
    /// Consent Mode v2 signals inferred from the TC string.
    case consentMode = "consent-mode-tcf"

    /// The id `consentsim rules` and traces print.
    public var description: String { rawValue }

    /// The id's place in `allCases` (declaration order), read from the case's tag: a case without
    /// a payload is stored as its index in declaration order, one byte for under 256 cases. Looking a
    /// rule up by it costs no hashing; a raw-value enum hashes its String, which was a twentieth of a
    /// batch's time (a test checks the places against `allCases`).
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// Who wrote a rule: Google decides what Google serves; the IAB's rules only make `doctor` problems.
public enum RuleAuthority: String, Hashable, Sendable, CustomStringConvertible {
    case google = "Google"
    case iab = "IAB"

    /// `Google` or `IAB`.
    public var description: String { rawValue }
}

/// One dated rule: what it says, where it is written, and from when (until when) it is in force.
public struct ServingRule: Hashable, Sendable {
    /// The stable id.
    public var id: ServingRuleID
    /// Whose rule it is.
    public var authority: RuleAuthority
    /// A short title ("Limited ads 2.0").
    public var title: String
    /// What the rule does to a request, in one sentence.
    public var effect: String
    /// Google's TCF error code where Google publishes one for this rule.
    public var errorCode: String?
    /// The pages it comes from, each with its answer number or address and the date of the text read.
    public var sources: [String]
    /// The first day the rule is in force.
    public var effective: CivilDate
    /// The first day it is no longer in force (a later rule replaced it), or nil.
    public var until: CivilDate?
    /// How sure the dates are, and what could not be confirmed.
    public var note: String?

    /// A rule; see the properties.
    public init(
        id: ServingRuleID, authority: RuleAuthority = .google, title: String, effect: String, errorCode: String? = nil,
        sources: [String], effective: CivilDate, until: CivilDate? = nil, note: String? = nil
    ) {
        self.id = id
        self.authority = authority
        self.title = title
        self.effect = effect
        self.errorCode = errorCode
        self.sources = sources
        self.effective = effective
        self.until = until
        self.note = note
    }

    /// Whether the rule is in force on `date`.
    public func isInForce(on date: CivilDate) -> Bool {
        date >= effective && until.map { date < $0 } ?? true
    }

    /// "from 2025-04-01" or "2020-08-15 to 2025-03-31".
    public var period: String {
        guard let until else { return "from \(effective)" }
        return "\(effective) to \(until.adding(days: -1))"
    }
}

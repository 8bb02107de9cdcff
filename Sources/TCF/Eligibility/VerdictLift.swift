import Basics

/// The least change that lifts a limited, technical or empty verdict: one choice (a purpose's consent
/// with Google's own when that is missing too, as the form's switches go together), and what Google
/// would serve after it ("consent to purpose 1 → non-personalized"). Testers and developers ask exactly this
/// in the SDKs' trackers ("what did the user choose, and why no ads?").
public struct VerdictLift: Hashable, Sendable, CustomStringConvertible {
    /// The one change, in words ("consent to purpose 1", "disclose vendor 755").
    public var change: String
    /// The verdict after it; nil when it depends on choices not made yet (no TC string stored).
    public var to: AdRequestKind?

    /// A lift.
    public init(change: String, to: AdRequestKind?) {
        self.change = change
        self.to = to
    }

    /// "consent to purpose 1 → non-personalized".
    public var description: String { change + " → " + (to?.description ?? "as the user then chooses") }
}

extension GoogleAdEligibility {
    /// One candidate change to a TC string and its words.
    struct Candidate {
        var change: String
        var apply: (inout TCModel) -> Void
    }

    /// The single change that lifts `kind` furthest, first in `candidates` order among equals; nil when
    /// no single change lifts it.
    static func lift(_ model: TCModel, _ context: ServingContext, from kind: AdRequestKind) -> VerdictLift? {
        var best: VerdictLift?
        for candidate in candidates(model, context) {
            var changed = model
            candidate.apply(&changed)
            let after = decide(changed, context).kind
            if after.rank > (best?.to?.rank ?? kind.rank) { best = VerdictLift(change: candidate.change, to: after) }
        }
        return best
    }

    /// The changes worth trying: the user's own choices first (a purpose's consent, an objection
    /// withdrawn, Google's consent or legitimate interest), then what the publisher or CMP controls
    /// (disclosing Google, a certified CMP, asking again after 13 months).
    static func candidates(_ model: TCModel, _ context: ServingContext) -> [Candidate] {
        let g = googleVendorID
        var out: [Candidate] = []
        // A purpose's consent counts for Google only with Google's own consent, so where that is
        // missing the least change is both switches.
        let withGoogle = model.vendorConsents.contains(g) ? "" : " and vendor \(g)"
        for p in [1] + personalisationPurposes + basicPurposes where !model.purposesConsent.contains(p) {
            out.append(
                Candidate(change: "consent to purpose \(p)" + withGoogle) {
                    $0.purposesConsent.insert(p)
                    $0.vendorConsents.insert(g)
                })
        }
        for p in basicPurposes where !model.purposesLITransparency.contains(p) {
            out.append(Candidate(change: "withdraw the objection to purpose \(p)'s legitimate interest") { $0.purposesLITransparency.insert(p) })
        }
        if !model.vendorConsents.contains(g) {
            out.append(Candidate(change: "consent to vendor \(g) (Google)") { $0.vendorConsents.insert(g) })
        }
        if !model.vendorLegitimateInterests.contains(g) {
            out.append(Candidate(change: "withdraw the objection to vendor \(g)'s legitimate interest") { $0.vendorLegitimateInterests.insert(g) })
        }
        if let disclosed = model.disclosedVendors, !disclosed.contains(g) {
            out.append(Candidate(change: "disclose vendor \(g) (Google) in the CMP") { $0.disclosedVendors?.insert(g) })
        } else if model.disclosedVendors == nil, disclosedVendorsProblem(model, today: context.today) != nil {
            out.append(Candidate(change: "write the DisclosedVendors segment with vendor \(g) (TCF 2.3)") { $0.disclosedVendors = [g] })
        }
        if context.certifiedCMPRule != nil, !certifiedOrUnknown(model, context) {
            out.append(Candidate(change: "a TC string from a Google-certified CMP") { $0.cmpId = CertifiedCMPList.googleCMPID })
        }
        if context.today >= CivilDate(deciseconds: model.lastUpdated).adding(months: validityMonths) {
            // Asking again writes a new string dated today: Created and LastUpdated are the day of the update.
            out.append(
                Candidate(change: "ask for consent again (the string is older than \(validityMonths) months)") {
                    $0.lastUpdated = context.today.deciseconds
                    $0.created = context.today.deciseconds
                })
        }
        return out
    }
}

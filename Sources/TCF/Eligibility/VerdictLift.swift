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
    /// One candidate change to a TC string. A value rather than words and a closure: `lift` tries
    /// a dozen for every low verdict and words only the one it keeps.
    enum Candidate: Hashable, Sendable {
        /// Consent to a purpose, with Google's own where that is missing too (`withGoogle`).
        case purposeConsent(Int, withGoogle: Bool)
        /// The objection to a purpose's legitimate interest withdrawn.
        case purposeInterest(Int)
        /// Consent to Google as a vendor.
        case googleConsent
        /// The objection to Google's legitimate interest withdrawn.
        case googleInterest
        /// Google added to the DisclosedVendors segment.
        case discloseGoogle
        /// A DisclosedVendors segment written, with Google.
        case writeDisclosedVendors
        /// The string written by a Google-certified CMP.
        case certifiedCMP
        /// Consent asked again, writing a string dated `today`.
        case askAgain(today: CivilDate)

        /// The change, in words.
        var change: String {
            let g = googleVendorID
            switch self {
            case .purposeConsent(let p, let withGoogle): return "consent to purpose \(p)" + (withGoogle ? " and vendor \(g)" : "")
            case .purposeInterest(let p): return "withdraw the objection to purpose \(p)'s legitimate interest"
            case .googleConsent: return "consent to vendor \(g) (Google)"
            case .googleInterest: return "withdraw the objection to vendor \(g)'s legitimate interest"
            case .discloseGoogle: return "disclose vendor \(g) (Google) in the CMP"
            case .writeDisclosedVendors: return "write the DisclosedVendors segment with vendor \(g) (TCF 2.3)"
            case .certifiedCMP: return "a TC string from a Google-certified CMP"
            case .askAgain: return "ask for consent again (the string is older than \(validityMonths) months)"
            }
        }

        /// Makes the change to `model`.
        func apply(to model: inout TCModel) {
            let g = googleVendorID
            switch self {
            case .purposeConsent(let p, _):
                // A purpose's consent counts for Google only with Google's own consent.
                model.purposesConsent.insert(p)
                model.vendorConsents.insert(g)
            case .purposeInterest(let p): model.purposesLITransparency.insert(p)
            case .googleConsent: model.vendorConsents.insert(g)
            case .googleInterest: model.vendorLegitimateInterests.insert(g)
            case .discloseGoogle: model.disclosedVendors?.insert(g)
            case .writeDisclosedVendors: model.disclosedVendors = [g]
            case .certifiedCMP: model.cmpId = CertifiedCMPList.googleCMPID
            case .askAgain(let today):
                // Asking again writes a new string dated today: Created and LastUpdated are the day of the update.
                model.lastUpdated = today.deciseconds
                model.created = today.deciseconds
            }
        }
    }

    /// The single change that lifts `kind` furthest, first in `candidates` order among equals; nil when
    /// no single change lifts it.
    static func lift(_ model: TCModel, _ context: ServingContext, from kind: AdRequestKind) -> VerdictLift? {
        var best: (candidate: Candidate, to: AdRequestKind)?
        let ceiling = LiftCeiling(model, context)
        for candidate in candidates(model, context) {
            // A candidate that cannot beat the best so far would at most tie, and ties keep the
            // first: deciding it cannot change the result.
            guard ceiling.of(candidate).rank > (best?.to.rank ?? kind.rank) else { continue }
            var changed = model
            candidate.apply(to: &changed)
            let after = decide(changed, context).kind
            if after.rank > (best?.to.rank ?? kind.rank) { best = (candidate, after) }
            // Nothing lifts past personalized, and the first to reach it wins.
            if after == .personalized { break }
        }
        return best.map { VerdictLift(change: $0.candidate.change, to: $0.to) }
    }

    /// The purposes whose consent `lift` tries, in order: 1, the personalisation purposes, the basic ones.
    static let liftPurposes = [1] + personalisationPurposes + basicPurposes

    /// The changes worth trying: the user's own choices first (a purpose's consent, an objection
    /// withdrawn, Google's consent or legitimate interest), then what the publisher or CMP controls
    /// (disclosing Google, a certified CMP, asking again after 13 months).
    static func candidates(_ model: TCModel, _ context: ServingContext) -> [Candidate] {
        let g = googleVendorID
        var out: [Candidate] = []
        out.reserveCapacity(16)
        // Where Google's own consent is missing, the least change is both switches.
        let withGoogle = !model.vendorConsents.contains(g)
        for p in liftPurposes where !model.purposesConsent.contains(p) {
            out.append(.purposeConsent(p, withGoogle: withGoogle))
        }
        for p in basicPurposes where !model.purposesLITransparency.contains(p) { out.append(.purposeInterest(p)) }
        if !model.vendorConsents.contains(g) { out.append(.googleConsent) }
        if !model.vendorLegitimateInterests.contains(g) { out.append(.googleInterest) }
        if let disclosed = model.disclosedVendors, !disclosed.contains(g) {
            out.append(.discloseGoogle)
        } else if model.disclosedVendors == nil, disclosedVendorsGap(model, today: context.today) != nil {
            out.append(.writeDisclosedVendors)
        }
        if context.certifiedCMPRule != nil, !certifiedOrUnknown(model, context) { out.append(.certifiedCMP) }
        if context.today >= expiry(of: model) { out.append(.askAgain(today: context.today)) }
        return out
    }
}

/// The best verdict each candidate change could reach, found from the string once instead of
/// deciding the changed string: `lift` decides only the candidates that could beat the best found so
/// far. An upper bound, never lower than what `decide` gives (a test compares `lift` with the search
/// that decides every candidate); it rests on what `decide` requires and on what each candidate changes:
/// - an expired string (13 months) or one of global scope gets none whatever the choices, and only
///   asking again changes the date;
/// - the caps (an uncertified CMP, Google missing from DisclosedVendors) hold a string at limited,
///   and the user's own choices touch neither the CMP nor the segment;
/// - personalized ads need consent to purposes 1, 3 and 4 and a consent or legitimate-interest bit
///   for each basic purpose, non-personalized the same for 1 and the basic purposes; each candidate
///   sets at most one purpose's bit, so where two purposes lack them no candidate gets there.
struct LiftCeiling {
    private let expired: Bool
    private let globalScope: Bool
    private let capped: Bool
    /// The best the purposes' bits allow after one candidate: limited or better.
    private let reachable: AdRequestKind

    /// The ceilings of the candidates for `model` in `context`.
    init(_ model: TCModel, _ context: ServingContext) {
        expired = GoogleAdEligibility.expired(model, context)
        globalScope = context.inForce(.serviceSpecific) && !model.isServiceSpecific
        capped =
            (context.certifiedCMPRule != nil && !GoogleAdEligibility.certifiedOrUnknown(model, context))
            || GoogleAdEligibility.disclosedVendorsGap(model, today: context.today) != nil
        var basicGaps = 0
        for p in GoogleAdEligibility.basicPurposes where !model.purposesConsent.contains(p) && !model.purposesLITransparency.contains(p) {
            basicGaps += 1
        }
        let purposeOneGap = model.purposesConsent.contains(1) ? 0 : 1
        var personalGaps = 0
        for p in GoogleAdEligibility.personalisationPurposes where !model.purposesConsent.contains(p) { personalGaps += 1 }
        reachable =
            if basicGaps + purposeOneGap + personalGaps <= 1 {
                .personalized
            } else if basicGaps + purposeOneGap <= 1 {
                .nonPersonalized
            } else {
                .limited
            }
    }

    /// The best verdict `candidate` could lead to.
    func of(_ candidate: GoogleAdEligibility.Candidate) -> AdRequestKind {
        switch candidate {
        case .askAgain: if globalScope { return .none }
        case .purposeConsent, .purposeInterest, .googleConsent, .googleInterest:
            if expired || globalScope { return .none }
            if capped { return .limited }
        case .discloseGoogle, .writeDisclosedVendors, .certifiedCMP:
            if expired || globalScope { return .none }
        }
        return reachable
    }
}

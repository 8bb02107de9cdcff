import Basics
import TCF

/// Which Google ad request an app following the legacy guidance makes, and why.
package struct PACAdRequestDecision: Hashable, Sendable {
    /// The kind of request.
    package var kind: AdRequestKind
    /// Why, in a sentence testers can quote.
    package var reason: String

    /// A decision.
    package init(kind: AdRequestKind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The decision as a trace JSON object.
    package var json: JSONValue { .object(["kind": .string(kind.rawValue), "reason": .string(reason)]) }
}

/// The ad request a PAC app makes: PAC itself never touches ad requests; the app forwards the
/// status, a non-personalized choice as the `npa=1` extra (`GADExtras`), as Google's Consent SDK
/// guide for iOS ("Forward consent to the Google Mobile Ads SDK") says and a Japanese PAC sample app
/// for iOS ("GDPRに対応した同意フォームを表示するサンプル") does.
package enum PACAdRequest {
    /// The decision for `state`, first rule that applies:
    /// 1. tagged under the age of consent → non-personalized: such users must not get personalized
    ///    ads, wherever they are;
    /// 2. personalized → personalized; non-personalized → `npa=1`;
    /// 3. unknown inside the EEA (or unknown location) → non-personalized. The legacy guidance is
    ///    not to request personalized ads without consent; apps either show the form first or fall
    ///    back to `npa=1`. consentsim assumes the fallback, so an unanswered or ad-free user still
    ///    sees what a typical app requests (an ad-free app would request nothing; PAC cannot tell);
    /// 4. unknown outside the EEA → personalized: no consent needed. PAC reports "not EEA" until the
    ///    first successful update, so an app that never updated lands here too.
    package static func decision(for state: PACState) -> PACAdRequestDecision {
        let s = state.status
        if s.tagForUnderAgeOfConsent {
            return PACAdRequestDecision(
                kind: .nonPersonalized,
                reason: "tagged for under age of consent: no personalized ads for this user, request with npa=1")
        }
        switch s.consentStatus {
        case .personalized:
            return PACAdRequestDecision(
                kind: .personalized, reason: "consent status personalized: a normal (personalized) ad request")
        case .nonPersonalized:
            return PACAdRequestDecision(
                kind: .nonPersonalized, reason: "consent status non-personalized: request with npa=1")
        case .unknown:
            if s.isRequestInEEAOrUnknown {
                return PACAdRequestDecision(
                    kind: .nonPersonalized,
                    reason:
                        "consent status unknown in the EEA or an unknown location: no personalized ads without consent, request with npa=1 (or show the form first)"
                )
            }
            return PACAdRequestDecision(
                kind: .personalized,
                reason:
                    "request location not in the EEA (as last reported by PAC; NO until the first successful update): no consent needed, a normal (personalized) ad request"
            )
        }
    }

    /// The kind only.
    package static func kind(for state: PACState) -> AdRequestKind { decision(for: state).kind }
}

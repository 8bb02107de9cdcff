extension GoogleAdEligibility {
    /// The one under-age rule both SDK paths apply: an ad request tagged for users under the age of
    /// consent (TFUA) gets at most non-personalized ads; a verdict that was already non-personalized,
    /// limited or none stays as it was.
    ///
    /// Source: Google's "Mark ad requests for users under the age of consent" help
    /// (support.google.com/admob/answer/9009425) and the Mobile Ads SDKs' `setTagForUnderAgeOfConsent`
    /// reference: the TFUA parameter "disables personalized advertising, including remarketing, for all
    /// ad requests. It also disables requests to third-party ad vendors, such as ad measurement pixels
    /// and third-party ad servers." Google does not say TFUA stops ads altogether, so "none" (what the
    /// UMP path read before) was too strict. UMP itself does not forward its TFUA flag to the Mobile
    /// Ads SDK (UMP's request-parameters reference: with it set "the UMP SDK doesn't request consent"),
    /// so with UMP the app tags its ad requests itself (the Mobile Ads request configuration's
    /// `tagForUnderAgeOfConsent`); this rule assumes it does, on either path. The verdict it caps is the
    /// one the stored signals give, so in the EEA/UK a user for whom no TC string was stored (UMP asks
    /// an under-age user nothing; PAC never writes one) already gets limited ads, which TFUA keeps.
    public static func underAgeOfConsent(_ verdict: AdEligibility) -> AdEligibility {
        var capped = verdict
        let reason = VerdictReason(
            message: "tagged for under age of consent (TFUA): personalized advertising and remarketing disabled", rule: .underAgeOfConsent)
        switch verdict.kind {
        case .personalized:
            capped.kind = .nonPersonalized
            capped.reasonDetails.insert(reason, at: 0)
        case .nonPersonalized, .limited, .technical, .none:
            capped.reasonDetails.append(reason)
        }
        if capped.lift?.to == .personalized { capped.lift?.to = .nonPersonalized }
        return capped
    }
}

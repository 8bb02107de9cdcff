import Basics
import Store
import TCF

/// What, besides the stored keys, the verdict depends on: the platform the app runs on (how its SDK
/// reads a key of the wrong type), the ATT status the request carries, the date, the region and the
/// lists in use (`ServingContext`), and whether the app tags its requests for under age of consent.
package struct VerdictInputs: Hashable, Sendable {
    /// The platform of the app.
    package var platform: DevicePlatform
    /// The ATT status for ads (nil: no ATT, as on Android or before iOS 14).
    package var att: ATTrackingStatus?
    /// The date, the region and the lists.
    package var context: ServingContext
    /// Whether the app tags its ad requests for under age of consent (TFUA).
    package var underAgeOfConsent: Bool

    /// Inputs; see the properties.
    package init(platform: DevicePlatform, att: ATTrackingStatus?, context: ServingContext, underAgeOfConsent: Bool = false) {
        self.platform = platform
        self.att = att
        self.context = context
        self.underAgeOfConsent = underAgeOfConsent
    }
}

/// The one judgement of what an app may request, over the device's stored keys and `VerdictInputs`:
/// the app's verdict (`AppState.googleVerdict`, `adEligibility`), `doctor`, the inspector, the trace
/// and `Expect Ads` all come here. Each rule lives once: Google's reading of the TCF keys with the
/// certified-CMP and gdprApplies rules (`GoogleAdEligibility`), the US-state opt-out
/// (`RestrictedDataProcessing`), the under-age tag, and the app's own non-personalized request.
/// Consent Mode is judged beside it from the same keys (`ConsentMode`).
package enum ServingVerdict {
    /// `IABTCF_gdprApplies` as the platform's ad SDK reads it. iOS's `integer(forKey:)` turns the
    /// String "1" or "0" into that number (NSUserDefaults.h: "If the value is an NSString, it will be
    /// converted to NSInteger if possible"), as Prebid Mobile also reads it (prebid-mobile-ios pull
    /// request 1335); Android's `getInt` throws ClassCastException on a String, which Google's
    /// adapters catch, so there the key counts as unset.
    package static func gdprApplies(_ stored: StoreValue?, platform: DevicePlatform) -> InAppValue? {
        guard let stored, let value = inAppValue(stored) else { return nil }
        guard case .string(let text) = value else { return value }
        switch platform {
        case .ios: return text == "1" ? .number(1) : text == "0" ? .number(0) : value
        case .android: return nil
        }
    }

    /// A stored value as an ad SDK reads a TCF key, or nil for types that are not TCF values.
    package static func inAppValue(_ value: StoreValue) -> InAppValue? {
        switch value {
        case .integer(let i): .number(Int(truncatingIfNeeded: i))
        case .boolean(let b): .number(b ? 1 : 0)
        case .string(let s): .string(s)
        case .real, .data, .date, .array, .dictionary: nil
        }
    }

    /// Google's serving decision on the ad request from `device`: the TCF keys read under the rules in
    /// force, made non-personalized by a US-state opt-out, then capped by the under-age tag.
    package static func google(_ device: StoreDomain, _ inputs: VerdictInputs) -> AdEligibility {
        let tcString = device[InAppKey.tcString].flatMap(inAppValue)
        var verdict = GoogleAdEligibility.evaluate(
            gdprApplies: gdprApplies(device[InAppKey.gdprApplies], platform: inputs.platform), tcString: tcString, att: inputs.att,
            context: inputs.context)
        if verdict.kind == .personalized, GoogleServingRules.isInForce(.restrictedDataProcessing, on: inputs.context.today),
            let reason = RestrictedDataProcessing.reason(in: device)
        {
            verdict.kind = .nonPersonalized
            verdict.reasonDetails.insert(VerdictReason(message: reason, rule: .restrictedDataProcessing), at: 0)
            verdict.restrictedDataProcessing = true
            verdict.ifNotCertified = nil
        }
        if inputs.underAgeOfConsent { verdict = underAge(verdict) }
        return verdict
    }

    /// What the app requests on Google's verdict: an app following liko apps' AdMob GDPR guide asks for
    /// non-personalized ads (`npa=1`) whenever its `canShowPersonalizedAds()` is false (see
    /// `AppState.adEligibility`); nil checks (no UMP in the app) leave the verdict as it is.
    package static func request(_ google: AdEligibility, appChecks: AppChecks?) -> AdEligibility {
        guard let checks = appChecks, !checks.canShowPersonalizedAds.value, google.kind == .personalized else { return google }
        var verdict = google
        verdict.kind = .nonPersonalized
        verdict.ifNotCertified = nil
        verdict.reasonDetails.insert(
            VerdictReason(
                message: "the app requests non-personalized ads (npa=1): its canShowPersonalizedAds() is false ("
                    + checks.canShowPersonalizedAds.reasons.joined(separator: "; ") + ")"),
            at: 0)
        return verdict
    }

    /// The one under-age rule on a TCF verdict. With the tag, UMP asks nothing and removes the TC data
    /// while still writing `IABTCF_gdprApplies = 1` (see `UMPReducer`), so the TCF reading alone would
    /// be "none" for a missing TC string (2.1a). The request carries TFUA, Google's own signal for
    /// such users ("This parameter disables personalized advertising, including remarketing",
    /// support.google.com/admob/answer/9009425), which PAC's path already follows (`PACAdRequest`: tagged
    /// → `npa=1`). consentsim therefore reads a TFUA request whose only gap is the TC string UMP did not
    /// write as non-personalized, on both paths; any other gap (an expired or refused consent) stands.
    package static func underAge(_ verdict: AdEligibility) -> AdEligibility {
        let onlyMissingString = verdict.kind == .none && verdict.reasonDetails.first?.code == GoogleTCFErrorCode.noTCString
        guard onlyMissingString else { return GoogleAdEligibility.underAgeOfConsent(verdict) }
        var served = verdict
        served.kind = .personalized
        served.lift = nil
        served.reasonDetails = verdict.reasonDetails.map {
            $0.code == GoogleTCFErrorCode.noTCString
                ? VerdictReason(message: "no TC string: UMP asks nothing for a request tagged under age of consent") : $0
        }
        return GoogleAdEligibility.underAgeOfConsent(served)
    }
}

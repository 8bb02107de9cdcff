import Basics
import Store
import TCF

/// The two verdicts the simulator shows everywhere: Google's serving decision on the request the app
/// makes (`adEligibility`), and the app's own checks as Stack Overflow answer 68310602 writes them
/// (`appChecks`).
extension AppState {
    /// The app's `canShowAds()` and `canShowPersonalizedAds()` on what is stored now, UMP's
    /// `consentStatus` and the ATT status; nil when the app does not link UMP (the checks' code reads
    /// `UMPConsentInformation`; a PAC app decides from PAC's status, an ATT-only app has no CMP).
    package var appChecks: AppChecks? {
        guard configuration.sdk == .ump else { return nil }
        // Only the four binary strings are read: a dictionary of those, not of every stored key.
        var keys: [String: InAppValue] = [:]
        for key in AppState.appCheckKeys { keys[key] = tcfValue(forKey: key) }
        // On Android `statusForAds` is nil: the answer's own code is the Android original (Kotlin,
        // `getDefaultSharedPreferences`, on Stack Overflow question 65351543), which reads the
        // IABTCF keys alone; its iOS ports add the ATT check.
        return AppChecks.evaluate(keys: keys, consentNotRequired: umpConsentStatus == .notRequired, att: system.att.statusForAds)
    }

    /// The keys the app's checks read.
    static let appCheckKeys = [
        InAppKey.purposeConsents, InAppKey.vendorConsents, InAppKey.vendorLegitimateInterests, InAppKey.purposeLegitimateInterests,
    ]

    /// UMP's `consentStatus` now: the running SDK's, or the one it stored when the app is not running.
    package var umpConsentStatus: UMPConsentStatus? {
        guard configuration.sdk == .ump else { return nil }
        if let running = launch?.cmp.ifUMP({ $0.value.consentStatus }) { return running }
        return UMPPersisted.read(from: device, platform: configuration.platform).consentStatus
    }

    /// Where Google's servers place the ad request: the device's real region (debug geography is a
    /// UMP setting; Google's ad servers locate the request by IP).
    package var adRequestRegion: AdRequestRegion { configuration.deviceRegion == .eea ? .eea : .other }

    /// Google's serving decision on the ad request the app would make now, for the stored keys, the
    /// ATT status, the date and the request's region, in this order:
    /// 1. Google's reading of the TCF keys (`GoogleAdEligibility`, with its TCF error codes; EEA/UK
    ///    traffic without a TC string gets limited ads), made non-personalized by a US-state opt-out
    ///    (`RestrictedDataProcessing`); with PAC the request the app derives from PAC's status;
    /// 2. the under-age rule (`GoogleAdEligibility.underAgeOfConsent`) when the app tags its requests
    ///    (`tagForUnderAgeOfConsent`), on both SDK paths;
    /// 3. the app's own request: an app following liko apps' AdMob GDPR guide requests non-personalized
    ///    ads (`npa=1`) whenever its `canShowPersonalizedAds()` is false, e.g. after ATT denied or
    ///    restricted.
    ///
    /// About 3: liko apps' velog post "애드몹 GDPR 메시지 대응하기 (최종)" (2024-01-05), section 4.1,
    /// continues with ads when `canShowAds()` holds even if personalized ads cannot be shown, asks for
    /// ATT only when personalized ads are possible, and says that after a refusal "개인 식별 안된 광고가
    /// 노출" (ads that do not identify the user are shown). The post does not show its ad-request
    /// code; `npa=1` (`GADExtras`) is Google's documented way to request
    /// non-personalized ads (developers.google.com/admob/ios/privacy, "Forward consent to the Google
    /// Mobile Ads SDK"). Google's own TCF reading is unchanged by ATT: ATT only removes the IDFA.
    package var adEligibility: AdEligibility {
        if let d = pacAdDecision {
            return AdEligibility(kind: d.kind, reasons: [d.reason], idfaAvailable: system.att.idfaAvailable)
        }
        var verdict = googleVerdict
        if let checks = appChecks, !checks.canShowPersonalizedAds.value, verdict.kind == .personalized {
            verdict.kind = .nonPersonalized
            verdict.reasonDetails.insert(
                VerdictReason(
                    message: "the app requests non-personalized ads (npa=1): its canShowPersonalizedAds() is false ("
                        + checks.canShowPersonalizedAds.reasons.joined(separator: "; ") + ")"),
                at: 0)
        }
        return verdict
    }

    /// Google's reading of what is stored (steps 1 and 2 of `adEligibility`), before the app's own
    /// non-personalized request.
    package var googleVerdict: AdEligibility {
        // Equal to evaluating `InAppKeys.read(tcfKeys)` (the verdict reads only these two keys) without
        // building the key dictionary and parsing and cross-checking every binary string.
        var verdict = GoogleAdEligibility.evaluate(
            gdprApplies: tcfValue(forKey: InAppKey.gdprApplies), tcString: tcfValue(forKey: InAppKey.tcString),
            att: system.att.statusForAds, today: system.today, region: adRequestRegion, certifiedCMPs: configuration.certifiedCMPs)
        if !system.att.available { verdict.idfaAvailable = system.att.idfaAvailable }
        if verdict.kind == .personalized, let reason = RestrictedDataProcessing.reason(in: device),
            GoogleServingRules.isInForce(.restrictedDataProcessing, on: system.today)
        {
            verdict.kind = .nonPersonalized
            verdict.reasonDetails.insert(VerdictReason(message: reason, rule: .restrictedDataProcessing), at: 0)
            verdict.restrictedDataProcessing = true
        }
        if configuration.underAgeOfConsent { verdict = AppState.underAge(verdict) }
        return verdict
    }

    /// The one under-age rule on a TCF verdict. With the tag, UMP asks nothing and removes the TC data
    /// while still writing `IABTCF_gdprApplies = 1` (see `UMPReducer`), so the TCF reading alone would
    /// be "none" for a missing TC string (2.1a). The request carries TFUA, Google's own signal for
    /// such users ("This parameter disables personalized advertising, including remarketing",
    /// support.google.com/admob/answer/9009425), which PAC's path already follows (`PACAdRequest`: tagged
    /// → `npa=1`). consentsim therefore reads a TFUA request whose only gap is the TC string UMP did not
    /// write as non-personalized, on both paths; any other gap (an expired or refused consent) stands.
    static func underAge(_ verdict: AdEligibility) -> AdEligibility {
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

extension AppChecks {
    /// The checks as JSON: `{"canShowAds": {"value": …, "reasons": […]}, "canShowPersonalizedAds": …}`.
    package var json: JSONValue {
        func check(_ c: AppCheck) -> JSONValue {
            .object(["value": .bool(c.value), "reasons": .array(c.reasons.map { .string($0) })])
        }
        return .object(["canShowAds": check(canShowAds), "canShowPersonalizedAds": check(canShowPersonalizedAds)])
    }
}

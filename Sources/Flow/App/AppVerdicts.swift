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
    /// UMP setting; Google's ad servers locate the request by IP), and in the EEA regime which country.
    package var adRequestRegion: AdRequestRegion { configuration.deviceRegion == .eea ? configuration.gdprCountry.adRequestRegion : .other }

    /// Google's serving context for this app and device now.
    var servingContext: ServingContext {
        var context = ServingContext(today: system.today, region: adRequestRegion, certifiedCMPs: configuration.certifiedCMPs)
        context.announcedRules = configuration.umpMessage.announcedRules
        return context
    }

    /// What the verdict depends on besides the stored keys, as this app and device have it now.
    package var verdictInputs: VerdictInputs {
        VerdictInputs(
            platform: configuration.platform, att: system.att.statusForAds,
            context: servingContext, underAgeOfConsent: configuration.underAgeOfConsent)
    }

    /// Google's serving decision on the ad request the app would make now, for the stored keys, the
    /// ATT status, the date and the request's region (`ServingVerdict`, the judgement `doctor` makes
    /// too), in this order:
    /// 1. Google's reading of the TCF keys (`GoogleAdEligibility`, with its TCF error codes; EEA/UK
    ///    traffic without a TC string gets limited ads), made non-personalized by a US-state opt-out
    ///    (`RestrictedDataProcessing`); with PAC the request the app derives from PAC's status;
    /// 2. the under-age rule (`ServingVerdict.underAge`) when the app tags its requests
    ///    (`tagForUnderAgeOfConsent`), on both SDK paths;
    /// 3. the app's own request (`ServingVerdict.request`): an app following liko apps' AdMob GDPR
    ///    guide requests non-personalized ads (`npa=1`) whenever its `canShowPersonalizedAds()` is
    ///    false, e.g. after ATT denied or restricted.
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
        return ServingVerdict.request(googleVerdict, appChecks: appChecks)
    }

    /// Google's reading of what is stored (steps 1 and 2 of `adEligibility`), before the app's own
    /// non-personalized request.
    package var googleVerdict: AdEligibility {
        var verdict = ServingVerdict.google(device, verdictInputs)
        if !system.att.available { verdict.idfaAvailable = system.att.idfaAvailable }
        return verdict
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

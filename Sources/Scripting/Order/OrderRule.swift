import Basics

/// The orders of consent, tracking and ads that App Review rejects or that Google's ad serving and
/// policies flag, each with the public page it rests on (pages seen 2026-11-29).
package enum OrderRule: String, CaseIterable, Hashable, Sendable {
    /// The ATT alert after the user refused personalised ads in the consent message.
    case attAfterRefusal = "att-after-refusal"
    /// The Mobile Ads SDK started, or an ad requested, before consent was gathered.
    case adsBeforeConsent = "ads-before-consent"
    /// A system prompt requested while another prompt or a consent form is still up.
    case stackedPrompts = "stacked-prompts"
    /// The explainer before the ATT alert says what Apple's guidelines forbid.
    case explainerWording = "explainer-wording"

    /// What the rule looks for, in one line.
    package var summary: String {
        switch self {
        case .attAfterRefusal: "the ATT alert shows after the user refused personalised ads in the consent message"
        case .adsBeforeConsent: "the Mobile Ads SDK starts, or an ad is requested, before consent was gathered where it is required"
        case .stackedPrompts: "a system prompt is requested while another prompt or a consent form is still on screen"
        case .explainerWording: "the explainer before the ATT alert says what Apple's guidelines forbid"
        }
    }

    /// The guideline, documentation page or public report the rule rests on.
    package var source: String {
        switch self {
        case .attAfterRefusal:
            "App Store Review Guidelines 5.1.1(iv) (developer.apple.com/app-store/review/guidelines, \"respect the user's permission "
                + "settings\"); App Review's rejection text quoted in AppLovin/AppLovin-MAX-SDK-iOS#281 (2023-12-20), "
                + "AppLovin/AppLovin-MAX-Unity-Plugin#325 (2024-01-08) and birgernass/react-native-ad-consent#20 (2021-10-23): once the user "
                + "declined tracking, the same flow must not ask for it again"
        case .adsBeforeConsent:
            "Google UMP \"Get started\" for iOS and Android (developers.google.com/admob/ios/privacy, \"Request ads\": check canRequestAds "
                + "before requesting ads); Google's EU user consent policy (google.com/about/company/user-consent-policy) and its help "
                + "(cookiechoices.org): consent of users in the EEA and the UK, through a Google-certified CMP from 2024-01-16"
        case .stackedPrompts:
            "Apple's ATTrackingManager.requestTrackingAuthorization(completionHandler:) documentation (developer.apple.com/documentation/"
                + "apptrackingtransparency/attrackingmanager/requesttrackingauthorization(completionhandler:)): no prompt while another permission "
                + "request waits for the user, and iOS does not keep concurrent requests (as quoted in chemerisuk/cordova-plugin-idfa#19, "
                + "2021-09-29); App Review could not find the prompt: deniza/app_tracking_transparency#29 (2022-05-02)"
        case .explainerWording:
            "Apple's Human Interface Guidelines, Privacy, \"Requesting permission\" (developer.apple.com/design/human-interface-guidelines/privacy: "
                + "one button like \"Continue\" or \"Next\"); App Store Review Guidelines 5.1.1(iv) and 5.1.2(i) as Apple's User Privacy and "
                + "Data Use page cites them (developer.apple.com/app-store/user-privacy-and-data-use); the form lint rules A1-A3"
        }
    }
}

extension OrderRule {
    /// The rules a script shows on purpose, from its `# check-order: <rule> <why>` comments (a script
    /// that demonstrates a warning, or tests an order App Review flags): each rule with its reason, or
    /// the comment's text when it names no rule.
    package static func expected(inScript text: String) -> (rules: [OrderRule: String], unknown: [String]) {
        var rules: [OrderRule: String] = [:]
        var unknown: [String] = []
        for comment in ScriptSelection.comments("check-order", in: text) {
            let id = comment.prefix { $0 != " " && $0 != "\t" }
            guard let rule = OrderRule(rawValue: String(id)) else {
                unknown.append(comment)
                continue
            }
            rules[rule] = String(comment.dropFirst(id.count)).trimmingSpaces
        }
        return (rules, unknown)
    }
}

/// An element of a PAC form screen: which parts exist and what activating them does. Wording lives
/// in the Forms layer; `id` is the stable, language-independent name scripts target.
package enum PACFormElement: Hashable, Sendable {
    /// The app icon and name (title of every screen).
    case appName
    /// "We care about your privacy and data security. We keep this app free by showing ads."
    case intro
    /// "Can we continue to use your data to tailor ads for you?"
    case question
    /// "You can change your choice anytime for {App} in the app settings." (A and B).
    case changeAnytime
    /// The detail paragraph of screen A.
    case detail(PACFormDetailText)
    /// "Learn how {App} and our {N} partners collect and use data" → screen B.
    /// `partnerCount` is nil when there are no providers (the HTML leaves the number empty).
    case learnMoreLink(partnerCount: Int?)
    /// btn0 "Yes, continue to see relevant ads".
    case personalizedButton
    /// btn1, to screen C.
    case nonPersonalizedButton(PACNonPersonalizedTitle)
    /// btn2 "Pay for the ad-free version".
    case adFreeButton
    /// "Learn how our partners collect and use data:" (screen B).
    case providersIntro
    /// The provider chips (screen B).
    case providerList([PACFormProvider])
    /// "We’ll partner with Google and use a unique identifier on your device to respect your data
    /// usage choice. You can change your choice anytime for {App} in the app settings." (screen C).
    case uniqueIdentifierMessage
    /// "We’ll partner with Google and use a unique identifier on your device to serve
    /// non-personalized ads." (screen D).
    case npaOnlyMessage
    /// "How {App} uses your data" (B, C, D).
    case privacyPolicyLink
    /// "Back" (B, C).
    case backButton
    /// "Agree" (C, D).
    case agreeButton

    /// The stable element id (`pac.adFree`, ...).
    package var id: String {
        switch self {
        case .appName: "pac.appName"
        case .intro: "pac.intro"
        case .question: "pac.question"
        case .changeAnytime: "pac.changeAnytime"
        case .detail: "pac.detail"
        case .learnMoreLink: "pac.learnMore"
        case .personalizedButton: "pac.personalized"
        case .nonPersonalizedButton: "pac.nonPersonalized"
        case .adFreeButton: "pac.adFree"
        case .providersIntro: "pac.providersIntro"
        case .providerList: "pac.providers"
        case .uniqueIdentifierMessage: "pac.uniqueIdentifier"
        case .npaOnlyMessage: "pac.npaOnlyMessage"
        case .privacyPolicyLink: "pac.privacyPolicy"
        case .backButton: "pac.back"
        case .agreeButton: "pac.agree"
        }
    }

    /// Text, link, button or list.
    package var role: PACFormElementRole {
        switch self {
        case .appName, .intro, .question, .changeAnytime, .detail, .providersIntro, .uniqueIdentifierMessage,
            .npaOnlyMessage:
            .text
        case .learnMoreLink, .privacyPolicyLink: .link
        case .personalizedButton, .nonPersonalizedButton, .adFreeButton, .backButton, .agreeButton: .button
        case .providerList: .list
        }
    }

    /// The form action activating the element sends (provider chips: `.openProviderPolicy(index:)`).
    package var action: PACFormAction? {
        switch self {
        case .learnMoreLink: .showLearnMore
        case .personalizedButton: .choosePersonalized
        case .nonPersonalizedButton: .chooseNonPersonalized
        case .adFreeButton: .chooseAdFree
        case .privacyPolicyLink: .openPrivacyPolicy
        case .backButton: .back
        case .agreeButton: .agree
        case .appName, .intro, .question, .changeAnytime, .detail, .providersIntro, .providerList,
            .uniqueIdentifierMessage, .npaOnlyMessage:
            nil
        }
    }
}

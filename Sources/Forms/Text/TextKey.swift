/// The name of one user-facing string of a form (`title`, `consent`, `alertTitle`, …).
///
/// Keys are plain names shared across SDK families (UMP and PAC both have `intro` and `back`); which
/// keys an SDK uses, and the catalogue's default for each, depend on its `TextFamily`.
public struct TextKey: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The key as written in `texts:`.
    public var rawValue: String

    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key from a literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The key.
    public var description: String { rawValue }

    /// Alphabetical.
    public static func < (lhs: TextKey, rhs: TextKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

// UMP message and privacy-options form.
extension TextKey {
    /// First-layer heading: "{appName} asks for your consent to use your personal data to:".
    public static let title: TextKey = "title"
    /// First-layer summary of the personalisation and measurement purposes.
    public static let purposesSummary: TextKey = "purposesSummary"
    /// First-layer line "Store and/or access information on a device".
    public static let storeAccessSummary: TextKey = "storeAccessSummary"
    /// Expands the first layer's details.
    public static let learnMore: TextKey = "learnMore"
    /// What is processed and by how many vendors and ad partners.
    public static let intro: TextKey = "intro"
    /// The legitimate-interest and right-to-object notice.
    public static let legitimateInterestNotice: TextKey = "legitimateInterestNotice"
    /// The first layer's link to the vendor list, with the vendor count.
    public static let vendorsLink: TextKey = "vendorsLink"
    /// First-layer button "Consent".
    public static let consent: TextKey = "consent"
    /// First-layer button "Do not consent".
    public static let doNotConsent: TextKey = "doNotConsent"
    /// First-layer button "Manage options".
    public static let manageOptions: TextKey = "manageOptions"
    /// The close icon's label, "Close (do not consent)".
    public static let close: TextKey = "close"
    /// Heading of the Manage options page.
    public static let manageOptionsTitle: TextKey = "manageOptionsTitle"
    /// Introduction of the Manage options page.
    public static let manageOptionsIntro: TextKey = "manageOptionsIntro"
    /// Section heading "Purposes".
    public static let purposesHeading: TextKey = "purposesHeading"
    /// Section heading "Special purposes".
    public static let specialPurposesHeading: TextKey = "specialPurposesHeading"
    /// Section heading "Features".
    public static let featuresHeading: TextKey = "featuresHeading"
    /// Section heading "Special features".
    public static let specialFeaturesHeading: TextKey = "specialFeaturesHeading"
    /// Label of a consent switch.
    public static let consentSwitch: TextKey = "consentSwitch"
    /// Label of a legitimate-interest switch.
    public static let legitimateInterest: TextKey = "legitimateInterest"
    /// Shown instead of a switch on special purposes and features (no choice to make).
    public static let alwaysActive: TextKey = "alwaysActive"
    /// Link from the purposes page to the vendors page.
    public static let vendorPreferences: TextKey = "vendorPreferences"
    /// Heading of the vendors page.
    public static let vendorsTitle: TextKey = "vendorsTitle"
    /// Heading of the Google ad technology providers section.
    public static let googleATPsTitle: TextKey = "googleATPsTitle"
    /// A vendor's privacy-policy link.
    public static let privacyPolicy: TextKey = "privacyPolicy"
    /// Button "Accept all" on the second layer.
    public static let acceptAll: TextKey = "acceptAll"
    /// Button "Reject all" on the second layer.
    public static let rejectAll: TextKey = "rejectAll"
    /// Button "Confirm choices": save exactly the switches.
    public static let confirmChoices: TextKey = "confirmChoices"
    /// Back to the previous page.
    public static let back: TextKey = "back"
    /// Heading of the privacy-options form.
    public static let privacyOptionsTitle: TextKey = "privacyOptionsTitle"
    /// The app's entry point that re-opens the form ("Privacy and cookie settings").
    public static let privacyOptionsEntry: TextKey = "privacyOptionsEntry"
}

// UMP's vendor list and vendor details: the labels around the GVL's data (seed 002 shows the
// vendor list; the labels are the simulator's own wording, translated like the rest of the catalogue).
extension TextKey {
    /// The vendor search field's hint, "Search by name or id".
    public static let searchPrompt: TextKey = "searchPrompt"
    /// While searching: "{count} of {total} vendors".
    public static let vendorMatches: TextKey = "vendorMatches"
    /// While searching: "{count} of {total} ad partners match".
    public static let partnerMatches: TextKey = "partnerMatches"
    /// No search result: "No vendor matches "{search}". Esc clears the search.".
    public static let noVendorMatches: TextKey = "noVendorMatches"
    /// A vendor's legitimate-interest claim link, "Legitimate interest claim".
    public static let legitimateInterestClaim: TextKey = "legitimateInterestClaim"
    /// Heading suffix of a vendor's flexible purposes, "flexible legal basis".
    public static let flexibleLegalBasis: TextKey = "flexibleLegalBasis"
    /// Label "Retention" (how long a vendor keeps data).
    public static let retention: TextKey = "retention"
    /// A vendor's standard retention: "{count} days (standard; per-purpose periods in brackets above)".
    public static let retentionStandard: TextKey = "retentionStandard"
    /// A vendor that declares retention per purpose only: "per purpose only (in brackets above)".
    public static let retentionPerPurpose: TextKey = "retentionPerPurpose"
    /// A value the vendor did not declare: "not declared".
    public static let notDeclared: TextKey = "notDeclared"
    /// Label "Cookie max age".
    public static let cookieMaxAge: TextKey = "cookieMaxAge"
    /// Label "Other storage" (non-cookie storage and access).
    public static let otherStorage: TextKey = "otherStorage"
    /// "uses non-cookie storage and access".
    public static let nonCookieAccess: TextKey = "nonCookieAccess"
    /// "none declared".
    public static let noneDeclared: TextKey = "noneDeclared"
    /// "no cookies".
    public static let noCookies: TextKey = "noCookies"
    /// "uses cookies; max age not declared".
    public static let cookieAgeNotDeclared: TextKey = "cookieAgeNotDeclared"
    /// "session cookies only".
    public static let sessionCookiesOnly: TextKey = "sessionCookiesOnly"
    /// A duration, "{count} days".
    public static let days: TextKey = "days"
    /// A duration, "{count} seconds".
    public static let seconds: TextKey = "seconds"
    /// After a cookie's max age: "refreshed on each access".
    public static let cookieRefreshed: TextKey = "cookieRefreshed"
    /// A vendor without a privacy-policy URL: "none given".
    public static let noneGiven: TextKey = "noneGiven"
}

// Shared by every family's scrolling pages.
extension TextKey {
    /// A scroll indicator after the arrow: "{count} more" (lines above or below).
    public static let moreLines: TextKey = "moreLines"
}

// UMP's US states regulations message (the simulator's wording: Google's copy is not documented).
extension TextKey {
    /// US states message: the heading, "{appName}: Your privacy choices".
    public static let usStatesTitle: TextKey = "usStatesTitle"
    /// US states message: what is collected and why it may count as a sale, sharing or targeted advertising.
    public static let usStatesBody: TextKey = "usStatesBody"
    /// US states message: what opting out and closing do.
    public static let usStatesChoice: TextKey = "usStatesChoice"
    /// US states message: button "Opt out" (of sale, sharing and targeted advertising).
    public static let usStatesOptOut: TextKey = "usStatesOptOut"
    /// US states message: button "Close" (leaves the message without opting out).
    public static let usStatesClose: TextKey = "usStatesClose"
}

// Legacy PAC form (ump-pac.md §1.7); `intro` and `back` are shared names.
extension TextKey {
    /// Screen A: "Can we continue to use your data to tailor ads for you?".
    public static let question: TextKey = "question"
    /// Screen A: "You can change your choice anytime for {appName} in the app settings.".
    public static let changeChoice: TextKey = "changeChoice"
    /// Screen A: "Our partners will collect data and use a unique identifier on your device to show you ads.".
    public static let partnersNotice: TextKey = "partnersNotice"
    /// Screen A: link to Screen B, with the partner count.
    public static let learnHowLink: TextKey = "learnHowLink"
    /// Button "Yes, continue to see relevant ads".
    public static let personalized: TextKey = "personalized"
    /// Button "No, see ads that are less relevant".
    public static let nonPersonalized: TextKey = "nonPersonalized"
    /// Button "Pay for the ad-free version".
    public static let adFree: TextKey = "adFree"
    /// Screen B: the line above the provider list, after the "change your choice" sentence (`changeChoice`).
    public static let providersIntro: TextKey = "providersIntro"
    /// Link "How {appName} uses your data" (the app's privacy policy).
    public static let howAppUsesData: TextKey = "howAppUsesData"
    /// Screen C: the non-personalized confirmation.
    public static let npaConfirmation: TextKey = "npaConfirmation"
    /// Button "Agree".
    public static let agree: TextKey = "agree"
    /// Screen D (non-personalized only): the notice.
    public static let npaOnlyNotice: TextKey = "npaOnlyNotice"
    /// The status line's "opens" in "Enter opens <link>".
    public static let opensLink: TextKey = "opensLink"
    /// The non-personalized button in the NPA-AdFree layout, "See ads that are less relevant".
    public static let nonPersonalizedNoQuestion: TextKey = "nonPersonalizedNoQuestion"
    /// The detail text in the NPA-AdFree layout.
    public static let npaAdFreeDetail: TextKey = "npaAdFreeDetail"
}

// App Tracking Transparency.
extension TextKey {
    /// The explainer's heading.
    public static let explainerTitle: TextKey = "explainerTitle"
    /// The explainer's body.
    public static let explainerBody: TextKey = "explainerBody"
    /// The explainer's only button (HIG: "Continue", never "Allow").
    public static let explainerButton: TextKey = "explainerButton"
    /// The system alert's title template.
    public static let alertTitle: TextKey = "alertTitle"
    /// `NSUserTrackingUsageDescription`: the app's sentence in the system alert.
    public static let usageDescription: TextKey = "usageDescription"
    /// The system alert's "Allow".
    public static let allow: TextKey = "allow"
    /// The system alert's "Ask App Not to Track".
    public static let askNotToTrack: TextKey = "askNotToTrack"
}

extension TextKey {
    /// The run-time values a key's text may use besides its family's placeholders (a count the screen
    /// knows only when it draws, the search text); a form may use them in that key's text only.
    public var runtimePlaceholders: [Placeholder] {
        switch self {
        case .vendorMatches, .partnerMatches: [.count, .total]
        case .retentionStandard, .days, .seconds, .moreLines: [.count]
        case .noVendorMatches: [.search]
        default: []
        }
    }
}

/// The name of one user-facing string of a form (`title`, `consent`, `alertTitle`, …).
///
/// Keys are plain names shared across SDK families (UMP and PAC both have `intro` and `back`); which
/// keys an SDK uses, and the catalogue's default for each, depend on its `TextFamily`.
package struct TextKey: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The key as written in `texts:`.
    package var rawValue: String

    /// A key by name.
    package init(rawValue: String) { self.rawValue = rawValue }

    /// A key from a literal.
    package init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The key.
    package var description: String { rawValue }

    /// Alphabetical.
    package static func < (lhs: TextKey, rhs: TextKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

// UMP message and privacy-options form.
extension TextKey {
    /// First-layer heading: "{appName} asks for your consent to use your personal data to:".
    package static let title: TextKey = "title"
    /// First-layer summary of the personalisation and measurement purposes.
    package static let purposesSummary: TextKey = "purposesSummary"
    /// First-layer line "Store and/or access information on a device".
    package static let storeAccessSummary: TextKey = "storeAccessSummary"
    /// What is processed and by how many vendors and ad partners.
    package static let intro: TextKey = "intro"
    /// The legitimate-interest and right-to-object notice.
    package static let legitimateInterestNotice: TextKey = "legitimateInterestNotice"
    /// The first layer's link to the vendor list, with the vendor count.
    package static let vendorsLink: TextKey = "vendorsLink"
    /// First-layer button "Consent".
    package static let consent: TextKey = "consent"
    /// First-layer button "Do not consent".
    package static let doNotConsent: TextKey = "doNotConsent"
    /// First-layer button "Manage options".
    package static let manageOptions: TextKey = "manageOptions"
    /// The close icon's label, "Close (do not consent)".
    package static let close: TextKey = "close"
    /// Heading of the Manage options page.
    package static let manageOptionsTitle: TextKey = "manageOptionsTitle"
    /// Introduction of the Manage options page.
    package static let manageOptionsIntro: TextKey = "manageOptionsIntro"
    /// Section heading "Purposes".
    package static let purposesHeading: TextKey = "purposesHeading"
    /// Section heading "Special purposes".
    package static let specialPurposesHeading: TextKey = "specialPurposesHeading"
    /// Section heading "Features".
    package static let featuresHeading: TextKey = "featuresHeading"
    /// Section heading "Special features".
    package static let specialFeaturesHeading: TextKey = "specialFeaturesHeading"
    /// Label of a consent switch.
    package static let consentSwitch: TextKey = "consentSwitch"
    /// Label of a legitimate-interest switch.
    package static let legitimateInterest: TextKey = "legitimateInterest"
    /// Shown instead of a switch on special purposes and features (no choice to make).
    package static let alwaysActive: TextKey = "alwaysActive"
    /// Heading of a purpose's illustrations (the IAB's examples) under its description.
    package static let illustrationsHeading: TextKey = "illustrationsHeading"
    /// Link from the purposes page to the vendors page.
    package static let vendorPreferences: TextKey = "vendorPreferences"
    /// Heading of the vendors page.
    package static let vendorsTitle: TextKey = "vendorsTitle"
    /// Heading of the Google ad technology providers section.
    package static let googleATPsTitle: TextKey = "googleATPsTitle"
    /// A vendor's privacy-policy link.
    package static let privacyPolicy: TextKey = "privacyPolicy"
    /// Button "Accept all" on the second layer.
    package static let acceptAll: TextKey = "acceptAll"
    /// Button "Reject all" on the second layer.
    package static let rejectAll: TextKey = "rejectAll"
    /// Button "Confirm choices": save exactly the switches.
    package static let confirmChoices: TextKey = "confirmChoices"
    /// Back to the previous page.
    package static let back: TextKey = "back"
    /// Heading of the privacy-options form.
    package static let privacyOptionsTitle: TextKey = "privacyOptionsTitle"
    /// The app's entry point that re-opens the form ("Privacy and cookie settings").
    package static let privacyOptionsEntry: TextKey = "privacyOptionsEntry"
}

// UMP's vendor list and vendor details: the labels around the GVL's data, in the simulator's own
// wording (Google does not publish the page's copy), translated like the rest of the catalogue.
extension TextKey {
    /// The vendor search field's hint, "Search by name or id".
    package static let searchPrompt: TextKey = "searchPrompt"
    /// While searching: "{count} of {total} vendors".
    package static let vendorMatches: TextKey = "vendorMatches"
    /// While searching: "{count} of {total} ad partners match".
    package static let partnerMatches: TextKey = "partnerMatches"
    /// No search result: "No vendor matches "{search}". Esc clears the search.".
    package static let noVendorMatches: TextKey = "noVendorMatches"
    /// A vendor's legitimate-interest claim link, "Legitimate interest claim".
    package static let legitimateInterestClaim: TextKey = "legitimateInterestClaim"
    /// Heading suffix of a vendor's flexible purposes, "flexible legal basis".
    package static let flexibleLegalBasis: TextKey = "flexibleLegalBasis"
    /// Label "Retention" (how long a vendor keeps data).
    package static let retention: TextKey = "retention"
    /// A vendor's standard retention: "{count} days (standard; per-purpose periods in brackets above)".
    package static let retentionStandard: TextKey = "retentionStandard"
    /// A vendor that declares retention per purpose only: "per purpose only (in brackets above)".
    package static let retentionPerPurpose: TextKey = "retentionPerPurpose"
    /// A value the vendor did not declare: "not declared".
    package static let notDeclared: TextKey = "notDeclared"
    /// Label "Cookie max age".
    package static let cookieMaxAge: TextKey = "cookieMaxAge"
    /// Label "Other storage" (non-cookie storage and access).
    package static let otherStorage: TextKey = "otherStorage"
    /// "uses non-cookie storage and access".
    package static let nonCookieAccess: TextKey = "nonCookieAccess"
    /// "none declared".
    package static let noneDeclared: TextKey = "noneDeclared"
    /// "no cookies".
    package static let noCookies: TextKey = "noCookies"
    /// "uses cookies; max age not declared".
    package static let cookieAgeNotDeclared: TextKey = "cookieAgeNotDeclared"
    /// "session cookies only".
    package static let sessionCookiesOnly: TextKey = "sessionCookiesOnly"
    /// A duration, "{count} days".
    package static let days: TextKey = "days"
    /// A duration, "{count} seconds".
    package static let seconds: TextKey = "seconds"
    /// After a cookie's max age: "refreshed on each access".
    package static let cookieRefreshed: TextKey = "cookieRefreshed"
    /// A vendor without a privacy-policy URL: "none given".
    package static let noneGiven: TextKey = "noneGiven"
    /// The first layer's folding section of questions: "Learn more".
    package static let learnMore: TextKey = "learnMore"
    /// The link under a purpose's description on the phone: "More info".
    package static let moreInfo: TextKey = "moreInfo"
    /// A vendor row's link to its purposes and features: "View details".
    package static let viewDetails: TextKey = "viewDetails"
    /// A vendor row's link to its device storage disclosure: "Storage disclosures".
    package static let storageDisclosures: TextKey = "storageDisclosures"
    /// A vendor row's data categories, before the list: "Data collected".
    package static let dataCollected: TextKey = "dataCollected"
    /// The accessible name of a help tip's icon: "Help".
    package static let helpTip: TextKey = "helpTip"
    /// The button that closes a "Learn more" item's help dialog: "Close".
    package static let helpDialogClose: TextKey = "helpDialogClose"
}

// Shared by every family's scrolling pages.
extension TextKey {
    /// A scroll indicator after the arrow: "{count} more" (lines above or below).
    package static let moreLines: TextKey = "moreLines"
}

// UMP's US states regulations message (the simulator's wording: Google's copy is not documented).
extension TextKey {
    /// US states message: the heading, "{appName}: Your privacy choices".
    package static let usStatesTitle: TextKey = "usStatesTitle"
    /// US states message: what is collected and why it may count as a sale, sharing or targeted advertising.
    package static let usStatesBody: TextKey = "usStatesBody"
    /// US states message: what opting out and closing do.
    package static let usStatesChoice: TextKey = "usStatesChoice"
    /// US states message: button "Opt out" (of sale, sharing and targeted advertising).
    package static let usStatesOptOut: TextKey = "usStatesOptOut"
    /// US states message: button "Close" (leaves the message without opting out).
    package static let usStatesClose: TextKey = "usStatesClose"
}

// Legacy PAC form (googleads-consent-sdk-ios, consentform.html); `intro` and `back` are shared names.
extension TextKey {
    /// Screen A: "Can we continue to use your data to tailor ads for you?".
    package static let question: TextKey = "question"
    /// Screen A: "You can change your choice anytime for {appName} in the app settings.".
    package static let changeChoice: TextKey = "changeChoice"
    /// Screen A: "Our partners will collect data and use a unique identifier on your device to show you ads.".
    package static let partnersNotice: TextKey = "partnersNotice"
    /// Screen A: link to Screen B, with the partner count.
    package static let learnHowLink: TextKey = "learnHowLink"
    /// Button "Yes, continue to see relevant ads".
    package static let personalized: TextKey = "personalized"
    /// Button "No, see ads that are less relevant".
    package static let nonPersonalized: TextKey = "nonPersonalized"
    /// Button "Pay for the ad-free version".
    package static let adFree: TextKey = "adFree"
    /// Screen B: the line above the provider list, after the "change your choice" sentence (`changeChoice`).
    package static let providersIntro: TextKey = "providersIntro"
    /// Link "How {appName} uses your data" (the app's privacy policy).
    package static let howAppUsesData: TextKey = "howAppUsesData"
    /// Screen C: the non-personalized confirmation.
    package static let npaConfirmation: TextKey = "npaConfirmation"
    /// Button "Agree".
    package static let agree: TextKey = "agree"
    /// Screen D (non-personalized only): the notice.
    package static let npaOnlyNotice: TextKey = "npaOnlyNotice"
    /// The status line's "opens" in "Enter opens <link>".
    package static let opensLink: TextKey = "opensLink"
    /// The non-personalized button in the NPA-AdFree layout, "See ads that are less relevant".
    package static let nonPersonalizedNoQuestion: TextKey = "nonPersonalizedNoQuestion"
    /// The detail text in the NPA-AdFree layout.
    package static let npaAdFreeDetail: TextKey = "npaAdFreeDetail"
}

// App Tracking Transparency.
extension TextKey {
    /// The explainer's heading.
    package static let explainerTitle: TextKey = "explainerTitle"
    /// The explainer's body.
    package static let explainerBody: TextKey = "explainerBody"
    /// The explainer's only button (HIG: "Continue", never "Allow").
    package static let explainerButton: TextKey = "explainerButton"
    /// The system alert's title template.
    package static let alertTitle: TextKey = "alertTitle"
    /// `NSUserTrackingUsageDescription`: the app's sentence in the system alert.
    package static let usageDescription: TextKey = "usageDescription"
    /// The system alert's "Allow".
    package static let allow: TextKey = "allow"
    /// The system alert's "Ask App Not to Track".
    package static let askNotToTrack: TextKey = "askNotToTrack"
}

extension TextKey {
    /// The run-time values a key's text may use besides its family's placeholders (a count the screen
    /// knows only when it draws, the search text); a form may use them in that key's text only.
    package var runtimePlaceholders: [Placeholder] {
        switch self {
        case .vendorMatches, .partnerMatches: [.count, .total]
        case .retentionStandard, .days, .seconds, .moreLines: [.count]
        case .noVendorMatches: [.search]
        default: []
        }
    }
}

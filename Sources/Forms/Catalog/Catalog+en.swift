// English. UMP wording follows Google's message as its help pages describe it (AdMob help 10113207,
// "User consent options"; 16696225); PAC texts are the exact strings of googleads-consent-sdk-ios's
// consentform.html with {App} as {appName} and N as {partnerCount}; ATT alert strings are iOS's
// (Apple Support HT212025). TCF names are the GVL v3 names (the IAB's vendor list version 17).
// The US states message texts (`usStates*`) are the simulator's own: Google's copy is not documented.
extension CatalogTable {
    /// English.
    static let english = CatalogTable(
        ump: englishUMP, pac: englishPAC, att: englishATT,
        purposes: [
            TCFItemText(
                "Store and/or access information on a device",
                "Cookies, device identifiers or other information can be stored on or read from your device for the purposes shown here."),
            TCFItemText(
                "Use limited data to select advertising",
                "Ads can be chosen using limited data, such as the content you are viewing, the app you are using, your approximate location and your device type."
            ),
            TCFItemText(
                "Create profiles for personalised advertising",
                "Information about your activity can be used to build or improve a profile of your interests for personalised ads."),
            TCFItemText(
                "Use profiles to select personalised advertising",
                "Ads can be chosen based on a profile about you, such as your interests and past activity."),
            TCFItemText(
                "Create profiles to personalise content",
                "Information about your activity can be used to build or improve a profile for personalised content."),
            TCFItemText(
                "Use profiles to select personalised content",
                "Content can be chosen based on a profile about you, such as your interests and past activity."),
            TCFItemText(
                "Measure advertising performance",
                "Information about which ads are shown to you and how you interact with them can be used to measure their performance."),
            TCFItemText(
                "Measure content performance",
                "Information about which content is shown to you and how you interact with it can be used to measure its performance."),
            TCFItemText(
                "Understand audiences through statistics or combinations of data from different sources",
                "Reports can be generated from combined data about your interactions and those of other users, to understand audiences."),
            TCFItemText(
                "Develop and improve services",
                "Information about your activity can be used to improve existing products and develop new ones."),
            TCFItemText(
                "Use limited data to select content",
                "Content can be chosen using limited data, such as the content you are viewing, your approximate location and your device type."),
        ],
        specialPurposes: [
            TCFItemText(
                "Ensure security, prevent and detect fraud, and fix errors",
                "Your data can be used to monitor for and prevent unusual or fraudulent activity, and to make sure systems work properly."),
            TCFItemText(
                "Deliver and present advertising and content",
                "Certain information, such as your IP address and device capabilities, is used to show ads and content on your screen."),
            TCFItemText(
                "Save and communicate privacy choices",
                "The choices you make here are saved and passed on to the companies listed, as a signal such as a string of characters, so that they can respect them."
            ),
        ],
        features: [
            TCFItemText(
                "Match and combine data from other data sources",
                "Information about your activity in this app can be matched and combined with other information about you from other sources."),
            TCFItemText(
                "Link different devices",
                "Different devices can be determined as belonging to you or your household."),
            TCFItemText(
                "Identify devices based on information transmitted automatically",
                "Your device can be told apart from other devices using information it sends automatically, such as its IP address or browser type."),
        ],
        specialFeatures: [
            TCFItemText(
                "Use precise geolocation data",
                "With your agreement, your precise location (within 500 metres) can be used for the purposes shown here."),
            TCFItemText(
                "Actively scan device characteristics for identification",
                "With your agreement, certain characteristics of your device can be requested and used to identify it."),
        ]
    )

    private static let englishUMP: [TextKey: String] = [
        .title: "{appName} asks for your consent to use your personal data to:",
        .purposesSummary: "Personalised advertising and content, advertising and content measurement, audience research and services development",
        .storeAccessSummary: "Store and/or access information on a device",
        .intro:
            "Your personal data will be processed and information from your device (cookies, unique identifiers, and other device data) may be stored by, accessed by and shared with {vendorCount} TCF vendor(s) and {atpCount} ad partner(s), or used specifically by this app.",
        .legitimateInterestNotice:
            "Some vendors may process your personal data on the basis of legitimate interest, which you can object to by managing your options below. Look for a link at the bottom of this page to manage or withdraw consent in privacy and cookie settings.",
        .vendorsLink: "View our vendors ({vendorCount}) and ad partners ({atpCount})",
        .consent: "Consent",
        .doNotConsent: "Do not consent",
        .manageOptions: "Manage options",
        .close: "Close (do not consent)",
        .manageOptionsTitle: "Manage your data",
        .manageOptionsIntro:
            "You can choose how your personal data is used. Vendors want your permission to do the following. You can also object to processing based on legitimate interest.",
        .purposesHeading: "Purposes",
        .specialPurposesHeading: "Special purposes",
        .featuresHeading: "Features",
        .specialFeaturesHeading: "Special features",
        .consentSwitch: "Consent",
        .legitimateInterest: "Legitimate interest",
        .alwaysActive: "Always active",
        .illustrationsHeading: "Examples",
        .vendorPreferences: "Vendor preferences",
        .vendorsTitle: "TCF vendors",
        .googleATPsTitle: "Google ad technology providers",
        .privacyPolicy: "Privacy policy",
        .acceptAll: "Accept all",
        .rejectAll: "Reject all",
        .confirmChoices: "Confirm choices",
        .back: "Back",
        .privacyOptionsTitle: "Manage your privacy choices",
        .privacyOptionsEntry: "Privacy and cookie settings",
        .usStatesTitle: "{appName}: Your privacy choices",
        .usStatesBody:
            "{appName} and our partners use information collected about you, such as your device’s identifiers and how you use the app, to show you personalized ads. Under the privacy laws of some US states, this may count as a “sale” or “sharing” of your personal information, or as targeted advertising.",
        .usStatesChoice:
            "You can opt out of the sale or sharing of your personal information and of targeted advertising. If you close this message without opting out, we may continue to sell or share it. You can change your choice any time in the app’s privacy settings.",
        .usStatesOptOut: "Opt out",
        .usStatesClose: "Close",
        .searchPrompt: "Search by name or id",
        .vendorMatches: "{count} of {total} vendors",
        .partnerMatches: "{count} of {total} ad partners match",
        .noVendorMatches: "No vendor matches \"{search}\". Esc clears the search.",
        .legitimateInterestClaim: "Legitimate interest claim",
        .flexibleLegalBasis: "flexible legal basis",
        .retention: "Retention",
        .retentionStandard: "{count} days (standard; per-purpose periods in brackets above)",
        .retentionPerPurpose: "per purpose only (in brackets above)",
        .notDeclared: "not declared",
        .cookieMaxAge: "Cookie max age",
        .otherStorage: "Other storage",
        .nonCookieAccess: "uses non-cookie storage and access",
        .noneDeclared: "none declared",
        .noCookies: "no cookies",
        .cookieAgeNotDeclared: "uses cookies; max age not declared",
        .sessionCookiesOnly: "session cookies only",
        .days: "{count} days",
        .seconds: "{count} seconds",
        .cookieRefreshed: "refreshed on each access",
        .noneGiven: "none given",
        .learnMore: "Learn more",
        .moreInfo: "More info",
        .viewDetails: "View details",
        .storageDisclosures: "Storage disclosures",
        .dataCollected: "Data collected",
        .helpTip: "Help",
        .helpDialogClose: "Close",
        .moreLines: "{count} more",
    ]

    private static let englishPAC: [TextKey: String] = [
        .intro: "We care about your privacy and data security. We keep this app free by showing ads.",
        .question: "Can we continue to use your data to tailor ads for you?",
        .changeChoice: "You can change your choice anytime for {appName} in the app settings.",
        .partnersNotice: "Our partners will collect data and use a unique identifier on your device to show you ads.",
        .learnHowLink: "Learn how {appName} and our {partnerCount} partners collect and use data",
        .personalized: "Yes, continue to see relevant ads",
        .nonPersonalized: "No, see ads that are less relevant",
        .adFree: "Pay for the ad-free version",
        .providersIntro: "Learn how our partners collect and use data:",
        .howAppUsesData: "How {appName} uses your data",
        .back: "Back",
        .npaConfirmation:
            "We’ll partner with Google and use a unique identifier on your device to respect your data usage choice. You can change your choice anytime for {appName} in the app settings.",
        .agree: "Agree",
        .npaOnlyNotice: "We’ll partner with Google and use a unique identifier on your device to serve non-personalized ads.",
        .nonPersonalizedNoQuestion: "See ads that are less relevant",
        .npaAdFreeDetail: "If you choose to see ads, we’ll partner with Google and use a unique identifier on your device.",
        .opensLink: "opens",
        .moreLines: "{count} more",
    ]

    private static let englishATT: [TextKey: String] = [
        .explainerTitle: "Keep {appName} free",
        .explainerBody:
            "On the next screen, iOS asks whether {appName} may track your activity across other companies’ apps and websites. Allowing it lets our partners show you ads that match your interests. You can change this any time in Settings.",
        .explainerButton: "Continue",
        .alertTitle: "Allow “{appName}” to track your activity across other companies’ apps and websites?",
        .usageDescription: "Your data will be used to show you more relevant ads.",
        .allow: "Allow",
        .askNotToTrack: "Ask App Not to Track",
        .moreLines: "{count} more",
    ]
}

/// The SDK families whose forms share one set of text keys, placeholders and catalogue strings.
package enum TextFamily: String, Hashable, Sendable, CaseIterable {
    /// UMP message and privacy-options form.
    case ump
    /// Legacy PersonalizedAdConsent form.
    case pac
    /// App Tracking Transparency explainer and alert.
    case att

    /// The text keys of the family, in screen order.
    package var keys: [TextKey] {
        switch self {
        case .ump:
            [
                .title, .purposesSummary, .storeAccessSummary, .intro, .legitimateInterestNotice,
                .vendorsLink, .consent, .doNotConsent, .manageOptions, .close, .manageOptionsTitle,
                .manageOptionsIntro, .purposesHeading, .specialPurposesHeading, .featuresHeading,
                .specialFeaturesHeading, .consentSwitch, .legitimateInterest, .alwaysActive, .illustrationsHeading, .vendorPreferences,
                .vendorsTitle, .googleATPsTitle, .privacyPolicy, .acceptAll, .rejectAll, .confirmChoices, .back,
                .privacyOptionsTitle, .privacyOptionsEntry, .usStatesTitle, .usStatesBody, .usStatesChoice,
                .usStatesOptOut, .usStatesClose, .searchPrompt, .vendorMatches, .partnerMatches, .noVendorMatches,
                .legitimateInterestClaim, .flexibleLegalBasis, .retention, .retentionStandard, .retentionPerPurpose,
                .notDeclared, .cookieMaxAge, .otherStorage, .nonCookieAccess, .noneDeclared, .noCookies,
                .cookieAgeNotDeclared, .sessionCookiesOnly, .days, .seconds, .cookieRefreshed, .noneGiven, .moreLines,
                .learnMore, .moreInfo, .viewDetails, .storageDisclosures, .dataCollected, .helpTip,
                .helpDialogClose,
            ]
        case .pac:
            [
                .intro, .question, .changeChoice, .partnersNotice, .learnHowLink, .personalized, .nonPersonalized,
                .adFree, .providersIntro, .howAppUsesData, .back, .npaConfirmation, .agree, .npaOnlyNotice,
                .nonPersonalizedNoQuestion, .npaAdFreeDetail, .opensLink, .moreLines,
            ]
        case .att:
            [
                .explainerTitle, .explainerBody, .explainerButton, .alertTitle, .usageDescription, .allow, .askNotToTrack,
                .moreLines,
            ]
        }
    }

    /// The placeholders the family's texts may use (some keys add run-time ones: `TextKey.runtimePlaceholders`).
    package var placeholders: [Placeholder] {
        switch self {
        case .ump: [.appName, .vendorCount, .atpCount, .partnerCount]
        case .pac: [.appName, .partnerCount]
        case .att: [.appName]
        }
    }
}

/// A value substituted into texts: `{appName}` and friends.
package enum Placeholder: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The app's display name.
    case appName
    /// UMP: the number of GVL vendors shown.
    case vendorCount
    /// UMP: the number of Google ATPs shown.
    case atpCount
    /// UMP: vendors plus ATPs; PAC: the ad providers the consent server returned (known at run time).
    case partnerCount
    /// A number the screen knows when it draws (days, matches, lines); only in keys that declare it.
    case count
    /// The whole a `{count}` is out of (vendors in the list); only in keys that declare it.
    case total
    /// The text typed into the vendor search; only in `noVendorMatches`.
    case search

    /// `{name}`, as written in a text.
    package var description: String { "{\(rawValue)}" }
}

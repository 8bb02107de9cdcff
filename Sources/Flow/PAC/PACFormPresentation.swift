import Basics

/// What a successfully loaded PAC form shows: consentform.html after `setUpConsentDialog` ran.
package struct PACFormPresentation: Hashable, Sendable {
    /// `app_name` (CFBundleDisplayName → CFBundleName).
    package var appName: String
    /// `app_privacy_url`, opened by "How {App} uses your data".
    package var appPrivacyPolicyURL: String
    /// The provider chips of screen B, from the stored `providers`.
    package var providers: [PACFormProvider]
    /// btn0 is left (personalized offered, at least one provider, no NPA publisher id).
    package var offersPersonalized: Bool
    /// btn1 is left.
    package var offersNonPersonalized: Bool
    /// btn2 is left.
    package var offersAdFree: Bool
    /// The layout state the buttons left imply.
    package var layout: PACFormLayout

    /// A presentation; `layout` follows from the three buttons as in the HTML.
    package init(
        appName: String, appPrivacyPolicyURL: String, providers: [PACFormProvider], offersPersonalized: Bool,
        offersNonPersonalized: Bool, offersAdFree: Bool
    ) {
        self.appName = appName
        self.appPrivacyPolicyURL = appPrivacyPolicyURL
        self.providers = providers
        self.offersPersonalized = offersPersonalized
        self.offersNonPersonalized = offersNonPersonalized
        self.offersAdFree = offersAdFree
        layout = PACFormPresentation.layout(
            personalized: offersPersonalized, nonPersonalized: offersNonPersonalized, adFree: offersAdFree)
    }

    /// The HTML's three independent `if`s on `childElementCount` (the no-options case is an error
    /// before this point; personalized + ad-free keeps the full layout).
    static func layout(personalized: Bool, nonPersonalized: Bool, adFree: Bool) -> PACFormLayout {
        let count = [personalized, nonPersonalized, adFree].filter { $0 }.count
        if count == 2 && !personalized { return .npaAdFree }
        if count == 1 && personalized { return .paOnly }
        if count == 1 && nonPersonalized { return .npaOnly }
        return .full
    }

    /// "our {N} partners": nil when there are no providers (the HTML then leaves the count empty).
    package var partnerCount: Int? { providers.isEmpty ? nil : providers.count }

    /// The screen shown first: D in the NPA-only layout, A otherwise.
    package var initialScreen: PACFormScreen { layout == .npaOnly ? .npaOnly : .options }

    /// Screens reachable in this layout (B needs the learn-more link, C needs btn1).
    package var reachableScreens: [PACFormScreen] {
        switch layout {
        case .npaOnly: [.npaOnly]
        case .npaAdFree: [.options, .npaConfirmation]
        case .paOnly: [.options, .learnMore]
        case .full: offersNonPersonalized ? [.options, .learnMore, .npaConfirmation] : [.options, .learnMore]
        }
    }

    /// The elements of `screen` in document order (empty for a screen this layout cannot reach).
    package func elements(on screen: PACFormScreen) -> [PACFormElement] {
        guard reachableScreens.contains(screen) else { return [] }
        switch screen {
        case .options:
            var e: [PACFormElement] = [.appName, .intro]
            if layout != .npaAdFree { e.append(.question) }
            if layout != .paOnly { e.append(.changeAnytime) }
            if layout == .npaAdFree {
                e.append(.detail(.npaAdFree))
            } else {
                e.append(.detail(.standard))
                e.append(.learnMoreLink(partnerCount: partnerCount))
            }
            if offersPersonalized { e.append(.personalizedButton) }
            if offersNonPersonalized {
                e.append(.nonPersonalizedButton(layout == .npaAdFree ? .seeLessRelevant : .noSeeLessRelevant))
            }
            if offersAdFree { e.append(.adFreeButton) }
            return e
        case .learnMore:
            var e: [PACFormElement] = [.appName]
            if layout != .paOnly { e.append(.changeAnytime) }
            e += [.providersIntro, .providerList(providers), .privacyPolicyLink, .backButton]
            return e
        case .npaConfirmation:
            return [.appName, .uniqueIdentifierMessage, .privacyPolicyLink, .backButton, .agreeButton]
        case .npaOnly:
            return [.appName, .intro, .npaOnlyMessage, .privacyPolicyLink, .agreeButton]
        }
    }

    /// The presentation as a trace JSON object.
    package var json: JSONValue {
        .object([
            "appName": .string(appName),
            "appPrivacyPolicyURL": .string(appPrivacyPolicyURL),
            "providers": .array(providers.map(\.json)),
            "offersPersonalized": .bool(offersPersonalized),
            "offersNonPersonalized": .bool(offersNonPersonalized),
            "offersAdFree": .bool(offersAdFree),
            "layout": .string(layout.rawValue),
        ])
    }
}

import Flow
import Forms
import Screens
import Simulation
import TCF

/// Every screen of a form a person can reach, each with a stable id and the steps that reach it.
///
/// The steps are what a person does (activate `ump.consent`, answer the ATT alert); a renderer plays
/// them through the same simulator `consentsim run` uses, so a preview shows exactly what
/// the terminal shows. The home screens cover each ad verdict the form's SDK can lead to.
package enum PreviewCatalog {
    /// The screens of `form`, in the order a gallery shows them.
    package static func screens(for form: FormDefinition) throws -> [PreviewScreen] {
        switch form.sdk {
        case .umpMessage, .umpPrivacyOptions: ump(form)
        case .pac: try pac(form)
        case .att: att(form)
        }
    }

    // MARK: - UMP

    /// The GDPR message's pages, the privacy options, the US states message, UMP's IDFA explainer and
    /// the ATT alert after it, and home after each kind of answer.
    static func ump(_ form: FormDefinition) -> [PreviewScreen] {
        guard let settings = form.ump else { return [] }
        let list = settings.vendorList
        let manage: [PreviewStep] = [.activate(UMPElement.manageOptions)]
        let vendors = manage + [.activate(UMPElement.vendorPreferences)]
        var screens = [PreviewScreen(view: .umpFirstLayer, summary: "GDPR message, first layer")]
        // The publisher's "Learn more" items: the section unfolded, and the first item's help dialog.
        if form.learnMoreItemCount > 0 {
            let unfold: [PreviewStep] = [.activate(UMPElement.learnMore)]
            screens += [
                PreviewScreen(view: .umpFirstLayer, variant: "learnMore", summary: "GDPR message, Learn more unfolded", steps: unfold),
                PreviewScreen(
                    view: .umpHelpDialog, summary: "A Learn more item's help dialog", steps: unfold + [.activate(UMPElement.learnMoreItem(1))]),
            ]
        }
        screens.append(PreviewScreen(view: .umpManageOptions, variant: "purposes", summary: "Manage options: purposes", steps: manage))
        // Each later section of Manage options: focus its first item coming from the bottom (so it
        // lands at the top), then one wheel notch up, as a reader would, to show the heading above it.
        let sections: [(kind: TCFItemKind, name: String, items: [GVLPurpose])] = [
            (.specialFeature, "special features", list.specialFeatures),
            (.specialPurpose, "special purposes", list.specialPurposes),
            (.feature, "features", list.features),
        ]
        for section in sections {
            guard let first = section.items.map(\.id).min() else { continue }
            screens.append(
                PreviewScreen(
                    view: .umpManageOptions, variant: section.kind.rawValue + "s", summary: "Manage options: \(section.name)",
                    steps: manage + [
                        .focus(UMPElement.vendorPreferences), .focus(UMPElement.item(section.kind, first)),
                        .key(.mouse(x: 1, y: 1, button: .scrollUp)),
                    ]))
        }
        screens.append(PreviewScreen(view: .umpVendors, summary: "Vendor preferences", steps: vendors))
        screens.append(
            PreviewScreen(
                view: .umpVendors, variant: "scrolled", summary: "Vendor preferences, two pages down",
                steps: vendors + [.key(.pageDown), .key(.pageDown)]))
        let shown = settings.shownVendorFacts.map(\.id)
        if let vendor = shown.contains(GoogleAdEligibility.googleVendorID) ? GoogleAdEligibility.googleVendorID : shown.min() {
            let detail = vendors + [.activate(UMPElement.vendor(vendor))]
            screens.append(PreviewScreen(view: .umpVendorDetail, summary: "Vendor \(vendor)'s details", steps: detail))
            screens.append(
                PreviewScreen(
                    view: .umpVendorDetail, variant: "scrolled", summary: "Vendor \(vendor)'s details, two pages down: data and storage",
                    steps: detail + [.key(.pageDown), .key(.pageDown)]))
        }
        // Both screens below open from the app's privacy settings entry; a form without one
        // (`privacyOptionsEntryPoint: false`) cannot reach them.
        if settings.privacyOptionsEntryPoint {
            // Consent then Allow reaches home with the entry point; reopening it is the privacy-options form.
            screens.append(
                PreviewScreen(
                    view: .umpPrivacyOptions, summary: "Privacy options, reopened from home",
                    steps: [.activate(UMPElement.consent), .activate(allow), .activate(HomeView.privacySettings)]))
            // In a regulated US state UMP asks for tracking first (its IDFA message), then the message
            // comes through the app's privacy settings entry.
            screens.append(
                PreviewScreen(
                    view: .usMessage, summary: "US states message (a regulated US state)",
                    setup: { $0.debugGeography = .regulatedUSState },
                    steps: [.activate(explainerContinue), .activate(allow), .activate(HomeView.privacySettings)]))
        }
        // Outside the EEA, UMP's IDFA message explains tracking before iOS asks.
        screens.append(
            PreviewScreen(
                view: .attExplainer, summary: "IDFA explainer (outside the EEA)",
                setup: { $0.debugGeography = .notEEA }))
        screens.append(
            PreviewScreen(
                view: .attAlert, summary: "iOS tracking alert",
                setup: { $0.debugGeography = .notEEA }, steps: [.activate(explainerContinue)]))
        // The first layer's own refusal when it has one, else "Reject all" on Manage options.
        let refusal: (how: String, steps: [PreviewStep]) =
            if settings.firstLayer.buttons.contains(.doNotConsent) {
                ("after Do not consent", [.activate(UMPElement.doNotConsent)])
            } else if settings.firstLayer.closeIcon { ("after closing the message", [.activate(UMPElement.close)]) } else {
                ("after Reject all", manage + [.activate(UMPElement.rejectAll)])
            }
        let npa = UMPChoices(purposeConsents: [1], vendorConsents: [GoogleAdEligibility.googleVendorID])
        // Google must itself be disclosed for any kind of ad (Limited ads 2.0, `GoogleServingRules`):
        // a form whose vendor list lacks Google reaches only "no ads", whatever the person answers, so it
        // has one home screen. A form that discloses Google reaches at least limited ads, whatever the
        // person refuses, so it has no "no ads" screen.
        guard shown.contains(GoogleAdEligibility.googleVendorID) else {
            screens.append(
                home(
                    .none, "after Consent and Allow (Google, vendor \(GoogleAdEligibility.googleVendorID), is not among the form's vendors)",
                    [.activate(UMPElement.consent), .activate(allow)]))
            return screens
        }
        screens += [
            home(.personalized, "after Consent and Allow", [.activate(UMPElement.consent), .activate(allow)]),
            home(
                .nonPersonalized, "after confirming purpose 1 only",
                [.send(.umpForm(.confirmChoices(npa))), .activate(askNotToTrack)]),
            home(.limited, refusal.how, refusal.steps + [.activate(askNotToTrack)]),
        ]
        return screens
    }

    // MARK: - PAC

    /// Every screen of the PAC form's layout that its buttons and links reach, then home after each choice.
    static func pac(_ form: FormDefinition) throws -> [PreviewScreen] {
        let simulator = Simulator(form: form, settings: SimulatorSettings { $0.language = form.languages.default })
        let found = try PACScreenExplorer.screens(of: simulator)
        var screens = found.map { screen, path in
            PreviewScreen(view: .pacForm(screen), summary: "PAC form, \(screen.name) screen", steps: path.map(press))
        }
        let elements = Set(
            found.flatMap { screen, path in
                (try? PACScreenExplorer.replay(path, on: simulator))??.elements ?? []
            })
        // PAC asks for tracking after its form (the app's order); the answer leaves the verdict alone.
        if elements.contains(.personalizedButton) {
            screens.append(home(.personalized, "after Yes, continue to see relevant ads", [press(.personalizedButton), .activate(allow)]))
        }
        if let agree = found.first(where: { $0.screen == .npaConfirmation || $0.screen == .npaOnly }) {
            screens.append(
                home(
                    .nonPersonalized, "after agreeing to less relevant ads",
                    agree.path.map(press) + [press(.agreeButton), .activate(askNotToTrack)]))
        }
        if elements.contains(.adFreeButton) {
            screens.append(home(.none, "after choosing the ad-free version", [press(.adFreeButton), .activate(askNotToTrack)]))
        }
        return screens
    }

    // MARK: - ATT

    /// The explainer (when the form has one) and the system alert, then home.
    static func att(_ form: FormDefinition) -> [PreviewScreen] {
        var screens: [PreviewScreen] = []
        if form.att?.explainer ?? true {
            screens.append(PreviewScreen(view: .attExplainer, summary: "The app's explainer before the alert", setup: explainerFirst))
            screens.append(
                PreviewScreen(
                    view: .attAlert, summary: "iOS tracking alert", setup: explainerFirst,
                    steps: [.activate(explainerContinue)]))
            // Home as the ATT-only app itself reaches it (its own explainer, no CMP): the UMP stand-in
            // would read the app's UMP-based checks, which an app without UMP does not have.
            screens.append(home(.personalized, "after Allow", [.activate(explainerContinue), .activate(allow)]))
        } else {
            screens.append(PreviewScreen(view: .attAlert, summary: "iOS tracking alert"))
            screens.append(home(.personalized, "after Allow", [.activate(allow)]))
        }
        return screens
    }

    /// The ATT screens' buttons the steps press.
    private static let allow = ATTAlertView.allowID, askNotToTrack = ATTAlertView.askNotToTrackID
    private static let explainerContinue = ATTExplainerView.continueID

    /// Pressing one of the PAC form's elements.
    private static func press(_ element: PACFormElement) -> PreviewStep { .activate(ElementID(element.id)) }

    /// The engine shows an explainer before the alert only as UMP's IDFA message, which a UMP app
    /// outside the EEA gets; a UMP run there shows nothing else of UMP, so it stands for the app's own.
    @Sendable static func explainerFirst(_ configuration: inout AppConfiguration) {
        configuration.sdk = .ump
        configuration.debugGeography = .notEEA
        configuration.attOrder = .umpManaged
    }

    /// The app's home screen with the ad verdict `verdict`, reached by `steps`.
    static func home(
        _ verdict: AdRequestKind, _ how: String, _ steps: [PreviewStep],
        setup: @escaping @Sendable (inout AppConfiguration) -> Void = { _ in }
    ) -> PreviewScreen {
        let name =
            switch verdict {
            case .personalized: "personalized"
            case .nonPersonalized: "nonPersonalized"
            case .limited: "limited"
            case .technical: "technical"
            case .none: "none"
            }
        let ads = verdict == .none ? "no ads" : "\(verdict) ads"
        return PreviewScreen(view: .home, variant: name, summary: "Home, \(ads), \(how)", setup: setup, steps: steps, verdict: verdict)
    }
}

extension ViewID {
    /// The view that shows the PAC form's `screen`.
    static func pacForm(_ screen: PACFormScreen) -> ViewID {
        switch screen {
        case .options: .pacOptions
        case .learnMore: .pacLearnMore
        case .npaConfirmation: .pacNPAConfirmation
        case .npaOnly: .pacNPAOnly
        }
    }
}

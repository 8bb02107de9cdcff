import Flow
import Forms
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
        let manage: [PreviewStep] = [.activate("ump.manageOptions")]
        let vendors = manage + [.activate("ump.vendorPreferences")]
        var screens = [
            PreviewScreen(id: "ump-firstLayer", summary: "GDPR message, first layer", view: "ump.firstLayer"),
            PreviewScreen(id: "ump-manageOptions-purposes", summary: "Manage options: purposes", view: "ump.manageOptions",
                          steps: manage),
        ]
        // Each later section of Manage options: focus its first item coming from the bottom (so it
        // lands at the top), then one wheel notch up, as a reader would, to show the heading above it.
        let sections: [(id: String, name: String, prefix: String, items: [GVLPurpose])] = [
            ("specialFeatures", "special features", "specialFeature", list.specialFeatures),
            ("specialPurposes", "special purposes", "specialPurpose", list.specialPurposes),
            ("features", "features", "feature", list.features),
        ]
        for section in sections {
            guard let first = section.items.map(\.id).min() else { continue }
            screens.append(PreviewScreen(id: "ump-manageOptions-\(section.id)", summary: "Manage options: \(section.name)",
                                         view: "ump.manageOptions",
                                         steps: manage + [.focus("ump.vendorPreferences"), .focus(ElementID("\(section.prefix).\(first)")),
                                                          .key(.mouse(x: 1, y: 1, button: .scrollUp))]))
        }
        screens.append(PreviewScreen(id: "ump-vendors", summary: "Vendor preferences", view: "ump.vendors", steps: vendors))
        screens.append(PreviewScreen(id: "ump-vendors-scrolled", summary: "Vendor preferences, two pages down", view: "ump.vendors",
                                     steps: vendors + [.key(.pageDown), .key(.pageDown)]))
        let shown = settings.shownVendorFacts.map(\.id)
        if let vendor = shown.contains(GoogleAdEligibility.googleVendorID) ? GoogleAdEligibility.googleVendorID : shown.min() {
            screens.append(PreviewScreen(id: "ump-vendorDetail", summary: "Vendor \(vendor)'s details", view: "ump.vendorDetail",
                                         steps: vendors + [.activate(ElementID("vendor.\(vendor)"))]))
        }
        // Both screens below open from the app's privacy settings entry; a form without one
        // (`privacyOptionsEntryPoint: false`) cannot reach them.
        if settings.privacyOptionsEntryPoint {
            // Consent then Allow reaches home with the entry point; reopening it is the privacy-options form.
            screens.append(PreviewScreen(id: "ump-privacyOptions", summary: "Privacy options, reopened from home", view: "ump.privacyOptions",
                                         steps: [.activate("ump.consent"), .activate("att.allow"), .activate("home.privacySettings")]))
            // In a regulated US state UMP asks for tracking first (its IDFA message), then the message
            // comes through the app's privacy settings entry.
            screens.append(PreviewScreen(id: "us-message", summary: "US states message (a regulated US state)", view: "us.message",
                                         setup: { $0.debugGeography = .regulatedUSState },
                                         steps: [.activate("att.continue"), .activate("att.allow"), .activate("home.privacySettings")]))
        }
        // Outside the EEA, UMP's IDFA message explains tracking before iOS asks.
        screens.append(PreviewScreen(id: "att-explainer", summary: "IDFA explainer (outside the EEA)", view: "att.explainer",
                                     setup: { $0.debugGeography = .notEEA }))
        screens.append(PreviewScreen(id: "att-alert", summary: "iOS tracking alert", view: "att.alert",
                                     setup: { $0.debugGeography = .notEEA }, steps: [.activate("att.continue")]))
        let message = SimulatorSettings(language: form.languages.default).apply(to: FormConfiguration.configuration(for: form)).umpMessage
        // The first layer's own refusal when it has one, else "Reject all" on Manage options.
        let refusal: (how: String, steps: [PreviewStep]) =
            if settings.firstLayer.buttons.contains(.doNotConsent) { ("after Do not consent", [.activate("ump.doNotConsent")]) }
            else if settings.firstLayer.closeIcon { ("after closing the message", [.activate("ump.close")]) }
            else { ("after Reject all", manage + [.activate("ump.rejectAll")]) }
        let npa = UMPChoices(purposeConsents: [1], vendorConsents: [GoogleAdEligibility.googleVendorID])
        // Google must itself be allowed as a vendor for every kind of ad (GoogleAdEligibility, after
        // Google's documented TCF rules for vendor 755): a form whose vendor list lacks Google
        // reaches only "no ads", whatever the person answers, so it has one home screen.
        guard shown.contains(GoogleAdEligibility.googleVendorID) else {
            screens.append(home(.none, "after Consent and Allow (Google, vendor \(GoogleAdEligibility.googleVendorID), is not among the form's vendors)",
                                [.activate("ump.consent"), .activate("att.allow")]))
            return screens
        }
        screens += [
            home(.personalized, "after Consent and Allow", [.activate("ump.consent"), .activate("att.allow")]),
            home(.nonPersonalized, "after confirming purpose 1 only",
                 [.send(.umpForm(.confirmChoices(npa))), .activate("att.askNotToTrack")]),
            home(.limited, refusal.how, refusal.steps + [.activate("att.askNotToTrack")]),
            home(.none, "after turning every switch off", [.send(.umpForm(.confirmChoices(.nothing(in: message)))), .activate("att.askNotToTrack")]),
        ]
        return screens
    }

    // MARK: - PAC

    /// Every screen of the PAC form's layout that its buttons and links reach, then home after each choice.
    static func pac(_ form: FormDefinition) throws -> [PreviewScreen] {
        let simulator = Simulator(form: form, settings: SimulatorSettings(language: form.languages.default))
        let found = try PACScreenExplorer.screens(of: simulator)
        var screens = found.map { screen, path in
            PreviewScreen(id: "pac-\(screen.name)", summary: "PAC form, \(screen.name) screen", view: "pac.\(screen.name)",
                          steps: path.map { .activate(ElementID($0.id)) })
        }
        let elements = Set(found.flatMap { screen, path in
            (try? PACScreenExplorer.replay(path, on: simulator))??.elements.map(\.id) ?? []
        })
        // PAC asks for tracking after its form (the app's order); the answer leaves the verdict alone.
        if elements.contains("pac.personalized") {
            screens.append(home(.personalized, "after Yes, continue to see relevant ads", [.activate("pac.personalized"), .activate("att.allow")]))
        }
        if let agree = found.first(where: { $0.screen == .npaConfirmation || $0.screen == .npaOnly }) {
            screens.append(home(.nonPersonalized, "after agreeing to less relevant ads",
                                agree.path.map { .activate(ElementID($0.id)) } + [.activate("pac.agree"), .activate("att.askNotToTrack")]))
        }
        if elements.contains("pac.adFree") {
            screens.append(home(.none, "after choosing the ad-free version", [.activate("pac.adFree"), .activate("att.askNotToTrack")]))
        }
        return screens
    }

    // MARK: - ATT

    /// The explainer (when the form has one) and the system alert, then home.
    static func att(_ form: FormDefinition) -> [PreviewScreen] {
        var screens: [PreviewScreen] = []
        if form.att?.explainer ?? true {
            screens.append(PreviewScreen(id: "att-explainer", summary: "The app's explainer before the alert", view: "att.explainer",
                                         setup: explainerFirst))
            screens.append(PreviewScreen(id: "att-alert", summary: "iOS tracking alert", view: "att.alert", setup: explainerFirst,
                                         steps: [.activate("att.continue")]))
            // Home as the ATT-only app itself reaches it (its own explainer, no CMP): the UMP stand-in
            // would read seed 002's checks, which an app without UMP does not have.
            screens.append(home(.personalized, "after Allow", [.activate("att.continue"), .activate("att.allow")]))
        } else {
            screens.append(PreviewScreen(id: "att-alert", summary: "iOS tracking alert", view: "att.alert"))
            screens.append(home(.personalized, "after Allow", [.activate("att.allow")]))
        }
        return screens
    }

    /// The engine shows an explainer before the alert only as UMP's IDFA message, which a UMP app
    /// outside the EEA gets; a UMP run there shows nothing else of UMP, so it stands for the app's own.
    @Sendable static func explainerFirst(_ configuration: inout AppConfiguration) {
        configuration.sdk = .ump
        configuration.debugGeography = .notEEA
        configuration.attOrder = .umpManaged
    }

    /// The app's home screen with the ad verdict `verdict`, reached by `steps`.
    static func home(_ verdict: AdRequestKind, _ how: String, _ steps: [PreviewStep],
                     setup: @escaping @Sendable (inout AppConfiguration) -> Void = { _ in }) -> PreviewScreen {
        let name = switch verdict {
        case .personalized: "personalized"
        case .nonPersonalized: "nonPersonalized"
        case .limited: "limited"
        case .none: "none"
        }
        let ads = verdict == .none ? "no ads" : "\(verdict) ads"
        return PreviewScreen(id: "home-\(name)", summary: "Home, \(ads), \(how)", view: "home", setup: setup, steps: steps,
                             verdict: verdict)
    }
}

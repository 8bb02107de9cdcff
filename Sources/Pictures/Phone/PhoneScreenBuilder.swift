import Flow
import Forms
import Screens
import Simulation

/// The phone picture of the simulator's current view, built from the same state the terminal views
/// draw (the form, the language's texts, UMP's switches and pages, PAC's presentation), so one edit
/// to a form shows in both renderings.
extension SimulatorState {
    /// The current view as a phone shows it, from its top.
    package func phoneScreen() -> PhoneScreen {
        let context = ViewContext(form: form, language: language, size: screenSize, glyphs: glyphs, texts: texts)
        let palette = PhonePalette(form.colors)
        let view = viewID
        var screen: PhoneScreen
        switch view {
        case .umpFirstLayer, .umpPrivacyOptions:
            screen = umpFirstLayer(privacyOptions: view == .umpPrivacyOptions, context: context, palette: palette)
        case .umpManageOptions: screen = umpManageOptions(context: context, palette: palette)
        case .umpVendors: screen = umpVendors(context: context, palette: palette)
        case .umpVendorDetail: screen = umpVendorDetail(context: context, palette: palette)
        case .umpHelpDialog: screen = umpHelpDialog(context: context, palette: palette)
        case .usMessage: screen = usMessage(context: context, palette: palette)
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            guard let pac = app.screen.pacForm else { return home(context: context, palette: palette) }
            return PACPhoneScreen.screen(pac.presentation, screen: pac.screen, context: context)
        case .attExplainer: return attExplainer(context: context, palette: palette)
        case .attAlert: return attAlert(context: context, palette: palette)
        case .home, .notRunning: return home(context: context, palette: palette)
        }
        // AdMob's editor styles the message's pages (every dialog alike), not the app or the system.
        screen.style = PhoneStyle(form.style)
        return screen
    }

    /// What heads a message: the form's icon glyph (standing for the app's icon), its name as a
    /// title, its logo image with the name as the alternative text, or nothing (`style.header`).
    func logo(context: ViewContext) -> PhoneBlock {
        let name = TerminalText.sanitize(form.app.name)
        switch form.style.header {
        case .icon: return .logo(glyph: TerminalText.sanitize(form.app.iconGlyph), name: nil)
        case .appName: return .appTitle(name)
        case .logo(let image): return .logoImage(uri: image.dataURI, aspect: Double(image.width) / Double(image.height), alt: name)
        case .none: return .gap(0)
        }
    }

    // MARK: - The app's own screens

    /// The app's explainer before the ATT alert, in the brand's colours: logo, title, body, and one
    /// "Continue" button (Apple's HIG "Accessing private data": an app's own screen before the
    /// system alert may explain, but its button must not read as "Allow").
    func attExplainer(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        PhoneScreen(
            presentation: .fullScreen,
            blocks: [
                .gap(48), logo(context: context),
                .headline(context.text(.explainerTitle), .center, size: 24),
                .paragraph([PhoneRun(context.text(.explainerBody))], .center, size: 16, muted: false),
            ],
            footer: [PhoneButton(context.text(.explainerButton), .filled(palette.accent))], palette: palette,
            caption: "The app's own screen: its layout is the app's choice; this one is a centred logo, title and one button.")
    }

    /// iOS's tracking alert in the system's font and colours (never the form's): the title naming the
    /// app, the form's `NSUserTrackingUsageDescription`, then "Ask App Not to Track" over "Allow".
    func attAlert(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        var system = PhonePalette.google
        system.text = RGB(0x000000)
        system.background = palette.background
        return PhoneScreen(
            presentation: .systemAlert,
            blocks: [
                .headline(context.text(.alertTitle), .center, size: 17),
                .paragraph([PhoneRun(context.text(.usageDescription))], .center, size: 13, muted: false),
            ],
            footer: [PhoneButton(context.text(.askNotToTrack), .systemAlert), PhoneButton(context.text(.allow), .systemAlert)],
            palette: system,
            caption: "iOS's system alert (AppTrackingTransparency): apps set only the message; the app behind it is left blank.")
    }

    /// The app's home: its name, the ad slot with the verdict, and the privacy settings entry.
    func home(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        let entry = form.ump.map { _ in context.text(.privacyOptionsEntry) } ?? "Privacy settings"
        let data = HomeViewData(
            app: app, appName: TerminalText.sanitize(form.app.name), iconGlyph: TerminalText.sanitize(form.app.iconGlyph),
            privacySettingsLabel: entry, offersPrivacyEntry: form.ump?.privacyOptionsEntryPoint ?? true)
        let ad: String =
            switch data.adSlot.kind {
            case .personalized: "Personalized ad"
            case .nonPersonalized: "Non-personalized ad"
            case .limited: "Limited ad"
            case .technical: "Ad (technical only)"
            case .none: "No ad"
            }
        var blocks: [PhoneBlock] = [
            .gap(16), .logo(glyph: data.iconGlyph, name: data.appName), .gap(24),
            .paragraph([PhoneRun("canRequestAds:", .bold), PhoneRun(data.canRequestAds ? " true" : " false")], .leading, size: 15, muted: false),
            .paragraph([PhoneRun("\(data.advertisingIDName):", .bold), PhoneRun(" " + data.idfa)], .leading, size: 15, muted: false),
            .divider, .headline(ad, .center, size: 20),
        ]
        blocks += data.adSlot.reasons.map { .bullet($0) }
        let footer = data.showsPrivacySettings ? [PhoneButton(data.privacySettingsLabel, .outlined(palette.accent))] : []
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: footer, palette: palette,
            caption: "The simulated app's home, not an SDK screen: the ad slot shows the verdict.")
    }

    /// UMP's US states message.
    func usMessage(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        PhoneScreen(
            presentation: .fullScreen,
            blocks: [
                logo(context: context), .headline(context.text(.usStatesTitle), .center, size: 22),
                .paragraph([PhoneRun(context.text(.usStatesBody))], .leading, size: 15, muted: false),
                .paragraph([PhoneRun(context.text(.usStatesChoice))], .leading, size: 15, muted: false),
            ],
            footer: [
                PhoneButton(context.text(.usStatesOptOut), .filled(palette.rejectButton)),
                PhoneButton(context.text(.usStatesClose), .outlined(palette.acceptButton)),
            ], palette: palette,
            caption: "Google's help pages fix the message's texts and choices, not its layout: the placement here follows the GDPR message's.")
    }
}

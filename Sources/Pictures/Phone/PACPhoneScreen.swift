import Flow
import Forms
import Screens

/// The PAC form on a phone as Google's consentform.html draws it (googleads/googleads-consent-sdk-ios,
/// PersonalizedAdConsent/PersonalizedAdConsent/PersonalizedAdConsent.bundle/consentform.html): the
/// centred white card, the app's icon and name, 12-pixel grey intro and detail text, the 18-pixel
/// question, the outlined full-width option buttons in Google Blue, the partner chips, and the small
/// Back and Agree buttons, in the form's words (the catalogue holds the HTML's English).
enum PACPhoneScreen {
    /// consentform.html's colours: `body` text black at 86 %, `.head_intro` and `.message` at 71 %
    /// (on white, #242424 and #4a4a4a), links and button labels #1A73E8, outlines #DADCE0.
    static let palette = PhonePalette(
        background: RGB(0xFFFFFF), text: RGB(0x242424), muted: RGB(0x4A4A4A), accent: RGB(0x1A73E8),
        acceptButton: RGB(0x1A73E8), rejectButton: RGB(0x1A73E8), line: RGB(0xDADCE0))

    /// `#content`'s `max-width`: 600 pixels, 338 on screen D (`#content.NPA-only`).
    static func maxWidth(_ screen: PACFormScreen) -> Double { screen == .npaOnly ? 338 : 600 }

    /// `screen` of the form `presentation` describes, in `context`'s language.
    static func screen(_ presentation: PACFormPresentation, screen: PACFormScreen, context: ViewContext) -> PhoneScreen {
        let values: [Placeholder: String] = [
            .appName: presentation.appName, .partnerCount: presentation.partnerCount.map(String.init) ?? "",
        ]
        func text(_ key: TextKey) -> String { context.text(key, values) }
        var blocks: [PhoneBlock] = []
        var buttons: [PhoneButton] = []
        // `.head_detail` (screen A) and `.message` (screen B) hold several elements in one
        // paragraph: the change-anytime sentence, the detail, the learn-more link, the providers' intro.
        var inline: [PhoneRun] = []
        func flush() {
            if !inline.isEmpty { blocks += [.gap(screen == .options ? 4 : 0), .paragraph(inline, .center, size: 12, muted: true)] }
            inline = []
        }
        for element in presentation.elements(on: screen) {
            switch element {
            case .changeAnytime, .detail, .learnMoreLink, .providersIntro: break
            default: flush()
            }
            switch element {
            case .appName:
                blocks += [.logo(glyph: TerminalText.sanitize(context.form.app.iconGlyph), name: TerminalText.sanitize(presentation.appName))]
                // `.consent` (screens B, C, D) sits 16 pixels under the title; `#title_head` (A) 14.
                blocks.append(.gap(screen == .options ? 14 : 16))
            case .intro where screen == .npaOnly:
                // `#consent2 .head_intro`: weight 500, 16 pixels above the message.
                blocks += [.paragraph([PhoneRun(text(.intro), .bold)], .center, size: 12, muted: true), .gap(4)]
            case .intro: blocks.append(.paragraph([PhoneRun(text(.intro))], .center, size: 12, muted: true))
            case .question:
                // `#head_question`: 18 pixels on 23, the body's weight, 12 pixels under the intro.
                blocks.append(.paragraph([PhoneRun(text(.question))], .center, size: 18, muted: false))
            case .changeAnytime: inline.append(PhoneRun(text(.changeChoice) + " "))
            case .detail(.standard): inline.append(PhoneRun(text(.partnersNotice) + " "))
            case .detail(.npaAdFree): inline.append(PhoneRun(text(.npaAdFreeDetail) + " "))
            case .learnMoreLink(let count):
                var label = text(.learnHowLink)
                if count == nil { label = PACFormView.collapsingSpaces(label) }
                inline.append(PhoneRun(label, .link))
            case .providersIntro: inline.append(PhoneRun(text(.providersIntro)))
            case .providerList(let providers):
                blocks += [.gap(4), .chips(providers.map { TerminalText.sanitize($0.name) }), .divider]
            case .uniqueIdentifierMessage: blocks.append(.paragraph([PhoneRun(text(.npaConfirmation))], .center, size: 12, muted: true))
            case .npaOnlyMessage: blocks.append(.paragraph([PhoneRun(text(.npaOnlyNotice))], .center, size: 12, muted: true))
            case .privacyPolicyLink:
                // `.how-use-data`: 12 pixels, 16 above.
                blocks += [.gap(6), .paragraph([PhoneRun(text(.howAppUsesData), .link)], .center, size: 12, muted: true)]
            case .personalizedButton: buttons.append(PhoneButton(text(.personalized), .outlined(palette.accent), shape: .pacOption))
            case .nonPersonalizedButton(let title):
                let key: TextKey = title == .seeLessRelevant ? .nonPersonalizedNoQuestion : .nonPersonalized
                buttons.append(PhoneButton(text(key), .outlined(palette.accent), shape: .pacOption))
            case .adFreeButton: buttons.append(PhoneButton(text(.adFree), .outlined(palette.accent), shape: .pacOption))
            case .backButton: buttons.append(PhoneButton(text(.back), .outlined(palette.accent), shape: .pacAction))
            case .agreeButton: buttons.append(PhoneButton(text(.agree), .filled(palette.accent), shape: .pacAction))
            }
        }
        flush()
        return PhoneScreen(
            presentation: .card(maxWidth: maxWidth(screen)), blocks: blocks, footer: buttons, palette: palette,
            caption: "consentform.html (googleads-consent-sdk-ios), laid out from its CSS; Roboto as the page asks, "
                + "the system's sans-serif where it is not installed.")
    }
}

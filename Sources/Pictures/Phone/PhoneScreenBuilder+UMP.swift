import Flow
import Forms
import Screens
import Simulation
import TCF

/// UMP's GDPR message pages on a phone, laid out as Google's form markup lays them out: the
/// Funding Choices client that UMP loads on iOS and Android alike (its templates build
/// `.fc-choice-dialog`, `.fc-data-preferences-dialog` and `.fc-vendor-preferences-dialog`; a public
/// copy of the client script, returned by the public code index on 2026-11-29 as file id 46561646144
/// with no repository, path or commit; see the Sources article). The element order, the
/// button hierarchy (`fc-primary-button`, `fc-secondary-button`, the third button's text label), the
/// purpose icons (`.fc-stack-icon`), the folding "Learn more" (`.fc-faq-header`), the header bar with
/// its back arrow and help tips (`.fc-dialog-header`, `.fc-help-tip`), the "more info" link
/// (`.fc-purpose-feature-more-info`) and the vendor rows (storage disclosure, data categories, "View
/// details | Storage disclosures | Privacy policy") follow that markup. The texts follow AdMob help
/// "GDPR messages" (support.google.com/admob/answer/10114014) and "Create GDPR messages for apps"
/// (answer 10113207: the buttons and the close icon).
extension SimulatorState {
    /// What no public source fixes on the UMP pages, said under each picture.
    static let umpUnsourced =
        "Element order, button hierarchy and icons follow Google's form markup; its stylesheet is not public here, so sizes, "
        + "colours, corner radii, the slider's look and the width at which the two buttons stop sharing a row are this simulator's."

    /// The first layer's buttons as the form's markup ranks them: Consent the primary (filled) button,
    /// Do not consent the secondary one (or Manage options when the message has no Do not consent), and
    /// Manage options a text button under them when it comes third.
    func firstLayerButtons(context: ViewContext, palette: PhonePalette) -> [PhoneButton] {
        FirstLayerButtonLook.all(form).map { look in
            let color = RGB(look.color)
            let role: PhoneButton.Role =
                switch look.kind {
                case .filled: .filled(color)
                case .outlined: .outlined(color)
                case .text: .text(color)
                }
            var drawn = form.style.buttons[look.button].map(PhoneButtonLook.init) ?? PhoneButtonLook()
            drawn.label = RGB(look.label)
            drawn.border = look.border.map(RGB.init)
            return PhoneButton(context.text(look.button.textKey), role, look: drawn)
        }
    }

    /// The first layer, or the privacy-options form (the same page under its own headline).
    func umpFirstLayer(privacyOptions: Bool, context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        var blocks: [PhoneBlock] = []
        let items = learnMoreItems
        if form.ump?.firstLayer.closeIcon ?? false { blocks.append(.close(label: context.text(.close))) }
        blocks.append(logo(context: context))
        if privacyOptions { blocks.append(.headline(context.text(.privacyOptionsTitle), .center, size: 15)) }
        blocks += [
            .headline(context.text(.title), .center, size: 20),
            // The message's stacks: the form names each one's icon (personalised ads, device storage).
            .stacks([PhoneStack(.person, context.text(.purposesSummary)), PhoneStack(.devices, context.text(.storeAccessSummary))]),
            // The publisher's items when the form declares them; without, the section is drawn folded.
            .disclosure(
                label: context.text(.learnMore), expanded: !items.isEmpty && pages.form.expanded.contains(UMPElement.learnMore),
                items: items.map(\.title)),
            // `.fc-footer`: the vendors link inside its sentence, then the legitimate-interest notice.
            .paragraph([PhoneRun(context.text(.intro) + " "), PhoneRun(context.text(.vendorsLink), .link)], .leading, size: 14, muted: true),
        ]
        if ump?.showsLegitimateInterest ?? true {
            blocks.append(.paragraph([PhoneRun(context.text(.legitimateInterestNotice))], .leading, size: 14, muted: true))
        }
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: firstLayerButtons(context: context, palette: palette), footerLayout: .pairByWidth,
            palette: palette,
            caption: Self.umpUnsourced
                + (items.isEmpty
                    ? " The Learn more section is drawn folded: its items come from the publisher's message configuration."
                    : " The Learn more items are the publisher's, from the form."))
    }

    /// What no public source fixes in a "Learn more" item's help dialog, said under its picture.
    static let helpDialogUnsourced =
        "The help dialog's title, text and close button follow Google's form markup (.fc-help-dialog); its size, padding and colours are "
        + "this simulator's, and the first layer under it is not drawn. The title and text are the publisher's, from the form."

    /// The help dialog of a "Learn more" item as the markup builds it (`.fc-help-dialog-container`:
    /// an overlay, then `.fc-help-dialog` with the title as its `h1`, `.fc-help-dialog-contents` and
    /// the close button's container): the publisher's title and text, and Close.
    func umpHelpDialog(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        guard case .helpDialog(let index) = pages.form.page, let item = learnMoreItems.first(where: { $0.index == index }) else {
            return umpFirstLayer(privacyOptions: false, context: context, palette: palette)
        }
        return PhoneScreen(
            presentation: .card(maxWidth: 340),
            blocks: [
                .headline(TerminalText.sanitize(item.title), .leading, size: 18),
                .paragraph([PhoneRun(TerminalText.sanitize(item.text))], .leading, size: 14, muted: false),
            ],
            footer: [PhoneButton(context.text(.helpDialogClose), .text(palette.accent))], palette: palette, caption: Self.helpDialogUnsourced)
    }

    /// The header bar of the pages after the first: the back arrow, the app's name, no help tip.
    func umpHeaderBar(context: ViewContext) -> PhoneBlock {
        .headerBar(title: TerminalText.sanitize(form.app.name), back: context.text(.back), help: nil)
    }

    /// Manage options (`.fc-data-preferences-dialog`): the header bar, the title and intro, the
    /// purposes, special purposes, features and special features as preference rows (description cut
    /// at three lines, "more info", switches; help tips on those that are always active), the vendor
    /// preferences row; Accept all beside Confirm choices (the primary), and Reject all under them.
    func umpManageOptions(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        guard let model = ump else { return home(context: context, palette: palette) }
        let state = pages.form
        var blocks: [PhoneBlock] = [
            umpHeaderBar(context: context),
            .headline(context.text(.manageOptionsTitle), .leading, size: 22),
            .paragraph([PhoneRun(context.text(.manageOptionsIntro))], .leading, size: 14, muted: true),
            .sectionLabel(context.text(.purposesHeading), help: context.text(.helpTip)),
        ]
        var anchors: [ElementID: Int] = [:]
        func row(_ kind: TCFItemKind, _ id: Int, switches: [PhoneSwitch], help: Bool) -> PhoneBlock {
            let element = UMPElement.item(kind, id)
            anchors[element] = blocks.count
            let expanded = state.expanded.contains(element)
            return .preference(
                PhonePreference(
                    title: context.tcfName(kind, id: id) ?? "\(kind.rawValue) \(id)", help: help ? context.text(.helpTip) : nil,
                    lines: [context.tcfDescription(kind, id: id) ?? ""], maxLines: expanded ? nil : 3, links: [context.text(.moreInfo)],
                    switches: switches))
        }
        func toggle(_ target: UMPSwitch, _ label: TextKey) -> PhoneSwitch {
            PhoneSwitch(context.text(label), isOn: state.draft.isOn(target))
        }
        for id in model.purposeIDs {
            var switches: [PhoneSwitch] = []
            if model.offers(.purposeConsent(id)) { switches.append(toggle(.purposeConsent(id), .consentSwitch)) }
            if model.offers(.purposeLegitimateInterest(id)) { switches.append(toggle(.purposeLegitimateInterest(id), .legitimateInterest)) }
            blocks.append(row(.purpose, id, switches: switches, help: false))
        }
        // The markup's order: special purposes and features (always active: a help tip, no switch),
        // then special features (a consent switch each).
        for id in model.specialPurposeIDs { blocks.append(row(.specialPurpose, id, switches: [], help: true)) }
        for id in model.featureIDs { blocks.append(row(.feature, id, switches: [], help: true)) }
        for id in model.specialFeatureIDs {
            blocks.append(row(.specialFeature, id, switches: [toggle(.specialFeature(id), .consentSwitch)], help: false))
        }
        blocks += [.gap(8), .navigation(context.text(.vendorPreferences))]
        // A later section's picture starts at its first row, where the terminal preview scrolled to.
        let scrolled = (self[place: .umpManageOptions].scroll?.offset ?? 0) > 0
        let anchor = scrolled ? self[place: .umpManageOptions].focus.flatMap { anchors[$0] } : nil
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), footerLayout: .pairByWidth,
            palette: palette,
            caption: Self.umpUnsourced + " Reject all is the simulator's third button; the form's markup has Accept all and Confirm choices.",
            anchor: anchor)
    }

    /// Accept all (secondary) beside Confirm choices (primary), Reject all as a text button under them.
    func secondLayerButtons(context: ViewContext, palette: PhonePalette) -> [PhoneButton] {
        [
            PhoneButton(context.text(.acceptAll), .outlined(palette.acceptButton)),
            PhoneButton(context.text(.confirmChoices), .filled(palette.accent)),
            PhoneButton(context.text(.rejectAll), .text(palette.rejectButton)),
        ]
    }

    /// A vendor's storage disclosure as the vendor row states it: the cookie's maximum age, or that it
    /// uses other means, then whether cookies are refreshed and whether it uses non-cookie access.
    func storageLines(_ vendor: GVLVendor, context: ViewContext) -> [String] {
        var lines: [String] = []
        if vendor.usesCookies {
            lines.append(context.text(.cookieMaxAge) + ": " + UMPVendorDetailView.cookieText(vendor, context: context) + ".")
        } else {
            lines.append(context.text(.otherStorage) + ": " + context.text(vendor.usesNonCookieAccess ? .nonCookieAccess : .noneDeclared) + ".")
        }
        if vendor.usesCookies && vendor.usesNonCookieAccess { lines.append(context.text(.nonCookieAccess) + ".") }
        return lines
    }

    /// The vendor list (`.fc-vendor-preferences-dialog`): the header bar, the title, then each vendor
    /// with its storage disclosure, data categories, links and switches; then Google's ad partners
    /// under their label and help tip, each with its privacy policy.
    func umpVendors(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        guard let model = ump else { return home(context: context, palette: palette) }
        let state = pages.form
        var blocks: [PhoneBlock] = [umpHeaderBar(context: context), .headline(context.text(.vendorsTitle), .leading, size: 22)]
        // A scrolled picture starts at the first vendor the terminal's screen shows; it draws at
        // most a screenful of rows from there (the list has hundreds).
        let scrolled = (self[place: .umpVendors].scroll?.offset ?? 0) > 0
        let visible = scrolled ? layout(size: screenSize).frame.elements : [:]
        let focusedIndex = scrolled ? model.vendors.firstIndex { entry in entry.details.map { visible[$0.id] != nil } ?? false } : nil
        let start = focusedIndex ?? 0
        let anchor = focusedIndex.map { _ in blocks.count }
        let policy = context.text(.privacyPolicy) + " ↗"
        func switches(_ entry: UMPFormModel.Entry, vendor: Bool) -> [PhoneSwitch] {
            var switches: [PhoneSwitch] = []
            if entry.hasConsent {
                let target: UMPSwitch = vendor ? .vendorConsent(entry.id) : .atpConsent(entry.id)
                switches.append(PhoneSwitch(context.text(.consentSwitch), isOn: state.draft.isOn(target)))
            }
            if entry.hasLegitimateInterest {
                switches.append(PhoneSwitch(context.text(.legitimateInterest), isOn: state.draft.isOn(.vendorLegitimateInterest(entry.id))))
            }
            return switches
        }
        let shown = model.vendors[start...].prefix(12)
        for entry in shown {
            var lines: [String] = []
            var links = [context.text(.viewDetails)]
            if let vendor = model.vendorList.vendor(id: entry.id) {
                lines = storageLines(vendor, context: context)
                let categories = UMPVendorDetailView.dataCategoryNames(vendor, in: model.vendorList)
                if !categories.isEmpty { lines.append(context.text(.dataCollected) + ": " + categories.joined(separator: ", ")) }
                if vendor.deviceStorageDisclosureUrl != nil { links.append(context.text(.storageDisclosures)) }
            }
            links.append(policy)
            blocks.append(
                .preference(PhonePreference(title: entry.title, lines: lines, maxLines: 2, links: links, switches: switches(entry, vendor: true))))
        }
        if shown.endIndex == model.vendors.endIndex && !model.atps.isEmpty {
            blocks.append(.sectionLabel(context.text(.googleATPsTitle), help: context.text(.helpTip)))
            blocks += model.atps.prefix(12).map {
                .preference(PhonePreference(title: $0.title, links: [policy], switches: switches($0, vendor: false)))
            }
        }
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), footerLayout: .pairByWidth,
            palette: palette, caption: Self.umpUnsourced + " Only the rows that fit the screen are drawn.", anchor: anchor)
    }

    /// What no public source fixes on a vendor's details page, said under its picture.
    static let vendorDetailUnsourced =
        umpUnsourced
        + " The sections follow the vendor list in use; the storage disclosure's own items, behind its URL, are not read (consentsim works offline)."

    /// One vendor's details (the markup's vendor details): the header bar, the vendor's name, its
    /// switches, its privacy policy and legitimate-interest claim links, its purposes by legal basis
    /// with their retention, special purposes, features and special features, the data it collects
    /// (GVL v3's `dataDeclaration`), its standard retention, and its device storage (cookie max age
    /// and refresh, other access, the "Storage disclosures" link), all from the vendor list in use.
    func umpVendorDetail(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        let state = pages.form
        guard let model = ump, case .vendorDetail(let id) = state.page, let vendor = model.vendorList.vendor(id: id) else {
            return home(context: context, palette: palette)
        }
        var blocks: [PhoneBlock] = [umpHeaderBar(context: context), .headline(TerminalText.sanitize(vendor.name), .leading, size: 22)]
        if let entry = model.vendors.first(where: { $0.id == id }) {
            if entry.hasConsent { blocks.append(.toggle(context.text(.consentSwitch), isOn: state.draft.isOn(.vendorConsent(id)))) }
            if entry.hasLegitimateInterest {
                blocks.append(.toggle(context.text(.legitimateInterest), isOn: state.draft.isOn(.vendorLegitimateInterest(id))))
            }
        }
        let urls = vendor.url(forLanguage: language.rawValue)
        // The details list their purposes and categories as lines under each heading, without bullets.
        func listItem(_ text: String) -> PhoneBlock { .paragraph([PhoneRun(text)], .leading, size: 14, muted: false) }
        func field(_ label: TextKey, _ value: String, link: Bool) -> PhoneBlock {
            .paragraph(
                [PhoneRun(context.text(label) + ": ", .bold), PhoneRun(TerminalText.sanitize(value), link ? .link : .plain)], .leading, size: 14,
                muted: false)
        }
        blocks.append(field(.privacyPolicy, urls?.privacy ?? vendor.policyUrl ?? context.text(.noneGiven), link: true))
        if let claim = urls?.legIntClaim { blocks.append(field(.legitimateInterestClaim, claim, link: true)) }
        func name(_ kind: TCFItemKind, _ itemID: Int) -> String {
            var text = context.tcfName(kind, id: itemID) ?? "\(kind.rawValue) \(itemID)"
            let days: Int? =
                switch kind {
                case .purpose: vendor.retentionDays(forPurpose: itemID)
                case .specialPurpose: vendor.retentionDays(forSpecialPurpose: itemID)
                case .feature, .specialFeature: nil
                }
            if let days { text += " (" + context.text(.days, [.count: String(days)]) + ")" }
            return text
        }
        let purposes = context.text(.purposesHeading)
        let sections: [(String, [Int], TCFItemKind)] = [
            ("\(purposes): \(context.text(.consentSwitch))", vendor.purposes.sorted, .purpose),
            ("\(purposes): \(context.text(.legitimateInterest))", vendor.legIntPurposes.sorted, .purpose),
            ("\(purposes): \(context.text(.flexibleLegalBasis))", vendor.flexiblePurposes.sorted, .purpose),
            (context.text(.specialPurposesHeading), vendor.specialPurposes.sorted, .specialPurpose),
            (context.text(.featuresHeading), vendor.features.sorted, .feature),
            (context.text(.specialFeaturesHeading), vendor.specialFeatures.sorted, .specialFeature),
        ]
        for (heading, ids, kind) in sections where !ids.isEmpty {
            blocks.append(.heading(heading))
            blocks += ids.map { listItem(name(kind, $0)) }
        }
        // A scrolled picture starts at what the vendor collects and stores, below the purposes.
        let lower = blocks.count
        let categories = UMPVendorDetailView.dataCategoryNames(vendor, in: model.vendorList)
        if !categories.isEmpty {
            blocks.append(.heading(context.text(.dataCollected)))
            blocks += categories.map(listItem)
        }
        let retention: String =
            if let days = vendor.dataRetention?.stdRetention {
                context.text(.retentionStandard, [.count: String(days)])
            } else {
                context.text(vendor.dataRetention == nil ? .notDeclared : .retentionPerPurpose)
            }
        blocks += [.divider, field(.retention, retention, link: false)]
        blocks += storageLines(vendor, context: context).map { .paragraph([PhoneRun($0)], .leading, size: 14, muted: true) }
        if vendor.deviceStorageDisclosureUrl != nil { blocks.append(.link(context.text(.storageDisclosures), .leading)) }
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), footerLayout: .pairByWidth,
            palette: palette, caption: Self.vendorDetailUnsourced,
            anchor: (self[place: .umpVendorDetail].scroll?.offset ?? 0) > 0 ? lower : nil)
    }
}

import Flow
import Forms
import TCF

/// UMP's GDPR message pages on a phone, as Google's help pages describe the message's structure:
/// AdMob help "GDPR messages" (support.google.com/admob/answer/10114014, "Structure of a message":
/// the logo, the headline naming the app, the purposes, the vendors link inside the text, the
/// buttons, and the Manage options page with its switches), "Create GDPR messages for apps"
/// (answer 10113207: the "User consent options" that choose the buttons, and the close icon), and
/// Ad Manager help "Choose your European regulations messages: 2 vs. 3 buttons" (answer 16696225).
extension SimulatorState {
    /// What no public source fixes on the UMP pages, said under each picture.
    static let umpUnsourced =
        "Unsourced: fonts, sizes, colours of the buttons, corner radii and the switches' look (Google's help shows the "
        + "elements, not their styling); here Google's Material colours and iOS switches."

    /// The first layer, or the privacy-options form (the same page under its own headline).
    func umpFirstLayer(privacyOptions: Bool, context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        let settings = form.ump
        var blocks: [PhoneBlock] = []
        if settings?.firstLayer.closeIcon ?? false { blocks.append(.link("✕  " + context.text(.close), .trailing)) }
        blocks.append(logo(context: context))
        if privacyOptions { blocks.append(.headline(context.text(.privacyOptionsTitle), .center, size: 15)) }
        blocks += [
            .headline(context.text(.title), .center, size: 20),
            .bullet(context.text(.purposesSummary)),
            .bullet(context.text(.storeAccessSummary)),
            .gap(8),
            // The vendors link is part of the sentence, as in Google's message.
            .paragraph([PhoneRun(context.text(.intro) + " "), PhoneRun(context.text(.vendorsLink), .link)], .leading, size: 14, muted: true),
        ]
        if ump?.showsLegitimateInterest ?? true {
            blocks.append(.paragraph([PhoneRun(context.text(.legitimateInterestNotice))], .leading, size: 14, muted: true))
        }
        let buttons = settings?.firstLayer.buttons ?? [.consent, .doNotConsent, .manageOptions]
        let footer = buttons.map { button -> PhoneButton in
            let label = context.text(button.textKey)
            return switch button {
            case .consent: PhoneButton(label, .filled(palette.acceptButton))
            case .doNotConsent: PhoneButton(label, .filled(palette.rejectButton))
            case .manageOptions: PhoneButton(label, .outlined(palette.accent))
            }
        }
        return PhoneScreen(presentation: .fullScreen, blocks: blocks, footer: footer, palette: palette, caption: Self.umpUnsourced)
    }

    /// Manage options: the purposes with their switches, special features, special purposes and
    /// features (always active), the vendor preferences link; Accept all, Reject all and Confirm
    /// choices pinned at the bottom.
    func umpManageOptions(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        guard let model = ump else { return home(context: context, palette: palette) }
        let state = pages.form
        var blocks: [PhoneBlock] = [
            .link("‹ " + context.text(.back), .leading),
            .headline(context.text(.manageOptionsTitle), .leading, size: 22),
            .paragraph([PhoneRun(context.text(.manageOptionsIntro))], .leading, size: 14, muted: true),
            .heading(context.text(.purposesHeading)),
        ]
        var anchors: [ElementID: Int] = [:]
        func item(_ kind: TCFItemKind, _ id: Int, switches: [PhoneSwitch]) -> PhoneBlock {
            let element = UMPElement.item(kind, id)
            anchors[element] = blocks.count
            let expanded = state.expanded.contains(element)
            let title = context.tcfName(kind, id: id) ?? "\(kind.rawValue) \(id)"
            return .item(
                title: expanded ? "⌃  " + title : "⌄  " + title, switches: switches,
                detail: expanded ? context.tcfDescription(kind, id: id) : nil, link: nil)
        }
        func toggle(_ target: UMPSwitch, _ label: TextKey) -> PhoneSwitch {
            PhoneSwitch(context.text(label), isOn: state.draft.isOn(target))
        }
        for id in model.purposeIDs {
            var switches: [PhoneSwitch] = []
            if model.offers(.purposeConsent(id)) { switches.append(toggle(.purposeConsent(id), .consentSwitch)) }
            if model.offers(.purposeLegitimateInterest(id)) { switches.append(toggle(.purposeLegitimateInterest(id), .legitimateInterest)) }
            blocks.append(item(.purpose, id, switches: switches))
        }
        let alwaysActive = PhoneSwitch(context.text(.alwaysActive), isOn: true, fixed: true)
        let sections: [(TCFItemKind, TextKey, [Int])] = [
            (.specialFeature, .specialFeaturesHeading, model.specialFeatureIDs),
            (.specialPurpose, .specialPurposesHeading, model.specialPurposeIDs),
            (.feature, .featuresHeading, model.featureIDs),
        ]
        for (kind, heading, ids) in sections where !ids.isEmpty {
            let headingIndex = blocks.count
            blocks.append(.heading(context.text(heading)))
            for id in ids {
                let switches = kind == .specialFeature ? [toggle(.specialFeature(id), .consentSwitch)] : [alwaysActive]
                blocks.append(item(kind, id, switches: switches))
            }
            if let first = ids.min() { anchors[UMPElement.item(kind, first)] = headingIndex }
        }
        blocks += [.gap(8), .link(context.text(.vendorPreferences) + "  ›", .leading)]
        // A later section's picture starts at its heading, where the terminal preview scrolled to.
        let scrolled = (self[place: .umpManageOptions].scroll?.offset ?? 0) > 0
        let anchor = scrolled ? self[place: .umpManageOptions].focus.flatMap { anchors[$0] } : nil
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), palette: palette,
            caption: Self.umpUnsourced + " No catalogue text says \"View details\": a chevron marks each expandable description.",
            anchor: anchor)
    }

    /// Accept all, Reject all, Confirm choices.
    func secondLayerButtons(context: ViewContext, palette: PhonePalette) -> [PhoneButton] {
        [
            PhoneButton(context.text(.acceptAll), .filled(palette.acceptButton)),
            PhoneButton(context.text(.rejectAll), .filled(palette.rejectButton)),
            PhoneButton(context.text(.confirmChoices), .outlined(palette.accent)),
        ]
    }

    /// The vendor list: search, then each vendor with its switches, then Google's ad partners.
    func umpVendors(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        guard let model = ump else { return home(context: context, palette: palette) }
        let state = pages.form
        var blocks: [PhoneBlock] = [
            .link("‹ " + context.text(.back), .leading),
            .headline(context.text(.vendorsTitle), .leading, size: 22),
            .search(context.text(.searchPrompt)),
        ]
        // A scrolled picture starts at the first vendor the terminal's screen shows; it draws at
        // most a screenful of rows from there (the list has hundreds).
        let scrolled = (self[place: .umpVendors].scroll?.offset ?? 0) > 0
        let visible = scrolled ? layout(size: screenSize).frame.elements : [:]
        let focusedIndex = scrolled ? model.vendors.firstIndex { entry in entry.details.map { visible[$0.id] != nil } ?? false } : nil
        let start = focusedIndex ?? 0
        let anchor = focusedIndex.map { _ in blocks.count }
        func row(_ entry: UMPFormModel.Entry, vendor: Bool) -> PhoneBlock {
            var switches: [PhoneSwitch] = []
            if entry.hasConsent {
                let target: UMPSwitch = vendor ? .vendorConsent(entry.id) : .atpConsent(entry.id)
                switches.append(PhoneSwitch(context.text(.consentSwitch), isOn: state.draft.isOn(target)))
            }
            if entry.hasLegitimateInterest {
                switches.append(PhoneSwitch(context.text(.legitimateInterest), isOn: state.draft.isOn(.vendorLegitimateInterest(entry.id))))
            }
            return .item(title: entry.title + (vendor ? "  ›" : ""), switches: switches, detail: nil, link: nil)
        }
        let shown = model.vendors[start...].prefix(12)
        blocks += shown.map { row($0, vendor: true) }
        if shown.endIndex == model.vendors.endIndex && !model.atps.isEmpty {
            blocks.append(.heading(context.text(.googleATPsTitle)))
            blocks += model.atps.prefix(12).map { row($0, vendor: false) }
        }
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), palette: palette,
            caption: Self.umpUnsourced + " Only the rows that fit the screen are drawn.", anchor: anchor)
    }

    /// One vendor's details: its name, switches, policy, and what it does.
    func umpVendorDetail(context: ViewContext, palette: PhonePalette) -> PhoneScreen {
        let state = pages.form
        guard let model = ump, case .vendorDetail(let id) = state.page, let vendor = model.vendorList.vendor(id: id) else {
            return home(context: context, palette: palette)
        }
        var blocks: [PhoneBlock] = [
            .link("‹ " + context.text(.back), .leading),
            .headline(TerminalText.sanitize(vendor.name), .leading, size: 22),
        ]
        if let entry = model.vendors.first(where: { $0.id == id }) {
            if entry.hasConsent { blocks.append(.toggle(context.text(.consentSwitch), isOn: state.draft.isOn(.vendorConsent(id)))) }
            if entry.hasLegitimateInterest {
                blocks.append(.toggle(context.text(.legitimateInterest), isOn: state.draft.isOn(.vendorLegitimateInterest(id))))
            }
        }
        let url = vendor.url(forLanguage: language.rawValue)?.privacy ?? vendor.policyUrl ?? context.text(.noneGiven)
        blocks += [
            .paragraph(
                [PhoneRun(context.text(.privacyPolicy) + ": ", .bold), PhoneRun(TerminalText.sanitize(url), .link)], .leading, size: 14, muted: false)
        ]
        let purposes = context.text(.purposesHeading)
        let sections: [(String, [Int], TCFItemKind)] = [
            ("\(purposes): \(context.text(.consentSwitch))", vendor.purposes.sorted(), .purpose),
            ("\(purposes): \(context.text(.legitimateInterest))", vendor.legIntPurposes.sorted(), .purpose),
            (context.text(.specialPurposesHeading), vendor.specialPurposes.sorted(), .specialPurpose),
            (context.text(.featuresHeading), vendor.features.sorted(), .feature),
            (context.text(.specialFeaturesHeading), vendor.specialFeatures.sorted(), .specialFeature),
        ]
        for (heading, ids, kind) in sections where !ids.isEmpty {
            blocks.append(.heading(heading))
            blocks += ids.map { .bullet(context.tcfName(kind, id: $0) ?? "\(kind.rawValue) \($0)") }
        }
        return PhoneScreen(
            presentation: .fullScreen, blocks: blocks, footer: secondLayerButtons(context: context, palette: palette), palette: palette,
            caption: Self.umpUnsourced)
    }
}

import Flow
import Forms
import Screens

// Which screen view draws each view id, with the data it needs.
extension SimulatorState {
    /// The current view alone, at `context.size`.
    func renderView(_ view: ViewID, context: ViewContext) -> RenderedScreen {
        let scroll = self[place: view].scroll ?? SimulatorState.initialScroll
        switch view {
        case .home:
            let entry = form.ump.map { _ in context.text(.privacyOptionsEntry) } ?? "Privacy settings"
            let data = HomeViewData(
                app: app, appName: TerminalText.sanitize(form.app.name), iconGlyph: TerminalText.sanitize(form.app.iconGlyph),
                privacySettingsLabel: entry, offersPrivacyEntry: form.ump?.privacyOptionsEntryPoint ?? true)
            return HomeView.render(data, scroll: scroll, context: context)
        case .notRunning:
            return NotRunningView.render(context: context)
        case .umpFirstLayer, .umpPrivacyOptions:
            let settings = form.ump
            let data = UMPFirstLayerData(
                buttons: settings?.firstLayer.buttons ?? [.consent, .doNotConsent, .manageOptions],
                closeIcon: settings?.firstLayer.closeIcon ?? false, isPrivacyOptions: view == .umpPrivacyOptions,
                showsLegitimateInterest: ump?.showsLegitimateInterest ?? true, learnMore: learnMoreItems,
                learnMoreExpanded: umpForm.expanded.contains(UMPElement.learnMore), scroll: scroll)
            return UMPFirstLayerView.render(data, context: context)
        case .umpManageOptions:
            guard let ump else { return FallbackScreen.render(view, context: context) }
            let state = pages.form
            return UMPManageOptionsView.render(
                UMPManageOptionsData(model: ump, draft: state.draft, expanded: state.expanded, scroll: scroll), context: context)
        case .umpVendors:
            guard let ump else { return FallbackScreen.render(view, context: context) }
            let state = pages.form
            let data = UMPVendorListData(
                model: ump, draft: state.draft, search: state.search,
                vendorPositions: pages.vendorPositions, atpPositions: pages.atpPositions, scroll: scroll)
            return UMPVendorListView.render(data, context: context)
        case .umpVendorDetail:
            let state = pages.form
            guard let ump, case .vendorDetail(let id) = state.page, let vendor = ump.vendorList.vendor(id: id) else {
                return FallbackScreen.render(view, context: context)
            }
            return UMPVendorDetailView.render(
                UMPVendorDetailData(vendor: vendor, model: ump, draft: state.draft, scroll: scroll),
                context: context)
        case .umpHelpDialog:
            guard case .helpDialog(let index) = umpForm.page, let item = learnMoreItems.first(where: { $0.index == index }) else {
                return FallbackScreen.render(view, context: context)
            }
            return UMPHelpDialogView.render(UMPHelpDialogData(item: item, scroll: scroll), context: context)
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            guard let pac = app.screen.pacForm else { return FallbackScreen.render(view, context: context) }
            return PACFormView.render(pac.presentation, screen: pac.screen, context: context, scrollOffset: scroll.freeOffset)
        case .attExplainer:
            return ATTExplainerView.render(context: context, scrollOffset: scroll.freeOffset)
        case .attAlert:
            return ATTAlertView.render(context: context, scrollOffset: scroll.freeOffset)
        case .usMessage:
            return USStatesMessageView.render(context: context, scrollOffset: scroll.freeOffset)
        }
    }
}

extension SimulatorState {
    /// The form's "Learn more" items in the language shown (none for a form that declares none).
    package var learnMoreItems: [LearnMoreItem] { form.learnMoreItems(language: language) }
}

import Flow

extension UISession {
    /// Events for the engine; the inspector will highlight what they change in the store.
    mutating func emit(_ events: [AppEvent], app: AppState) -> SessionResponse {
        inspectorBaseline = app.device
        return SessionResponse(events: events)
    }

    /// What activating `id` on `view` does.
    mutating func perform(_ id: ElementID, view: ViewID, app: AppState) -> SessionResponse {
        switch view {
        case .home:
            return HomeView.action(for: id).map { emit([$0], app: app) } ?? .none
        case .notRunning:
            return id == NotRunningView.launch ? emit([.relaunch], app: app) : .none
        case .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail:
            guard let action = UMPElement.action(for: id) else { return .none }
            return performUMP(action, app: app)
        case .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            guard let pac = app.screen.pacForm,
                  let action = PACFormView.action(for: id, presentation: pac.presentation, screen: pac.screen) else { return .none }
            return emit([.pacForm(action)], app: app)
        case .attExplainer:
            return ATTExplainerView.action(for: id).map { emit([$0], app: app) } ?? .none
        case .attAlert:
            return ATTAlertView.action(for: id).map { emit([$0], app: app) } ?? .none
        case .usMessage:
            return USStatesMessageView.action(for: id).map { emit([$0], app: app) } ?? .none
        }
    }

    /// A UMP page action: page changes and switch flips stay in the UI; choices go to the engine.
    mutating func performUMP(_ action: UMPFormAction, app: AppState) -> SessionResponse {
        switch action {
        case .consent, .acceptAll:
            return emit([.consentAll], app: app)
        case .doNotConsent:
            return emit([.doNotConsent], app: app)
        case .close:
            return emit([.close], app: app)
        case .rejectAll:
            return emit([.confirmChoices(ump?.rejectAllChoices ?? UMPChoices())], app: app)
        case .confirmChoices:
            return emit([.confirmChoices(umpForm.draft)], app: app)
        case .manageOptions:
            push(.manageOptions)
        case .openVendors:
            push(.vendors)
        case .openVendor(let id):
            if ump?.vendor(id: id) != nil { push(.vendorDetail(id)) }
        case .back:
            goBack(view: viewID(for: app))
        case .toggleDetails(let item):
            if umpForm.expanded.contains(item) { umpForm.expanded.remove(item) } else { umpForm.expanded.insert(item) }
        case .toggle(let target):
            if ump?.offers(target) == true { umpForm.draft.toggle(target) }
        case .search:
            setFocus(UMPElement.search, view: .umpVendors)
        }
        return .none
    }
}

import Store
import TCF
import Testing

@testable import Flow

@Suite struct TransitionTableTests {
    func has(_ table: [Transition], _ from: String, _ event: String, _ to: String) -> Bool {
        table.contains(Transition(from: from, event: event, to: to))
    }

    @Test func umpTableHasTheDocumentedPaths() {
        let t = UMPReducer.transitions
        #expect(t == t.sorted() && Set(t).count == t.count)
        #expect(has(t, "unknown/idle", "requestConsentInfoUpdate", "unknown/requesting"))
        #expect(has(t, "obtained/idle", "requestConsentInfoUpdate", "obtained/requesting"))
        #expect(has(t, "unknown/requesting", "consentInfoUpdateFinished(success)", "required/idle"))
        #expect(has(t, "unknown/requesting", "consentInfoUpdateFinished(success)", "notRequired/idle"))
        #expect(has(t, "required/idle", "loadAndPresentIfRequired", "required/loadingForm"))
        #expect(has(t, "required/loadingForm", "formLoadFinished(success)", "required/presenting(consentMessage)"))
        #expect(has(t, "required/presenting(consentMessage)", "userOutcome(consentAll)", "obtained/idle"))
        #expect(has(t, "required/presenting(consentMessage)", "userOutcome(dismiss)", "required/idle"))
        #expect(has(t, "required/presenting(consentMessageThenATT)", "userOutcome(doNotConsent)", "obtained/awaitingATT"))
        #expect(has(t, "required/presenting(idfaExplainer)", "userOutcome(continueToATT)", "required/awaitingATT"))
        #expect(has(t, "required/awaitingATT", "trackingAuthorizationFinished", "obtained/idle"))
        #expect(has(t, "obtained/idle", "presentPrivacyOptionsForm", "obtained/presenting(privacyOptions)"))
        #expect(has(t, "notRequired/idle", "presentPrivacyOptionsForm", "notRequired/presenting(usStatesMessage)"))
        #expect(has(t, "obtained/idle", "reset", "unknown/idle"))
    }

    @Test func attTableHasTheDocumentedPaths() {
        let t = ATTReducer.transitions
        #expect(has(t, "notDetermined", "requestAuthorization", "notDetermined+alert"))
        #expect(has(t, "notDetermined+alert", "alertAllow", "authorized"))
        #expect(has(t, "notDetermined+alert", "alertAskNotToTrack", "denied"))
        #expect(has(t, "notDetermined", "requestAuthorization", "denied"))  // iOS 14.0-14.4
        #expect(has(t, "restricted", "requestAuthorization", "restricted"))
        #expect(has(t, "denied", "reinstall", "notDetermined"))
        #expect(!has(t, "restricted", "requestAuthorization", "restricted+alert"))
        #expect(has(t, "authorized", "settings.appTrackingOff", "denied"))
        #expect(has(t, "denied", "settings.appTrackingOn", "authorized"))
        #expect(has(t, "authorized", "settings.allowAppsOffContinue", "denied"))
        #expect(has(t, "denied", "settings.allowAppsOn", "authorized"))
        #expect(!has(t, "restricted", "settings.appTrackingOn", "authorized"))
    }

    @Test func appTableHasTheDocumentedPaths() {
        let t = AppReducer.transitions
        #expect(has(t, "notRunning/notRunning", "launch", "home/running(cmp)"))
        #expect(has(t, "notRunning/notRunning", "launch", "attAlert/running(att)"))
        #expect(has(t, "home/running(cmp)", "ump.formLoadFinished(success)", "umpConsentMessage/running(cmp)"))
        #expect(has(t, "umpConsentMessage/running(cmp)", "umpForm(consentAll)", "attAlert/running(cmp)"))
        #expect(has(t, "umpConsentMessage/running(cmp)", "dismiss", "home/running(cmp)"))
        #expect(has(t, "home/ready", "tapPrivacySettings", "umpPrivacyOptions/privacyOptions(user)"))
        #expect(has(t, "attExplainer/running(cmp)", "explainerContinue", "attAlert/running(cmp)"))
    }

    @Test func pacTableHasTheDocumentedPaths() {
        let t = PACReducer.transitions
        #expect(t == t.sorted() && Set(t).count == t.count)
        #expect(has(t, "unknown/idle", "requestConsentInfoUpdate", "unknown/requesting"))
        #expect(has(t, "unknown/requesting", "httpResponse", "unknown/idle"))
        #expect(has(t, "unknown/idle", "form(load)", "unknown/loadingForm"))
        #expect(has(t, "unknown/loadingForm", "form(webViewDidFinishLoad)", "unknown/formLoaded"))
        #expect(has(t, "unknown/formLoaded", "form(present)", "unknown/presenting(options)"))
        #expect(has(t, "unknown/presenting(options)", "form(choosePersonalized)", "personalized/idle"))
        #expect(has(t, "unknown/presenting(options)", "form(chooseNonPersonalized)", "unknown/presenting(npaConfirmation)"))
        #expect(has(t, "unknown/presenting(npaConfirmation)", "form(agree)", "nonPersonalized/idle"))
        #expect(has(t, "unknown/presenting(npaConfirmation)", "form(back)", "unknown/presenting(options)"))
        #expect(has(t, "unknown/presenting(options)", "form(showLearnMore)", "unknown/presenting(learnMore)"))
        #expect(has(t, "unknown/presenting(options)", "form(chooseAdFree)", "unknown/idle"))
        #expect(has(t, "unknown/presenting(options)", "form(webDismiss)", "unknown/idle"))
        #expect(has(t, "personalized/idle", "reset", "unknown/idle"))
        #expect(has(t, "personalized/idle", "launch", "personalized/idle"))
        #expect(has(t, "unknown/idle", "setConsentStatus(nonPersonalized)", "nonPersonalized/idle"))
        // A form cannot be presented before it loaded.
        #expect(!t.contains { $0.from.hasSuffix("/idle") && $0.event == "form(present)" && $0.to.contains("presenting") })
    }

    @Test func appTableCoversPAC() {
        let t = AppReducer.transitions
        #expect(has(t, "notRunning/notRunning", "launch", "home/running(cmp)"))
        #expect(has(t, "home/running(cmp)", "pac.httpResponse", "home/running(cmp)"))
        #expect(has(t, "home/running(cmp)", "pac.httpResponse", "home/ready"))
        #expect(has(t, "home/running(cmp)", "pac.form(webViewDidFinishLoad)", "pacForm(options)/running(cmp)"))
        #expect(has(t, "home/running(cmp)", "pac.form(webViewDidFinishLoad)", "pacForm(npaOnly)/running(cmp)"))
        #expect(has(t, "home/running(cmp)", "pac.form(webViewDidFinishLoad)", "home/ready"))
        #expect(has(t, "pacForm(options)/running(cmp)", "pacForm(choosePersonalized)", "home/ready"))
        #expect(has(t, "pacForm(options)/running(cmp)", "pacForm(choosePersonalized)", "attAlert/running(att)"))
        #expect(
            has(
                t, "pacForm(options)/running(cmp)", "pacForm(chooseNonPersonalized)",
                "pacForm(npaConfirmation)/running(cmp)"))
        #expect(has(t, "pacForm(npaConfirmation)/running(cmp)", "pacForm(agree)", "home/ready"))
        #expect(has(t, "pacForm(options)/running(cmp)", "pacForm(chooseAdFree)", "home/ready"))
        #expect(has(t, "pacForm(options)/running(cmp)", "dismiss", "home/running(cmp)"))
        #expect(has(t, "home/ready", "tapPrivacySettings", "home/privacyOptions(user)"))
        #expect(has(t, "pacForm(options)/privacyOptions(user)", "dismiss", "home/ready"))
        #expect(has(t, "attAlert/running(att)", "alertAllow", "home/running(cmp)"))
        #expect(has(t, "home/ready", "pacReset", "home/ready"))
    }

    /// A scripted PAC session stays inside the table too.
    @Test func scriptedPACSessionStaysInsideTheTable() {
        let table = Set(AppReducer.transitions)
        var c = AppConfiguration(sdk: .pac)
        c.attOrder = .cmpFirst
        var s = AppState(configuration: c)
        var missing: [Transition] = []
        for event: AppEvent in [
            .launch(stored: StoreDomain()), .dismiss, .pacForm(.showLearnMore), .pacForm(.back),
            .pacForm(.chooseNonPersonalized), .pacForm(.agree), .alertAskNotToTrack, .tapPrivacySettings,
            .pacForm(.choosePersonalized), .relaunch, .pacReset, .reinstall,
        ] {
            var queue = [event]
            while !queue.isEmpty {
                let e = queue.removeFirst()
                let from = s.transitionPhase
                for effect in AppReducer.reduce(&s, e) {
                    if case .followUp(let next) = effect { queue.append(next) }
                    if case .relaunchFromStore = effect { queue.append(.launch(stored: s.device)) }
                }
                let edge = Transition(from: from, event: e.name, to: s.transitionPhase)
                if !table.contains(edge) { missing.append(edge) }
            }
        }
        #expect(missing == [])
    }

    /// Every step a scripted session takes is an edge of the table: the table is the reducer's.
    @Test func scriptedSessionsStayInsideTheTable() throws {
        let table = Set(AppReducer.transitions)
        var c = AppConfiguration()
        c.umpMessage = UMPMessageSettings(vendorList: .transitionSample)
        var s = AppState(configuration: c)
        var queue: [AppEvent] = []
        var missing: [Transition] = []
        func run(_ event: AppEvent) {
            queue = [event]
            while !queue.isEmpty {
                let e = queue.removeFirst()
                let from = s.transitionPhase
                for effect in AppReducer.reduce(&s, e) {
                    if case .followUp(let next) = effect { queue.append(next) }
                    if case .relaunchFromStore = effect { queue.append(.launch(stored: s.device)) }
                }
                let edge = Transition(from: from, event: e.name, to: s.transitionPhase)
                if !table.contains(edge) { missing.append(edge) }
            }
        }
        for e: AppEvent in [
            .launch(stored: StoreDomain()), .dismiss, .umpForm(.consentAll), .alertAllow, .tapPrivacySettings,
            .umpForm(.confirmChoices(.defaults)), .relaunch, .advanceClockMonths(13), .relaunch, .umpForm(.doNotConsent),
        ] {
            run(e)
        }
        #expect(missing == [])
    }
}

import Store
import TCF
import Testing

@testable import Flow

/// Drives UMP alone: a tiny harness that delivers scheduled events like a run loop.
struct UMPHarness {
    var state: UMPState
    var domain = StoreDomain()
    var completions: [UMPCompletion] = []
    var effects: [UMPEffect] = []
    var today = jan15
    var att: ATTrackingStatus? = .authorized

    init(_ env: UMPEnvironment = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList))) {
        state = UMPState(environment: env)
        _ = UMPReducer.reduce(&state, .appLaunched(env, UMPPersisted.read(from: domain, platform: env.platform)))
    }

    /// Relaunches with what is stored.
    mutating func relaunch() {
        _ = UMPReducer.reduce(&state, .appLaunched(state.environment, UMPPersisted.read(from: domain, platform: state.environment.platform)))
    }

    /// Sends `event` and runs scheduled events until none is left.
    mutating func send(_ event: UMPEvent, drain: Bool = true) {
        var queue = [event]
        while !queue.isEmpty {
            let e = queue.removeFirst()
            for effect in UMPReducer.reduce(&state, e) {
                effects.append(effect)
                switch effect {
                case .store(let w): w.apply(to: &domain)
                case .schedule(let later): if drain { queue.append(later) }
                case .completion(let c): completions.append(c)
                case .presentForm, .dismissForm, .requestTrackingAuthorization, .console: break
                }
            }
        }
    }

    mutating func request(_ geo: UMPDebugGeography = .eea, underAge: Bool = false) {
        send(
            .requestConsentInfoUpdate(
                UMPRequestParameters(tagForUnderAgeOfConsent: underAge, debugSettings: UMPDebugSettings(geography: geo)),
                UMPDeviceReading(today: today, attStatus: att)))
    }
}

@Suite struct UMPStatusTests {
    @Test func freshSessionIsUnknownAndCannotRequestAds() {
        let h = UMPHarness()
        #expect(h.state.consentStatus == .unknown && h.state.formStatus == .unknown)
        #expect(h.state.privacyOptionsRequirementStatus == .unknown && !h.state.canRequestAds)
    }

    @Test func firstLaunchInEEAIsRequiredThenObtained() throws {
        var h = UMPHarness()
        h.request()
        #expect(h.completions == [.consentInfoUpdate(nil)])
        #expect(h.state.consentStatus == .required && h.state.formStatus == .available)
        #expect(h.state.privacyOptionsRequirementStatus == .required && !h.state.canRequestAds)
        #expect(h.domain.integer(forKey: "IABTCF_gdprApplies") == 1 && h.domain["IABTCF_TCString"] == nil)
        h.send(.loadAndPresentIfRequired)
        #expect(h.state.presented?.kind == .consentMessage)
        h.send(.userOutcome(.consentAll))
        #expect(h.state.consentStatus == .obtained && h.state.canRequestAds && h.state.presented == nil)
        #expect(h.completions.last == .loadAndPresentIfRequired(nil))
        let model = try checkedModel(h.domain)
        #expect(model.vendorConsents.contains(755))
    }

    @Test func previousSessionStatusRightAfterTheCall() {
        var h = UMPHarness()
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.doNotConsent))
        h.relaunch()
        #expect(h.state.consentStatus == .unknown)
        h.send(
            .requestConsentInfoUpdate(
                UMPRequestParameters(debugSettings: UMPDebugSettings(geography: .eea)),
                UMPDeviceReading(today: jan15, attStatus: nil)), drain: false)
        #expect(h.state.consentStatus == .obtained && h.state.canRequestAds && h.state.pendingRequests == 1)
        guard case .schedule(let finish)? = h.effects.last else { Issue.record("no scheduled answer"); return }
        h.send(finish)
        #expect(h.state.consentStatus == .obtained && h.state.pendingRequests == 0)
        h.send(.loadAndPresentIfRequired)
        #expect(h.state.presented == nil && h.completions.last == .loadAndPresentIfRequired(nil))
    }

    @Test(arguments: [UMPDebugGeography.other, .notEEA])
    func outsideRegulatedRegionsIsNotRequired(_ geo: UMPDebugGeography) {
        var h = UMPHarness()
        h.domain["IABTCF_TCString"] = "stale"
        h.relaunch()
        h.request(geo)
        #expect(h.state.consentStatus == .notRequired && h.state.canRequestAds)
        #expect(h.state.formStatus == .unavailable && h.state.privacyOptionsRequirementStatus == .notRequired)
        #expect(h.domain.integer(forKey: "IABTCF_gdprApplies") == 0 && h.domain["IABTCF_CmpSdkID"] == .integer(300))
        #expect(h.domain.keys.filter(InAppKey.isTCDataKey) == [])
    }

    @Test func regulatedUSStateWritesADefaultGPPThenTheChoice() {
        var h = UMPHarness()
        h.request(.regulatedUSState)
        #expect(h.state.consentStatus == .notRequired && h.state.canRequestAds)
        #expect(h.state.privacyOptionsRequirementStatus == .required)
        // Before any choice: UMP's default string of the day (the harness's date is after 2025-08-05).
        #expect(h.domain["IABGPP_HDR_GppString"] == .string(GPPUSNational.umpDefault(on: h.state.reading.today).gppString))
        #expect(h.domain["IABGPP_GppSID"] == .string("7") && h.domain.keys.filter(InAppKey.isTCFKey).isEmpty)
        h.send(.presentPrivacyOptionsForm)
        #expect(h.state.presented?.kind == .usStatesMessage)
        h.send(.userOutcome(.optOut))
        #expect(h.domain["IABGPP_HDR_GppString"] == .string("DBABL~BVQVAAAAAg"))
        #expect(h.domain["IABGPP_GppSID"] == .string("7"))
        #expect(h.domain.keys.filter(InAppKey.isTCFKey).isEmpty)
        #expect(h.completions.last == .privacyOptions(nil))
    }

    @Test func underAgeShowsNothing() {
        var h = UMPHarness()
        h.request(.eea, underAge: true)
        #expect(h.state.consentStatus == .notRequired && h.state.canRequestAds)
        #expect(h.state.formStatus == .unavailable && h.state.privacyOptionsRequirementStatus == .notRequired)
        #expect(h.domain.integer(forKey: "IABTCF_gdprApplies") == 1 && h.domain["IABTCF_TCString"] == nil)
        h.send(.loadAndPresentIfRequired)
        #expect(h.state.presented == nil)
        h.send(.loadForm)
        #expect(h.completions.last?.error?.code == 7)
    }

    @Test func noMessagePublishedCanRequestAds() {
        var h = UMPHarness(
            UMPEnvironment(
                server: UMPServerConfiguration(gdprMessage: false, usStatesMessage: false),
                message: UMPMessageSettings(vendorList: smallVendorList)))
        h.request()
        #expect(h.state.consentStatus == .notRequired && h.state.canRequestAds)
        #expect(h.domain.keys.filter { !$0.hasPrefix(UMPPersisted.privateKeyPrefix) } == [])
    }

    @Test func debugGeographyNeedsATestDevice() {
        var env = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList), deviceRegion: .other, isSimulator: false)
        var h = UMPHarness(env)
        h.request(.eea)
        #expect(h.state.consentStatus == .notRequired)
        guard case .console(let line)? = h.effects.first else { Issue.record("no console line"); return }
        #expect(line.contains("testDeviceIdentifiers = @[ @\"\(env.deviceIdentifier)\" ]"))
        env.deviceRegion = .eea
        h = UMPHarness(env)
        h.request(.disabled)
        #expect(h.state.consentStatus == .required)
        h = UMPHarness(env)
        h.send(
            .requestConsentInfoUpdate(
                UMPRequestParameters(debugSettings: UMPDebugSettings(geography: .other, testDeviceIdentifiers: [env.deviceIdentifier])),
                UMPDeviceReading(today: jan15, attStatus: nil)))
        #expect(h.state.consentStatus == .notRequired)
    }

    @Test func resetClearsStateAndKeys() {
        var h = UMPHarness()
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        h.domain["IABGPP_GppSID"] = "7"
        h.domain["unrelated"] = 1
        h.send(.reset)
        #expect(h.state.consentStatus == .unknown && !h.state.canRequestAds)
        #expect(h.state.privacyOptionsRequirementStatus == .unknown && h.state.formStatus == .unknown)
        #expect(h.domain.keys == ["unrelated"])
        h.request()
        #expect(h.state.consentStatus == .required)
    }
}

@Suite struct UMPErrorTests {
    @Test(arguments: [
        (UMPRequestErrorCode.internal, "Failed to read publisher's account configuration; try again later."),
        (.network, "Network error communicating with Funding Choices."),
        (
            .misconfiguration,
            "Publisher misconfiguration: Failed to read publisher's account configuration; no form(s) configured for the input app ID. Verify that you have configured one or more forms for this application and try again. Received app ID: ca-app-pub-3940256099942544~1458002511"
        ),
        (.invalidAppID, "The application's app ID is invalid."),
    ])
    func requestErrors(_ code: UMPRequestErrorCode, _ text: String) {
        var env = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList))
        if code == .invalidAppID { env.server.appIDValid = false } else { env.server.requestError = code }
        var h = UMPHarness(env)
        h.request()
        #expect(h.completions == [.consentInfoUpdate(UMPError(code, message: text))])
        #expect(h.completions.first?.error?.code == code.rawValue)
        #expect(h.state.consentStatus == .unknown && !h.state.canRequestAds)
        h.send(.loadForm)
        #expect(h.completions.last?.error?.message.hasPrefix("Consent form unavailable. Request a consent form") == true)
    }

    @Test func formsAreSingleUse() {
        var h = UMPHarness()
        h.request()
        h.send(.loadForm)
        #expect(h.completions.last == .load(formID: 1, nil))
        h.send(.present(formID: 1))
        #expect(h.state.presented?.id == 1)
        h.send(.userOutcome(.consentAll))
        #expect(h.completions.last == .present(formID: 1, nil))
        h.send(.present(formID: 1))
        #expect(h.completions.last == .present(formID: 1, UMPError(.alreadyUsed)))
        #expect(h.completions.last?.error?.message == "Form was already used.")
        #expect(h.state.presented == nil)
        // A new form is a new object: loading again gives the re-consent form.
        h.send(.loadForm)
        #expect(h.completions.last == .load(formID: 2, nil) && h.state.loadedForms.first?.kind == .privacyOptions)
    }

    @Test(arguments: [UMPFormErrorCode.internal, .unavailable, .timeout])
    func loadErrors(_ code: UMPFormErrorCode) {
        var env = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList))
        env.server.formError = code
        var h = UMPHarness(env)
        h.request()
        h.send(.loadAndPresentIfRequired)
        #expect(h.completions.last == .loadAndPresentIfRequired(UMPError(code)))
        #expect(h.state.presented == nil && h.state.consentStatus == .required)
    }

    @Test func timeoutText() { #expect(UMPError(.timeout).message == "Loading a form timed out.") }

    @Test func invalidViewControllerOnPresent() {
        var env = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList))
        env.server.formError = .invalidViewController
        var h = UMPHarness(env)
        h.request()
        h.send(.loadAndPresentIfRequired)
        #expect(h.completions.last?.error == UMPError(.invalidViewController))
        #expect(h.completions.last?.error?.code == 9)
    }

    @Test func unavailableWhenNothingToShow() {
        var h = UMPHarness()
        h.request(.other)
        h.send(.loadForm)
        #expect(h.completions.last?.error?.code == 7)
        #expect(h.completions.last?.error?.message.hasPrefix("Consent form unavailable. User does not require consent") == true)
    }

    @Test func loadAndPresentWhenNotRequiredCompletesNextRunLoop() {
        var h = UMPHarness()
        h.request(.other)
        h.send(.loadAndPresentIfRequired, drain: false)
        #expect(h.effects.last == .schedule(.completeLater(.loadAndPresentIfRequired(nil))))
        #expect(h.completions.count == 1 && h.state.presented == nil)
    }

    @Test func privacyOptionsNotRequired() {
        var h = UMPHarness()
        h.request(.other)
        h.send(.presentPrivacyOptionsForm)
        #expect(h.completions.last == .privacyOptions(UMPError(.unavailable, message: "Privacy options form is not required.")))
    }

    @Test func privacyOptionsShowDefaultsAndRewriteConsent() throws {
        var h = UMPHarness()
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        h.send(.presentPrivacyOptionsForm)
        #expect(h.state.presented?.kind == .privacyOptions)
        h.send(.userOutcome(.confirmChoices(.defaults)))
        #expect(h.completions.last == .privacyOptions(nil))
        let model = try checkedModel(h.domain)
        #expect(model.purposesConsent.isEmpty && model.consentScreen == 2)
    }

    @Test func buttonsThatTheMessageLacksAreRefused() {
        var env = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList, firstLayerButtons: 2))
        env.server.gdprMessage = true
        var h = UMPHarness(env)
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.doNotConsent))
        h.send(.userOutcome(.close))
        #expect(h.state.presented != nil && h.state.consentStatus == .required)
    }
}

@Suite struct UMPExpiryTests {
    @Test func thirteenMonthsLaterUMPKeepsTheStaleStringByDefault() {
        var h = UMPHarness()
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        let stored = h.domain["IABTCF_TCString"]
        h.relaunch()
        h.today = jan15.adding(months: 13)
        h.request()
        #expect(h.state.consentStatus == .obtained && stored != nil && h.domain["IABTCF_TCString"] == stored)
    }

    @Test func thirteenMonthsLaterConsentIsRequiredAgainUnderReask() {
        var message = UMPMessageSettings(vendorList: smallVendorList)
        message.expiry = .reask
        var h = UMPHarness(UMPEnvironment(message: message))
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        h.relaunch()
        h.today = jan15.adding(months: 13).adding(days: -1)
        h.request()
        #expect(h.state.consentStatus == .obtained)
        h.relaunch()
        h.today = jan15.adding(months: 13)
        h.request()
        #expect(h.state.consentStatus == .required && h.domain["IABTCF_TCString"] == nil)
    }

    @Test func policyVersionChangeRequiresConsent() {
        var h = UMPHarness()
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        var env = h.state.environment
        env.message = env.message.withVendorList(version: 18, policyVersion: 4)
        _ = UMPReducer.reduce(&h.state, .appLaunched(env, UMPPersisted.read(from: h.domain, platform: env.platform)))
        h.request()
        #expect(h.state.consentStatus == .obtained)
        env.message = env.message.withVendorList(version: 19, policyVersion: 5)
        _ = UMPReducer.reduce(&h.state, .appLaunched(env, UMPPersisted.read(from: h.domain, platform: env.platform)))
        h.request()
        #expect(h.state.consentStatus == .required)
        #expect(UMPReducer.storedConsentValidity("garbage", message: env.message, today: jan15) == .unreadable)
    }
}

import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC app: ATT ordering and denial policies")
struct AppPACOrderTests {
    @Test("ATT first, allowed: then the form; the ad carries the IDFA")
    func attFirstAllowed() throws {
        let r = try launched(pacConfig { $0.attOrder = .attFirst })
        #expect(r.state.screen == .attAlert && r.state.pac?.pendingRequests == [])
        try r.send(.alertAllow)
        #expect(r.pacForm?.screen == .options)
        try r.send(.pacForm(.choosePersonalized))
        #expect(r.state.screen == .home && r.state.adRequest?.idfa == ATTState.deviceIDFA)
        #expect(r.state.adRequest?.eligibility.idfaAvailable == true)
    }

    @Test("ATT first, denied: the update runs but the form is skipped")
    func attFirstDenied() throws {
        let r = try launched(pacConfig { $0.attOrder = .attFirst })
        let effects = try r.send(.alertAskNotToTrack)
        #expect(effects.appNotes.contains("tracking denied: the consent form is skipped (PubConsent's ATT guide)"))
        #expect(!effects.presentsPACForm && r.state.screen == .home && r.state.pacInfoUpdate == .succeeded)
        #expect(r.pac.consentStatus == .unknown && r.state.adRequest?.eligibility.kind == .nonPersonalized)
        #expect(r.state.adRequest?.idfa == ATTState.zeroIDFA)
    }

    @Test("ATT first, denied, rejectAll: non-personalized once PAC says EEA")
    func attFirstDeniedRejectAll() throws {
        let r = try launched(
            pacConfig {
                $0.attOrder = .attFirst
                $0.attDenial = .rejectAll
            })
        let effects = try r.send(.alertAskNotToTrack)
        #expect(effects.contains(.pacCall(.setConsentStatus(.nonPersonalized))))
        #expect(!r.state.denialPolicyPending && r.storedConsentState == "non_personalized")
        #expect(r.state.screen == .home && r.state.adRequest?.extras == ["npa": "1"])
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.pac.consentStatus == .nonPersonalized)
    }

    @Test("rejectAll outside the EEA records nothing")
    func rejectAllOutsideEEA() throws {
        let r = try launched(
            pacConfig {
                $0.attOrder = .attFirst
                $0.attDenial = .rejectAll
                $0.debugGeography = .other
            })
        let effects = try r.send(.alertAskNotToTrack)
        let note = "tracking denied: PAC reports a request outside the EEA, so there is no consent to refuse"
        #expect(effects.appNotes.contains(note))
        #expect(r.storedConsentState == "unknown" && r.state.adRequest?.eligibility.kind == .personalized)
    }

    @Test("CMP first: the form, then the alert")
    func cmpFirst() throws {
        let r = try launched(pacConfig { $0.attOrder = .cmpFirst })
        #expect(r.pacForm != nil)
        try r.send(.pacForm(.choosePersonalized))
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAskNotToTrack)
        #expect(r.state.screen == .home && r.state.adRequest?.eligibility.kind == .personalized)
        #expect(r.state.adRequest?.idfa == ATTState.zeroIDFA)
    }

    @Test("UMP-managed order with PAC: PAC has no IDFA message, so CMP first")
    func umpManagedIsCMPFirst() throws {
        let r = try launched(pacConfig { $0.attOrder = .umpManaged })
        #expect(r.pacForm != nil)
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        #expect(r.state.screen == .attAlert)
    }

    @Test("CMP first, denied, rejectAll overrides personalized")
    func cmpFirstRejectAllOverrides() throws {
        let r = try launched(
            pacConfig {
                $0.attOrder = .cmpFirst
                $0.attDenial = .rejectAll
            })
        try r.send(.pacForm(.choosePersonalized))
        try r.send(.alertAskNotToTrack)
        #expect(r.storedConsentState == "non_personalized" && r.state.adRequest?.extras == ["npa": "1"])
    }

    @Test("CMP first, denied, resetPreferences: PAC's reset, which also forgets the EEA until the next update")
    func cmpFirstResetPreferences() throws {
        let r = try launched(
            pacConfig {
                $0.attOrder = .cmpFirst
                $0.attDenial = .resetPreferences
            })
        try r.send(.pacForm(.choosePersonalized))
        let effects = try r.send(.alertAskNotToTrack)
        #expect(effects.contains(.pacCall(.reset)))
        #expect(effects.appNotes.contains("tracking denied: the app resets PAC"))
        #expect(r.storedConsentState == "unknown" && r.pacStored["is_request_in_eea_or_unknown"] == .integer(0))
        // PAC's quirk, faithfully: after `reset` it reports "not EEA", so the app asks for personalized ads.
        #expect(r.state.adRequest?.eligibility.kind == .personalized)
        try r.send(.relaunch)
        #expect(r.pacForm != nil)
    }

    @Test("debug identifiers count only once the IDFA is readable", arguments: [true, false])
    func debugIdentifiers(_ allow: Bool) throws {
        let r = try launched(
            pacConfig {
                $0.attOrder = .attFirst
                $0.testDevice = false
                $0.pac.debugIdentifiers = [ATTState.deviceIDFA]
                $0.pac.server.isDeviceInEEAOrUnknown = false
            })
        let effects = try r.send(allow ? .alertAllow : .alertAskNotToTrack)
        let url = effects.compactMap { if case .pac(.httpGet(let u)) = $0 { u } else { nil } }.first
        #expect(url?.hasSuffix("&debug_geo=1") == allow)
        #expect((r.pacForm != nil) == allow)
    }
}

import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC app: launch, form, choices")
struct AppPACTests {
    @Test("first launch in the EEA: the full form, then personalized")
    func firstLaunchPersonalized() throws {
        let store = MemoryStore()
        let r = try launched(pacConfig(), store: store)
        let form = try #require(r.pacForm)
        #expect(form.formID == 1 && form.screen == .options && form.presentation.layout == .full)
        #expect(form.presentation.appName == "Consent Demo" && form.presentation.partnerCount == 5)
        #expect(form.presentation.appPrivacyPolicyURL == "https://example.com/privacy")
        #expect(r.pacElementIDs == fullOptionsIDs)
        #expect(r.state.phase == .running(.cmp) && r.state.adRequest == nil)
        #expect(r.storedConsentState == "unknown" && r.pacStored["is_request_in_eea_or_unknown"] == .integer(1))

        try r.send(.pacForm(.choosePersonalized))
        #expect(r.state.screen == .home && r.state.phase == .ready)
        #expect(r.pac.consentStatus == .personalized && r.storedConsentState == "personalized")
        #expect(r.pacStored["consented_providers"] == r.pacStored["providers"])
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == .personalized && ad.extras.isEmpty)
        #expect(ad.eligibility.reasons == ["consent status personalized: a normal (personalized) ad request"])
        #expect(r.state.home.pacConsentStatus == .personalized && r.state.home.consentStatus == nil)
        #expect(r.state.lastError == nil && r.state.canRequestAds && r.state.ump == nil)
        #expect(store.load() == r.state.device)
        #expect(r.state.device.keys == [PACConstants.userDefaultsRootKey])
    }

    @Test("through the reducer: the app's calls, then the answers as follow-up events, writes first")
    func reducerEffects() throws {
        var s = AppState(configuration: pacConfig())
        let launch = AppReducer.reduce(&s, .launch(stored: StoreDomain()))
        let url = "https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=\(pub)&debug_geo=1"
        let response = AppEvent.pac(.httpResponse(PACServer.respond(to: url, scenario: .default)))
        #expect(
            launch == [
                .pacCall(.setDebugGeography(.eea)), .pacCall(.setTagForUnderAgeOfConsent(false)),
                .pacCall(.requestConsentInfoUpdate(publisherIDs: [pub])), .pac(.httpGet(url: url)), .followUp(response),
            ])
        #expect(s.pacInfoUpdate == .requesting && s.screen == .home && s.phase == .running(.cmp) && s.device.isEmpty)

        let answered = AppReducer.reduce(&s, response)
        guard case .persist(let writes)? = answered.first, case .set(let key, _)? = writes.first else {
            Issue.record("the update's write does not come first")
            return
        }
        #expect(writes.count == 1 && key == PACConstants.userDefaultsRootKey)
        #expect(answered.contains(.pac(.updateCompleted(nil))))
        #expect(answered.contains(.pacCall(.createForm(applicationPrivacyPolicyURL: "https://example.com/privacy"))))
        #expect(answered.contains(.pacCall(.form(1, .load(appName: "Consent Demo")))))
        #expect(answered.last == .followUp(.pac(.form(1, .webViewDidFinishLoad(loadID: 1)))))
        #expect(s.pacInfoUpdate == .succeeded && s.screen == .home)

        let loaded = AppReducer.reduce(&s, .pac(.form(1, .webViewDidFinishLoad(loadID: 1))))
        #expect(loaded.first == .pac(.formLoadCompleted(1, nil)) && loaded.contains(.pacCall(.form(1, .present))))
        #expect(s.screen.pacForm?.formID == 1)

        let chosen = AppReducer.reduce(&s, .pacForm(.choosePersonalized))
        guard case .persist(let w)? = chosen.first, case .set(_, .dictionary(let d))? = w.first else {
            Issue.record("the choice's write does not come first")
            return
        }
        #expect(d["consent_state"] == .string("personalized") && s.device[PACConstants.userDefaultsRootKey] == .dictionary(d))
        let ad = try #require(s.adRequest)
        #expect(Array(chosen.suffix(2)) == [.startMobileAds, .requestAd(ad)])
        #expect(s.screen == .home && s.phase == .ready)
    }

    @Test("non-personalized through screen C: npa=1")
    func nonPersonalizedThroughScreenC() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.chooseNonPersonalized))
        #expect(r.pacForm?.screen == .npaConfirmation)
        #expect(r.pacElementIDs == ["pac.appName", "pac.uniqueIdentifier", "pac.privacyPolicy", "pac.back", "pac.agree"])
        try r.send(.pacForm(.back))
        #expect(r.pacForm?.screen == .options)
        try r.send(.pacForm(.showLearnMore))
        #expect(r.pacForm?.screen == .learnMore)
        #expect(r.pacElementIDs.contains("pac.providers"))
        try r.send(.pacForm(.back))
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        #expect(r.state.screen == .home && r.storedConsentState == "non_personalized")
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized && r.state.adRequest?.extras == ["npa": "1"])
    }

    @Test("ad-free: PAC records unknown, the app requests no ads and says why")
    func adFree() throws {
        let r = try launched(pacConfig { $0.pac.formOptions.adFree = true })
        #expect(r.pacElementIDs == fullOptionsIDs + ["pac.adFree"])
        let effects = try r.send(.pacForm(.chooseAdFree))
        #expect(effects.contains(.pac(.formDismissed(1, error: nil, userPrefersAdFree: true))))
        #expect(r.state.screen == .home && r.pac.consentStatus == .unknown && r.storedConsentState == "unknown")
        #expect(r.state.userPrefersAdFree && r.state.home.userPrefersAdFree)
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == AdRequestKind.none && ad.eligibility.reasons == ["the user prefers the ad-free version"])
        // The preference is the app's own and lasts the launch; PAC's unknown asks again.
        try r.send(.relaunch)
        #expect(r.pacForm != nil && !r.state.userPrefersAdFree)
    }

    @Test("Esc: PAC records unknown and the app presents a fresh form; only the status is stored")
    func escapeReloadsAFreshForm() throws {
        let r = try launched(pacConfig())
        let afterUpdate = r.state.device
        let effects = try r.send(.dismiss)
        let form = try #require(r.pacForm)
        #expect(form.formID == 2 && form.screen == .options)
        #expect(effects.contains(.pac(.formDismissed(1, error: nil, userPrefersAdFree: false))))
        #expect(effects.appNotes.contains(AppReducer.pacReloadNote))
        #expect(effects.contains(.pacCall(.createForm(applicationPrivacyPolicyURL: "https://example.com/privacy"))))
        #expect(r.state.device == afterUpdate && r.storedConsentState == "unknown")
        #expect(r.state.lastError == nil && r.state.adRequest == nil && r.state.phase == .running(.cmp))
        try r.send(.pacForm(.choosePersonalized))
        #expect(r.state.screen == .home && r.storedConsentState == "personalized")
    }

    @Test("relaunch with a stored decision shows no form")
    func relaunchWithStoredStatus() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        let effects = try r.send(.relaunch)
        #expect(!effects.presentsPACForm && r.state.screen == .home && r.state.launchCount == 2)
        #expect(effects.contains(.pacCall(.requestConsentInfoUpdate(publisherIDs: [PACServerScenario.defaultPublisherID]))))
        #expect(r.pac.consentStatus == .nonPersonalized && r.state.adRequest?.extras == ["npa": "1"])
    }

    @Test("outside the EEA: no form, personalized", arguments: [UMPDebugGeography.other, .notEEA, .regulatedUSState])
    func outsideEEA(_ geography: UMPDebugGeography) throws {
        let r = try launched(pacConfig { $0.debugGeography = geography })
        #expect(r.state.screen == .home && !r.pac.isRequestLocationInEEAOrUnknown)
        #expect(r.pacStored["is_request_in_eea_or_unknown"] == .integer(0) && r.storedConsentState == "unknown")
        #expect(r.state.adRequest?.eligibility.kind == .personalized && !r.state.privacySettingsVisible)
    }

    @Test("debug geography disabled: the scenario's location decides")
    func realLocation() throws {
        let outside = try launched(
            pacConfig {
                $0.debugGeography = .disabled
                $0.pac.server.isDeviceInEEAOrUnknown = false
            })
        #expect(outside.state.screen == .home)
        let inside = try launched(pacConfig { $0.debugGeography = .disabled })
        #expect(inside.pacForm != nil)
    }

    static let layouts: [(PACFormOptions, PACFormLayout, PACFormScreen, [String])] = [
        (PACFormOptions(adFree: true), .full, .options, fullOptionsIDs + ["pac.adFree"]),
        (
            PACFormOptions(nonPersonalized: false, adFree: true), .full, .options,
            [
                "pac.appName", "pac.intro", "pac.question", "pac.changeAnytime", "pac.detail", "pac.learnMore", "pac.personalized",
                "pac.adFree",
            ]
        ),
        (
            PACFormOptions(personalized: false, adFree: true), .npaAdFree, .options,
            ["pac.appName", "pac.intro", "pac.changeAnytime", "pac.detail", "pac.nonPersonalized", "pac.adFree"]
        ),
        (
            PACFormOptions(nonPersonalized: false), .paOnly, .options,
            ["pac.appName", "pac.intro", "pac.question", "pac.detail", "pac.learnMore", "pac.personalized"]
        ),
        (
            PACFormOptions(personalized: false), .npaOnly, .npaOnly,
            ["pac.appName", "pac.intro", "pac.npaOnlyMessage", "pac.privacyPolicy", "pac.agree"]
        ),
    ]

    @Test("each reduced layout follows the configured options", arguments: 0..<layouts.count)
    func layout(_ index: Int) throws {
        let (options, layout, screen, ids) = Self.layouts[index]
        let r = try launched(pacConfig { $0.pac.formOptions = options })
        let form = try #require(r.pacForm)
        #expect(form.presentation.layout == layout && form.screen == screen)
        #expect(r.pacElementIDs == ids)
    }

    @Test("npa-only: Agree on screen D stores non-personalized")
    func npaOnlyAgree() throws {
        let r = try launched(pacConfig { $0.pac.formOptions = PACFormOptions(personalized: false) })
        try r.send(.pacForm(.agree))
        #expect(r.state.screen == .home && r.storedConsentState == "non_personalized")
    }

    @Test("an NPA publisher id removes the personalized button")
    func npaPublisher() throws {
        let r = try launched(
            pacConfig {
                $0.pac.server.publishers[PACServerScenario.defaultPublisherID]?.isNonPersonalizedOnly = true
            })
        #expect(r.pacForm?.presentation.layout == .npaOnly)
    }
}

@Suite("PAC app: errors")
struct AppPACErrorTests {
    @Test("a publisher id the server does not know: update error, no form, ads by the stored status")
    func publisherNotFound() throws {
        let r = try launched(pacConfig { $0.pac.publisherIDs = ["pub-9999999999999999"] })
        #expect(r.state.screen == .home && r.state.phase == .ready)
        #expect(
            r.state.lastError
                == "Error Domain=Consent Code=1 \"Response error. Publisher identifiers not found: pub-9999999999999999\"")
        #expect(r.state.home.lastError == r.state.lastError)
        #expect(r.state.pacInfoUpdate == .failed && r.state.canRequestAds)
        // Nothing stored yet: PAC says "not EEA" until its first successful update.
        #expect(r.state.device.isEmpty)
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == .personalized && ad.eligibility.reasons[0].hasPrefix("request location not in the EEA"))
    }

    @Test("an outage on a later launch keeps the stored decision")
    func outageKeepsStoredStatus() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        var offline = r.state.configuration.pac.server
        offline.failure = .transportError(PACServerFailure.offlineErrorText)
        try r.send(.pacServerUpdated(offline))
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.state.lastError == PACServerFailure.offlineErrorText)
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized && r.storedConsentState == "non_personalized")
        #expect(!r.state.privacySettingsVisible)
    }

    @Test("lookup failures and an empty body carry PAC's texts")
    func otherUpdateErrors() throws {
        let lookup = try launched(
            pacConfig {
                $0.pac.server.publishers[PACServerScenario.defaultPublisherID]?.lookup = .lookupFailed
            })
        #expect(lookup.state.lastError == consentError("Response error. Lookup failure for: \(pub)"))
        let empty = try launched(pacConfig { $0.pac.server.failure = .emptyBody })
        #expect(empty.state.lastError == consentError("Unable to update publisher identifier info."))
        #expect(empty.state.screen == .home)
    }

    @Test("under-age tag: the form fails to load, npa ads")
    func underAgeLoadError() throws {
        let r = try launched(pacConfig { $0.underAgeOfConsent = true })
        #expect(r.state.screen == .home && r.state.phase == .ready)
        #expect(r.state.lastError == "Error Domain=Consent Code=1 \"Error: tagged for under age of consent.\"")
        #expect(r.pacStored["tag_for_under_age_of_consent"] == .integer(1))
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == .nonPersonalized)
        #expect(ad.eligibility.reasons[0].hasPrefix("tagged for under age of consent"))
    }

    @Test(
        "load errors from the options and the app",
        arguments: [
            (PACFormOptions(personalized: false, nonPersonalized: false, adFree: true), "Consent Demo", "Error: no options."),
            (PACFormOptions(), "", "Error: invalid app name."),
        ])
    func loadErrors(_ options: PACFormOptions, _ appName: String, _ message: String) throws {
        let r = try launched(
            pacConfig {
                $0.pac.formOptions = options
                $0.appName = appName
            })
        #expect(r.state.screen == .home && r.state.lastError == consentError(message))
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized)
    }

    @Test("an empty privacy URL: no form object")
    func nilForm() throws {
        let r = try launched(pacConfig { $0.pac.privacyPolicyURL = "" })
        #expect(r.state.screen == .home && r.state.lastError == AppReducer.pacNilFormError)
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized)
    }
}

@Suite("PAC app: later launches, reset, privacy settings")
struct AppPACLifecycleTests {
    @Test("new providers between launches: unknown again, and the form asks again")
    func providerChangeReprompts() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.choosePersonalized))
        var server = r.state.configuration.pac.server
        server.companies.append(PACServerCompany(id: 6, name: "Mintegral", policyURL: "https://www.mintegral.com/en/privacy"))
        server.publishers[pub]?.companyIDs.append(6)
        try r.send(.pacServerUpdated(server))
        try r.send(.relaunch)
        let form = try #require(r.pacForm)
        #expect(form.presentation.partnerCount == 6 && r.pac.consentStatus == .unknown)
        #expect(r.pacStored["consented_providers"] == .array([]))
    }

    @Test("fewer providers between launches: a subset keeps the decision (1.0.4)")
    func providerSubsetKeepsConsent() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.choosePersonalized))
        var server = r.state.configuration.pac.server
        server.publishers[pub]?.companyIDs = [1, 2]
        try r.send(.pacServerUpdated(server))
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.storedConsentState == "personalized")
    }

    @Test("reset from the debug menu wipes the decision; the next launch asks again")
    func reset() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.choosePersonalized))
        let effects = try r.send(.pacReset)
        #expect(effects.contains(.pacCall(.reset)))
        #expect(r.storedConsentState == "unknown" && r.pacStored["is_request_in_eea_or_unknown"] == .integer(0))
        #expect(r.pacStored["pub_ids"] == .array([]))
        try r.send(.relaunch)
        #expect(r.pacForm?.formID == 1)
    }

    @Test("UMP's reset does nothing to a PAC app")
    func umpResetIsNotPAC() throws {
        let r = try launched(pacConfig())
        let effects = try r.send(.umpReset)
        #expect(effects == [.note("UMP is not running")])
    }

    @Test("privacy settings: a new form changes the decision; Esc there ends on the home screen")
    func privacySettings() throws {
        let r = try launched(pacConfig())
        try r.send(.pacForm(.choosePersonalized))
        #expect(r.state.privacySettingsVisible)
        try r.send(.tapPrivacySettings)
        #expect(r.pacForm?.formID == 2 && r.state.phase == .privacyOptions(byApp: false))
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        #expect(r.state.screen == .home && r.state.phase == .ready && r.state.adRequest?.extras == ["npa": "1"])
        try r.send(.tapPrivacySettings)
        try r.send(.dismiss)
        #expect(r.state.screen == .home && r.storedConsentState == "unknown")
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized && r.state.alert == nil)
    }

    @Test("privacy settings after the user preferred ad-free: a choice clears the preference")
    func privacySettingsClearAdFree() throws {
        let r = try launched(pacConfig { $0.pac.formOptions.adFree = true })
        try r.send(.pacForm(.chooseAdFree))
        try r.send(.tapPrivacySettings)
        try r.send(.pacForm(.choosePersonalized))
        #expect(!r.state.userPrefersAdFree && r.state.adRequest?.eligibility.kind == .personalized)
    }

    @Test("a privacy-settings form that cannot load shows the app's alert")
    func privacySettingsLoadError() throws {
        let store = MemoryStore()
        let r = try launched(pacConfig(), store: store)
        try r.send(.pacForm(.choosePersonalized))
        #expect(try r.send(.pacForm(.back)) == [.note("no form is on screen")])
        // A build without a display name: no form at launch (a decision is stored), but settings fail.
        let nameless = try launched(pacConfig { $0.appName = "" }, store: store)
        #expect(nameless.state.screen == .home && nameless.state.privacySettingsVisible)
        try nameless.send(.tapPrivacySettings)
        #expect(nameless.state.screen == .home && nameless.state.phase == .ready)
        #expect(nameless.state.alert == "Please try again later.")
        #expect(nameless.state.lastError == consentError("Error: invalid app name."))
        #expect(nameless.state.adRequest?.eligibility.kind == .personalized)
    }

    @Test("no privacy settings for a user tagged under age: the form could never load")
    func privacySettingsHiddenUnderAge() throws {
        let r = try launched(pacConfig { $0.underAgeOfConsent = true })
        #expect(!r.state.privacySettingsVisible && r.state.pacInfoUpdate == .succeeded)
        #expect(try r.send(.tapPrivacySettings) == [.note("\"Privacy settings\" is not available now")])
    }
}

import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC form: navigation and dismiss mapping")
struct PACFormNavigationTests {
    /// An updated harness with a full form on screen A.
    func onScreen(personalized: Bool = true, nonPersonalized: Bool = true, adFree: Bool = true) -> (PACHarness, PACFormID) {
        var h = PACHarness()
        h.update()
        let (id, p) = h.presentForm(personalized: personalized, nonPersonalized: nonPersonalized, adFree: adFree)
        #expect(p != nil)
        return (h, id)
    }

    @Test("present shows screen A and records the form on screen")
    func present() {
        var h = PACHarness()
        h.update()
        let (id, p) = h.presentForm()
        #expect(h.effects.last == .presentForm(id, p!))
        #expect(h.state.presentedFormID == id)
        #expect(h.state.form(id)?.screen == .options)
        #expect(h.state.form(id)?.loaded == nil)
        #expect(h.state.form(id)?.hasPresented == true)
    }

    @Test("A → B → A")
    func learnMoreAndBack() {
        var (h, id) = onScreen()
        #expect(h.send(.form(id, .showLearnMore)) == [.showScreen(id, .learnMore)])
        #expect(h.send(.form(id, .back)) == [.showScreen(id, .options)])
        #expect(h.state.form(id)?.screen == .options)
    }

    @Test("A → C → A")
    func npaAndBack() {
        var (h, id) = onScreen()
        #expect(h.send(.form(id, .chooseNonPersonalized)) == [.showScreen(id, .npaConfirmation)])
        #expect(h.send(.form(id, .back)) == [.showScreen(id, .options)])
    }

    @Test("C → Agree: non_personalized is set and written before the dismiss completion")
    func agree() {
        var (h, id) = onScreen()
        h.send(.form(id, .chooseNonPersonalized))
        let effects = h.send(.form(id, .agree))
        let expected = expectedStatus(
            eea: true, state: "non_personalized", pubIDs: [pub], providers: [1, 2, 3, 4, 5], consented: [1, 2, 3, 4, 5],
            raw: defaultBody())
        #expect(
            effects == [
                .storeWrite(key: rootKey, value: expected), .dismissForm(id),
                .formDismissed(id, error: nil, userPrefersAdFree: false),
            ])
        #expect(h.state.consentStatus == .nonPersonalized)
        #expect(h.state.presentedFormID == nil)
        #expect(h.state.form(id)?.screen == nil)
    }

    @Test("btn0: personalized")
    func personalized() {
        var (h, id) = onScreen()
        let effects = h.send(.form(id, .choosePersonalized))
        #expect(
            effects.writes == [
                expectedStatus(
                    eea: true, state: "personalized", pubIDs: [pub], providers: [1, 2, 3, 4, 5], consented: [1, 2, 3, 4, 5],
                    raw: defaultBody())
            ])
        #expect(effects.last == .formDismissed(id, error: nil, userPrefersAdFree: false))
        #expect(h.state.consentStatus == .personalized)
    }

    @Test("btn2: ad_free maps to unknown with userPrefersAdFree (googleads-consent-sdk-android#32)")
    func adFree() {
        var (h, id) = onScreen()
        h.send(.setConsentStatus(.personalized))
        let effects = h.send(.form(id, .chooseAdFree))
        #expect(effects.writes == [expectedStatus(eea: true, pubIDs: [pub], providers: [1, 2, 3, 4, 5], raw: defaultBody())])
        #expect(effects.last == .formDismissed(id, error: nil, userPrefersAdFree: true))
        #expect(h.state.consentStatus == .unknown)
        #expect(h.state.status.consentedProviders.isEmpty)
    }

    @Test("NPA-only: screen D, Agree → non_personalized; no Back")
    func npaOnlyAgree() {
        var (h, id) = onScreen(personalized: false, nonPersonalized: true, adFree: false)
        #expect(h.state.form(id)?.screen == .npaOnly)
        #expect(h.send(.form(id, .back)).notes.count == 1)
        #expect(h.send(.form(id, .agree)).last == .formDismissed(id, error: nil, userPrefersAdFree: false))
        #expect(h.state.consentStatus == .nonPersonalized)
    }

    @Test("raw dismiss statuses: close_app and anything else → unknown; empty → No information.; Error… → that error")
    func rawStatuses() {
        let cases: [(String, PACError?)] = [
            ("close_app", nil), ("whatever", nil), ("", PACError("No information.")),
            ("Error: no status.", PACError("Error: no status.")), ("error-ish", PACError("error-ish")),
        ]
        for (status, error) in cases {
            var (h, id) = onScreen()
            h.send(.setConsentStatus(.personalized))
            let effects = h.send(.form(id, .webDismiss(status: status)))
            #expect(effects.last == .formDismissed(id, error: error, userPrefersAdFree: false), "\(status)")
            #expect(effects.writes.count == 1)
            #expect(h.state.consentStatus == .unknown, "\(status)")
        }
    }

    @Test("buttons and links a screen does not have are ignored")
    func ignored() {
        var (h, id) = onScreen(adFree: false)
        let before = h.state
        for action in [PACFormAction.back, .agree, .chooseAdFree, .openPrivacyPolicy, .openProviderPolicy(index: 0)] {
            let effects = h.send(.form(id, action))
            #expect(effects.count == 1 && effects.notes.count == 1, "\(action)")
        }
        #expect(h.state == before)

        var (n, nid) = onScreen(personalized: false, nonPersonalized: true, adFree: true)  // NPA-AdFree
        #expect(n.send(.form(nid, .showLearnMore)).notes.count == 1)
        #expect(n.send(.form(nid, .choosePersonalized)).notes.count == 1)
    }

    @Test("actions on a form that is not on screen are ignored")
    func notOnScreen() {
        var h = PACHarness()
        h.update()
        let (id, _) = h.loadForm()
        #expect(h.send(.form(id, .choosePersonalized)).notes.count == 1)
        h.send(.form(id, .present))
        h.send(.form(id, .choosePersonalized))
        #expect(h.send(.form(id, .agree)).notes.count == 1)
    }

    @Test("policy links open the browser; invalid URLs do nothing")
    func links() {
        var (h, id) = onScreen()
        h.send(.form(id, .showLearnMore))
        #expect(h.send(.form(id, .openProviderPolicy(index: 1))) == [.openURL("https://www.applovin.com/privacy/")])
        #expect(h.send(.form(id, .openPrivacyPolicy)) == [.openURL(privacyURL)])
        #expect(h.send(.form(id, .openProviderPolicy(index: 5))).notes.count == 1)

        var bad = PACHarness()
        bad.update()
        bad.send(.createForm(applicationPrivacyPolicyURL: "not a url"))
        bad.send(.form(1, .setShouldOfferAdFree(true)))
        bad.send(.form(1, .load(appName: "Demo")))
        bad.send(.form(1, .webViewDidFinishLoad(loadID: 1)))
        bad.send(.form(1, .present))
        bad.send(.form(1, .chooseNonPersonalized))
        #expect(bad.send(.form(1, .openPrivacyPolicy)).isEmpty)
    }

    /// Every element that has an action is accepted on its screen, in every layout, and the form
    /// actions a screen does not list are refused: the reducer and `elements(on:)` agree.
    @Test("elements and accepted actions agree for every layout and screen")
    func elementsMatchReducer() {
        let navigation: [PACFormAction] = [
            .showLearnMore, .back, .choosePersonalized, .chooseNonPersonalized, .chooseAdFree, .agree, .openPrivacyPolicy,
        ]
        for (p, n, a) in PACFormLayoutTests.combos where p || n {
            var base = PACHarness()
            base.update()
            let (id, presentation) = base.presentForm(personalized: p, nonPersonalized: n, adFree: a)
            guard let presentation else { continue }
            for screen in presentation.reachableScreens {
                var at = base
                at.state.forms[0].screen = screen
                let offered = Set(presentation.elements(on: screen).compactMap(\.action))
                for action in navigation {
                    var h = at
                    let accepted = h.send(.form(id, action)).notes.isEmpty
                    #expect(accepted == offered.contains(action), "\(presentation.layout) \(screen) \(action)")
                }
            }
        }
    }
}

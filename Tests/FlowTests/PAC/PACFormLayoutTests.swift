import Store
import TCF
import Testing

@testable import Flow

/// Why btn0 might be missing even when personalized ads are offered.
enum ProviderSituation: String, CaseIterable, Sendable {
    case normal
    case npaPublisher
    case noProviders

    var scenario: PACServerScenario {
        var s = PACServerScenario.default
        switch self {
        case .normal: break
        case .npaPublisher: s.publishers[pub]?.isNonPersonalizedOnly = true
        case .noProviders: s.publishers[pub]?.companyIDs = []
        }
        return s
    }
}

/// Expected outcome for the buttons actually left (btn0, btn1, btn2): the HTML's table.
func expectedLayout(_ p: Bool, _ n: Bool, _ a: Bool) -> PACFormLayout? {
    switch (p, n, a) {
    case (true, true, true), (true, true, false), (true, false, true): .full
    case (true, false, false): .paOnly
    case (false, true, true): .npaAdFree
    case (false, true, false): .npaOnly
    case (false, false, _): nil  // "Error: no options."
    }
}

@Suite("PAC form: button availability and layout states")
struct PACFormLayoutTests {
    static let combos: [(Bool, Bool, Bool)] = [
        (true, true, true), (true, true, false), (true, false, true), (true, false, false),
        (false, true, true), (false, true, false), (false, false, true), (false, false, false),
    ]

    @Test("each combination of the three options, for each provider situation", arguments: ProviderSituation.allCases)
    func table(situation: ProviderSituation) {
        for (p, n, a) in Self.combos {
            var h = PACHarness(scenario: situation.scenario)
            h.update()
            let (id, error) = h.loadForm(personalized: p, nonPersonalized: n, adFree: a)
            let btn0 = p && situation == .normal
            guard let layout = expectedLayout(btn0, n, a) else {
                #expect(error?.message == "Error: no options.", "\(situation) \(p) \(n) \(a)")
                continue
            }
            #expect(error == nil, "\(situation) \(p) \(n) \(a)")
            let loaded = h.state.form(id)?.loaded
            #expect(loaded?.offersPersonalized == btn0, "\(situation) \(p) \(n) \(a)")
            #expect(loaded?.offersNonPersonalized == n)
            #expect(loaded?.offersAdFree == a)
            #expect(loaded?.layout == layout, "\(situation) \(p) \(n) \(a)")
        }
    }

    func presentation(_ p: Bool, _ n: Bool, _ a: Bool, providers: Int = 5) -> PACFormPresentation {
        PACFormPresentation(
            appName: "Demo", appPrivacyPolicyURL: privacyURL,
            providers: (0..<providers).map { PACFormProvider(name: "P\($0)", policyURL: "https://p\($0).example") },
            offersPersonalized: p, offersNonPersonalized: n, offersAdFree: a)
    }

    @Test("full layout: every element of A, B and C")
    func full() {
        let p = presentation(true, true, true)
        #expect(p.initialScreen == .options)
        #expect(
            p.elements(on: .options) == [
                .appName, .intro, .question, .changeAnytime, .detail(.standard), .learnMoreLink(partnerCount: 5),
                .personalizedButton, .nonPersonalizedButton(.noSeeLessRelevant), .adFreeButton,
            ])
        #expect(
            p.elements(on: .learnMore) == [
                .appName, .changeAnytime, .providersIntro, .providerList(p.providers), .privacyPolicyLink, .backButton,
            ])
        #expect(p.elements(on: .npaConfirmation) == [.appName, .uniqueIdentifierMessage, .privacyPolicyLink, .backButton, .agreeButton])
        #expect(p.elements(on: .npaOnly).isEmpty)
    }

    @Test("NPA-AdFree: question removed, btn1 retitled, detail replaced (no link to B)")
    func npaAdFree() {
        let p = presentation(false, true, true)
        #expect(p.layout == .npaAdFree)
        #expect(
            p.elements(on: .options) == [
                .appName, .intro, .changeAnytime, .detail(.npaAdFree), .nonPersonalizedButton(.seeLessRelevant), .adFreeButton,
            ])
        #expect(p.reachableScreens == [.options, .npaConfirmation])
        #expect(p.elements(on: .learnMore).isEmpty)
    }

    @Test("PA-only: both change-anytime sentences hidden")
    func paOnly() {
        let p = presentation(true, false, false)
        #expect(p.layout == .paOnly)
        #expect(p.elements(on: .options) == [.appName, .intro, .question, .detail(.standard), .learnMoreLink(partnerCount: 5), .personalizedButton])
        #expect(p.elements(on: .learnMore) == [.appName, .providersIntro, .providerList(p.providers), .privacyPolicyLink, .backButton])
        #expect(p.elements(on: .npaConfirmation).isEmpty)
    }

    @Test("NPA-only: screen D with Agree and no Back")
    func npaOnly() {
        let p = presentation(false, true, false)
        #expect(p.layout == .npaOnly)
        #expect(p.initialScreen == .npaOnly)
        #expect(p.reachableScreens == [.npaOnly])
        #expect(p.elements(on: .npaOnly) == [.appName, .intro, .npaOnlyMessage, .privacyPolicyLink, .agreeButton])
        #expect(p.elements(on: .options).isEmpty)
    }

    @Test("personalized + ad-free keeps the full layout without btn1 and without screen C")
    func personalizedAdFree() {
        let p = presentation(true, false, true)
        #expect(p.layout == .full)
        #expect(p.reachableScreens == [.options, .learnMore])
        #expect(!p.elements(on: .options).contains(.nonPersonalizedButton(.noSeeLessRelevant)))
    }

    @Test("with no providers btn0 goes, so the partner-count link never shows")
    func noProviders() {
        var h = PACHarness(scenario: ProviderSituation.noProviders.scenario)
        h.update()
        let (_, p) = h.presentForm(adFree: true)
        #expect(p?.partnerCount == nil)
        #expect(p?.layout == .npaAdFree)
        for screen in PACFormScreen.allCases {
            #expect(!(p?.elements(on: screen) ?? []).contains { $0.id == "pac.learnMore" })
        }
    }

    @Test("the loaded presentation carries the app, the privacy URL and the stored providers")
    func presentationContent() {
        var h = PACHarness()
        h.update()
        let (_, p) = h.presentForm()
        #expect(p?.appName == "Demo")
        #expect(p?.appPrivacyPolicyURL == privacyURL)
        #expect(p?.providers.map(\.name) == ["Google", "AppLovin", "Unity Ads", "InMobi", "Liftoff"])
        #expect(p?.providers.first?.policyURL == "https://policies.google.com/privacy")
        #expect(p?.partnerCount == 5)
    }

    @Test("element ids and roles are stable")
    func ids() {
        #expect(PACFormElement.adFreeButton.id == "pac.adFree")
        #expect(PACFormElement.personalizedButton.id == "pac.personalized")
        #expect(PACFormElement.nonPersonalizedButton(.seeLessRelevant).id == "pac.nonPersonalized")
        #expect(PACFormElement.learnMoreLink(partnerCount: 3).role == .link)
        #expect(PACFormElement.providerList([]).role == .list)
        #expect(PACFormElement.agreeButton.action == .agree)
        #expect(PACFormElement.intro.action == nil)
        #expect(PACFormScreen.learnMore.rawValue == "consent0")
        #expect(PACFormLayout.npaAdFree.rawValue == "NPA-AdFree")
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Flow

/// The app follows its own checks (Stack Overflow answer 68310602, as liko apps' AdMob GDPR guide uses
/// them) and PubConsent's ATT orders; Google's rules are wired.
@Suite struct AppSourcedRulesTests {
    @Test func appChecksRepromptAfterDoNotConsentAndStopOnceConsentIsObtained() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.requiresAds = true
            })
        try r.send(.umpForm(.doNotConsent))
        #expect(r.verdict == .limited)
        #expect(r.state.appChecks?.canShowAds.value == false)
        #expect(r.state.screen == .umpPrivacyOptions && r.state.phase == .privacyOptions(byApp: true))
        // A choice makes consent obtained: reRequestGDPR completes.
        try r.send(.umpForm(.doNotConsent))
        #expect(r.state.screen == .home)
    }

    @Test func appChecksRepromptNeedsAnAvailableForm() throws {
        var c = config {
            $0.attOrder = .noATT
            $0.requiresAds = true
        }
        c.umpServer.gdprMessage = false
        c.umpServer.usStatesMessage = false
        let r = try launched(c)
        #expect(r.ump.formStatus == .unavailable)
        #expect(r.state.screen == .home)
    }

    @Test func repromptRules() throws {
        for (rule, reprompts) in [(RepromptRule.appChecks, true), (.googleNone, false), (.never, false)] {
            let r = try launched(
                config {
                    $0.attOrder = .noATT
                    $0.requiresAds = true
                    $0.reprompt = rule
                })
            try r.send(.umpForm(.confirmChoices(.defaults)))
            #expect((r.state.screen == .umpPrivacyOptions) == reprompts, "\(rule)")
        }
    }

    @Test func googleNoneKeepsRepresentingWhileNothingIsServed() throws {
        // In 2023, before technical ad delivery and Limited ads 2.0, refusing everything served nothing.
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.requiresAds = true
                $0.reprompt = .googleNone
                $0.startDate = CivilDate(year: 2023, month: 6, day: 1)
            })
        try r.send(.umpForm(.confirmChoices(.nothing(in: r.ump.environment.message))))
        #expect(r.state.screen == .umpPrivacyOptions)
        try r.send(.dismiss)
        #expect(r.state.screen == .umpPrivacyOptions)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home && r.verdict == .personalized)
    }

    @Test func attDeniedMakesTheAppRequestNonPersonalized() throws {
        let r = try launched(config { $0.attOrder = .cmpFirst })
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAskNotToTrack)
        #expect(r.state.googleVerdict.kind == .personalized)
        #expect(r.verdict == .nonPersonalized)
        #expect(r.state.adRequest?.extras == ["npa": "1"])
        #expect(r.state.adRequest?.appChecks?.canShowPersonalizedAds.value == false)
    }

    @Test(arguments: [ATTInitialState.restricted, .authorized])
    func attFirstShowsTheFormUnlessDenied(_ initial: ATTInitialState) throws {
        let r = try launched(
            config {
                $0.attOrder = .attFirst
                $0.attInitial = initial
            })
        #expect(r.state.screen == .umpConsentMessage)
    }

    @Test func attFirstBelowIOS14ShowsTheForm() throws {
        let r = try launched(
            config {
                $0.attOrder = .attFirst
                $0.iosVersion = IOSVersion(13, 7)
            })
        #expect(r.state.screen == .umpConsentMessage)
    }

    @Test func attFirstDeniedSkipsTheFormAndRunsThePolicyEveryLaunch() throws {
        let r = try launched(
            config {
                $0.attOrder = .attFirst
                $0.attDenial = .rejectAll
            })
        try r.send(.alertAskNotToTrack)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained)
        try r.send(.umpReset)
        let effects = try r.send(.relaunch)
        #expect(effects.contains(.note("tracking denied: the app records \"Do not consent\"")))
        #expect(r.state.screen == .home)
    }

    @Test func cmpThenATTIfPersonalizedSkipsATTAfterDoNotConsent() throws {
        let r = try launched(config { $0.attOrder = .cmpThenATTIfPersonalized })
        try r.send(.umpForm(.doNotConsent))
        #expect(r.state.screen == .home && r.state.system.att.status == .notDetermined)
        try r.send(.reinstall)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .attAlert)
    }

    @Test func eeaDeviceWithoutACMPGetsLimited() throws {
        let r = try launched(
            config {
                $0.sdk = .none
                $0.debugGeography = .disabled
                $0.deviceRegion = .eea
            })
        try r.send(.alertAllow)
        #expect(r.verdict == .limited)
        let other = try launched(config { $0.sdk = .none })
        try other.send(.alertAllow)
        #expect(other.verdict == .personalized)
    }

    /// Google's sample checks `canRequestAds` before every ad load (googleads-mobile-ios-examples,
    /// InterstitialExample's ViewController.swift, `playAgain`): after the reset it is false, so the app
    /// drops its ad and requests none; what a request would be now carries no reason of the removed consent.
    @Test func resetByDenialStopsTheAppsAdRequests() throws {
        let r = try launched(
            config {
                $0.attOrder = .cmpFirst
                $0.attDenial = .resetPreferences
            })
        try r.send(.umpForm(.consentAll))
        #expect(r.state.adRequest?.eligibility.kind == .personalized)
        let effects = try r.send(.alertAskNotToTrack)
        #expect(!r.state.canRequestAds && r.state.adRequest == nil)
        #expect(!effects.contains { if case .requestAd = $0 { true } else { false } })
        #expect(effects.contains(.note("canRequestAds is false: the app requests no further ad until consent is gathered again")))
        let now = r.state.currentAdRequest
        #expect(!now.eligibility.reasons.contains { $0.contains("vendor 755 has consent") })
        #expect(now.eligibility.kind == .nonPersonalized)
        // Nor does a later change (the clock) bring a request back while canRequestAds stays false.
        let later = try r.send(.advanceClock(days: 1))
        #expect(!later.contains { if case .requestAd = $0 { true } else { false } } && r.state.adRequest == nil)
    }

    @Test func theDebugResetStopsAdRequestsToo() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        #expect(r.state.adRequest != nil)
        let effects = try r.send(.umpReset)
        #expect(r.state.adRequest == nil && !effects.contains { if case .requestAd = $0 { true } else { false } })
    }

    @Test func underAgeIsNonPersonalizedForUMPAndPAC() throws {
        let ump = try launched(
            config {
                $0.attOrder = .noATT
                $0.underAgeOfConsent = true
            })
        #expect(ump.verdict == .nonPersonalized)
        let pac = try launched(
            config {
                $0.sdk = .pac
                $0.attOrder = .noATT
                $0.underAgeOfConsent = true
            })
        #expect(pac.verdict == .nonPersonalized)
    }

    @Test func keepStaleKeepsConsentAndGoogleAnswers33() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        try r.send(.advanceClockMonths(13))
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained)
        #expect(r.verdict == .none)
        #expect(r.state.adEligibility.reasonDetails.first?.code == GoogleTCFErrorCode.expired)
        #expect(r.state.appChecks?.canShowAds.value == true)
    }

    @Test func reaskDiscardsTheStaleString() throws {
        var c = config { $0.attOrder = .noATT }
        c.umpMessage.expiry = .reask
        let r = try launched(c)
        try r.send(.umpForm(.consentAll))
        try r.send(.advanceClockMonths(13))
        try r.send(.relaunch)
        #expect(r.state.screen == .umpConsentMessage && r.ump.consentStatus == .required)
    }

    @Test(arguments: ConsentSDK.allCases)
    func everyOrderIsInTheAppGraph(_ sdk: ConsentSDK) {
        let table = Set(AppReducer.transitions)
        for order in ATTOrder.allCases {
            var c = AppConfiguration(sdk: sdk, attOrder: order)
            c.umpMessage = UMPMessageSettings(vendorList: .transitionSample)
            let choices: [AppEvent] =
                sdk == .pac ? [.pacForm(.choosePersonalized), .pacForm(.chooseNonPersonalized)] : [.umpForm(.consentAll), .umpForm(.doNotConsent)]
            let explored = AppReducer.explore([c], alphabet: choices + [.alertAllow, .alertAskNotToTrack])
            #expect(!explored.isEmpty)
            #expect(Set(explored).isSubset(of: table), "\(sdk) \(order): \(Set(explored).subtracting(table).sorted())")
        }
    }

    @Test func traceCarriesBothVerdicts() throws {
        let sink = MemoryTraceSink()
        let r = try launched(config { $0.attOrder = .cmpFirst }, trace: sink)
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAskNotToTrack)
        let last = try JSONParser.parse(try #require(sink.lines.last))
        guard case .object(let record) = last, case .object(let changes)? = record["changes"] else {
            Issue.record("no changes in \(last)")
            return
        }
        #expect(changes["appChecks.canShowPersonalizedAds.value"] == .bool(false))
        #expect(changes["googleVerdict.kind"] == .string("non-personalized"))
        guard case .array(let effects)? = record["effects"] else { return }
        let request = effects.first { if case .object(let e) = $0 { e["requestAd"] != nil } else { false } }
        guard case .object(let e)? = request, case .object(let ad)? = e["requestAd"] else {
            Issue.record("no requestAd in \(effects)")
            return
        }
        #expect(ad["extras"] == .object(["npa": .string("1")]))
        #expect(ad["appChecks"] != nil && ad["appChecks"] != .null)
    }

    @Test func hasAttributeReadsCharactersLikeTheAnswersCode() {
        // The byte path and the answer's Character walk agree, also where a Character is several bytes.
        for input in ["0101", "", "1", "é1", "\r\n1", "0\r\n1", "👍🏽1", "1" + String(repeating: "0", count: 800)] {
            for index in 0...6 {
                #expect(
                    AppChecks.hasAttribute(input, index: index) == (index >= 1 && input.count >= index && Array(input)[index - 1] == "1"),
                    "\(input.debugDescription) \(index)")
            }
        }
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Flow

@Suite struct AppLaunchTests {
    @Test func firstLaunchEEAShowsGDPRMessageThenATTAlert() throws {
        let r = try launched()
        #expect(r.state.screen == .umpConsentMessage)
        #expect(r.ump.consentStatus == .required && !r.state.canRequestAds && r.state.adRequest == nil)
        #expect(r.state.device["IABTCF_TCString"] == nil)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAllow)
        #expect(r.state.screen == .home && r.state.phase == .ready)
        #expect(r.ump.consentStatus == .obtained && r.state.canRequestAds && r.state.privacySettingsVisible)
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == .personalized && ad.idfa == ATTState.deviceIDFA && ad.extras.isEmpty)
        #expect(try checkedModel(r.state.device).vendorConsents.contains(755))
        #expect(try r.store.load() == r.state.device)
    }

    @Test func relaunchWithStoredConsentShowsNoForm() throws {
        let r = try launched()
        try r.send(.umpForm(.doNotConsent))
        try r.send(.alertAskNotToTrack)
        let effects = try r.send(.relaunch)
        #expect(r.state.screen == .home && r.state.launchCount == 2)
        #expect(!effects.contains { if case .ump(.presentForm) = $0 { true } else { false } })
        // The previous session's status allows starting ads before the request completes.
        let start = try #require(effects.firstIndex(of: .startMobileAds))
        let done = try #require(effects.firstIndex(of: .ump(.completion(.consentInfoUpdate(nil)))))
        #expect(start < done)
        #expect(r.state.adRequest?.eligibility.kind == .limited)
        #expect(r.state.adRequest?.idfa == ATTState.zeroIDFA)
    }

    @Test func dismissalReloadsAndPresentsAgain() throws {
        let r = try launched(config { $0.attOrder = .cmpFirst })
        let first = try #require(r.ump.presented)
        let effects = try r.send(.dismiss)
        let second = try #require(r.ump.presented)
        #expect(r.state.screen == .umpConsentMessage && second.id != first.id)
        #expect(effects.contains(.note("the form closed without a choice: the app loads and presents it again")))
        #expect(r.state.device.keys.filter { $0.hasPrefix("IABTCF_") && InAppKey.isTCDataKey($0) } == [])
        #expect(r.ump.consentStatus == .required)
    }

    @Test func requiresAdsRepromptsThroughPrivacyOptions() throws {
        // In 2023, before technical ad delivery and Limited ads 2.0, refusing everything served nothing.
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.requiresAds = true
                $0.reprompt = .googleNone
                $0.startDate = CivilDate(year: 2023, month: 6, day: 1)
            })
        try r.send(.umpForm(.confirmChoices(.nothing(in: r.ump.environment.message))))
        #expect(r.verdict == .none)
        #expect(r.state.screen == .umpPrivacyOptions && r.state.phase == .privacyOptions(byApp: true))
        try r.send(.dismiss)
        #expect(r.state.screen == .umpPrivacyOptions)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home && r.verdict == .personalized)
    }

    @Test func doNotConsentDoesNotTriggerTheGoogleNoneWall() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.requiresAds = true
                $0.reprompt = .googleNone
            })
        try r.send(.umpForm(.doNotConsent))
        #expect(r.state.screen == .home && r.verdict == .limited)
    }

    @Test func thirteenMonthExpiryStopsAdsAndRepromptsOnRelaunchUnderReask() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.umpMessage.expiry = .reask
            })
        try r.send(.umpForm(.consentAll))
        try r.send(.advanceClockMonths(12))
        #expect(r.state.adRequest?.eligibility.kind == .personalized)
        let effects = try r.send(.advanceClock(days: 31))
        #expect(r.state.adRequest?.eligibility.kind == AdRequestKind.none)
        #expect(effects.contains { if case .requestAd = $0 { true } else { false } })
        try r.send(.relaunch)
        #expect(r.state.screen == .umpConsentMessage && r.ump.consentStatus == .required)
    }

    @Test func vendorListVersionKeepsConsentPolicyChangeReprompts() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        // The embedded list is version 106 of policy 5; a newer version of the same policy keeps consent.
        try r.send(.vendorListUpdated(version: 107, policyVersion: 5))
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained)
        #expect(try checkedModel(r.state.device).vendorListVersion == 106)
        try r.send(.vendorListUpdated(version: 108, policyVersion: 6))
        try r.send(.relaunch)
        #expect(r.state.screen == .umpConsentMessage)
        #expect(r.state.device["IABTCF_TCString"] == nil)
        try r.send(.umpForm(.consentAll))
        let m = try checkedModel(r.state.device)
        #expect(m.vendorListVersion == 108 && m.tcfPolicyVersion == 6)
        #expect(r.state.device.integer(forKey: "IABTCF_PolicyVersion") == 6)
    }

    @Test func privacySettingsReopenWithDefaults() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        try r.send(.tapPrivacySettings)
        #expect(r.state.screen == .umpPrivacyOptions)
        try r.send(.umpForm(.confirmChoices(.defaults)))
        #expect(r.state.screen == .home && r.verdict == .limited && r.ump.consentStatus == .obtained)
    }

    @Test func privacySettingsHiddenOutsideRegulatedRegions() throws {
        let r = try launched(
            config {
                $0.debugGeography = .other
                $0.attOrder = .noATT
            })
        #expect(r.state.screen == .home && !r.state.privacySettingsVisible && r.ump.consentStatus == .notRequired)
        let effects = try r.send(.tapPrivacySettings)
        #expect(effects == [.note("\"Privacy settings\" is not available now")])
        #expect(r.state.device.integer(forKey: "IABTCF_gdprApplies") == 0)
        #expect(r.state.adRequest?.eligibility.kind == .personalized)
    }

    @Test func usStatesOptOutThroughPrivacySettings() throws {
        let r = try launched(
            config {
                $0.debugGeography = .regulatedUSState
                $0.attOrder = .noATT
            })
        #expect(r.state.screen == .home && r.state.privacySettingsVisible && r.state.canRequestAds)
        try r.send(.tapPrivacySettings)
        #expect(r.state.screen == .umpUSStatesMessage)
        try r.send(.umpForm(.optOut))
        #expect(r.state.screen == .home)
        #expect(r.state.device["IABGPP_HDR_GppString"] == .string("DBABL~BVQVAAAAAg"))
        #expect(r.state.device["IABGPP_GppSID"] == .string("7"))
        // Google reads the opt-out as restricted data processing: the next request is non-personalized,
        // without an npa extra (the SDK reads the GPP string itself).
        let request = try #require(r.state.adRequest)
        #expect(request.eligibility.kind == .nonPersonalized && request.eligibility.restrictedDataProcessing)
        #expect(request.eligibility.reasons.first?.contains("GPP usnat opt-out of sale, sharing, targeted advertising") == true)
        #expect(request.extras.isEmpty)
    }

    @Test func underAgeTagSkipsTheMessage() throws {
        let r = try launched(
            config {
                $0.underAgeOfConsent = true
                $0.attOrder = .noATT
            })
        #expect(r.state.screen == .home && r.ump.consentStatus == .notRequired && r.state.canRequestAds)
        // One under-age rule for UMP and PAC: the TFUA request is non-personalized.
        #expect(r.state.adRequest?.eligibility.kind == .nonPersonalized)
    }

    @Test func requestErrorStillTriesAds() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.umpServer.requestError = .network
            })
        #expect(r.state.screen == .home && r.state.lastError?.contains("Code=3") == true)
        #expect(r.state.adRequest == nil)
    }

    @Test func umpResetFromDebugMenu() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        try r.send(.umpReset)
        #expect(r.state.device.keys.filter(InAppKey.isTCFKey).isEmpty && r.ump.consentStatus == .unknown)
        try r.send(.relaunch)
        #expect(r.state.screen == .umpConsentMessage)
    }

    @Test func aConsentSavedAfterTheClockMovedIsDatedThatDay() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        try r.send(.advanceClockMonths(2))
        try r.send(.tapPrivacySettings)
        try r.send(.umpForm(.consentAll))
        let model = try checkedModel(r.state.device)
        #expect(CivilDate(deciseconds: model.created) == jan15.adding(months: 2))
    }
}

@Suite struct AppATTOrderTests {
    @Test func attFirstAuthorizedThenConsent() throws {
        let r = try launched(config { $0.attOrder = .attFirst })
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAllow)
        #expect(r.state.screen == .umpConsentMessage && r.ump.presented?.kind == .consentMessage)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home && r.state.adRequest?.eligibility.idfaAvailable == true)
    }

    @Test func attFirstDeniedSkipsTheForm() throws {
        let r = try launched(config { $0.attOrder = .attFirst })
        let effects = try r.send(.alertAskNotToTrack)
        #expect(r.state.screen == .home && r.ump.consentStatus == .required && !r.state.canRequestAds)
        #expect(effects.contains(.note("tracking denied: the consent form is skipped (PubConsent's ATT guide)")))
        #expect(r.state.adRequest == nil && r.verdict == .none)
    }

    @Test func attFirstDeniedRejectAll() throws {
        let r = try launched(
            config {
                $0.attOrder = .attFirst
                $0.attDenial = .rejectAll
            })
        try r.send(.alertAskNotToTrack)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained)
        #expect(r.state.adRequest?.eligibility.kind == .limited)
        #expect(try checkedModel(r.state.device).purposesConsent.isEmpty)
    }

    @Test func cmpFirstThenATT() throws {
        let r = try launched(config { $0.attOrder = .cmpFirst })
        #expect(r.state.screen == .umpConsentMessage && r.ump.presented?.kind == .consentMessage)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAskNotToTrack)
        // Google would personalize; the app's canShowPersonalizedAds() is false after a denial, so the app sends npa=1.
        #expect(r.state.screen == .home && r.state.googleVerdict.kind == .personalized && r.verdict == .nonPersonalized)
        #expect(r.state.adRequest?.idfa == ATTState.zeroIDFA)
    }

    @Test func cmpFirstDenialResetsPreferences() throws {
        let r = try launched(
            config {
                $0.attOrder = .cmpFirst
                $0.attDenial = .resetPreferences
            })
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAskNotToTrack)
        #expect(r.state.device.keys.filter(InAppKey.isTCFKey).isEmpty && r.ump.consentStatus == .unknown)
        #expect(!r.state.canRequestAds)
    }

    @Test func cmpFirstDenialRejectAllOverridesConsent() throws {
        let r = try launched(
            config {
                $0.attOrder = .cmpFirst
                $0.attDenial = .rejectAll
            })
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAskNotToTrack)
        #expect(r.verdict == .limited)
    }

    @Test func umpManagedOutsideEEAShowsExplainer() throws {
        let r = try launched(config { $0.debugGeography = .other })
        #expect(r.state.screen == .attExplainer && r.ump.consentStatus == .required)
        try r.send(.explainerContinue)
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAllow)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained && r.state.canRequestAds)
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.ump.consentStatus == .obtained)
    }

    @Test func umpManagedEEADecidedShowsExplainer() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.umpForm(.consentAll))
        var c = r.state.configuration
        c.attOrder = .umpManaged
        let again = try FlowRuntime(configuration: c, store: r.store)
        try again.launch()
        #expect(again.state.screen == .attExplainer)
    }

    @Test func umpManagedWithoutTrackingPermissionShowsOnlyGDPR() throws {
        let r = try launched(config { $0.attInitial = .deniedByGlobalToggle })
        #expect(r.ump.presented?.kind == .consentMessage)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home && r.state.system.att.status == .denied)
    }

    @Test func restrictedDeviceNeverSeesTheAlert() throws {
        let r = try launched(
            config {
                $0.attInitial = .restricted
                $0.attOrder = .attFirst
            })
        // PubConsent's att-first order: restricted shows the CMP, never the alert.
        #expect(r.state.screen == .umpConsentMessage && r.state.system.att.status == .restricted)
    }

    @Test func iOS13HasNoATTStep() throws {
        let r = try launched(
            config {
                $0.iosVersion = IOSVersion(13, 7)
                $0.attOrder = .cmpFirst
            })
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home && r.state.adRequest?.eligibility.idfaAvailable == true)
        #expect(r.state.adRequest?.idfa == ATTState.deviceIDFA)
    }

    @Test func iOS142DeniesWithoutPrompt() throws {
        let r = try launched(
            config {
                $0.iosVersion = IOSVersion(14, 2)
                $0.attOrder = .attFirst
            })
        #expect(r.state.screen == .home && r.state.system.att.status == .denied)
    }

    @Test func iOS174EarlyCallbackMisleadsTheApp() throws {
        let r = try launched(
            config {
                $0.iosVersion = IOSVersion(17, 4)
                $0.attOrder = .attFirst
            })
        // The alert is up, but the app already heard "denied" and skipped the consent form.
        #expect(r.state.screen == .attAlert && r.state.phase == .ready)
        try r.send(.alertAllow)
        #expect(r.state.system.att.status == .authorized && r.state.screen == .home && r.ump.presented == nil)
    }

    @Test func iOS174WorkaroundWaitsForTheAlert() throws {
        let r = try launched(
            config {
                $0.iosVersion = IOSVersion(17, 4)
                $0.attOrder = .attFirst
                $0.att174Workaround = true
            })
        #expect(r.state.screen == .attAlert && r.state.phase == .running(.att))
        try r.send(.alertAllow)
        #expect(r.state.screen == .umpConsentMessage)
    }

    @Test func noCMPOnlyATT() throws {
        let r = try launched(config { $0.sdk = .none })
        #expect(r.state.screen == .attAlert && r.state.ump == nil)
        try r.send(.alertAllow)
        #expect(r.state.screen == .home && r.state.adRequest?.eligibility.kind == .personalized)
        #expect(r.state.adRequest?.idfa == ATTState.deviceIDFA)
    }

    /// The app's own explainer comes before the system alert; its one button leads to the alert, and
    /// it cannot be closed without going on. Once answered, later launches ask nothing.
    @Test func appExplainerBeforeTheAlert() throws {
        let r = try launched(
            config {
                $0.sdk = .none
                $0.appATTExplainer = true
            })
        #expect(r.state.screen == .attExplainer && r.state.phase == .running(.att))
        #expect(r.state.system.att.status == .notDetermined)
        let effects = try r.send(.dismiss)
        #expect(r.state.screen == .attExplainer && effects.contains(.note("the explainer has one way on: Continue, to the system alert")))
        try r.send(.explainerContinue)
        #expect(r.state.screen == .attAlert)
        try r.send(.alertAskNotToTrack)
        #expect(r.state.screen == .home && r.state.system.att.status == .denied)
        try r.send(.relaunch)
        #expect(r.state.screen == .home, "decided: no explainer, no alert")
        try r.send(.reinstall)
        #expect(r.state.screen == .attExplainer, "a new install asks again")
    }

    @Test func reinstallWipesStorageAndPromptsAgain() throws {
        let r = try launched()
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAskNotToTrack)
        try r.send(.reinstall)
        #expect(r.state.launchCount == 1 && r.state.screen == .umpConsentMessage)
        #expect(r.state.device["IABTCF_TCString"] == nil && r.state.system.att.status == .notDetermined)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .attAlert)
    }

    @Test func attStatusSurvivesRelaunch() throws {
        let r = try launched(config { $0.attOrder = .cmpFirst })
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAllow)
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.state.system.att.status == .authorized)
    }
}

@Suite struct StoredKeysTests {
    static let tcfKeys = [
        "IABTCF_AddtlConsent", "IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_DisclosedVendors", "IABTCF_PolicyVersion",
        "IABTCF_PublisherCC", "IABTCF_PurposeConsents",
        "IABTCF_PurposeLegitimateInterests", "IABTCF_PurposeOneTreatment", "IABTCF_SpecialFeaturesOptIns", "IABTCF_TCString",
        "IABTCF_UseNonStandardStacks", "IABTCF_UserConsentRecordId", "IABTCF_VendorConsents", "IABTCF_VendorLegitimateInterests",
        "IABTCF_gdprApplies",
    ]  // what UMP writes (KeyProfile.ump): no empty publisher keys, the pre-2.2 UseNonStandardStacks, a record id
    static let privateKeys = ["consentsim.ump.consentStatus", "consentsim.ump.privacyOptionsRequirementStatus"]

    @Test(arguments: [AppEvent.umpForm(.consentAll), .umpForm(.doNotConsent), .umpForm(.confirmChoices(.defaults))])
    func gdprOutcomeLeavesTheFullKeySet(_ outcome: AppEvent) throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(outcome)
        #expect(
            r.state.device.keys == (Self.tcfKeys + Self.privateKeys + ["UMP_consentModeValues"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        )
        #expect(r.state.device["UMP_consentModeValues"] == .string("4444"), "consent mode is not turned on")
        let m = try checkedModel(r.state.device)
        #expect(m.disclosedVendors == VendorList.embedded.vendorIDs)
        #expect(r.state.device["IABTCF_gdprApplies"] == .integer(1) && r.state.device["IABTCF_CmpSdkID"] == .integer(300))
        #expect(r.state.device.integer(forKey: UMPPersisted.consentStatusKey) == UMPConsentStatus.obtained.rawValue)
    }

    @Test func otherRegionLeavesPresenceKeysOnly() throws {
        let r = try launched(
            config {
                $0.attOrder = .noATT
                $0.debugGeography = .other
            })
        #expect(
            r.state.device.keys == ["IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion", "IABTCF_gdprApplies", "UMP_consentModeValues"]
                + Self.privateKeys)
        #expect(InAppKeys.read(r.state.tcfKeys).issues == [])
    }

    @Test func dismissedFormLeavesNoConsent() throws {
        let r = try launched(config { $0.attOrder = .noATT })
        try r.send(.dismiss)
        #expect(
            r.state.device.keys == ["IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion", "IABTCF_gdprApplies"]
                + Self.privateKeys)
        #expect(r.verdict == .none)
    }
}

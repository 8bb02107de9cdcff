import Basics
import Store
import TCF
import Testing

@testable import Flow

/// An Android app: no ATT, the advertising ID, UMP's own preferences.
@Suite struct AndroidAppTests {
    static func android(_ tweak: (inout AppConfiguration) -> Void = { _ in }) -> AppConfiguration {
        config {
            $0.platform = .android; tweak(&$0)
        }
    }

    @Test(arguments: [ATTOrder.umpManaged, .attFirst, .cmpFirst])
    func noATTWhateverTheOrder(_ order: ATTOrder) throws {
        let r = try launched(Self.android { $0.attOrder = order })
        #expect(r.state.screen == .umpConsentMessage)
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .home)
        #expect(r.state.system.att.statusForAds == nil)
        let ad = try #require(r.state.adRequest)
        #expect(ad.eligibility.kind == .personalized && ad.idfa == AdvertisingIDState.available.identifier)
        #expect(r.state.appChecks?.canShowPersonalizedAds.value == true)
        #expect(r.state.device["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status"] == .integer(3))
    }

    @Test func deletedAdvertisingIDReadsAsZeros() throws {
        let r = try launched(Self.android { $0.advertisingID = .deleted })
        try r.send(.umpForm(.consentAll))
        #expect(r.state.adRequest?.idfa == "00000000-0000-0000-0000-000000000000")
    }

    @Test func iOSKeepsItsOwnKeysAndTheAlert() throws {
        let r = try launched()
        try r.send(.umpForm(.consentAll))
        #expect(r.state.screen == .attAlert)
        #expect(r.state.device["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status"] == nil)
        #expect(r.state.device[UMPPersisted.consentStatusKey] == .integer(3))
    }

    @Test func theLegacyConsentSDKKeepsItsStatusInItsOwnFileOnAndroid() throws {
        let r = try launched(pacConfig { $0.platform = .android })
        #expect(r.state.device[PACConstants.userDefaultsRootKey] == nil)
        guard case .string(let stored)? = r.state.device["mobileads_consent/consent_string"] else {
            Issue.record("no consent_string: \(r.state.device.keys)")
            return
        }
        #expect(stored.hasPrefix("{\"providers\":["))
        #expect(stored.contains("\"is_request_in_eea_or_unknown\":true") && stored.contains("\"version\":\"1.0.8\",\"plat\":\"android\""))
        #expect(stored.contains("\"consent_state\":\"unknown\""))
    }
}

/// Android's own numbers and texts where the app, the trace and the log show them.
@Suite struct AndroidNumbersTests {
    @Test func aFormErrorIsLoggedAsAndroidsAppsLogIt() throws {
        let r = try launched(AndroidAppTests.android { $0.umpServer.formError = .unavailable })
        // FormError.ErrorCode INVALID_OPERATION = 3 for an unavailable form, "<code>: <message>" as the example apps log it.
        #expect(r.state.lastError == "3: Form is unavailable.", "\(r.state.lastError ?? "nil")")
        let ios = try launched(config { $0.umpServer.formError = .unavailable })
        #expect(ios.state.lastError?.hasPrefix("Error Domain=com.google.user_messaging_platform Code=7") == true)
    }

    @Test func errorCodesMapAcrossBothIOSEnums() {
        #expect(UMPError(UMPRequestErrorCode.network).androidErrorCode == 2)
        #expect(UMPError(UMPRequestErrorCode.invalidAppID).androidErrorCode == 1)
        #expect(UMPError(UMPFormErrorCode.timeout).androidErrorCode == 4)
        #expect(UMPError(UMPFormErrorCode.alreadyUsed).logged(on: .android) == "3: Form was already used.")
    }

    @Test func theTraceNamesThePlatformAndItsRawValues() throws {
        let r = try launched(AndroidAppTests.android())
        let state = try #require(r.state.ump?.json)
        guard case .object(let o) = state else { Issue.record("not an object"); return }
        #expect(o["platform"] == .string("android"))
        // REQUIRED is 2 on Android (1 on iOS).
        #expect(o["consentStatusRaw"] == .int(2))
        #expect(o["privacyOptionsRequirementStatusRaw"] == .int(2))
        guard case .object(let c) = r.state.configuration.json else { Issue.record("not an object"); return }
        #expect(c["platform"] == .string("android") && c["advertisingID"] == .string("available"))
        let ios = try launched()
        guard case .object(let i)? = ios.state.ump?.json else { Issue.record("not an object"); return }
        #expect(i["consentStatusRaw"] == .int(1))
    }

    @Test func aRegisteredHashedIDMakesARealPhoneATestDevice() throws {
        let phone = AndroidAppTests.android {
            $0.testDevice = false
            $0.deviceRegion = .other
            $0.debugGeography = .eea
        }
        #expect(try launched(phone).state.screen == .home)
        var registered = phone
        registered.testDeviceIDs = [UMPEnvironment.deviceIdentifier(on: .android)]
        #expect(try launched(registered).state.screen == .umpConsentMessage)
        // The iOS id does not register the Android phone.
        registered.testDeviceIDs = [UMPEnvironment.deviceIdentifier(on: .ios)]
        #expect(try launched(registered).state.screen == .home)
    }

    @Test func androidLogsTheHashedIDAsLogcatShowsIt() {
        let id = UMPEnvironment.deviceIdentifier(on: .android)
        #expect(id.count == 32 && id.allSatisfy(\.isHexDigit))
        #expect(
            UMPEnvironment.testDeviceHint(on: .android, identifier: id)
                == "UserMessagingPlatform: Use new ConsentDebugSettings.Builder().addTestDeviceHashedId(\"\(id)\") to set this as a debug device."
        )
    }

    @Test(arguments: [UMPGDPRAppliesWrite.one, .zero])
    func gdprAppliesWithTheChoicesFollowsTheSetting(_ write: UMPGDPRAppliesWrite) throws {
        let r = try launched(AndroidAppTests.android { $0.androidGDPRApplies = write })
        try r.send(.umpForm(.doNotConsent))
        #expect(r.state.device["IABTCF_gdprApplies"] == .integer(write == .one ? 1 : 0))
        #expect(r.state.device["IABTCF_TCString"] != nil)
        // iOS always writes 1.
        let ios = try launched(config { $0.androidGDPRApplies = write })
        try ios.send(.umpForm(.doNotConsent))
        #expect(ios.state.device["IABTCF_gdprApplies"] == .integer(1))
    }
}

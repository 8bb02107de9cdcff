import Store
import TCF
import Testing

@testable import Flow

/// UMP for Android: its numbering and the state it caches in its own preferences file.
@Suite struct UMPAndroidTests {
    static let android = UMPEnvironment(message: UMPMessageSettings(vendorList: smallVendorList), platform: .android)

    @Test func consentStatusNumbersFollowTheAndroidReference() {
        #expect(UMPConsentStatus.allCases.map(\.androidRawValue) == [0, 2, 1, 3])  // unknown, required, notRequired, obtained
        #expect(UMPConsentStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UMPConsentStatus(rawValue: 1, on: .android) == .notRequired && UMPConsentStatus(rawValue: 1, on: .ios) == .required)
        #expect(UMPPrivacyOptionsRequirementStatus.required.androidName == "REQUIRED")
        #expect(UMPFormErrorCode.timeout.androidErrorCode == 4 && UMPRequestErrorCode.network.androidErrorCode == 2)
    }

    @Test func requiredThenObtainedIsCachedInUMPsOwnFile() {
        var h = UMPHarness(Self.android)
        h.request()
        #expect(h.domain["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status"] == .integer(2))
        #expect(h.domain["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/privacy_options_requirement_status"] == .string("REQUIRED"))
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        #expect(h.domain["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status"] == .integer(3))
        #expect(h.domain[UMPPersisted.consentStatusKey] == nil && h.domain[UMPPersisted.privacyOptionsKey] == nil)
        #expect(h.domain["IABTCF_gdprApplies"] == .integer(1))
    }

    @Test func outsideTheEEANotRequiredIsOne() {
        var h = UMPHarness(Self.android)
        h.request(.other)
        #expect(h.state.consentStatus == .notRequired)
        #expect(h.domain["__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__/consent_status"] == .integer(1))
    }

    @Test func relaunchReadsTheAndroidCacheAndResetClearsIt() {
        var h = UMPHarness(Self.android)
        h.request()
        h.send(.loadAndPresentIfRequired)
        h.send(.userOutcome(.consentAll))
        h.relaunch()
        #expect(h.state.persisted.consentStatus == .obtained)
        #expect(UMPPersisted.read(from: h.domain, platform: .ios).consentStatus == .unknown)
        h.send(.reset)
        #expect(!h.domain.keys.contains { $0.hasPrefix(AndroidPreferencesFiles.umpInternal) })
    }
}

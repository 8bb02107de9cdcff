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

    @Test func aPACFormIsRefusedOnAndroidOnly() {
        #expect(Self.android { $0.sdk = .pac }.platformRefusal?.contains("PAC form runs on iOS only") == true)
        #expect(config { $0.sdk = .pac }.platformRefusal == nil)
        #expect(Self.android().platformRefusal == nil)
    }
}

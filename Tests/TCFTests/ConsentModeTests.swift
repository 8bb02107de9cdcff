import Basics
import Testing

@testable import TCF

/// Consent Mode as Google Analytics for Firebase reads it from the IABTCF keys.
@Suite struct ConsentModeTests {
    static let today = CivilDate(year: 2026, month: 1, day: 15)

    /// The keys of a full consent with Google's TCF integration turned on.
    static func keys(purposes: String = "11111111111", google: Character = "1") -> [String: InAppValue] {
        [
            InAppKey.gdprApplies: .number(1), InAppKey.enableAdvertiserConsentMode: .number(1), InAppKey.policyVersion: .number(5),
            InAppKey.purposeConsents: .string(purposes),
            InAppKey.vendorConsents: .string(String(repeating: "0", count: 754) + String(google)),
        ]
    }

    @Test func consentBitsMapToTheThreeAdSignals() {
        #expect(
            ConsentMode.firebaseTCF(Self.keys(), today: Self.today).summary
                == "ad_storage granted, ad_user_data granted, ad_personalization granted, analytics_storage unset")
        // Purpose 7 without consent denies ad_user_data: legitimate interest is not read.
        let noSeven = ConsentMode.firebaseTCF(Self.keys(purposes: "11111101111"), today: Self.today)
        #expect(noSeven[.adUserData] == .denied && noSeven[.adStorage] == .granted && noSeven[.adPersonalization] == .granted)
        let noFour = ConsentMode.firebaseTCF(Self.keys(purposes: "11101111111"), today: Self.today)
        #expect(noFour[.adPersonalization] == .denied && noFour[.adUserData] == .granted)
        let noOne = ConsentMode.firebaseTCF(Self.keys(purposes: "01111111111"), today: Self.today)
        #expect(noOne[.adStorage] == .denied && noOne[.adUserData] == .denied && noOne[.adPersonalization] == .granted)
    }

    @Test func nothingIsSetUnlessEveryConditionHolds() {
        func gap(_ change: (inout [String: InAppValue]) -> Void, enabled: Bool = true) -> (ConsentMode, String?) {
            var k = Self.keys()
            change(&k)
            return (
                ConsentMode.firebaseTCF(k, today: Self.today, tcfDataEnabled: enabled),
                ConsentMode.firebaseTCFGap(k, tcfDataEnabled: enabled)?.message
            )
        }
        let cases: [((inout [String: InAppValue]) -> Void, String)] = [
            ({ $0[InAppKey.vendorConsents] = .string(String(repeating: "1", count: 754) + "0") }, "vendor 755 has no consent"),
            ({ $0[InAppKey.vendorConsents] = .string(String(repeating: "1", count: 754)) }, "vendor 755 has no consent"),
            ({ $0[InAppKey.gdprApplies] = .number(0) }, "IABTCF_gdprApplies is not the Number 1"),
            ({ $0[InAppKey.gdprApplies] = .string("1") }, "IABTCF_gdprApplies is not the Number 1"),
            ({ $0[InAppKey.enableAdvertiserConsentMode] = nil }, "IABTCF_EnableAdvertiserConsentMode is not the Number 1"),
            ({ $0[InAppKey.policyVersion] = nil }, "IABTCF_PolicyVersion is not a Number"),
            ({ $0[InAppKey.purposeConsents] = .string("") }, "IABTCF_PurposeConsents is missing or empty"),
        ]
        for (change, expected) in cases {
            let (mode, why) = gap(change)
            #expect(mode == ConsentMode())
            #expect(why?.hasPrefix(expected) == true, "\(String(describing: why))")
        }
        let (off, why) = gap({ _ in }, enabled: false)
        #expect(off == ConsentMode() && why?.contains("GOOGLE_ANALYTICS_TCF_DATA_ENABLED") == true)
        #expect(ConsentMode.firebaseTCFGap(Self.keys()) == nil)
    }

    @Test func shortStringsAndOldPoliciesSetFewerSignals() {
        var k = Self.keys(purposes: "111")
        #expect(ConsentMode.firebaseTCF(k, today: Self.today).values == [.adStorage: .granted])
        k = Self.keys()
        k[InAppKey.policyVersion] = .number(2)
        #expect(ConsentMode.firebaseTCF(k, today: Self.today)[.adUserData] == .notSet)
        // Before November 2023 the integration had ad_storage alone.
        #expect(ConsentMode.firebaseTCF(Self.keys(), today: CivilDate(year: 2023, month: 10, day: 1)).values == [.adStorage: .granted])
    }

    @Test func theSwitchKeyIsAKnownNumberKey() {
        #expect(InAppKey.isKnownKey("IABTCF_EnableAdvertiserConsentMode"))
        #expect(InAppKey.numberKeys.contains("IABTCF_EnableAdvertiserConsentMode"))
    }
}

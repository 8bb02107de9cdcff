import Testing

@testable import TCF

/// The app's `canShowAds()` / `canShowPersonalizedAds()` (Stack Overflow answer 68310602), quirks included.
@Suite struct AppChecksTests {
    /// A binary string with '1' at each 1-based position in `ones`, `length` long.
    static func bits(_ ones: [Int], length: Int) -> String {
        String((1...length).map { ones.contains($0) ? "1" : "0" })
    }

    static let vendor755 = bits([755], length: 755)

    /// Keys with the given purposes consented / on LI and vendor 755 consented / on LI.
    static func keys(consent: [Int], li: [Int] = [], vendorConsent: Bool = true, vendorLI: Bool = false) -> [String: InAppValue] {
        [
            InAppKey.purposeConsents: .string(bits(consent, length: 11)),
            InAppKey.purposeLegitimateInterests: .string(bits(li, length: 11)),
            InAppKey.vendorConsents: .string(vendorConsent ? vendor755 : bits([], length: 755)),
            InAppKey.vendorLegitimateInterests: .string(vendorLI ? vendor755 : bits([], length: 755)),
        ]
    }

    static func checks(_ keys: [String: InAppValue], notRequired: Bool = false, att: ATTrackingStatus? = .authorized, mac: Bool = false) -> AppChecks
    {
        AppChecks.evaluate(keys: keys, consentNotRequired: notRequired, att: att, runsOnMac: mac)
    }

    @Test func consentToEverythingPassesBoth() {
        let c = Self.checks(Self.keys(consent: Array(1...11)))
        #expect(c.canShowAds.value)
        #expect(c.canShowPersonalizedAds.value)
    }

    @Test func purposeOneWithoutThreeAndFourShowsAdsButNotPersonalized() {
        let c = Self.checks(Self.keys(consent: [1, 2, 7, 9, 10]))
        #expect(c.canShowAds.value)
        #expect(!c.canShowPersonalizedAds.value)
        #expect(
            c.canShowPersonalizedAds.reasons == [
                "purpose 3 has no consent (IABTCF_PurposeConsents position 3)",
                "purpose 4 has no consent (IABTCF_PurposeConsents position 4)",
            ])
    }

    @Test func legitimateInterestNeedsVendorLegitimateInterest() {
        // 2/7/9/10 on LI: pass only with vendor 755 LI; vendor consent alone does not carry LI purposes.
        #expect(Self.checks(Self.keys(consent: [1], li: [2, 7, 9, 10], vendorLI: true)).canShowAds.value)
        let c = Self.checks(Self.keys(consent: [1], li: [2, 7, 9, 10], vendorLI: false))
        #expect(!c.canShowAds.value)
        #expect(c.canShowAds.reasons.count == 4)
        #expect(c.canShowAds.reasons.first?.hasPrefix("purpose 2 has neither") == true)
    }

    @Test func vendorConsentIsRequiredEvenWhenEverythingElseRestsOnLegitimateInterest() {
        // The seed ANDs vendor 755 consent into hasConsentFor([1]): LI alone never shows ads.
        let c = Self.checks(Self.keys(consent: [1], li: [2, 7, 9, 10], vendorConsent: false, vendorLI: true))
        #expect(!c.canShowAds.value)
        #expect(c.canShowAds.reasons == ["vendor 755 has no consent (IABTCF_VendorConsents position 755)"])
    }

    @Test func doNotConsentFails() {
        // What UMP writes after "Do not consent": eleven zeros and vendor consents "0".
        let keys: [String: InAppValue] = [
            InAppKey.purposeConsents: .string("00000000000"),
            InAppKey.vendorConsents: .string("0"),
            InAppKey.purposeLegitimateInterests: .string("01000011011"),
            InAppKey.vendorLegitimateInterests: .string(Self.vendor755),
        ]
        let c = Self.checks(keys)
        #expect(!c.canShowAds.value)
        #expect(
            c.canShowAds.reasons.prefix(2) == [
                "purpose 1 has no consent (IABTCF_PurposeConsents position 1)",
                "vendor 755 has no consent (IABTCF_VendorConsents position 755)",
            ])
    }

    @Test func tooShortStringsMeanFalse() {
        // A vendor string that stops before position 755 has no consent for Google, whatever it holds.
        var keys = Self.keys(consent: Array(1...11))
        keys[InAppKey.vendorConsents] = .string(String(repeating: "1", count: 754))
        #expect(!Self.checks(keys).canShowAds.value)
        keys[InAppKey.vendorConsents] = .string(String(repeating: "1", count: 755))
        #expect(Self.checks(keys).canShowAds.value)
        // IAB-reference-style purpose strings that stop at the highest consented id ("1" = purpose 1 only).
        keys[InAppKey.purposeConsents] = .string("1")
        #expect(!Self.checks(keys).canShowAds.value)
    }

    @Test func missingKeysReadAsEmpty() {
        let c = Self.checks([:])
        #expect(!c.canShowAds.value)
        #expect(!c.canShowPersonalizedAds.value)
        #expect(c.canShowAds.reasons.count == 2 + 4)
    }

    @Test func readsTheBinaryStringsNotTheTCString() {
        // A TC string of full consent but no binary keys: the checks never decode the string, so false.
        var model = TCModel()
        model.purposesConsent = IDSet(range: 1...11)
        model.vendorConsents = [755]
        let tc: [String: InAppValue] = [InAppKey.tcString: .string(try! TCString.encode(model))]
        #expect(!Self.checks(tc).canShowAds.value)
    }

    @Test func numberValuesReadAsTheirDigits() {
        // UserDefaults.string(forKey:) returns "the string value of the number" for a Number: 11 -> "11".
        var keys = Self.keys(consent: Array(1...11))
        keys[InAppKey.purposeConsents] = .number(11)
        #expect(!Self.checks(keys).canShowAds.value)  // "11": purposes 1, 2 only
        keys[InAppKey.purposeConsents] = .number(11_111_111_111)
        #expect(Self.checks(keys).canShowAds.value)
    }

    @Test func notRequiredPassesWithoutKeys() {
        let c = Self.checks([:], notRequired: true)
        #expect(c.canShowAds == AppCheck(value: true, reasons: ["consentStatus is notRequired"]))
        #expect(c.canShowPersonalizedAds.value)
    }

    @Test func attDeniedOrRestrictedOrMacNeverPersonalized() {
        let all = Self.keys(consent: Array(1...11))
        for att in [ATTrackingStatus.denied, .restricted] {
            let c = Self.checks(all, notRequired: true, att: att)
            #expect(c.canShowAds.value)
            #expect(!c.canShowPersonalizedAds.value)
            #expect(c.canShowPersonalizedAds.reasons == ["ATT status is \(att)"])
        }
        #expect(Self.checks(all, att: .notDetermined).canShowPersonalizedAds.value)
        #expect(Self.checks(all, att: nil).canShowPersonalizedAds.value)
        let mac = Self.checks(all, mac: true)
        #expect(!mac.canShowPersonalizedAds.value)
        #expect(mac.canShowPersonalizedAds.reasons == ["the iOS app runs on a Mac"])
    }

    @Test func hasAttributeIsOneBasedAndBounded() {
        #expect(AppChecks.hasAttribute("10", index: 1))
        #expect(!AppChecks.hasAttribute("10", index: 2))
        #expect(!AppChecks.hasAttribute("10", index: 3))
        #expect(!AppChecks.hasAttribute("10", index: 0))
        #expect(!AppChecks.hasAttribute("", index: 1))
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Flow

@Suite struct UMPConsentBuilderTests {
    static let settings = UMPMessageSettings()

    static func verdict(_ outcome: UMPFormOutcome, settings: UMPMessageSettings = settings) throws -> (UMPConsentBuilder.Output, AdEligibility) {
        let choices = try #require(UMPConsentBuilder.choices(for: outcome, settings: settings))
        let out = try #require(UMPConsentBuilder.build(choices: choices, settings: settings, today: jan15, consentScreen: 1))
        var keys: [String: InAppValue] = [:]
        for w in out.keys {
            guard case .set(let k, let v) = w else { continue }
            switch v {
            case .integer(let i): keys[k] = .number(Int(i))
            case .string(let s): keys[k] = .string(s)
            default: Issue.record("unexpected type for \(k)")
            }
        }
        let reading = InAppKeys.read(keys)
        #expect(reading.issues == [])
        #expect(try TCString.decode(out.tcString) == out.model)
        return (out, GoogleAdEligibility.evaluate(reading, att: .authorized, today: jan15))
    }

    @Test func consentAllIsPersonalized() throws {
        let (out, v) = try Self.verdict(.consentAll)
        #expect(v.kind == .personalized)
        let list = Self.settings.vendorList
        #expect(out.model.purposesConsent == list.purposeIDs)
        #expect(out.model.specialFeatureOptIns == list.specialFeatureIDs)
        #expect(out.model.vendorConsents.contains(755))
        #expect(out.model.disclosedVendors == list.vendorIDs)
        #expect(out.additionalConsent == "2~1.35.41.101~dv.")
        // Vendors with neither a consent purpose nor a special feature get no consent bit.
        for v in list.activeVendors where v.purposes.isEmpty && v.specialFeatures.isEmpty {
            #expect(!out.model.vendorConsents.contains(v.id))
        }
    }

    @Test func doNotConsentIsLimitedAds() throws {
        let (out, v) = try Self.verdict(.doNotConsent)
        #expect(v.kind == .limited)
        #expect(out.model.purposesConsent.isEmpty)
        #expect(out.model.vendorConsents.isEmpty)
        #expect(out.model.purposesLITransparency == [2, 7, 8, 9, 10, 11])
        #expect(out.model.vendorLegitimateInterests.contains(755))
        #expect(out.additionalConsent == "2~~dv.1.35.41.101")
    }

    @Test func closeIsDoNotConsent() throws {
        #expect(try Self.verdict(.close).0.model == Self.verdict(.doNotConsent).0.model)
    }

    @Test func confirmWithoutProfilingIsNonPersonalized() throws {
        let choices = UMPChoices(purposeConsents: [1, 2, 7, 9, 10], vendorConsents: [755])
        #expect(try Self.verdict(.confirmChoices(choices)).1.kind == .nonPersonalized)
    }

    @Test func confirmNothingIsLimitedWhileGoogleIsDisclosed() throws {
        // Limited ads 2.0: nothing consented, every objection made, Google still disclosed.
        let (out, v) = try Self.verdict(.confirmChoices(.nothing(in: Self.settings)))
        #expect(v.kind == .limited)
        #expect(out.model.disclosedVendors?.contains(755) == true)
        #expect(out.model.purposesLITransparency.isEmpty)
        // Special-purpose-only vendors keep their LI bit: it is transparency, not a choice.
        #expect(out.model.vendorLegitimateInterests == Self.settings.vendorList.specialPurposeOnlyVendorIDs)
    }

    @Test func policyRules() throws {
        let (out, _) = try Self.verdict(.consentAll)
        let m = out.model
        #expect(m.purposesLITransparency.intersection(UMPConsentBuilder.consentOnlyPurposes).isEmpty)
        #expect(Self.settings.vendorList.specialPurposeOnlyVendorIDs.isSubset(of: m.vendorLegitimateInterests))
        #expect(m.created == jan15.deciseconds && m.lastUpdated == jan15.deciseconds)
        #expect(m.cmpId == 300 && m.isServiceSpecific && m.consentLanguage == "EN")
        // The embedded list's versions: GVL v3 106, policy 5.
        #expect(m.vendorListVersion == 106 && m.tcfPolicyVersion == 5)
    }

    @Test func hiddenLegitimateInterestMeansConsentOnly() throws {
        var settings = UMPMessageSettings(vendorList: smallVendorList)
        settings.showsLegitimateInterest = false
        let (out, v) = try Self.verdict(.doNotConsent, settings: settings)
        #expect(out.model.purposesLITransparency.isEmpty)
        #expect(out.model.vendorLegitimateInterests == [56])
        // Google has no legal basis but is disclosed: Limited ads 2.0.
        #expect(v.kind == .limited)
    }

    @Test func shownVendorsLimitDisclosure() throws {
        let settings = UMPMessageSettings(vendorList: smallVendorList, shownVendorIDs: [20, 755, 999])
        let (out, _) = try Self.verdict(.consentAll, settings: settings)
        #expect(out.model.disclosedVendors == [20, 755])
        #expect(out.model.vendorConsents == [755])
        #expect(out.model.vendorLegitimateInterests == [20, 755])
        #expect(out.model.purposesLITransparency == [2, 7, 9, 10])
    }

    @Test func keysAreInTableOrderWithNumbersAsIntegers() throws {
        let (out, _) = try Self.verdict(.consentAll)
        guard case .set(let first, .integer(300)) = out.keys.first else { Issue.record("first key"); return }
        #expect(first == "IABTCF_CmpSdkID")
        // UMP writes IABTCF_UserConsentRecordId after the AC string (KeyProfile.ump, flutter#908).
        guard case .set(let last, .string(let id)) = out.keys.last else { Issue.record("last key"); return }
        #expect(last == "IABTCF_UserConsentRecordId" && id.count == 36)
        guard case .set(let ac, .string(let acValue)) = out.keys.dropLast().last else { Issue.record("AC key"); return }
        #expect(ac == "IABTCF_AddtlConsent" && acValue.hasPrefix("2~"))
        var spec = Self.settings
        spec.keyProfile = .spec
        let (specOut, _) = try Self.verdict(.consentAll, settings: spec)
        guard case .set(let specLast, _) = specOut.keys.last else { Issue.record("spec last key"); return }
        #expect(specLast == "IABTCF_AddtlConsent")
    }
}

@Suite struct GPPTests {
    @Test func headersArePaddedToWholeCharactersAsUMPWritesThem() {
        #expect(GPPUSNational.header(sectionIDs: []) == "DBAA")
        #expect(GPPUSNational.header(sectionIDs: [2]) == "DBABM")
        #expect(GPPUSNational.header(sectionIDs: [2, 6]) == "DBACNY")
        #expect(GPPUSNational.header(sectionIDs: [7]) == "DBABL")
    }

    @Test func usnatVersionTwoHasTheLongerLayout() {
        var s = GPPUSNational(optedOut: true)
        s.version = 2
        #expect(s.coreSegment == "CVQVAAAAAACA")
        #expect(GPPUSNational(optedOut: true).coreSegment.count == 10)
    }

    @Test func theStringsUMPWrites() {
        // bocops/UMP-workarounds issue 14: an Android device after "Opt out".
        #expect(GPPUSNational(optedOut: true).gppString == "DBABL~BVQVAAAAAg")
        // The Google Mobile Ads SDK group thread of 2025-08-05: the string before any choice, before and from that day.
        #expect(GPPUSNational(optedOut: false).gppString == "DBABL~BVQqAAAAAg")
        #expect(GPPUSNational.umpDefault(on: CivilDate(year: 2025, month: 8, day: 4)).gppString == "DBABL~BVQqAAAAAg")
        #expect(GPPUSNational.umpDefault(on: CivilDate(year: 2025, month: 8, day: 5)).gppString == "DBABL~BAAAAAAAAg")
        #expect(GPPUSNational(optedOut: true).gppSID == "7")
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Doctor
@testable import Flow

/// `DeviceDoctor.examine`: the problems it finds in stored keys, beyond `InAppKeys.read`'s checks.
@Suite struct DeviceDoctorTests {
    static let today = CivilDate(year: 2026, month: 11, day: 24)

    /// The keys UMP writes for `model` (ump profile), as a stored domain.
    static func domain(_ model: TCModel, edit: (inout [String: StoreValue]) -> Void = { _ in }) throws -> StoreDomain {
        let tc = try TCString.encode(model)
        let context = InAppContext(gdprApplies: true, cmpSdkID: 300, cmpSdkVersion: 2, profile: .ump, userConsentRecordID: "ID")
        var values: [String: StoreValue] = [:]
        for (k, v) in InAppKeys.derive(model: model, tcString: tc, context: context) { values[k] = v.storeValue }
        edit(&values)
        return StoreDomain(values)
    }

    static func consented(updated: CivilDate = CivilDate(year: 2026, month: 11, day: 1), policy: Int = 5) -> TCModel {
        var m = TCModel()
        m.cmpId = 300
        m.cmpVersion = 2
        m.tcfPolicyVersion = policy
        m.vendorListVersion = 180
        m.created = updated.deciseconds
        m.lastUpdated = updated.deciseconds
        m.purposesConsent = IDSet(range: 1...11)
        m.vendorConsents = [755]
        m.vendorLegitimateInterests = [755]
        m.disclosedVendors = [755]
        return m
    }

    static func examine(_ d: StoreDomain, today: CivilDate = today) -> DoctorReport {
        DeviceDoctor.examine(d, today: today, att: .authorized, region: .eea)
    }

    @Test func aCleanUMPDeviceHasNoProblems() throws {
        let report = Self.examine(try Self.domain(Self.consented()))
        #expect(report.problems == [])
        #expect(report.googleVerdict.kind == .personalized)
        #expect(report.appChecks.canShowAds.value && report.appChecks.canShowPersonalizedAds.value)
    }

    @Test func presenceKeysThatDisagreeWithTheString() throws {
        let d = try Self.domain(Self.consented()) {
            $0[InAppKey.cmpSdkVersion] = .integer(1)
            $0[InAppKey.cmpSdkID] = .integer(7)
        }
        let keys = Self.examine(d).problems.map(\.key)
        #expect(keys.contains(InAppKey.cmpSdkVersion) && keys.contains(InAppKey.cmpSdkID))
    }

    @Test func tcDataLeftWhenGDPRDoesNotApply() throws {
        let d = try Self.domain(Self.consented()) { $0[InAppKey.gdprApplies] = .integer(0) }
        let report = Self.examine(d)
        #expect(report.problems.contains { $0.key == InAppKey.tcString && $0.message.contains("GDPR does not apply") })
        // The app's checks read notRequired: UMP says notRequired exactly when it writes gdprApplies 0.
        #expect(report.appChecks.canShowAds.reasons == ["consentStatus is notRequired"])
    }

    @Test func ageWarningsAndExpiry() throws {
        let updated = CivilDate(year: 2025, month: 11, day: 1)
        let d = try Self.domain(Self.consented(updated: updated))
        let soon = Self.examine(d, today: CivilDate(year: 2026, month: 11, day: 24))
        #expect(soon.problems.contains { $0.code == nil && $0.message.contains("expires on 2026-12-01") })
        let late = Self.examine(d, today: CivilDate(year: 2026, month: 12, day: 1))
        #expect(late.problems.contains { $0.code == "3.3" && $0.key == InAppKey.tcString })
        #expect(late.googleVerdict.kind == .none)
    }

    @Test func oldPoliciesAndMissingDisclosedVendors() throws {
        // A policy-4 string under a policy-5 list is no problem: the IAB dropped the rule that a policy
        // change invalidates strings (framework PR 378).
        var m = Self.consented(policy: 4)
        #expect(Self.examine(try Self.domain(m)).problems == [])
        // Below 4 the IAB deems it invalid (PR 334) while Google keeps serving (answer 9999955).
        m.tcfPolicyVersion = 2
        let old = Self.examine(try Self.domain(m))
        #expect(
            old.problems.map(\.message) == [
                "TCF policy version 2 is invalid for the IAB since 2023-10-01 (4 or later required); Google keeps accepting it, so its verdict is unchanged"
            ])
        #expect(old.googleVerdict.kind == .personalized)
        // TCF 2.3: the verdict and doctor read the same rule (error 1.4 for a string created from 1 March 2026).
        m = Self.consented(policy: 4)
        m.disclosedVendors = nil
        let report = Self.examine(try Self.domain(m))
        #expect(report.problems.contains { $0.code == "1.4" && $0.message.contains("no DisclosedVendors segment") })
        #expect(report.googleVerdict.kind == .limited)
        #expect(report.googleVerdict.reasonDetails.first?.code == "1.4")
        #expect(report.googleVerdict.lift?.description == "write the DisclosedVendors segment with vendor 755 (TCF 2.3) → personalized")
        m.disclosedVendors = [1]
        #expect(
            Self.examine(try Self.domain(m)).problems.contains { $0.code == "1.4" && $0.message.contains("not in the TC string's DisclosedVendors") })
        // A string created before the deadline stays valid after it.
        m = Self.consented(updated: CivilDate(year: 2026, month: 2, day: 27), policy: 4)
        m.disclosedVendors = nil
        let before = Self.examine(try Self.domain(m), today: CivilDate(year: 2026, month: 3, day: 10))
        #expect(!before.problems.contains { $0.message.contains("DisclosedVendors") })
        #expect(before.googleVerdict.kind == .personalized)
    }

    @Test func anUncertifiedCMPIsLimitedInTheEEAWithTheRuleNamed() throws {
        var m = Self.consented()
        m.cmpId = 4000
        let d = try Self.domain(m) { $0[InAppKey.cmpSdkID] = .integer(4000) }
        let eea = Self.examine(d)
        #expect(eea.googleVerdict.kind == .limited)
        #expect(eea.googleVerdict.decidedBy == [.certifiedCMP])
        #expect(DeviceDoctor.examine(d, today: Self.today, att: .authorized, region: .other).googleVerdict.kind == .personalized)
        let certified = CertifiedCMPList(ids: [4000], source: "a file", dated: "2026")
        #expect(
            DeviceDoctor.examine(d, today: Self.today, att: .authorized, region: .eea, certifiedCMPs: certified).googleVerdict.kind == .personalized)
        // Without IABTCF_EnableAdvertiserConsentMode Firebase reads nothing from the keys.
        #expect(eea.consentMode == ConsentMode())
    }

    @Test func keysACMPWouldNotWrite() throws {
        let d = try Self.domain(Self.consented()) {
            $0["IABTCF_Foo"] = .string("1")
            $0[InAppKey.publisherConsent] = .string("")
            $0[InAppKey.useNonStandardTexts] = .integer(0)
            $0["IABTCF_Blob"] = .data([1])
            $0[InAppKey.purposeOneTreatment] = .boolean(false)
            $0["unrelated"] = .string("not checked")
        }
        let report = Self.examine(d)
        let keys = report.problems.compactMap(\.key)
        for key in ["IABTCF_Foo", InAppKey.publisherConsent, InAppKey.useNonStandardTexts, "IABTCF_Blob", InAppKey.purposeOneTreatment] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect(!keys.contains("unrelated"))
    }

    @Test func issuesOfTheReadNameTheirKey() {
        #expect(DeviceDoctor.firstKey(in: "IABTCF_PurposeConsents disagrees with the TC string") == "IABTCF_PurposeConsents")
        #expect(DeviceDoctor.firstKey(in: "no key here") == nil)
    }

    @Test func textEscapesControlCharacters() throws {
        let d = try Self.domain(Self.consented()) { $0["IABTCF_\u{1B}[2J"] = .string("x") }
        let text = Self.examine(d).text(file: "f", format: "json")
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("IABTCF_\\e[2J"))
    }
}

/// What each platform's app would serve with a dump's keys.
@Suite struct DoctorPlatformServingTests {
    @Test func deniedTrackingLosesIOSTheIDFAAndItsPersonalizedCheckButNotAndroid() throws {
        let domain = try DeviceDoctorTests.domain(DeviceDoctorTests.consented())
        let report = DeviceDoctor.examine(domain, today: DeviceDoctorTests.today, att: .denied, region: .eea)
        let ios = try #require(report.servingByPlatform.first { $0.platform == .ios })
        let android = try #require(report.servingByPlatform.first { $0.platform == .android })
        #expect(ios.identifier.contains("no IDFA (ATT denied)"))
        #expect(!ios.appChecks.canShowPersonalizedAds.value && android.appChecks.canShowPersonalizedAds.value)
        #expect(ios.verdict.kind == android.verdict.kind)
        let text = report.text()
        #expect(text.contains("On each platform, with these keys:"))
        #expect(text.contains("  Android: Google \(android.verdict.kind) with advertising ID"))
    }
}

import Basics
import Store
import TCF
import Testing
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
        // seed 002: UMP says notRequired exactly when it writes gdprApplies 0.
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

    @Test func oldPolicyAndMissingDisclosedVendors() throws {
        var m = Self.consented(policy: 4)
        m.disclosedVendors = nil
        let report = Self.examine(try Self.domain(m))
        #expect(report.problems.contains { $0.message.contains("policy version 4 is older") })
        #expect(report.problems.contains { $0.message.contains("no DisclosedVendors segment") })
        // Before TCF 2.3 became mandatory the missing segment was fine.
        let before = Self.examine(try Self.domain(m), today: CivilDate(year: 2026, month: 2, day: 27))
        #expect(!before.problems.contains { $0.message.contains("DisclosedVendors") })
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

import Basics
import FoundationEssentials
import Store
import TCF
import Testing

@testable import Doctor
@testable import Flow

/// `doctor` and the app judge with one function (`ServingVerdict`): the US-state opt-out, the
/// gdprApplies rules and the platform's reading of a key of the wrong type apply in both.
@Suite struct DoctorVerdictTests {
    static let today = DeviceDoctorTests.today

    /// The keys consentsim's own US "opt out" run stores (scripts/ump/geography-regulated-us-state.keys).
    @Test func aUSOptOutDumpIsNonPersonalizedInDoctor() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CLITests/Fixtures/doctor/us-opt-out.json").path
        let dump = try DeviceDump.read(try InputFile.bytes(path))
        let report = DeviceDoctor.examine(dump.domain, today: Self.today, att: .authorized, region: .other)
        #expect(report.googleVerdict.kind == .nonPersonalized)
        #expect(report.googleVerdict.decidedBy.first == .restrictedDataProcessing)
        #expect(report.servingByPlatform.allSatisfy { $0.verdict.kind == .nonPersonalized })
    }

    /// In the EEA a TC string without gdprApplies reads as with gdprApplies 1, an undecodable one as
    /// invalid, and gdprApplies 0 as no TC string: the same as the app.
    @Test func gdprAppliesRulesMatchTheAppInTheEEA() throws {
        let consented = DeviceDoctorTests.consented()
        func kind(_ edit: @escaping (inout [String: StoreValue]) -> Void) throws -> AdRequestKind {
            DeviceDoctor.examine(try DeviceDoctorTests.domain(consented, edit: edit), today: Self.today, att: .authorized, region: .eea)
                .googleVerdict.kind
        }
        #expect(try kind { _ in } == .personalized)
        #expect(try kind { $0[InAppKey.gdprApplies] = nil } == .personalized)
        #expect(try kind { $0[InAppKey.gdprApplies] = .integer(0) } == .limited)
        #expect(
            try kind {
                $0[InAppKey.gdprApplies] = nil
                $0[InAppKey.tcString] = .string("not a TC string")
            } == .none)
        #expect(try kind { $0[InAppKey.tcString] = .string("not a TC string") } == .none)
    }

    /// iOS reads the String "1" as 1; Android's getInt fails on it, so there the key is unset.
    @Test func aStringGDPRAppliesIsReadPerPlatform() throws {
        var m = DeviceDoctorTests.consented()
        m.purposesConsent.remove(1)
        let domain = try DeviceDoctorTests.domain(m) { $0[InAppKey.gdprApplies] = .string("1") }
        let report = DeviceDoctor.examine(domain, today: Self.today, att: nil, region: .other)
        let ios = report.servingByPlatform.first { $0.platform == .ios }
        let android = report.servingByPlatform.first { $0.platform == .android }
        #expect(ios?.verdict.kind == .limited)
        #expect(android?.verdict.kind == .personalized)
        #expect(android?.verdict.decidedBy == [.tcfScope])
    }
}

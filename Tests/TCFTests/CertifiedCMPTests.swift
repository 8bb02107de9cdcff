import Basics
import FoundationEssentials
import Testing

@testable import TCF

/// The certified-CMP list as data with provenance, the IAB's CMP list beside it, and the verdict for
/// each kind of CmpId: certified for apps, for the web only, registered but unknown, deleted, never
/// registered.
@Suite struct CertifiedCMPTests {
    static let today = CivilDate(year: 2026, month: 1, day: 15)

    /// A full consent written by `cmp` on `today`, judged in the EEA.
    static func verdict(cmp: Int, list: CertifiedCMPList = .embedded, region: AdRequestRegion = .eea) -> AdEligibility {
        var m = EligibilityTests.consentAll()
        m.cmpId = cmp
        m.lastUpdated = today.adding(days: -1).deciseconds
        m.created = m.lastUpdated
        return GoogleAdEligibility.evaluate(m, context: ServingContext(today: today, region: region, certifiedCMPs: list))
    }

    @Test func everyEmbeddedRowSaysWhereAndWhenItWasSeen() {
        let list = CertifiedCMPList.embedded
        #expect(!list.complete)
        #expect(list.entries.map(\.id) == list.entries.map(\.id).sorted())
        for row in list.entries {
            #expect(!row.source.isEmpty && !row.seen.isEmpty && !row.name.isEmpty, "\(row.id)")
            #expect(IABCMPList.embedded.cmp(row.id) != nil, "\(row.id) is not an IAB CMP id")
        }
        #expect(list.ids == [31, 300])
        #expect(list.entry(63)?.platform == .web)
    }

    @Test func aCMPCertifiedForAppsCounts() {
        let v = Self.verdict(cmp: 31)
        #expect(v.kind == .personalized && v.ifNotCertified == nil)
    }

    @Test func aWebOnlyCMPDoesNotCountInAnApp() {
        let v = Self.verdict(cmp: 63)
        #expect(v.kind == .limited)
        #expect(v.reasons.contains { $0.contains("certified for the web only") })
        #expect(v.lift == VerdictLift(change: "a TC string from a Google-certified CMP", to: .personalized))
    }

    /// Registered with the IAB, not named by the embedded list: the verdict both ways, never silently limited.
    @Test func anIABRegisteredCMPTheListDoesNotNameIsUnknown() {
        for cmp in [7, 28, 6] {
            let v = Self.verdict(cmp: cmp)
            #expect(v.kind == .personalized, "\(cmp)")
            #expect(v.ifNotCertified == .limited, "\(cmp)")
            #expect(v.reasons.contains { $0.contains("certification unknown — personalized if certified, limited if not") }, "\(cmp)")
            #expect(v.decidedBy.contains(.certifiedCMP))
        }
        // Outside the regions of the rule nothing is unknown.
        #expect(Self.verdict(cmp: 28, region: .other).ifNotCertified == nil)
        // A verdict already at limited or below has nothing to add.
        var m = EligibilityTests.consentAll()
        m.cmpId = 28
        m.purposesConsent.remove(1)
        let low = GoogleAdEligibility.evaluate(m, context: ServingContext(today: EligibilityTests.today, region: .eea))
        #expect(low.kind == .limited && low.ifNotCertified == nil)
    }

    @Test func deletedAndUnregisteredCMPsAreNotCertified() {
        let deleted = Self.verdict(cmp: 3)
        #expect(deleted.kind == .limited && deleted.reasons.contains { $0.contains("the IAB deleted it on 2024-11-13") })
        let never = Self.verdict(cmp: 4000)
        #expect(never.kind == .limited && never.reasons.contains { $0.contains("the IAB never registered it") })
    }

    /// A list from a file replaces the embedded one and is complete unless it says otherwise.
    @Test func aFileListIsCompleteAndKeepsItsPlatforms() throws {
        let json = #"""
            {"lastUpdated": "2026-01-10", "source": "Google's list, copied", "cmps": {
              "7": {"id": 7, "name": "Didomi", "platform": "Web and App", "seen": "2026-01-10"},
              "63": {"id": 63, "name": "Clickio", "platform": "web"}}}
            """#
        let list = try CertifiedCMPList.decode(try JSONParser.parse(json), file: "list.json")
        #expect(list.complete && list.ids == [7])
        #expect(list.entry(7)?.seen == "2026-01-10" && list.entry(63)?.seen == "2026-01-10")
        #expect(Self.verdict(cmp: 7, list: list).kind == .personalized)
        #expect(Self.verdict(cmp: 63, list: list).kind == .limited)
        let unnamed = Self.verdict(cmp: 28, list: list)
        #expect(unnamed.kind == .limited && unnamed.ifNotCertified == nil)
        #expect(unnamed.reasons.contains { $0.contains("not on the certified list in use") })
        let open = try CertifiedCMPList.decode(try JSONParser.parse(#"{"complete": false, "cmps": {}}"#), file: "list.json")
        #expect(Self.verdict(cmp: 28, list: open).ifNotCertified == .limited)
        #expect(throws: CertifiedCMPListError.self) {
            try CertifiedCMPList.decode(try JSONParser.parse(#"{"cmps": {"7": {"platform": "tv"}}}"#), file: "list.json")
        }
        #expect(throws: CertifiedCMPListError.self) {
            try CertifiedCMPList.decode(try JSONParser.parse(#"{"complete": 1, "cmps": {}}"#), file: "list.json")
        }
    }

    /// The embedded IAB list is the fixture's (scripts/dev/embed-cmp-list.py writes it from the file).
    @Test func embeddedIABCMPListEqualsTheFixture() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tcf/iab-cmp-list-2025-03-20.json").path
        guard case .object(let top) = try JSONParser.parse(bytes: try InputFile.bytes(path)), case .object(let cmps)? = top["cmps"],
            case .string(let updated)? = top["lastUpdated"]
        else {
            Issue.record("the fixture is not a CMP list")
            return
        }
        let embedded = IABCMPList.embedded
        #expect(embedded.lastUpdated == updated)
        #expect(embedded.cmps.count == cmps.members.count)
        for (key, value) in cmps.members {
            guard case .object(let cmp) = value, let id = Int(key), let row = embedded.cmp(id) else {
                Issue.record("CMP \(key) is missing")
                continue
            }
            if case .string(let name)? = cmp["name"] { #expect(row.name == name.trimmingSpaces) }
            let deleted: String? = if case .string(let d)? = cmp["deletedDate"] { String(d.prefix(10)) } else { nil }
            #expect(row.deleted == deleted, "\(id)")
            let app: Bool = if case .array(let envs)? = cmp["environments"] { envs.contains(.string("Native App (Mobile)")) } else { false }
            #expect(row.app == app, "\(id)")
        }
        #expect(embedded.cmp(1) == nil && embedded.cmp(7)?.name == "Didomi")
    }

    @Test func theRulesTextShowsTheListsProvenance() {
        let text = CertifiedCMPList.embedded.text(iab: .embedded)
        #expect(text.contains("31  Consentmanager CMP  [web and app, seen 2023]  source: support.google.com/admob/answer/13554116"))
        #expect(text.contains("certification unknown when the IAB registers it"))
        #expect(text.contains("IAB CMP list of 2025-03-20T17:03:19Z (218 CMPs)"))
    }
}

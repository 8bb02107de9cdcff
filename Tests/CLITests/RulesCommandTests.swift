import Basics
import ConsentsimTestSupport
import Foundation
import TCF
import Testing

/// `consentsim rules` prints the dated table the verdict applies; the Verdicts article shows the same table;
/// `doctor` takes the certified-CMP list and the Swiss region the table dates.
@Suite struct RulesCommandTests {
    @Test(.tags(.spawnsProcess)) func theArticleShowsTheTableTheVerdictApplies() throws {
        let r = try consentsim(["rules", "--format", "markdown"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let article = try DocumentationCatalog.article("Verdicts")
        #expect(
            article.contains(r.stdout), "the Verdicts article's \"Google's serving rules\" table differs from `consentsim rules --format markdown`")
    }

    @Test(.tags(.spawnsProcess)) func atADayListsOnlyTheRulesInForce() throws {
        let march = try consentsim(["rules", "--at", "2025-03-01"])
        #expect(march.status == 0)
        #expect(march.stdout.hasPrefix("Rules in force on 2025-03-01"))
        #expect(march.stdout.contains("technical-ad-delivery") && !march.stdout.contains("limited-ads-2 "))
        let april = try consentsim(["rules", "--at", "2025-04-01"])
        #expect(april.stdout.contains("limited-ads-2  Limited ads 2.0") && !april.stdout.contains("technical-ad-delivery"))
        for args in [["--at", "2025-02-30"], ["--at"], ["--format", "html"]] {
            #expect(try consentsim(["rules"] + args).status == 2, "\(args)")
        }
    }

    @Test(.tags(.spawnsProcess)) func doctorTakesACertifiedCMPListAndTheSwissRegion() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        // A full consent from CMP 4000, created 2026-01-10, with Google disclosed.
        let keys = """
            IABTCF_gdprApplies=1
            IABTCF_CmpSdkID=4000
            IABTCF_TCString=\(try Self.consentFromCMP4000())
            """
        try writeBytes(Array(keys.utf8), to: dir.path + "/keys.txt")
        func kind(_ extra: [String]) throws -> (Int32, String) {
            let r = try consentsim(["doctor", dir.path + "/keys.txt", "--format", "json", "--today", "2026-01-15"] + extra)
            guard case .object(let o)? = try? JSONParser.parse(r.stdout), case .object(let v)? = o["googleVerdict"],
                case .string(let k)? = v["kind"]
            else { return (r.status, r.stderr) }
            return (r.status, k)
        }
        #expect(try kind(["--region", "other"]) == (0, "personalized"))
        #expect(try kind(["--region", "eea"]) == (0, "limited"))
        #expect(try kind(["--region", "ch"]) == (0, "limited"))
        try writeBytes(Array(#"{"cmps": {"4000": {"id": 4000}}}"#.utf8), to: dir.path + "/cmps.json")
        #expect(try kind(["--region", "eea", "--certified-cmps", dir.path + "/cmps.json"]) == (0, "personalized"))
        try writeBytes(Array(#"{"cmps": {"x": {}}}"#.utf8), to: dir.path + "/bad.json")
        let bad = try consentsim(["doctor", dir.path + "/keys.txt", "--certified-cmps", dir.path + "/bad.json"])
        #expect(bad.status == 1 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("bad.json: $.cmps[\"x\"]: a CMP id is a whole number from 1 to 4095"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }

    /// A full consent by CMP 4000 on 2026-01-10, Google consented and disclosed.
    static func consentFromCMP4000() throws -> String {
        var m = TCModel()
        m.cmpId = 4000
        m.created = CivilDate(year: 2026, month: 1, day: 10).deciseconds
        m.lastUpdated = m.created
        m.purposesConsent = IDSet(range: 1...11)
        m.vendorConsents = [755]
        m.vendorLegitimateInterests = [755]
        m.disclosedVendors = [755]
        return try TCString.encode(m)
    }
}

import ConsentsimTestSupport
import Foundation
import Testing

@testable import TCF

/// The compact embedded vendor list against the validating JSON decoder: whatever list
/// scripts/dev/embed-vendor-list.py is given, its compact form must decode to exactly the `VendorList`
/// that `VendorList.load(json:)` makes of the same file.
@Suite struct CompactVendorListTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generator = repository.appendingPathComponent("scripts/dev/embed-vendor-list.py").path

    /// Runs the generator on `jsonPath` and decodes its compact bytes.
    static func compactDecode(_ jsonPath: String) throws -> VendorList {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("compact-gvl-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator, "--bytes", jsonPath, output.path]
        try process.run()
        process.waitUntilExit()
        // A missing python3 fails here (.ci/run installs it).
        #expect(process.terminationStatus == 0, "embed-vendor-list.py failed on \(jsonPath)")
        let bytes = try [UInt8](Data(contentsOf: output))
        let (list, facts, names) = bytes.withUnsafeBufferPointer {
            (CompactVendorList(bytes: $0).vendorList(), CompactVendorList(bytes: $0).vendorFacts(), CompactVendorList(bytes: $0).vendorNames())
        }
        // The facts the header carries for start-up are those of the records they stand for, and
        // the names read on their own (for the vendor page) are the records' names.
        #expect(facts == list.vendors.map(GVLVendorFacts.init), "header facts of \(jsonPath)")
        #expect(names == list.vendors.map(\.name), "names of \(jsonPath)")
        return list
    }

    /// Field-by-field equality, so a failure names what differs (the final `==` covers the rest).
    static func expectSame(_ compact: VendorList, _ parsed: VendorList) {
        #expect(compact.gvlSpecificationVersion == parsed.gvlSpecificationVersion)
        #expect(compact.vendorListVersion == parsed.vendorListVersion)
        #expect(compact.tcfPolicyVersion == parsed.tcfPolicyVersion)
        #expect(compact.lastUpdated == parsed.lastUpdated)
        #expect(compact.lastUpdatedDeciseconds == parsed.lastUpdatedDeciseconds)
        #expect(compact.purposes == parsed.purposes)
        #expect(compact.specialPurposes == parsed.specialPurposes)
        #expect(compact.features == parsed.features)
        #expect(compact.specialFeatures == parsed.specialFeatures)
        #expect(compact.stacks == parsed.stacks)
        #expect(compact.dataCategories == parsed.dataCategories)
        #expect(compact.vendors.count == parsed.vendors.count)
        for (c, p) in zip(compact.vendors, parsed.vendors) where c != p {
            Issue.record("vendor \(p.id) differs: compact \(c) vs JSON \(p)")
        }
        #expect(compact.activeVendors.map(\.id) == parsed.activeVendors.map(\.id))
        #expect(compact.vendorIDs == parsed.vendorIDs)
        #expect(compact.specialPurposeOnlyVendorIDs == parsed.specialPurposeOnlyVendorIDs)
        #expect(compact == parsed)
    }

    @Test func embeddedListEqualsTheJSONParsersOfItsSource() throws {
        // Fails when the embedded data is stale: rerun scripts/dev/embed-vendor-list.py on the fixture.
        let parsed = try VendorList.load(contentsOfFile: GVLFixtures.v106Path)
        Self.expectSame(VendorList.embedded, parsed)
        #expect(VendorList.embedded.vendors.count == 987)
        #expect(VendorList.benchmarkLoadEmbedded() == 987)
    }

    @Test(.tags(.spawnsProcess)) func committedDataIsWhatTheGeneratorWritesForTheFixture() throws {
        // The Swift file must be the generator's output for Tests/Fixtures/tcf's v106 (its sha256 included).
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("EmbeddedVendorListData-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.generator, GVLFixtures.v106Path, output.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let generated = try String(contentsOf: output, encoding: .utf8)
        let committed = try String(
            contentsOfFile: Self.repository.appendingPathComponent("Sources/TCF/GVL/EmbeddedVendorListData.swift").path,
            encoding: .utf8)
        #expect(generated == committed)
        #expect(VendorList.embeddedSourceSHA256 == "7809855d68730852e21ebfa371e8d6e8bb6749497102bc62389d55a188b84cc6")
    }

    @Test(.tags(.spawnsProcess)) func anyListRoundTripsThroughTheCompactForm() throws {
        for path in [GVLFixtures.v106Path, GVLFixtures.v17Path, GVLFixtures.v15Path] {
            Self.expectSame(try Self.compactDecode(path), try VendorList.load(contentsOfFile: path))
        }
    }

    @Test(.tags(.spawnsProcess)) func edgeCasesRoundTrip() throws {
        // Nulls and absent optionals, defaults, deleted vendors, quotes, backslashes, control
        // characters and non-ASCII text in strings, keys out of id order, negative cookie ages.
        let json = #"""
            {"gvlSpecificationVersion":3,"vendorListVersion":99,"tcfPolicyVersion":5,"lastUpdated":"2024-01-02T03:04:05.678Z",
             "purposes":{"2":{"id":2,"name":"Two \"quoted\" \\ back","description":"line\nbreak\ttab\r\u0001","illustrations":[],"consentable":false},
                         "1":{"id":1,"name":"Ünïcödé 名前 🧩","description":"d","illustrations":["a","b"],"rightToObject":false}},
             "specialPurposes":{},"features":{"1":{"id":1,"name":"f","description":"g","illustrations":null}},"specialFeatures":{},
             "stacks":{"3":{"id":3,"purposes":[2,1,2],"specialFeatures":[],"name":"s","description":"t"}},
             "dataCategories":{"1":{"id":1,"name":"IP","description":"addr"}},
             "vendors":{
              "9":{"id":9,"name":"Nine","purposes":[],"legIntPurposes":[],"specialPurposes":[1],"usesCookies":false,
                   "cookieMaxAgeSeconds":-1,"cookieRefresh":false,"usesNonCookieAccess":true,"urls":[],"deletedDate":"2020-01-01T00:00:00Z",
                   "dataRetention":{"purposes":{"1":0}},"overflow":{"httpGetLimit":32},"policyUrl":"https://x.example/p"},
              "4":{"id":4,"name":"Four \"Ltd\"","purposes":[1,2],"legIntPurposes":[3],"flexiblePurposes":null,"features":[1],
                   "specialFeatures":[1],"dataDeclaration":[],"dataRetention":null,"usesCookies":true,"cookieMaxAgeSeconds":null,
                   "cookieRefresh":true,"usesNonCookieAccess":false,"deviceStorageDisclosureUrl":"https://x.example/d.json",
                   "urls":[{"langId":"en","privacy":"https://x.example/en"},{"langId":"pt-BR","privacy":"p","legIntClaim":"l"}]},
              "65535":{"id":65535,"name":"","purposes":[],"legIntPurposes":[],"usesCookies":false,"cookieRefresh":false,
                       "usesNonCookieAccess":false,"urls":[],"dataRetention":{"stdRetention":365,"purposes":{},"specialPurposes":{"2":7}}}
             }}
            """#
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("edge-gvl-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let parsed = try VendorList.load(contentsOfFile: path)
        #expect(parsed.vendors.map(\.id) == [4, 9, 65535])
        Self.expectSame(try Self.compactDecode(path), parsed)
    }
}

/// The embedded list reads its vendor records on first use: until then its facts, id
/// sets, counts and hash come from the facts alone, and they agree with the records.
@Suite struct LazyEmbeddedVendorListTests {
    @Test func factsIdsAndHashNeedNoRecordsAndAgreeWithThem() {
        let list = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
        let copy = list
        var hasher = Hasher()
        list.hash(into: &hasher)
        _ = hasher.finalize()
        let facts = list.vendorFacts, ids = list.vendorIDs, specialOnly = list.specialPurposeOnlyVendorIDs
        let google = list.vendorFacts(id: 755)
        #expect(copy == list)
        #expect(!list.hasDecodedVendorRecords, "facts, ids, hash and == of copies decode no record")
        let records = list.vendors
        #expect(list.hasDecodedVendorRecords && copy.hasDecodedVendorRecords, "copies share the records")
        #expect(records.count == 987)
        #expect(facts == records.map(GVLVendorFacts.init))
        #expect(ids == IDSet(list.activeVendors.map(\.id)))
        #expect(specialOnly == IDSet(list.activeVendors.filter(\.isSpecialPurposeOnly).map(\.id)))
        #expect(google == list.vendor(id: 755).map(GVLVendorFacts.init) && google != nil)
        #expect(list.vendorFacts(id: 0) == nil && list.vendorFacts(id: 65_535) == nil)
        #expect(list == CompactVendorList(embeddedVendorListData).vendorList(), "the eager reader's list")
    }

    @Test func aVendorsDetailsDecodeOnlyItsRecordAndEqualTheEagerReadersRecord() {
        let list = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
        let eager = CompactVendorList(embeddedVendorListData).vendorList()
        let google = list.vendor(id: 755)
        #expect(google != nil && google == eager.vendor(id: 755))
        #expect(list.vendor(id: 755) == google, "asked again")
        #expect(list.decodedVendorRecordCount == 1 && !list.hasDecodedVendorRecords, "only vendor 755's record")
        #expect(list.vendor(id: 0) == nil && list.vendor(id: 65_535) == nil && list.decodedVendorRecordCount == 1)
        for facts in list.vendorFacts {
            #expect(list.vendor(id: facts.id) == eager.vendor(id: facts.id), "vendor \(facts.id)")
        }
        #expect(list.decodedVendorRecordCount == 987 && !list.hasDecodedVendorRecords, "each record once, one at a time")
        // The whole-list accessors after single records: the same records, in id order.
        #expect(list.vendors == eager.vendors && list.activeVendors == eager.activeVendors && list.deletedVendors == eager.deletedVendors)
        #expect(list.hasDecodedVendorRecords && list.vendor(id: 755) == google)
    }

    @Test func twoListsReadFromTheSameDataCompareWithoutDecodingRecords() {
        let list = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
        let again = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
        #expect(list == again)
        #expect(list.decodedVendorRecordCount == 0 && again.decodedVendorRecordCount == 0)
        // A list with the same facts but other records is told apart by its records.
        var vendors = CompactVendorList(embeddedVendorListData).vendorList().vendors
        vendors[0].name += " (renamed)"
        let renamed = VendorList(
            gvlSpecificationVersion: list.gvlSpecificationVersion, vendorListVersion: list.vendorListVersion,
            tcfPolicyVersion: list.tcfPolicyVersion, lastUpdated: list.lastUpdated, purposes: list.purposes,
            specialPurposes: list.specialPurposes, features: list.features, specialFeatures: list.specialFeatures,
            stacks: list.stacks, dataCategories: list.dataCategories, vendors: vendors)
        #expect(renamed.vendorFacts == list.vendorFacts && renamed != list)
    }

    @Test func namesNeedNoRecordAndAreTheRecordsNames() {
        let list = CompactVendorList.vendorListDecodingOnFirstUse(embeddedVendorListData)
        let eager = CompactVendorList(embeddedVendorListData).vendorList()
        for facts in list.vendorFacts {
            #expect(list.vendorName(id: facts.id) == eager.vendor(id: facts.id)?.name, "vendor \(facts.id)")
        }
        #expect(list.vendorName(id: 0) == nil && list.vendorName(id: 65_535) == nil)
        #expect(list.decodedVendorRecordCount == 0, "names come without records")
        // Decoded records do not change what the names say.
        _ = list.vendors
        #expect(list.vendorFacts.map { list.vendorName(id: $0.id) } == eager.vendors.map(\.name))
    }

    @Test func factsByIDFindEveryVendorAndTheLaterOfDuplicates() {
        let list = VendorList(
            vendorListVersion: 1, lastUpdated: "2024-01-01T00:00:00Z",
            vendors: [
                GVLVendor(id: 3, name: "c"), GVLVendor(id: 1, name: "a", purposes: [1]),
                GVLVendor(id: 8, name: "h", deletedDate: "2024-01-01T00:00:00Z"),
                GVLVendor(id: 8, name: "h2", purposes: [2]),
            ])
        for id in [1, 3, 8] {
            #expect(list.vendorFacts(id: id) == list.vendor(id: id).map(GVLVendorFacts.init), "vendor \(id)")
            #expect(list.vendorName(id: id) == list.vendor(id: id)?.name, "vendor \(id)")
        }
        #expect(list.vendor(id: 8)?.name == "h2" && list.vendorName(id: 8) == "h2", "the later of the duplicates")
        for id in [0, 2, 4, 9] { #expect(list.vendorFacts(id: id) == nil && list.vendor(id: id) == nil && list.vendorName(id: id) == nil) }
        #expect(list.vendorIDs == IDSet(list.activeVendors.map(\.id)))
    }
}

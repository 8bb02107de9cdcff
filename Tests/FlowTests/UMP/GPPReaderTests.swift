import Store
import Testing

@testable import Flow

/// Reading GPP strings back, and the US-state signals that make Google restrict data processing.
@Suite struct GPPReaderTests {
    @Test(arguments: [[2], [7], [2, 6], [7, 8, 9, 10], [1, 2, 3, 4, 5, 6, 7, 8]])
    func headerSectionIDsRoundTrip(_ ids: [Int]) {
        #expect(GPPReader.sectionIDs(GPPUSNational.header(sectionIDs: ids)) == ids)
    }

    @Test func headerWithARangeEntry() {
        // Type 3, version 1, one entry: a range starting at 7 (Fibonacci 7 = 0101 1) of length 3 (Fibonacci 3 = 001 1).
        var w = GPPBitWriter()
        w.write(3, bits: 6)
        w.write(1, bits: 6)
        w.write(1, bits: 12)
        w.write(1, bits: 1)
        w.writeFibonacci(7)
        w.writeFibonacci(3)
        #expect(GPPReader.sectionIDs(w.base64) == [7, 8, 9, 10])
    }

    @Test(arguments: [true, false]) func usNationalOptOutsRoundTrip(_ optedOut: Bool) throws {
        let gpp = GPPUSNational(optedOut: optedOut).gppString
        let optOuts = try #require(GPPReader.usNationalOptOuts(gpp))
        #expect(optOuts.any == optedOut)
        #expect(optOuts.sale == (optedOut ? 1 : 2) && optOuts.sharing == optOuts.sale && optOuts.targetedAdvertising == optOuts.sale)
        // With a GPC subsection after the core, and another section before usnat.
        let withTCF = GPPUSNational.header(sectionIDs: [2, 7]) + "~CQAAAAAQAAAA~" + GPPUSNational(optedOut: optedOut).coreSegment + ".YA"
        #expect(GPPReader.usNationalOptOuts(withTCF) == optOuts)
    }

    @Test(arguments: ["", "DBABL", "DBABL~", "DBABL~B!QVAAAAAg", "DBABM~BVQVAAAAAg", "x~y", "DBABL~BV", "DBABL~DVQVAAAAAg"])
    func malformedOrAbsentUSNationalReadsAsNothing(_ gpp: String) {
        #expect(GPPReader.usNationalOptOuts(gpp) == nil)
    }

    @Test func restrictedDataProcessingSignals() {
        func reason(_ values: [String: StoreValue]) -> String? { RestrictedDataProcessing.reason(in: StoreDomain(values)) }
        let optedOut = GPPUSNational(optedOut: true).gppString
        #expect(reason([:]) == nil)
        #expect(reason(["gad_rdp": .boolean(true)])?.hasPrefix("gad_rdp is true") == true)
        #expect(reason(["gad_rdp": .integer(1)]) != nil)
        #expect(reason(["gad_rdp": .boolean(false)]) == nil)
        #expect(reason(["IABUSPrivacy_String": .string("1YYN")])?.contains("1YYN") == true)
        #expect(reason(["IABUSPrivacy_String": .string("1YNN")]) == nil)
        #expect(reason(["IABUSPrivacy_String": .string("1-")]) == nil)
        #expect(reason(["IABGPP_HDR_GppString": .string(optedOut), "IABGPP_GppSID": .string("7")]) != nil)
        #expect(reason(["IABGPP_HDR_GppString": .string(optedOut)]) != nil, "no SID: the string alone counts")
        #expect(reason(["IABGPP_HDR_GppString": .string(optedOut), "IABGPP_GppSID": .string("2_8")]) == nil, "usnat not in force")
        #expect(reason(["IABGPP_HDR_GppString": .string(GPPUSNational(optedOut: false).gppString)]) == nil)
        #expect(reason(["IABGPP_HDR_GppString": .integer(7)]) == nil)
        #expect(reason(["IABGPP_HDR_GppString": .string(optedOut), "IABGPP_GppSID": .string("seven")]) == nil, "no section in force")
    }

    /// A core segment of `bits` (a string of 0 and 1), padded as UMP pads.
    static func segment(_ bits: String) -> String {
        var w = GPPBitWriter()
        for c in bits { w.write(c == "1" ? 1 : 0, bits: 1) }
        return w.base64
    }

    /// A core with `sale` and `targeted` (2 bits each) at the offsets of the section's field table.
    static func stateCore(version: Int = 1, noticesBefore: Int, sale: Int, targeted: Int) -> String {
        func bits(_ v: Int, _ n: Int) -> String { (0..<n).reversed().map { (v >> $0) & 1 == 1 ? "1" : "0" }.joined() }
        return segment(
            bits(version, 6) + String(repeating: "01", count: noticesBefore) + bits(sale, 2) + bits(targeted, 2) + String(repeating: "0", count: 30))
    }

    @Test func everyUSStateSectionIsReadWithItsOwnLayout() throws {
        // usva (9): version, SharingNotice, SaleOptOutNotice, TargetedAdvertisingOptOutNotice, SaleOptOut, TargetedAdvertisingOptOut.
        let va = GPPUSNational.header(sectionIDs: [9]) + "~" + Self.stateCore(noticesBefore: 3, sale: 2, targeted: 1)
        let read = try #require(GPPReader.usOptOuts(va))
        #expect(read == [GPPReader.USOptOuts(sectionID: 9, name: "usva", sale: 2, sharing: nil, targetedAdvertising: 1)])
        // usut (11) and usia (18) have four notices first.
        let ut = GPPUSNational.header(sectionIDs: [11]) + "~" + Self.stateCore(noticesBefore: 4, sale: 1, targeted: 2)
        #expect(GPPReader.usOptOuts(ut)?.first?.sale == 1)
        // usri (27): MspaVersion, MspaCoveredTransaction, MspaMode, then three notices.
        let ri = GPPUSNational.header(sectionIDs: [27]) + "~" + Self.stateCore(noticesBefore: 5, sale: 2, targeted: 1)
        #expect(GPPReader.usOptOuts(ri) == [GPPReader.USOptOuts(sectionID: 27, name: "usri", sale: 2, sharing: nil, targetedAdvertising: 1)])
        // usca (8): sale and sharing, no targeted advertising field.
        let ca = GPPUSNational.header(sectionIDs: [8]) + "~" + Self.stateCore(noticesBefore: 3, sale: 2, targeted: 1)
        #expect(GPPReader.usOptOuts(ca) == [GPPReader.USOptOuts(sectionID: 8, name: "usca", sale: 2, sharing: 1, targetedAdvertising: nil)])
        #expect(GPPReader.usSections.map(\.id) == Array(7...27))
        #expect(Set(GPPReader.usSections.map(\.name)).count == 21)
    }

    @Test func aStateOptOutRestrictsDataProcessingWhenInForce() {
        func reason(_ values: [String: StoreValue]) -> String? { RestrictedDataProcessing.reason(in: StoreDomain(values)) }
        let tx =
            GPPUSNational.header(sectionIDs: [7, 16]) + "~" + GPPUSNational(optedOut: false).coreSegment + "~"
            + Self.stateCore(noticesBefore: 3, sale: 2, targeted: 1)
        #expect(
            reason(["IABGPP_HDR_GppString": .string(tx), "IABGPP_GppSID": .string("7_16")])
                == "GPP ustx opt-out of targeted advertising: restricted data processing, non-personalized ads")
        #expect(reason(["IABGPP_HDR_GppString": .string(tx), "IABGPP_GppSID": .string("7")]) == nil, "ustx not in force")
    }
}

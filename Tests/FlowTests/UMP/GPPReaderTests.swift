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

    @Test(arguments: ["", "DBABLA", "DBABLA~", "DBABLA~C!QVAAAAAACA", "DBABMA~CVQVAAAAAACA", "x~y", "DBABLA~CV"])
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
    }
}

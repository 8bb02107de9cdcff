/// A GPP string with one US National (`usnat`, section 7) core segment: what the simulated UMP
/// writes to `IABGPP_HDR_GppString` after the US states message.
///
/// Encoding (GPP spec, matched against the IAB reference library's vectors): the header is type 3,
/// version 1 and a Fibonacci-coded range of section ids; each segment is a bit string padded with
/// zeros to a multiple of 8 and then of 6 bits, in URL-safe base64 without `=`. The usnat core is
/// version 2 of the section (16 sensitive-data categories, 3 known-child consents); the optional GPC
/// subsection is not written.
package struct GPPUSNational: Hashable, Sendable {
    /// GPP section id of `usnat`.
    package static let sectionID = 7
    /// `IABGPP_HDR_GppString`.
    package static let gppStringKey = "IABGPP_HDR_GppString"
    /// `IABGPP_GppSID`.
    package static let gppSIDKey = "IABGPP_GppSID"

    /// Field values: 0 = not applicable, 1 = yes (notice given / opted out), 2 = no.
    package var version = 2
    package var sharingNotice = 1
    package var saleOptOutNotice = 1
    package var sharingOptOutNotice = 1
    package var targetedAdvertisingOptOutNotice = 1
    package var sensitiveDataProcessingOptOutNotice = 0
    package var sensitiveDataLimitUseNotice = 0
    package var saleOptOut = 2
    package var sharingOptOut = 2
    package var targetedAdvertisingOptOut = 2
    package var sensitiveDataProcessing = [Int](repeating: 0, count: 16)
    package var knownChildSensitiveDataConsents = [Int](repeating: 0, count: 3)
    package var personalDataConsents = 0
    /// 1 = the transaction is covered by the MSPA, 2 = not (the only field that may not be 0).
    package var mspaCoveredTransaction = 2
    package var mspaOptOutOptionMode = 0
    package var mspaServiceProviderMode = 0

    /// The section as UMP's US message leaves it: notices given, and the three opt-outs set to
    /// "opted out" (1) or "did not opt out" (2).
    package init(optedOut: Bool) {
        let v = optedOut ? 1 : 2
        saleOptOut = v
        sharingOptOut = v
        targetedAdvertisingOptOut = v
    }

    /// The encoded core segment.
    package var coreSegment: String {
        var w = GPPBitWriter()
        w.write(version, bits: 6)
        for v in [
            sharingNotice, saleOptOutNotice, sharingOptOutNotice, targetedAdvertisingOptOutNotice,
            sensitiveDataProcessingOptOutNotice, sensitiveDataLimitUseNotice, saleOptOut, sharingOptOut,
            targetedAdvertisingOptOut,
        ] { w.write(v, bits: 2) }
        for v in sensitiveDataProcessing { w.write(v, bits: 2) }
        for v in knownChildSensitiveDataConsents { w.write(v, bits: 2) }
        for v in [personalDataConsents, mspaCoveredTransaction, mspaOptOutOptionMode, mspaServiceProviderMode] {
            w.write(v, bits: 2)
        }
        return w.base64
    }

    /// `header~core`.
    package var gppString: String { GPPUSNational.header(sectionIDs: [GPPUSNational.sectionID]) + "~" + coreSegment }

    /// `IABGPP_GppSID`: the section ids joined by `_`.
    package var gppSID: String { String(GPPUSNational.sectionID) }

    /// The GPP header for `sectionIDs` (ascending), e.g. `DBABMA` for `[2]`, `DBABLA` for `[7]`.
    package static func header(sectionIDs: [Int]) -> String {
        var w = GPPBitWriter()
        w.write(3, bits: 6)
        w.write(1, bits: 6)
        w.write(sectionIDs.count, bits: 12)
        var previous = 0
        for id in sectionIDs {
            w.write(0, bits: 1)
            w.writeFibonacci(id - previous)
            previous = id
        }
        return w.base64
    }
}

/// The bit writer GPP segments need (fixed-width integers and Fibonacci codes).
struct GPPBitWriter {
    private var bits: [Bool] = []

    mutating func write(_ value: Int, bits count: Int) {
        for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) }
    }

    /// Fibonacci (Zeckendorf) code of `value` ≥ 1, least significant first, terminated by an extra 1.
    mutating func writeFibonacci(_ value: Int) {
        var fibs = [1, 2]
        while fibs[fibs.count - 1] + fibs[fibs.count - 2] <= value { fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2]) }
        while let last = fibs.last, last > value { fibs.removeLast() }
        var code = [Bool](repeating: false, count: fibs.count)
        var rest = value
        for i in stride(from: fibs.count - 1, through: 0, by: -1) where fibs[i] <= rest {
            code[i] = true
            rest -= fibs[i]
        }
        bits += code
        bits.append(true)
    }

    /// Pads to a multiple of 8 then of 6 bits and encodes in URL-safe base64.
    var base64: String {
        var b = bits
        while b.count % 8 != 0 { b.append(false) }
        while b.count % 6 != 0 { b.append(false) }
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var out = ""
        var i = 0
        while i < b.count {
            var v = 0
            for k in 0..<6 { v = v << 1 | (b[i + k] ? 1 : 0) }
            out.append(alphabet[v])
            i += 6
        }
        return out
    }
}

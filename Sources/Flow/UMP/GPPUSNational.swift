import Basics
import Store

/// A GPP string with one US National (`usnat`, section 7) core segment, as the simulated UMP writes
/// it to `IABGPP_HDR_GppString` (with `IABGPP_GppSID` = `7`; Google's "US states" page: UMP "only
/// populates" these two keys, so no per-section or per-field key is written).
///
/// Encoding (GPP spec): the header is type 3, version 1 and Fibonacci-coded section ids; each segment
/// is a bit string in URL-safe base64 without `=`, padded with zeros to a whole base64 character. UMP
/// pads to 6 bits only: its strings are `DBABL~…` with a 10-character core (Google Mobile Ads SDK group,
/// "Change in Default IABGPP_HDR_GppString for UMP SDK (Android & iOS) When Consent Is Not Set",
/// 2025-08-05; bocops/UMP-workarounds#14, 2025-01-21, an Android device's `DBABL~BVQVAAAAAg`
/// after an opt-out). The IAB's reference library pads to whole bytes first (`DBABLA`); both decode alike.
/// The core is version 1 of the section (12 sensitive-data categories, 2 known-child consents), the
/// only version seen in UMP's strings; version 2 (16 and 3) is encoded when `version` is 2, which no
/// source shows a mobile CMP writing. The optional GPC subsection is not written.
package struct GPPUSNational: Hashable, Sendable {
    /// GPP section id of `usnat`.
    package static let sectionID = 7
    /// `IABGPP_HDR_GppString`.
    package static let gppStringKey = "IABGPP_HDR_GppString"
    /// `IABGPP_GppSID`.
    package static let gppSIDKey = "IABGPP_GppSID"

    /// Field values: 0 = not applicable, 1 = yes (notice given / opted out), 2 = no.
    package var version = 1
    package var sharingNotice = 1
    package var saleOptOutNotice = 1
    package var sharingOptOutNotice = 1
    package var targetedAdvertisingOptOutNotice = 1
    package var sensitiveDataProcessingOptOutNotice = 0
    package var sensitiveDataLimitUseNotice = 0
    package var saleOptOut = 2
    package var sharingOptOut = 2
    package var targetedAdvertisingOptOut = 2
    /// 12 categories in version 1, 16 in version 2 (missing ones are written as 0).
    package var sensitiveDataProcessing = [Int](repeating: 0, count: 16)
    /// 2 in version 1, 3 in version 2.
    package var knownChildSensitiveDataConsents = [Int](repeating: 0, count: 3)
    package var personalDataConsents = 0
    /// 1 = the transaction is covered by the MSPA, 2 = not.
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

    /// Every field 0 but `mspaCoveredTransaction` 2 (`BAAAAAAAAg`): what UMP writes before any choice
    /// since 2025-08-05.
    package static var blank: GPPUSNational {
        var s = GPPUSNational(optedOut: false)
        for path in [
            \GPPUSNational.sharingNotice, \.saleOptOutNotice, \.sharingOptOutNotice, \.targetedAdvertisingOptOutNotice, \.saleOptOut,
            \.sharingOptOut, \.targetedAdvertisingOptOut,
        ] { s[keyPath: path] = 0 }
        return s
    }

    /// The day from which UMP's string before any choice is `blank` rather than the no-opt-out string:
    /// the day the Google Mobile Ads SDK group thread above reports the change on both platforms
    /// (`DBABL~BVQqAAAAAg` before, `DBABL~BAAAAAAAAg` from then). Google published no note; the first
    /// day it was seen is used.
    package static let blankDefaultSince = CivilDate(year: 2025, month: 8, day: 5)

    /// What UMP writes on a launch in a regulated US state before the user chose anything, on `today`.
    package static func umpDefault(on today: CivilDate) -> GPPUSNational {
        today < blankDefaultSince ? GPPUSNational(optedOut: false) : blank
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
        let (sensitive, children) = version == 1 ? (12, 2) : (16, 3)
        for i in 0..<sensitive { w.write(i < sensitiveDataProcessing.count ? sensitiveDataProcessing[i] : 0, bits: 2) }
        for i in 0..<children { w.write(i < knownChildSensitiveDataConsents.count ? knownChildSensitiveDataConsents[i] : 0, bits: 2) }
        for v in [personalDataConsents, mspaCoveredTransaction, mspaOptOutOptionMode, mspaServiceProviderMode] {
            w.write(v, bits: 2)
        }
        return w.base64
    }

    /// `header~core`.
    package var gppString: String { GPPUSNational.header(sectionIDs: [GPPUSNational.sectionID]) + "~" + coreSegment }

    /// `IABGPP_GppSID`: the section ids joined by `_`.
    package var gppSID: String { String(GPPUSNational.sectionID) }

    /// The writes of this string and its section list.
    package var writes: [StoreWrite] {
        [.set(GPPUSNational.gppStringKey, .string(gppString)), .set(GPPUSNational.gppSIDKey, .string(gppSID))]
    }

    /// The GPP header for `sectionIDs` (ascending), e.g. `DBABM` for `[2]`, `DBABL` for `[7]`.
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

    /// Pads to a whole base64 character (as UMP does) and encodes in URL-safe base64.
    var base64: String {
        var b = bits
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

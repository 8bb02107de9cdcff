/// Reads what an ad SDK needs from a stored GPP string: the sections present and, for US National
/// (`usnat`, section 7) and each US state section (8–27), the opt-outs of sale, sharing and targeted
/// advertising that switch Google to restricted data processing.
///
/// Decoding follows the GPP spec: URL-safe base64 segments separated by `~`, a header of type 3 whose
/// section ids are Fibonacci-coded, then one segment per section in id order (a section's optional
/// subsections follow its core after `.`). Anything malformed reads as nil: a broken signal is no signal.
package enum GPPReader {
    /// One US section's opt-outs: 0 = not applicable, 1 = opted out, 2 = did not opt out; nil where
    /// the section has no such field (only `usnat` and `usca` have sharing; `usca` has no targeted
    /// advertising field).
    package struct USOptOuts: Hashable, Sendable {
        /// The section's id (7–27).
        package var sectionID: Int
        /// Its client-side API prefix (`usnat`, `usca`, …).
        package var name: String
        package var sale: Int
        package var sharing: Int?
        package var targetedAdvertising: Int?

        /// Whether the user opted out of any of them.
        package var any: Bool { sale == 1 || sharing == 1 || targetedAdvertising == 1 }

        /// The fields opted out of, in words ("sale, targeted advertising").
        package var optedOutOf: [String] {
            [("sale", sale), ("sharing", sharing), ("targeted advertising", targetedAdvertising)].compactMap { $0.1 == 1 ? $0.0 : nil }
        }
    }

    /// Where a US section's core keeps its opt-outs: bit offsets from the start of the core.
    package struct USSectionLayout: Sendable {
        package var id: Int
        package var name: String
        var sale: Int
        var sharing: Int?
        var targetedAdvertising: Int?
    }

    /// The US sections and where their opt-outs sit, from the field tables of each section's
    /// specification in the IAB's Global-Privacy-Platform repository ("Sections/Section Information.md"
    /// and "Sections/US-National", "Sections/US-States/*"; state sections 8–22 from 2023–2024, usmn 23
    /// added 2025-07-09, usmd 24, usin 25, usky 26 and usri 27 added 2025-10-08 and merged 2025-12-17).
    /// Offsets follow the fields before each opt-out: a 6-bit version (or MspaVersion), then 2-bit
    /// notices (and, in the sections of 2025-10, MspaCoveredTransaction and MspaMode first).
    package static let usSections: [USSectionLayout] = [
        USSectionLayout(id: 7, name: "usnat", sale: 18, sharing: 20, targetedAdvertising: 22),
        USSectionLayout(id: 8, name: "usca", sale: 12, sharing: 14, targetedAdvertising: nil),
        USSectionLayout(id: 9, name: "usva", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 10, name: "usco", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 11, name: "usut", sale: 14, targetedAdvertising: 16),
        USSectionLayout(id: 12, name: "usct", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 13, name: "usfl", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 14, name: "usmt", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 15, name: "usor", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 16, name: "ustx", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 17, name: "usde", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 18, name: "usia", sale: 14, targetedAdvertising: 16),
        USSectionLayout(id: 19, name: "usne", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 20, name: "usnh", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 21, name: "usnj", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 22, name: "ustn", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 23, name: "usmn", sale: 12, targetedAdvertising: 14),
        USSectionLayout(id: 24, name: "usmd", sale: 16, targetedAdvertising: 18),
        USSectionLayout(id: 25, name: "usin", sale: 16, targetedAdvertising: 18),
        USSectionLayout(id: 26, name: "usky", sale: 16, targetedAdvertising: 18),
        USSectionLayout(id: 27, name: "usri", sale: 16, targetedAdvertising: 18),
    ]

    /// The section ids the header of `gppString` lists, in order; nil when the header is malformed.
    package static func sectionIDs(_ gppString: String) -> [Int]? {
        guard let header = gppString.split(separator: "~", omittingEmptySubsequences: false).first,
            var reader = GPPBitReader(base64: header),
            reader.read(6) == 3, reader.read(6) == 1, let count = reader.read(12)
        else { return nil }
        var ids: [Int] = []
        var previous = 0
        for _ in 0..<count {
            guard let isRange = reader.read(1), let start = reader.readFibonacci() else { return nil }
            let first = previous + start
            if isRange == 1 {
                guard let length = reader.readFibonacci() else { return nil }
                ids += Array(first...(first + length))
                previous = first + length
            } else {
                ids.append(first)
                previous = first
            }
            // No section id is that large; this also bounds the ids a hostile header can produce.
            guard previous <= 1_000, ids.count <= 1_000 else { return nil }
        }
        return ids
    }

    /// The opt-outs of every readable US section (7–27) of `gppString`, in the header's order; empty
    /// when it has none, nil when the header is malformed.
    package static func usOptOuts(_ gppString: String) -> [USOptOuts]? {
        guard let ids = sectionIDs(gppString) else { return nil }
        let segments = gppString.split(separator: "~", omittingEmptySubsequences: false)
        var out: [USOptOuts] = []
        for (index, id) in ids.enumerated() where index + 1 < segments.count {
            guard let layout = usSections.first(where: { $0.id == id }),
                let core = segments[index + 1].split(separator: ".", omittingEmptySubsequences: false).first,
                let reader = GPPBitReader(base64: core)
            else { continue }
            if id == GPPUSNational.sectionID, let version = reader.peek(6), version != 1 && version != 2 { continue }
            func field(_ offset: Int?) -> Int?? {
                guard let offset else { return .some(nil) }
                return reader.peek(2, at: offset).map { .some($0) }
            }
            guard let sale = reader.peek(2, at: layout.sale), let sharing = field(layout.sharing),
                let targeted = field(layout.targetedAdvertising)
            else { continue }
            out.append(USOptOuts(sectionID: id, name: layout.name, sale: sale, sharing: sharing, targetedAdvertising: targeted))
        }
        return out
    }

    /// The `usnat` opt-outs of `gppString`, or nil when it has no (readable) `usnat` section.
    package static func usNationalOptOuts(_ gppString: String) -> USOptOuts? {
        usOptOuts(gppString)?.first { $0.sectionID == GPPUSNational.sectionID }
    }

    /// The section ids `IABGPP_GppSID` lists (`7`, `2_7`); nil when it is not such a list.
    package static func sectionsInForce(_ sid: String) -> [Int]? {
        let parts = sid.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count <= 64 else { return nil }
        var ids: [Int] = []
        for part in parts {
            guard (1...4).contains(part.utf8.count), part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let id = Int(part)
            else { return nil }
            ids.append(id)
        }
        return ids
    }
}

/// Bits of a URL-safe base64 GPP segment, read from the most significant.
struct GPPBitReader {
    private var bits: [Bool] = []
    private var position = 0

    /// The bits of `text`; nil when it has a character outside the URL-safe base64 alphabet.
    init?(base64 text: Substring) {
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "_"): value = 63
            default: return nil
            }
            for shift in stride(from: 5, through: 0, by: -1) { bits.append((value >> UInt8(shift)) & 1 == 1) }
        }
    }

    /// The next `count` bits as an unsigned integer; nil past the end.
    mutating func read(_ count: Int) -> Int? {
        guard position + count <= bits.count else { return nil }
        var value = 0
        for _ in 0..<count {
            value = value << 1 | (bits[position] ? 1 : 0)
            position += 1
        }
        return value
    }

    /// The `count` bits at `offset` (from the start) as an unsigned integer, without moving; nil past the end.
    func peek(_ count: Int, at offset: Int = 0) -> Int? {
        guard offset >= 0, offset + count <= bits.count else { return nil }
        var value = 0
        for i in offset..<(offset + count) { value = value << 1 | (bits[i] ? 1 : 0) }
        return value
    }

    /// Skips `count` bits; false past the end.
    mutating func skip(_ count: Int) -> Bool {
        guard position + count <= bits.count else { return false }
        position += count
        return true
    }

    /// A Fibonacci (Zeckendorf) code, least significant first, ended by two consecutive ones.
    mutating func readFibonacci() -> Int? {
        var fibs = [1, 2]
        var value = 0
        var previousWasOne = false
        var index = 0
        while position < bits.count {
            let bit = bits[position]
            position += 1
            if bit && previousWasOne { return value }
            while index >= fibs.count { fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2]) }
            if bit { value += fibs[index] }
            previousWasOne = bit
            index += 1
            if index > 40 { return nil }  // no section id or offset is that large
        }
        return nil
    }
}

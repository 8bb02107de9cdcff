/// A set of 1-based TCF ids (vendors, purposes, special features), stored as a bitset.
///
/// TCF ids are small dense integers (vendor ids stay below 65,536), so a bitset makes the codec's
/// bitfield sections a word copy and keeps set algebra on consent choices cheap.
/// Invariant: `words` never ends with a zero word, so equal sets have equal storage.
public struct IDSet: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Bit `id - 1` of the concatenated words is set when `id` is a member.
    @usableFromInline internal private(set) var words: [UInt64]

    /// The largest id a TCF field can carry (16-bit vendor ids).
    public static let maxID = 65_535

    /// An empty set.
    public init() { words = [] }

    /// A set holding every id of `ids`; ids outside `1...maxID` are a programming error.
    public init<S: Sequence>(_ ids: S) where S.Element == Int {
        words = []
        for id in ids { insert(id) }
    }

    /// A set holding every id of the array `ids`. Not generic: a generic call from another module
    /// looks up its sequence's iterator type at run time, a cost paid at start-up.
    public init(_ ids: [Int]) {
        words = []
        for id in ids { insert(id) }
    }

    /// A set from an array literal of ids.
    public init(arrayLiteral ids: Int...) { self.init(ids) }

    /// A set holding every id in `range`.
    public init(range: ClosedRange<Int>) {
        words = []
        insert(range: range)
    }

    /// A set from raw words (bit `i` of word `w` is id `64*w + i + 1`); trailing zero words are trimmed.
    public init(words: [UInt64]) {
        self.words = words
        trim()
    }

    /// Whether `id` is a member; ids outside the valid range are never members.
    @inlinable
    public func contains(_ id: Int) -> Bool {
        guard id >= 1 else { return false }
        let bit = id - 1
        let w = bit >> 6
        guard w < words.count else { return false }
        return words[w] & (1 << UInt64(bit & 63)) != 0
    }

    /// Adds `id` (which must be in `1...maxID`).
    public mutating func insert(_ id: Int) {
        precondition(id >= 1 && id <= IDSet.maxID, "TCF id out of range: \(id)")
        let bit = id - 1
        let w = bit >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w - words.count + 1)) }
        words[w] |= 1 << UInt64(bit & 63)
    }

    /// Adds every id of `range` (which must lie in `1...maxID`).
    public mutating func insert(range: ClosedRange<Int>) {
        precondition(range.lowerBound >= 1 && range.upperBound <= IDSet.maxID, "TCF id range out of range: \(range)")
        IDSet.setBits(range, in: &words)
    }

    /// Sets the bits of ids `range` (within `1...maxID`) in raw `words`, appending zero words as needed.
    /// The result may end with zero words only if `words` did.
    static func setBits(_ range: ClosedRange<Int>, in words: inout [UInt64]) {
        let lastWord = (range.upperBound - 1) >> 6
        if lastWord >= words.count { words.append(contentsOf: repeatElement(0, count: lastWord - words.count + 1)) }
        var bit = range.lowerBound - 1
        let end = range.upperBound - 1
        words.withUnsafeMutableBufferPointer { words in
            while bit <= end {
                let w = bit >> 6
                let lo = bit & 63
                let hi = w == (end >> 6) ? (end & 63) : 63
                let span = hi - lo + 1
                let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(lo)
                words[w] |= mask
                bit += span
            }
        }
    }

    /// Sets or clears `id` according to `member`.
    public mutating func set(_ id: Int, to member: Bool) {
        if member { insert(id) } else { remove(id) }
    }

    /// Removes `id` if present.
    public mutating func remove(_ id: Int) {
        guard id >= 1 else { return }
        let bit = id - 1
        let w = bit >> 6
        guard w < words.count else { return }
        words[w] &= ~(1 << UInt64(bit & 63))
        trim()
    }

    /// Whether the set has no members.
    public var isEmpty: Bool { words.isEmpty }

    /// The number of members.
    public var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The highest member, or nil when empty.
    public var max: Int? {
        guard let last = words.last else { return nil }
        return (words.count - 1) * 64 + (64 - last.leadingZeroBitCount)
    }

    /// The highest member, or 0 when empty (the TCF `MaxVendorId` convention).
    public var maxOrZero: Int { max ?? 0 }

    /// The members in ascending order.
    public var sorted: [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        forEach { out.append($0) }
        return out
    }

    /// Calls `body` with each member in ascending order.
    @inlinable
    public func forEach(_ body: (Int) throws -> Void) rethrows {
        for (w, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                let bit = rest.trailingZeroBitCount
                try body(w * 64 + bit + 1)
                rest &= rest - 1
            }
        }
    }

    /// Maximal runs of consecutive members, ascending, as closed ranges.
    public var runs: [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var start = -1
        var prev = -2
        forEach { id in
            if id != prev + 1 {
                if start > 0 { out.append(start...prev) }
                start = id
            }
            prev = id
        }
        if start > 0 { out.append(start...prev) }
        return out
    }

    /// Members of either set.
    public func union(_ other: IDSet) -> IDSet {
        var out = self
        out.formUnion(other)
        return out
    }

    /// Adds every member of `other`.
    public mutating func formUnion(_ other: IDSet) {
        if other.words.count > words.count {
            words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
        }
        for i in other.words.indices { words[i] |= other.words[i] }
    }

    /// Members of both sets.
    public func intersection(_ other: IDSet) -> IDSet {
        let n = Swift.min(words.count, other.words.count)
        return IDSet(words: (0..<n).map { words[$0] & other.words[$0] })
    }

    /// Members of this set that are not in `other`.
    public func subtracting(_ other: IDSet) -> IDSet {
        IDSet(words: words.indices.map { i in i < other.words.count ? words[i] & ~other.words[i] : words[i] })
    }

    /// Whether every member is also in `other`.
    public func isSubset(of other: IDSet) -> Bool {
        for i in words.indices {
            let o = i < other.words.count ? other.words[i] : 0
            if words[i] & ~o != 0 { return false }
        }
        return true
    }

    /// Members no greater than `limit`.
    public func clamped(to limit: Int) -> IDSet {
        guard limit >= 1 else { return IDSet() }
        guard let m = max, m > limit else { return self }
        var w = Array(words.prefix((limit + 63) >> 6))
        let used = limit & 63
        if used != 0 { w[w.count - 1] &= (1 << UInt64(used)) - 1 }
        return IDSet(words: w)
    }

    /// The in-app "binary string": character n is `1` when id n+1 is a member, up to the highest member.
    public var binaryString: String { binaryString(length: maxOrZero) }

    /// The in-app binary string padded or cut to exactly `length` characters.
    public func binaryString(length: Int) -> String {
        guard length > 0 else { return "" }
        // Eight characters are made at a time from a byte of the bitset (CMPs write three strings of
        // 4,000+ characters per consent; id by id this was most of `InAppKeys.derive`).
        return String(unsafeUninitializedCapacity: length) { buffer in
            words.withUnsafeBufferPointer { words in
                IDSet.asciiBitsTable.withUnsafeBufferPointer { table in
                    IDSet.writeBinary(words, length: length, table: table, into: UnsafeMutableRawBufferPointer(buffer))
                }
            }
            return length
        }
    }

    /// Writes the `length` characters of the binary string of `words` into `out`.
    private static func writeBinary(
        _ words: UnsafeBufferPointer<UInt64>, length: Int, table: UnsafeBufferPointer<UInt64>,
        into out: UnsafeMutableRawBufferPointer
    ) {
        // Byte k of the bitset (ids 8k+1 ... 8k+8) makes characters 8k ..< 8k+8.
        let wholeBytes = length >> 3
        let stored = Swift.min(wholeBytes, words.count << 3)
        var k = 0
        while k < stored {
            let byte = Int(truncatingIfNeeded: (words[k >> 3] >> UInt64((k & 7) << 3)) & 0xFF)
            out.storeBytes(of: table[byte], toByteOffset: k << 3, as: UInt64.self)
            k += 1
        }
        while k < wholeBytes {
            out.storeBytes(of: 0x3030_3030_3030_3030 as UInt64, toByteOffset: k << 3, as: UInt64.self)
            k += 1
        }
        var position = wholeBytes << 3
        while position < length {
            let w = position >> 6
            let set = w < words.count && words[w] & (1 << UInt64(position & 63)) != 0
            out[position] = set ? UInt8(ascii: "1") : UInt8(ascii: "0")
            position += 1
        }
    }

    /// `asciiBits` of every byte value, in memory order (ready to store as eight characters).
    private static let asciiBitsTable: [UInt64] = (0...255).map { asciiBits(UInt8($0)).littleEndian }

    /// Eight ASCII `0`/`1` bytes for the bits of `byte`, bit k in byte k (little-endian order).
    @inline(__always)
    static func asciiBits(_ byte: UInt8) -> UInt64 {
        // Copy the byte into every byte, keep bit k in byte k, turn each nonzero byte into 1 (adding
        // 0x7F carries into its top bit and never past it), then add the ASCII '0'.
        let spread = (UInt64(byte) &* 0x0101_0101_0101_0101) & 0x8040_2010_0804_0201
        return ((spread &+ 0x7F7F_7F7F_7F7F_7F7F) >> 7) & 0x0101_0101_0101_0101 | 0x3030_3030_3030_3030
    }

    /// Parses an in-app binary string (`0`/`1` characters, position n = id n+1); nil on any other character.
    public init?(binaryString: String) {
        // In-app vendor strings run to 4,000+ characters and are read back on every consent decision,
        // so eight characters are checked and packed at a time instead of inserting id by id.
        let parsed =
            binaryString.utf8.withContiguousStorageIfAvailable(IDSet.parseBinary)
            ?? Array(binaryString.utf8).withUnsafeBufferPointer(IDSet.parseBinary)
        guard let words = parsed else { return nil }
        self.init(words: words)
    }

    /// Words for a buffer of `0`/`1` bytes (position p = id p+1); nil on another byte or an id above `maxID`.
    private static func parseBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt64]? {
        let n = bytes.count
        var words = [UInt64](repeating: 0, count: (n + 63) >> 6)
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= n {
            // XOR with "00000000" leaves 0 or 1 in each byte for valid input.
            let v = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ 0x3030_3030_3030_3030
            if v & 0xFEFE_FEFE_FEFE_FEFE != 0 { return nil }
            if v != 0 {
                // Gathers each byte's low bit: byte k lands on bit k of the top byte.
                let packed = (v &* 0x0102_0408_1020_4080) >> 56
                words[i >> 6] |= packed << UInt64(i & 63)
            }
            i += 8
        }
        while i < n {
            switch bytes[i] {
            case UInt8(ascii: "0"): break
            case UInt8(ascii: "1"): words[i >> 6] |= 1 << UInt64(i & 63)
            default: return nil
            }
            i += 1
        }
        if n > maxID {
            // Position p holds id p+1: nothing may be set at or beyond position maxID.
            for p in maxID..<n where words[p >> 6] & (1 << UInt64(p & 63)) != 0 { return nil }
        }
        return words
    }

    /// A compact description such as `{1-3,7}`.
    public var description: String {
        "{"
            + runs.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }
            .joined(separator: ",") + "}"
    }

    private mutating func trim() {
        while let last = words.last, last == 0 { words.removeLast() }
    }
}

extension IDSet: Sequence {
    /// Iterates members in ascending order.
    public struct Iterator: IteratorProtocol {
        let words: [UInt64]
        var index = 0
        var current: UInt64

        init(words: [UInt64]) {
            self.words = words
            current = words.first ?? 0
        }

        /// The next member, or nil at the end.
        public mutating func next() -> Int? {
            while current == 0 {
                index += 1
                guard index < words.count else { return nil }
                current = words[index]
            }
            let bit = current.trailingZeroBitCount
            current &= current - 1
            return index * 64 + bit + 1
        }
    }

    /// An iterator over the members in ascending order.
    public func makeIterator() -> Iterator { Iterator(words: words) }
}

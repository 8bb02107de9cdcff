import Basics
import Store

/// A bounded reader of Apple's binary property list format (`bplist00`), for dumps of a device's
/// preferences (`plutil -convert binary1`, the simulator's `Library/Preferences/<bundle>.plist`).
///
/// Format (CFBinaryPList.c, as documented in its header comment): the 8-byte magic, objects, an
/// offset table, and a 32-byte trailer (offset int size, object ref size, object count, top object,
/// offset table offset, all big-endian). Every offset, length and reference is checked against the
/// data before use. Objects may be shared (a writer stores one copy of equal values), so each is read
/// once and reused; since sharing lets a small file describe an exponentially large tree, the tree
/// it expands to is bounded too (`maxValues`, `maxPayloadBytes`). Nesting is limited and an object
/// that contains itself is refused, so a hostile file cannot crash, loop or exhaust memory.
package enum BinaryPropertyList {
    /// The magic a binary property list starts with.
    package static let magic: [UInt8] = Array("bplist00".utf8)
    /// How deep arrays and dictionaries may nest.
    package static let maxDepth = 64
    /// How many values the expanded tree may hold (a preferences domain holds hundreds).
    package static let maxValues = 1 << 20
    /// How many bytes of strings and data the expanded tree may hold: twice the largest file read.
    package static let maxPayloadBytes = 2 * DeviceDump.maxBytes

    /// Whether `bytes` start with the binary property list magic.
    package static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// The domain of a binary property list whose top object is a dictionary with string keys.
    package static func decode(_ bytes: [UInt8]) throws(DeviceDumpError) -> StoreDomain {
        var reader = try Reader(bytes)
        guard case .dictionary(let values) = try reader.object(reader.top, depth: 0).value else {
            throw DeviceDumpError("the top object is not a dictionary", atByte: try reader.offset(of: UInt64(reader.top)))
        }
        return StoreDomain(values)
    }

    /// A value read, with the size of the tree it expands to.
    private struct Expanded {
        var value: StoreValue
        /// Values in the tree, this one included.
        var values: Int
        /// Bytes of string and data in the tree.
        var payloadBytes: Int
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let refSize: Int
        let count: Int
        let top: Int
        let tableOffset: Int
        /// Objects being read (a reference back to one is a cycle).
        var visiting: Set<Int> = []
        /// Objects already read, by reference: a shared object is read once.
        var done: [Int: Expanded] = [:]

        init(_ bytes: [UInt8]) throws(DeviceDumpError) {
            guard bytes.count >= 8 + 32, BinaryPropertyList.isBinary(bytes) else {
                throw DeviceDumpError("not a binary property list (too short or no bplist00 magic)", atByte: 0)
            }
            self.bytes = bytes
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            refSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
                throw DeviceDumpError("the trailer's integer sizes are \(offsetSize) and \(refSize); each must be 1 to 8", atByte: t + 6)
            }
            let rawCount = Self.uint(bytes, t + 8, 8)
            let rawTop = Self.uint(bytes, t + 16, 8)
            let rawTable = Self.uint(bytes, t + 24, 8)
            guard rawCount > 0, rawCount <= UInt64(bytes.count) else {
                throw DeviceDumpError("the trailer declares \(rawCount) objects, more than the file could hold", atByte: t + 8)
            }
            guard rawTop < rawCount else { throw DeviceDumpError("the top object \(rawTop) is out of range", atByte: t + 16) }
            guard rawTable >= 8, rawTable <= UInt64(t), UInt64(t) - rawTable >= rawCount * UInt64(offsetSize) else {
                throw DeviceDumpError("the offset table at \(rawTable) lies outside the file", atByte: t + 24)
            }
            count = Int(rawCount)
            top = Int(rawTop)
            tableOffset = Int(rawTable)
        }

        static func uint(_ bytes: some Collection<UInt8>, _ at: Int, _ size: Int) -> UInt64 {
            var v: UInt64 = 0
            for b in bytes.dropFirst(at).prefix(size) { v = v << 8 | UInt64(b) }
            return v
        }

        /// The byte offset of object `ref`, checked to lie before the offset table. `ref` stays
        /// unsigned until checked: a reference such as 0xFFFFFFFFFFFFFFFF is data, not an index.
        func offset(of ref: UInt64, from at: Int? = nil) throws(DeviceDumpError) -> Int {
            guard ref < UInt64(count) else {
                throw DeviceDumpError("object reference \(ref) is out of range (\(count) objects)", atByte: at ?? tableOffset)
            }
            let entry = tableOffset + Int(ref) * offsetSize
            let o = Self.uint(bytes, entry, offsetSize)
            guard o >= 8, o < UInt64(tableOffset) else {
                throw DeviceDumpError("object \(ref) lies outside the object area", atByte: entry)
            }
            return Int(o)
        }

        /// `n` bytes at `at`, checked against the object area.
        func slice(_ at: Int, _ n: Int) throws(DeviceDumpError) -> ArraySlice<UInt8> {
            guard n >= 0, at >= 0, at <= tableOffset, n <= tableOffset - at else {
                throw DeviceDumpError("an object runs past the object area", atByte: min(max(at, 0), bytes.count))
            }
            return bytes[at..<at + n]
        }

        /// The length of the object whose marker is at `at` (low nibble, or a following integer when 0xF),
        /// and where its contents start.
        func length(_ marker: UInt8, at: Int) throws(DeviceDumpError) -> (Int, Int) {
            let low = Int(marker & 0x0F)
            if low != 0x0F { return (low, at + 1) }
            let intMarker = try slice(at + 1, 1).first!
            let sizeBits = Int(intMarker & 0x0F)
            guard intMarker & 0xF0 == 0x10, sizeBits <= 3 else { throw DeviceDumpError("malformed object length", atByte: at + 1) }
            let size = 1 << sizeBits
            let raw = Self.uint(try slice(at + 2, size), 0, size)
            guard raw <= UInt64(tableOffset) else {
                throw DeviceDumpError("declared length \(raw) is longer than the file", atByte: at)
            }
            return (Int(raw), at + 2 + size)
        }

        /// Object `ref`, read once however often it is referred to; `from` is where the reference was.
        mutating func object(_ ref: Int, depth: Int, from: Int? = nil) throws(DeviceDumpError) -> Expanded {
            if let read = done[ref] { return read }
            let at = try offset(of: UInt64(ref), from: from)
            guard depth <= BinaryPropertyList.maxDepth else {
                throw DeviceDumpError("arrays and dictionaries nest deeper than \(BinaryPropertyList.maxDepth) levels", atByte: at)
            }
            guard visiting.insert(ref).inserted else { throw DeviceDumpError("object \(ref) contains itself", atByte: at) }
            let read = try contents(at: at, depth: depth)
            visiting.remove(ref)
            done[ref] = read
            return read
        }

        private mutating func contents(at: Int, depth: Int) throws(DeviceDumpError) -> Expanded {
            func scalar(_ value: StoreValue, payload: Int = 0) -> Expanded { Expanded(value: value, values: 1, payloadBytes: payload) }
            let marker = try slice(at, 1).first!
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return scalar(.boolean(false))
                case 0x09: return scalar(.boolean(true))
                default: throw DeviceDumpError("a null or fill object, which a preference cannot hold", atByte: at)
                }
            case 0x1:
                let sizeBits = Int(marker & 0x0F)
                guard sizeBits <= 4 else { throw DeviceDumpError("integer of invalid size", atByte: at) }
                let size = 1 << sizeBits
                let raw = try slice(at + 1, size)
                if size == 16 {
                    // 128-bit: CFBinaryPList writes unsigned 64-bit values this way; only what fits Int64 is kept.
                    let high = Self.uint(raw, 0, 8), low = Self.uint(raw, 8, 8)
                    let fits = (high == 0 && low <= UInt64(Int64.max)) || (high == .max && low > UInt64(Int64.max))
                    guard fits else { throw DeviceDumpError("integer does not fit in 64 bits (signed)", atByte: at) }
                    return scalar(.integer(Int64(bitPattern: low)))
                }
                let v = Self.uint(raw, 0, size)
                return scalar(.integer(size == 8 ? Int64(bitPattern: v) : Int64(v)))
            case 0x2:
                switch marker & 0x0F {
                case 2: return scalar(.real(Double(Float(bitPattern: UInt32(Self.uint(try slice(at + 1, 4), 0, 4))))))
                case 3: return scalar(.real(Double(bitPattern: Self.uint(try slice(at + 1, 8), 0, 8))))
                default: throw DeviceDumpError("real of invalid size", atByte: at)
                }
            case 0x3:
                guard marker == 0x33 else { throw DeviceDumpError("date with an invalid marker", atByte: at) }
                let seconds = Double(bitPattern: Self.uint(try slice(at + 1, 8), 0, 8))
                let since1970 = seconds + 978_307_200  // the format counts from 2001-01-01
                guard since1970.isFinite, abs(since1970) < 1e15 else { throw DeviceDumpError("date out of range", atByte: at) }
                return scalar(.date(StoreDate(secondsSince1970: Int64(since1970.rounded(.down)))))
            case 0x4:
                let (n, start) = try length(marker, at: at)
                return scalar(.data(Array(try slice(start, n))), payload: n)
            case 0x5:
                let (n, start) = try length(marker, at: at)
                let raw = try slice(start, n)
                // CFBinaryPList reads these as kCFStringEncodingASCII, which fails on any byte above 0x7F.
                if let bad = raw.firstIndex(where: { $0 >= 0x80 }) {
                    throw DeviceDumpError("ASCII string holds the byte 0x\(String(raw[bad], radix: 16, uppercase: true))", atByte: bad)
                }
                return scalar(.string(String(decoding: raw, as: UTF8.self)), payload: n)
            case 0x6:
                let (n, start) = try length(marker, at: at)
                let raw = try slice(start, n * 2)
                var units: [UInt16] = []
                units.reserveCapacity(n)
                var i = raw.startIndex
                while i < raw.endIndex {
                    units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                    i += 2
                }
                // A String cannot hold an unpaired surrogate; say so rather than replace it silently.
                guard let text = String(validating: units, as: UTF16.self) else {
                    throw DeviceDumpError("UTF-16 string holds an unpaired surrogate", atByte: at)
                }
                return scalar(.string(text), payload: text.utf8.count)
            case 0xA, 0xC, 0xD:
                let (n, start) = try length(marker, at: at)
                let isDict = marker >> 4 == 0xD
                let refsBytes = try slice(start, (isDict ? 2 : 1) * n * refSize)
                var refs: [Int] = []
                refs.reserveCapacity(refsBytes.count / refSize)
                for position in stride(from: refsBytes.startIndex, to: refsBytes.endIndex, by: refSize) {
                    let ref = Self.uint(bytes, position, refSize)
                    _ = try offset(of: ref, from: position)
                    refs.append(Int(ref))
                }
                var total = Expanded(value: .boolean(false), values: 1, payloadBytes: 0)
                func add(_ child: Expanded) throws(DeviceDumpError) {
                    total.values += child.values
                    total.payloadBytes += child.payloadBytes
                    guard total.values <= BinaryPropertyList.maxValues else {
                        throw DeviceDumpError(
                            "the shared objects expand to more than \(BinaryPropertyList.maxValues) values", atByte: at)
                    }
                    guard total.payloadBytes <= BinaryPropertyList.maxPayloadBytes else {
                        throw DeviceDumpError(
                            "the shared objects expand to more than \(BinaryPropertyList.maxPayloadBytes >> 20) MiB of text and data",
                            atByte: at)
                    }
                }
                if !isDict {
                    var items: [StoreValue] = []
                    items.reserveCapacity(n)
                    for (k, r) in refs.enumerated() {
                        let child = try object(r, depth: depth + 1, from: start + k * refSize)
                        try add(child)
                        items.append(child.value)
                    }
                    total.value = .array(items)
                    return total
                }
                var dict: [String: StoreValue] = [:]
                for i in 0..<n {
                    let keyObject = try object(refs[i], depth: depth + 1, from: start + i * refSize)
                    guard case .string(let key) = keyObject.value else {
                        throw DeviceDumpError("dictionary has a key that is not a string", atByte: at)
                    }
                    let child = try object(refs[n + i], depth: depth + 1, from: start + (n + i) * refSize)
                    try add(keyObject)
                    try add(child)
                    guard dict.updateValue(child.value, forKey: key) == nil else {
                        throw DeviceDumpError("dictionary repeats the key \"\(key)\"", atByte: at)
                    }
                }
                total.value = .dictionary(dict)
                return total
            default:
                throw DeviceDumpError("unknown object type marker 0x\(String(marker, radix: 16, uppercase: true))", atByte: at)
            }
        }
    }
}

import Store

/// A bounded reader of Apple's binary property list format (`bplist00`), for dumps of a device's
/// preferences (`plutil -convert binary1`, the simulator's `Library/Preferences/<bundle>.plist`).
///
/// Format (CFBinaryPList.c, as documented in its header comment): the 8-byte magic, objects, an
/// offset table, and a 32-byte trailer (offset int size, object ref size, object count, top object,
/// offset table offset, all big-endian). Every offset, length and reference is checked against the
/// data before use, nesting is limited, and an object that contains itself is refused, so a hostile
/// file cannot crash, loop or exhaust memory.
package enum BinaryPropertyList {
    /// The magic a binary property list starts with.
    package static let magic: [UInt8] = Array("bplist00".utf8)
    /// How deep arrays and dictionaries may nest.
    package static let maxDepth = 64

    /// Whether `bytes` start with the binary property list magic.
    package static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// The domain of a binary property list whose top object is a dictionary with string keys.
    package static func decode(_ bytes: [UInt8]) throws(DeviceDumpError) -> StoreDomain {
        var reader = try Reader(bytes)
        guard case .dictionary(let values) = try reader.object(reader.top, depth: 0) else {
            throw DeviceDumpError("the binary property list's top object is not a dictionary")
        }
        return StoreDomain(values)
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let refSize: Int
        let count: Int
        let top: Int
        let tableOffset: Int
        var visiting: Set<Int> = []

        init(_ bytes: [UInt8]) throws(DeviceDumpError) {
            guard bytes.count >= 8 + 32, BinaryPropertyList.isBinary(bytes) else {
                throw DeviceDumpError("not a binary property list (too short or no bplist00 magic)")
            }
            self.bytes = bytes
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            refSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
                throw DeviceDumpError("the binary property list's trailer has invalid integer sizes")
            }
            let rawCount = Self.uint(bytes, t + 8, 8)
            let rawTop = Self.uint(bytes, t + 16, 8)
            let rawTable = Self.uint(bytes, t + 24, 8)
            guard rawCount > 0, rawCount <= UInt64(bytes.count), rawTop < rawCount, rawTable >= 8,
                  rawTable <= UInt64(t), UInt64(t) - rawTable >= rawCount * UInt64(offsetSize)
            else { throw DeviceDumpError("the binary property list's trailer is out of bounds") }
            count = Int(rawCount)
            top = Int(rawTop)
            tableOffset = Int(rawTable)
        }

        static func uint(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in 0..<size { v = v << 8 | UInt64(bytes[at + i]) }
            return v
        }

        /// The byte offset of object `ref`, checked to lie before the offset table.
        func offset(of ref: Int) throws(DeviceDumpError) -> Int {
            guard ref >= 0, ref < count else { throw DeviceDumpError("object reference \(ref) is out of range") }
            let o = Self.uint(bytes, tableOffset + ref * offsetSize, offsetSize)
            guard o >= 8, o < UInt64(tableOffset) else { throw DeviceDumpError("object \(ref) lies outside the object area") }
            return Int(o)
        }

        /// `n` bytes at `at`, checked against the object area.
        func slice(_ at: Int, _ n: Int) throws(DeviceDumpError) -> ArraySlice<UInt8> {
            guard n >= 0, at >= 0, at <= tableOffset, n <= tableOffset - at else {
                throw DeviceDumpError("an object at byte \(at) runs past the object area")
            }
            return bytes[at..<at + n]
        }

        /// The length of the object whose marker is at `at` (low nibble, or a following integer when 0xF),
        /// and where its contents start.
        func length(_ marker: UInt8, at: Int) throws(DeviceDumpError) -> (Int, Int) {
            let low = Int(marker & 0x0F)
            if low != 0x0F { return (low, at + 1) }
            let intMarker = try slice(at + 1, 1).first!
            guard intMarker & 0xF0 == 0x10 else { throw DeviceDumpError("object at byte \(at) has a malformed length") }
            let size = 1 << Int(intMarker & 0x0F)
            guard size <= 8 else { throw DeviceDumpError("object at byte \(at) has a malformed length") }
            let raw = Self.uint(Array(try slice(at + 2, size)), 0, size)
            guard raw <= UInt64(tableOffset) else { throw DeviceDumpError("object at byte \(at) is longer than the file") }
            return (Int(raw), at + 2 + size)
        }

        mutating func object(_ ref: Int, depth: Int) throws(DeviceDumpError) -> StoreValue {
            guard depth <= BinaryPropertyList.maxDepth else { throw DeviceDumpError("arrays and dictionaries nest too deeply") }
            let at = try offset(of: ref)
            let marker = try slice(at, 1).first!
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return .boolean(false)
                case 0x09: return .boolean(true)
                default: throw DeviceDumpError("object at byte \(at) is a null or fill value, which a preference cannot hold")
                }
            case 0x1:
                let size = 1 << Int(marker & 0x0F)
                guard size <= 16 else { throw DeviceDumpError("integer at byte \(at) has an invalid size") }
                let raw = Array(try slice(at + 1, size))
                if size == 16 {  // 128-bit: only values that fit 64 bits are kept
                    return .integer(Int64(bitPattern: Self.uint(raw, 8, 8)))
                }
                let v = Self.uint(raw, 0, size)
                return .integer(size == 8 ? Int64(bitPattern: v) : Int64(v))
            case 0x2:
                let size = 1 << Int(marker & 0x0F)
                let raw = Array(try slice(at + 1, size))
                switch size {
                case 4: return .real(Double(Float(bitPattern: UInt32(Self.uint(raw, 0, 4)))))
                case 8: return .real(Double(bitPattern: Self.uint(raw, 0, 8)))
                default: throw DeviceDumpError("real at byte \(at) has an invalid size")
                }
            case 0x3:
                guard marker == 0x33 else { throw DeviceDumpError("date at byte \(at) has an invalid marker") }
                let seconds = Double(bitPattern: Self.uint(Array(try slice(at + 1, 8)), 0, 8))
                let since1970 = seconds + 978_307_200  // the format counts from 2001-01-01
                guard since1970.isFinite, abs(since1970) < 1e15 else { throw DeviceDumpError("date at byte \(at) is out of range") }
                return .date(StoreDate(secondsSince1970: Int64(since1970.rounded(.down))))
            case 0x4:
                let (n, start) = try length(marker, at: at)
                return .data(Array(try slice(start, n)))
            case 0x5:
                let (n, start) = try length(marker, at: at)
                return .string(String(decoding: try slice(start, n), as: UTF8.self))
            case 0x6:
                let (n, start) = try length(marker, at: at)
                guard n <= Int.max / 2 else { throw DeviceDumpError("string at byte \(at) is too long") }
                let raw = try slice(start, n * 2)
                var units: [UInt16] = []
                units.reserveCapacity(n)
                var i = raw.startIndex
                while i < raw.endIndex {
                    units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                    i += 2
                }
                return .string(String(decoding: units, as: UTF16.self))
            case 0xA, 0xC, 0xD:
                let (n, start) = try length(marker, at: at)
                let isDict = marker >> 4 == 0xD
                let refsBytes = try slice(start, (isDict ? 2 : 1) * n * refSize)
                let refs = stride(from: refsBytes.startIndex, to: refsBytes.endIndex, by: refSize).map {
                    Int(Self.uint(bytes, $0, refSize))
                }
                guard visiting.insert(ref).inserted else { throw DeviceDumpError("object \(ref) contains itself") }
                defer { visiting.remove(ref) }
                if !isDict {
                    var items: [StoreValue] = []
                    for r in refs { items.append(try object(r, depth: depth + 1)) }
                    return .array(items)
                }
                var dict: [String: StoreValue] = [:]
                for i in 0..<n {
                    guard case .string(let key) = try object(refs[i], depth: depth + 1) else {
                        throw DeviceDumpError("dictionary at byte \(at) has a key that is not a string")
                    }
                    dict[key] = try object(refs[n + i], depth: depth + 1)
                }
                return .dictionary(dict)
            default:
                throw DeviceDumpError("object at byte \(at) has the unknown type marker 0x\(String(marker, radix: 16))")
            }
        }
    }
}

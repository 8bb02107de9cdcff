import Basics

/// Binary property lists built object by object for the fuzzer: shared objects (one object referred
/// to from many places, chains where each refers to the next several times), cycles, references out
/// of range (up to 0xFFFFFFFFFFFFFFFF), declared lengths far past the file, counts at 2^k, every
/// object type and a few that are not, and trailers that lie.
package enum BinaryPlistGenerator {
    /// A generated file.
    package static func make(using random: inout SplitMix64) -> [UInt8] {
        let refSize = [1, 1, 1, 2, 4, 8].randomElement(using: &random)!
        let count = Int.random(in: 2...min(80, refSize == 1 ? 250 : 80), using: &random)
        var objects: [[UInt8]] = []
        for index in 0..<count {
            objects.append(object(index, count: count, refSize: refSize, using: &random))
        }
        return file(objects, refSize: refSize, using: &random)
    }

    /// A reference from object `index`: usually to a later object (so chains share), sometimes back
    /// (a cycle) or out of range.
    static func reference(from index: Int, count: Int, using random: inout SplitMix64) -> UInt64 {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return UInt64.max
        case 1: return UInt64(count) + UInt64(Int.random(in: 0...3, using: &random))
        case 2: return UInt64(Int.random(in: 0...max(0, index), using: &random))
        default: return UInt64(min(count - 1, index + 1 + Int.random(in: 0...2, using: &random)))
        }
    }

    static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] { BinaryPlistBuilder.bigEndian(value, size) }

    /// A marker with a length: the low nibble, or 0xF and an integer object.
    static func marker(_ type: UInt8, length: Int, using random: inout SplitMix64) -> [UInt8] {
        if length < 15, Int.random(in: 0..<8, using: &random) > 0 { return [type << 4 | UInt8(length)] }
        let size = [0, 1, 2, 3].randomElement(using: &random)!
        return [type << 4 | 0xF, 0x10 | UInt8(size)] + bigEndian(UInt64(length), 1 << size)
    }

    static func length(using random: inout SplitMix64) -> Int {
        [0, 1, 2, 3, 4, 14, 15, 16, 31, 255, 256, 65_535, 65_536, 1 << 20, Int(Int32.max)].randomElement(using: &random)!
    }

    static func object(_ index: Int, count: Int, refSize: Int, using random: inout SplitMix64) -> [UInt8] {
        func refs(_ n: Int) -> [UInt8] {
            var out: [UInt8] = []
            for _ in 0..<n { out += bigEndian(reference(from: index, count: count, using: &random), refSize) }
            return out
        }
        if index == 0 {
            // The top object: a dictionary with a few keys.
            let n = Int.random(in: 0...4, using: &random)
            return marker(0xD, length: n, using: &random) + refs(2 * n)
        }
        switch Int.random(in: 0..<16, using: &random) {
        case 0: return [[0x08, 0x09, 0x00, 0x0F].randomElement(using: &random)!]
        case 1:
            let size = Int.random(in: 0...5, using: &random)
            let bytes = 1 << min(size, 4)
            let value = [0, 1, 0x7F, 0xFF, 0xFFFF, 0x7FFF_FFFF, .max, 1 << 63].randomElement(using: &random)! as UInt64
            return [0x10 | UInt8(size)] + bigEndian(value, min(bytes, 8)) + (bytes == 16 ? bigEndian(value, 8) : [])
        case 2: return [0x22] + bigEndian(UInt64(Float(1.5).bitPattern), 4)
        case 3: return [0x23] + bigEndian([1.5, .nan, .infinity, 1e300, -0.0].randomElement(using: &random)!.bitPattern, 8)
        case 4: return [0x33] + bigEndian([0.0, 7e8, .nan, -1e20, 1e300].randomElement(using: &random)!.bitPattern, 8)
        case 5, 6:
            let text = ["IABTCF_gdprApplies", "IABTCF_TCString", "k", "", "\u{202E}x", "é"].randomElement(using: &random)!
            var bytes = Array(text.utf8)
            if Int.random(in: 0..<6, using: &random) == 0 { bytes = [0x80, 0xFF] }
            return marker(0x5, length: bytes.count, using: &random) + bytes
        case 7:
            let units: [UInt16] = [[0x00E9], [0xD800], [0xDC00, 0xD800], [0x0041, 0x202E]].randomElement(using: &random)!
            return marker(0x6, length: units.count, using: &random) + units.flatMap { bigEndian(UInt64($0), 2) }
        case 8:
            let n = Int.random(in: 0...8, using: &random)
            return marker(0x4, length: n, using: &random) + [UInt8](repeating: 0xAB, count: n)
        case 9:
            // A declared length far past the file.
            return marker([0x4, 0x5, 0x6, 0xA, 0xD].randomElement(using: &random)!, length: length(using: &random), using: &random)
        case 10, 11:
            // An array that refers several times to the next objects: chains that share.
            let n = [1, 2, 3, 4, 15, 16].randomElement(using: &random)!
            var out = marker(0xA, length: n, using: &random)
            let next = UInt64(min(count - 1, index + 1))
            for _ in 0..<n { out += Int.random(in: 0..<4, using: &random) == 0 ? refs(1) : bigEndian(next, refSize) }
            return out
        case 12:
            let n = Int.random(in: 0...4, using: &random)
            return marker(0xD, length: n, using: &random) + refs(2 * n)
        case 13:
            let n = Int.random(in: 0...4, using: &random)
            return marker(0xC, length: n, using: &random) + refs(n)
        case 14: return [0x80, 0x01]  // a UID (keyed archives), which a preference cannot hold
        default: return [[0x70, 0x90, 0xB0, 0xE0, 0xF0].randomElement(using: &random)!]
        }
    }

    /// The objects, an offset table and a trailer (which sometimes lies).
    static func file(_ objects: [[UInt8]], refSize: Int, using random: inout SplitMix64) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects {
            offsets.append(out.count)
            out += o
        }
        let table = out.count
        let offsetSize = out.count < 256 ? [1, 2, 4].randomElement(using: &random)! : [2, 4, 8].randomElement(using: &random)!
        for o in offsets { out += bigEndian(UInt64(o), offsetSize) }
        var trailer: [UInt8] = [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        var count = UInt64(objects.count), top: UInt64 = 0, tableOffset = UInt64(table)
        switch Int.random(in: 0..<24, using: &random) {
        case 0: count = .max
        case 1: count = UInt64(objects.count) + 1
        case 2: top = .max
        case 3: tableOffset = .max
        case 4: tableOffset = UInt64(table) + 1
        case 5: trailer[6] = [0, 9, 255].randomElement(using: &random)!
        case 6: trailer[7] = [0, 9, 255].randomElement(using: &random)!
        default: break
        }
        trailer += bigEndian(count, 8) + bigEndian(top, 8) + bigEndian(tableOffset, 8)
        return out + trailer
    }
}

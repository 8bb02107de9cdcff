/// Binary property lists built object by object, for tests that need exact bytes (a reference out of
/// range, a cycle, a truncated trailer), which no encoder writes.
package enum BinaryPlistBuilder {
    /// A file of `objects` (already encoded), top object 0, with `offsetSize`-byte offsets and
    /// `refSize`-byte references.
    package static func file(_ objects: [[UInt8]], offsetSize: Int = 4, refSize: Int = 1) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += bigEndian(UInt64(offset), offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        out += bigEndian(UInt64(objects.count), 8)
        out += bigEndian(0, 8)
        out += bigEndian(UInt64(table), 8)
        return out
    }

    /// `value`'s low `size` bytes, most significant first.
    package static func bigEndian(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(value >> (8 * UInt64($0)) & 0xFF) }
    }

    /// An ASCII string object (shorter than 15 bytes).
    package static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
}

/// Two-letter codes (ConsentLanguage, PublisherCC): two 6-bit letters, `A` = 0 ... `Z` = 25.
enum TwoLetterCode {
    /// Whether `code` is exactly two ASCII letters `A`-`Z`.
    static func isValid(_ code: String) -> Bool {
        var count = 0
        for byte in code.utf8 {
            guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") else { return false }
            count += 1
        }
        return count == 2
    }

    /// Appends the 12 bits of a code already checked by `isValid`.
    static func write(_ code: String, to writer: inout BitWriter) {
        for byte in code.utf8.prefix(2) {
            writer.write(UInt64(byte &- UInt8(ascii: "A")) & 63, bits: 6)
        }
    }

    /// Reads 12 bits as an upper-case code, rejecting letter values above 25.
    static func read(from reader: inout BitReader, field: StaticString) throws(TCStringError) -> String {
        let firstOffset = reader.position
        let first = try reader.read(bits: 6, name: "\(field)")
        let secondOffset = reader.position
        let second = try reader.read(bits: 6, name: "\(field)")
        guard first <= 25 else {
            throw reader.error(.letterOutOfRange(field: "\(field)", value: Int(first)), at: firstOffset)
        }
        guard second <= 25 else {
            throw reader.error(.letterOutOfRange(field: "\(field)", value: Int(second)), at: secondOffset)
        }
        let a = UInt8(ascii: "A")
        return String(unsafeUninitializedCapacity: 2) { buffer in
            buffer[0] = a + UInt8(first)
            buffer[1] = a + UInt8(second)
            return 2
        }
    }
}

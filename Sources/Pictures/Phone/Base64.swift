/// Standard base64 (RFC 4648, section 4) decoding of the bundled font data, which the generator
/// writes and a test checks: no line breaks, padding only at the end.
enum Base64 {
    /// The bytes `text` encodes; characters outside the alphabet are skipped.
    static func decode(_ text: String) -> [UInt8] {
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            values[Int(byte)] = UInt8(index)
        }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count / 4 * 3)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let value = values[Int(byte)]
            guard value != 0xFF else { continue }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}

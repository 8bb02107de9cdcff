/// Standard base64 (RFC 4648 with padding), as `<data>` and the JSON `$data` wrapper use it.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let decodeTable: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = Int8(i) }
        return table
    }()

    /// Encodes `bytes` on one line.
    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes base64, ignoring ASCII whitespace (plists wrap `<data>` lines); nil if malformed.
    public static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var acc: UInt32 = 0
        var n = 0
        var padding = 0
        for c in text.utf8 {
            switch c {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "="):
                padding += 1
                continue
            default:
                guard padding == 0 else { return nil }
                let v = decodeTable[Int(c)]
                guard v >= 0 else { return nil }
                acc = acc << 6 | UInt32(v)
                n += 1
                if n == 4 {
                    out += [UInt8(acc >> 16 & 0xFF), UInt8(acc >> 8 & 0xFF), UInt8(acc & 0xFF)]
                    acc = 0
                    n = 0
                }
            }
        }
        switch (n, padding) {
        case (0, 0): return out
        case (2, 2), (2, 0): out.append(UInt8(acc >> 4 & 0xFF)); return out
        case (3, 1), (3, 0): out += [UInt8(acc >> 10 & 0xFF), UInt8(acc >> 2 & 0xFF)]; return out
        default: return nil
        }
    }
}

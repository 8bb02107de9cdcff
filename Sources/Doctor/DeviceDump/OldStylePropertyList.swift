import Basics
import Store

/// Reads the old-style (OpenStep) property list `defaults read <domain>` prints:
/// `{ key = value; "quoted key" = "quoted value"; list = ( a, b ); data = <0102>; }`.
///
/// The format has no number type: `defaults read` prints the integer 1 and the string "1" alike, so
/// unquoted values are typed by `DeviceDump.typed` (the TCF Number keys as integers, other TCF keys as
/// strings). Nesting is limited to `BinaryPropertyList.maxDepth`.
package enum OldStylePropertyList {
    /// The domain of a `defaults read` dump, UTF-8 without a byte-order mark.
    package static func decode(_ utf8: ArraySlice<UInt8>) throws(DeviceDumpError) -> StoreDomain {
        var parser = Parser(utf8)
        parser.skipSpace()
        guard case .dictionary(let values) = try parser.value(key: "", depth: 0) else {
            throw parser.error("expected { at the start of the dump")
        }
        parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the closing }") }
        return StoreDomain(values)
    }

    /// The domain of a `defaults read` dump given as text.
    package static func decode(_ text: String) throws(DeviceDumpError) -> StoreDomain { try decode(Array(text.utf8)[...]) }

    /// The value of a `defaults write` argument in this syntax (`'(a, b)'`, `'{ k = v; }'`): as
    /// `defaults` stores it, every scalar a string.
    static func argument(_ text: String) throws(DeviceDumpError) -> StoreValue {
        var parser = Parser(Array(text.utf8)[...])
        parser.typesScalars = false
        let value = try parser.value(key: "", depth: 0)
        parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the value") }
        return value
    }

    private struct Parser: ScalarCursor {
        var position: ScalarPosition
        /// Whether unquoted scalars are typed by `DeviceDump.typed` (`defaults read`) or kept as strings.
        var typesScalars = true

        init(_ utf8: ArraySlice<UInt8>) { position = ScalarPosition(utf8) }

        mutating func skipSpace() {
            while !atEnd {
                let c = current
                if c.properties.isWhitespace || c == "\u{FEFF}" {
                    advance()
                } else if c == "/", following == "/" {
                    while !atEnd, current != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws(DeviceDumpError) {
            skipSpace()
            guard !atEnd, current == c else { throw error("expected \(c)") }
            advance()
        }

        static func isUnquoted(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || c.properties.numericType != nil || "_$+/:.-".unicodeScalars.contains(c)
        }

        /// A quoted or unquoted string, and whether it was quoted.
        mutating func string() throws(DeviceDumpError) -> (String, Bool) {
            skipSpace()
            guard !atEnd else { throw error("unexpected end of the dump") }
            if current == "\"" {
                advance()
                var out = ""
                while true {
                    guard !atEnd else { throw error("unterminated quoted string") }
                    let c = current
                    advance()
                    if c == "\"" { return (out, true) }
                    if c != "\\" {
                        out.unicodeScalars.append(c)
                        continue
                    }
                    guard !atEnd else { throw error("unterminated escape") }
                    let e = current
                    advance()
                    switch e {
                    case "n": out += "\n"
                    case "t": out += "\t"
                    case "r": out += "\r"
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, !atEnd, current.properties.isASCIIHexDigit {
                            hex.unicodeScalars.append(current)
                            advance()
                        }
                        guard hex.count == 4, let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else {
                            throw error("invalid \\U escape")
                        }
                        out.unicodeScalars.append(s)
                    default: out.unicodeScalars.append(e)
                    }
                }
            }
            var out = ""
            while !atEnd, Self.isUnquoted(current) {
                out.unicodeScalars.append(current)
                advance()
            }
            guard !out.isEmpty else { throw error("expected a value, found \"\(current)\"") }
            return (out, false)
        }

        mutating func value(key: String, depth: Int) throws(DeviceDumpError) -> StoreValue {
            guard depth <= BinaryPropertyList.maxDepth else {
                throw error("arrays and dictionaries nest deeper than \(BinaryPropertyList.maxDepth) levels")
            }
            skipSpace()
            guard !atEnd else { throw error("unexpected end of the dump") }
            switch current {
            case "{":
                advance()
                var dict: [String: StoreValue] = [:]
                while true {
                    skipSpace()
                    if !atEnd, current == "}" {
                        advance()
                        return .dictionary(dict)
                    }
                    skipSpace()
                    let keyStart = position.location
                    let (k, _) = try string()
                    guard dict[k] == nil else { throw DeviceDumpError("the key \(k) is given twice in this dictionary", at: keyStart) }
                    try expect("=")
                    dict[k] = try value(key: k, depth: depth + 1)
                    try expect(";")
                }
            case "(":
                advance()
                var items: [StoreValue] = []
                skipSpace()
                if !atEnd, current == ")" {
                    advance()
                    return .array(items)
                }
                while true {
                    items.append(try value(key: "", depth: depth + 1))
                    skipSpace()
                    guard !atEnd else { throw error("unterminated ( list") }
                    if current == ")" {
                        advance()
                        return .array(items)
                    }
                    try expect(",")
                }
            case "<":
                advance()
                var hex = ""
                while !atEnd, current != ">" {
                    if !current.properties.isWhitespace { hex.unicodeScalars.append(current) }
                    advance()
                }
                guard !atEnd else { throw error("unterminated <data>") }
                advance()
                guard let bytes = DeviceCommands.hexBytes(hex) else {
                    throw error("<data> must hold an even number of hex digits")
                }
                return .data(bytes)
            default:
                let (text, quoted) = try string()
                return quoted || !typesScalars ? .string(text) : DeviceDump.typed(key: key, text: text)
            }
        }
    }
}

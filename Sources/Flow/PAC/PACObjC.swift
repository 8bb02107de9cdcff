import Basics
import Store

/// The Objective-C conversions PAC applies to parsed JSON and stored values (`boolValue`,
/// `integerValue`, `description`), reproduced so odd inputs behave as they do on a device.
///
/// Where the real SDK would send a selector the object does not have (`-[NSNull boolValue]`,
/// `-[NSArray integerValue]`) and crash, these return nil and the caller picks the default.
enum PACObjC {
    /// `-[NSNumber boolValue]` / `-[NSString boolValue]` of a JSON member; a missing member (a message
    /// to nil) is NO; nil for types that would crash.
    static func boolValue(_ value: JSONValue?) -> Bool? {
        switch value {
        case nil: false
        case .bool(let b)?: b
        case .int(let i)?: i != 0
        case .double(let d)?: d != 0
        case .string(let s)?: stringBoolValue(s)
        case .null?, .array?, .object?: nil
        }
    }

    /// `-[NSString boolValue]`: after whitespace, an optional sign and leading zeros, YES on
    /// `Y`, `y`, `T`, `t` or a digit 1-9; trailing characters are ignored.
    static func stringBoolValue(_ s: String) -> Bool {
        var scalars = Substring(s).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
        scalars = scalars.drop { $0 == "0" }
        guard let c = scalars.first else { return false }
        return c == "Y" || c == "y" || c == "T" || c == "t" || ("1"..."9").contains(c)
    }

    /// `-[NSNumber integerValue]` / `-[NSString integerValue]` of a stored value; a missing value
    /// is 0; nil for types that would crash (data, date, array, dictionary).
    static func integerValue(_ value: StoreValue?) -> Int64? {
        switch value {
        case nil: 0
        case .integer(let i)?: i
        case .real(let d)?: d.isNaN ? 0 : Int64(max(min(d, 9.2e18), -9.2e18))
        case .boolean(let b)?: b ? 1 : 0
        case .string(let s)?: stringIntegerValue(s)
        case .data?, .date?, .array?, .dictionary?: nil
        }
    }

    /// `-[NSString integerValue]`: leading whitespace, an optional sign, then decimal digits up to the
    /// first non-digit; 0 when there are none; saturates on overflow.
    static func stringIntegerValue(_ s: String) -> Int64 {
        var scalars = Substring(s).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var negative = false
        if let first = scalars.first, first == "+" || first == "-" {
            negative = first == "-"
            scalars = scalars.dropFirst()
        }
        var value: Int64 = 0
        for c in scalars {
            guard ("0"..."9").contains(c) else { break }
            let digit = Int64(c.value - 0x30)
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(digit)
            if o1 || o2 { return negative ? Int64.min : Int64.max }
            value = a
        }
        return negative ? -value : value
    }

    /// `-[NSObject description]` of a JSON value, as `componentsJoinedByString:` prints it: strings
    /// as they are, numbers in decimal, booleans as 1/0, null as `<null>`; containers approximated
    /// by their compact JSON.
    static func description(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): s
        case .int(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
        case .bool(let b): b ? "1" : "0"
        case .null: "<null>"
        case .array, .object: value.serialized()
        }
    }

    /// Whether `+[NSURL URLWithString:]` returns a URL (the strict RFC 1808 parser of iOS 16 and
    /// earlier): non-empty, ASCII, no spaces or characters a URL may not contain, `%` followed by two
    /// hex digits. iOS 17 percent-encodes instead of failing; PAC targets the older behaviour.
    static func isValidURLString(_ s: String) -> Bool {
        guard !s.isEmpty else { return false }
        let bytes = Array(s.utf8)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b > 0x20, b < 0x7F else { return false }
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
                UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                return false
            case UInt8(ascii: "%"):
                guard i + 2 < bytes.count, isHex(bytes[i + 1]), isHex(bytes[i + 2]) else { return false }
                i += 2
            default: break
            }
            i += 1
        }
        return true
    }

    private static func isHex(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b)
    }
}

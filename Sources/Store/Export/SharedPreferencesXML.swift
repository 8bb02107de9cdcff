import Basics

/// Reads Android's SharedPreferences XML, what `AndroidExport` writes and `adb shell run-as <app> cat
/// shared_prefs/<name>.xml` prints: a `<map>` of `<string>`, `<int>`, `<long>`, `<boolean>`, `<float>`
/// and `<set>` elements, each with a `name` attribute (Android's XmlUtils.readThisValueXml reads the
/// same elements, and `<null>` for a key without a value, which is left out here).
///
/// On the one XML tokenizer the property lists use, so the declaration, DOCTYPE, comments, CDATA,
/// entities and invalid UTF-8 are handled alike. What Android would refuse is refused with its line
/// and column: an `<int>` beyond 32 bits, a `<long>` beyond 64, a name given twice, content after
/// `</map>`. Integers keep their type (`getInt` on `IABTCF_gdprApplies` is what ad SDKs call); a
/// `<set>` becomes an array of strings.
public enum SharedPreferencesXML {
    /// The domain of a SharedPreferences document.
    public static func decode(_ bytes: [UInt8]) throws(PlistReadError) -> StoreDomain {
        try decodeTyped(bytes).domain
    }

    /// The domain of a SharedPreferences document and the element each key was stored in (a domain
    /// has one integer type; Android tells `<int>` from `<long>`, and `getInt` refuses a `<long>`).
    public static func decodeTyped(_ bytes: [UInt8]) throws(PlistReadError) -> (domain: StoreDomain, types: [String: SharedPreferencesType]) {
        try XMLScanner.validate(bytes)
        var reader = Reader(scanner: XMLScanner(bytes: bytes, start: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0))
        let domain = try reader.document()
        return (domain, reader.types)
    }

    private struct Reader {
        var scanner: XMLScanner
        /// The element each key with a value was stored in.
        var types: [String: SharedPreferencesType] = [:]

        init(scanner: XMLScanner) {
            self.scanner = scanner
            self.scanner.keepsAttributes = true
        }

        /// The next token that is not blank text.
        mutating func significant() throws(PlistReadError) -> XMLScanner.Token {
            while true {
                let token = try scanner.next()
                if case .text(_, true) = token { continue }
                return token
            }
        }

        mutating func document() throws(PlistReadError) -> StoreDomain {
            guard case .start(let root, let selfClosing) = try significant() else {
                throw scanner.error("expected <map>, the root of a SharedPreferences file")
            }
            guard root == "map" else { throw scanner.error("the root element is <\(root)>, not <map>") }
            var values: [String: StoreValue] = [:]
            var firstSeen: [String: Int] = [:]  // byte offsets: a location is worked out only for a message
            if !selfClosing {
                while true {
                    let token = try significant()
                    if case .end("map") = token { break }
                    guard case .start(let name, let selfClosing) = token else {
                        throw scanner.error("expected an element or </map>, found \(Self.describe(token))")
                    }
                    let at = scanner.tokenStart
                    guard let key = attribute("name") else { throw scanner.error("<\(name)> has no name attribute") }
                    if let first = firstSeen[key] {
                        let firstAt = SourceLocation(ofByte: first, in: scanner.bytes)
                        throw scanner.error("the name \"\(MessageText.line(key, limit: 80))\" is given twice (first at \(firstAt))")
                    }
                    firstSeen[key] = at
                    if let value = try value(of: name, selfClosing: selfClosing) {
                        values[key] = value
                        types[key] = SharedPreferencesType(rawValue: name)
                    }
                }
            }
            let trailing = try significant()
            guard case .endOfInput = trailing else {
                throw scanner.error("unexpected \(Self.describe(trailing)) after the end of <map>")
            }
            return StoreDomain(values)
        }

        func attribute(_ name: String) -> String? { scanner.attributes.first { $0.name == name }?.value }

        static func describe(_ token: XMLScanner.Token) -> String {
            switch token {
            case .start(let name, _): "<\(name)>"
            case .end(let name): "</\(name)>"
            case .text: "text"
            case .endOfInput: "the end of the file"
            }
        }

        /// The text up to `</name>`; a child element is an error.
        mutating func text(of name: String) throws(PlistReadError) -> String {
            var out = ""
            while true {
                let token = try scanner.next()
                switch token {
                case .text(let s, _): out += s
                case .end(name): return out
                case .start, .end, .endOfInput: throw scanner.error("expected </\(name)>, found \(Self.describe(token))")
                }
            }
        }

        /// The value of an element whose start tag was just read; nil for `<null>`.
        mutating func value(of name: String, selfClosing: Bool) throws(PlistReadError) -> StoreValue? {
            let tagStart = scanner.tokenStart
            switch name {
            case "string":
                return .string(selfClosing ? "" : try text(of: name))
            case "int", "long", "boolean", "float":
                guard let raw = attribute("value") else { throw scanner.error("<\(name)> has no value attribute") }
                if !selfClosing {
                    guard try text(of: name).allSatisfy(\.isWhitespace) else {
                        throw scanner.error("<\(name)> keeps its value in the value attribute, not in text", at: tagStart)
                    }
                }
                switch name {
                case "boolean":
                    // Boolean.parseBoolean ignores case.
                    switch raw.lowercased() {
                    case "true": return .boolean(true)
                    case "false": return .boolean(false)
                    default: throw scanner.error("boolean value \"\(raw)\" is not true or false", at: tagStart)
                    }
                case "float":
                    guard let d = Double(raw) else { throw scanner.error("float value \"\(raw)\" is not a number", at: tagStart) }
                    return .real(d)
                case "int":
                    // Integer.parseInt: a value beyond 32 bits makes Android drop the whole file.
                    guard let n = Int32(raw) else { throw scanner.error("int value \"\(raw)\" is not a 32-bit integer", at: tagStart) }
                    return .integer(Int64(n))
                default:
                    guard let n = Int64(raw) else { throw scanner.error("long value \"\(raw)\" is not a 64-bit integer", at: tagStart) }
                    return .integer(n)
                }
            case "set":
                if selfClosing { return .array([]) }
                var items: [StoreValue] = []
                while true {
                    let token = try significant()
                    if case .end("set") = token { return .array(items) }
                    guard case .start("string", let itemClosed) = token else {
                        throw scanner.error("a <set> holds only <string> elements, found \(Self.describe(token))")
                    }
                    items.append(.string(itemClosed ? "" : try text(of: "string")))
                }
            case "null":
                if !selfClosing { _ = try text(of: name) }
                return nil
            default:
                throw scanner.error("unknown SharedPreferences element <\(name)>")
            }
        }
    }
}

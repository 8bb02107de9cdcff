import Basics

/// Reads an XML property list whose root is a `<dict>` into a domain.
///
/// Accepts what Apple's tools and Python's plistlib write, with or without the `<plist>` wrapper:
/// `<dict/>`, `<array/>`, `<string/>`, comments, CDATA, the five named entities and numeric
/// character references. Recognises foreign files (binary plist, JSON, empty, other XML) and says
/// what they are. Rejects duplicate keys and integers beyond 64-bit signed.
struct PlistReader {
    private var scanner: XMLScanner
    private static let maxDepth = 512

    static func domain(from bytes: [UInt8]) throws(PlistReadError) -> StoreDomain {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        try detectForeign(bytes, start: start)
        try XMLScanner.validate(bytes)
        var reader = PlistReader(scanner: XMLScanner(bytes: bytes, start: start))
        return try reader.document()
    }

    /// One value written as a fragment (`<integer>1</integer>`, `<dict>…</dict>`), as `defaults write` takes it.
    static func value(fromFragment bytes: [UInt8]) throws(PlistReadError) -> StoreValue {
        try XMLScanner.validate(bytes)
        var reader = PlistReader(scanner: XMLScanner(bytes: bytes, start: 0))
        let value = try reader.value(try reader.nextSignificant(), depth: 0)
        let trailing = try reader.nextSignificant()
        guard case .endOfInput = trailing else {
            throw reader.scanner.error("unexpected \(PlistReader.describe(trailing)) after the value")
        }
        return value
    }

    private static func detectForeign(_ bytes: [UInt8], start: Int) throws(PlistReadError) {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PlistReadError(
                message: "binary property list (bplist) is not supported; convert it with 'plutil -convert xml1'",
                line: 1, column: 1)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw PlistReadError(message: "UTF-16 property lists are not supported; save it as UTF-8", line: 1, column: 1)
        }
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count else {
            throw PlistReadError(message: "empty file; expected an XML property list", line: 1, column: 1)
        }
        let location = SourceLocation(ofByte: i, in: bytes)
        switch bytes[i] {
        case UInt8(ascii: "<"): return
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw PlistReadError(
                message: "this looks like JSON, not an XML property list (import JSON with --format json)", at: location)
        default:
            throw PlistReadError(message: "not an XML property list (expected '<')", at: location)
        }
    }

    private mutating func document() throws(PlistReadError) -> StoreDomain {
        let root = try nextSignificant()
        guard case .start(let name, let selfClosing) = root else {
            throw scanner.error("expected <plist> but found \(PlistReader.describe(root))")
        }
        let values: [String: StoreValue]
        switch name {
        case "plist":
            guard !selfClosing else { throw scanner.error("empty <plist/>; a UserDefaults domain needs a <dict>") }
            let first = try nextSignificant()
            if case .end("plist") = first { throw scanner.error("empty <plist>; a UserDefaults domain needs a <dict>") }
            values = try rootDictionary(first)
            let close = try nextSignificant()
            guard case .end("plist") = close else {
                throw scanner.error("expected </plist> after the root <dict> but found \(PlistReader.describe(close))")
            }
        case "dict":
            values = try rootDictionary(root)
        default:
            throw scanner.error("not a property list: the root element is <\(name)>, expected <plist>")
        }
        let trailing = try nextSignificant()
        guard case .endOfInput = trailing else {
            throw scanner.error("unexpected \(PlistReader.describe(trailing)) after the end of the property list")
        }
        return StoreDomain(values)
    }

    private mutating func rootDictionary(_ token: XMLScanner.Token) throws(PlistReadError) -> [String: StoreValue] {
        guard case .start("dict", let selfClosing) = token else {
            if case .start(let name, _) = token, PlistReader.valueElements.contains(name) {
                throw scanner.error("the root of the property list is <\(name)>; a UserDefaults domain must be a <dict>")
            }
            throw scanner.error("expected the root <dict> but found \(PlistReader.describe(token))")
        }
        if selfClosing { return [:] }
        return try dictionary(depth: 0)
    }

    private static let valueElements: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "data", "date"]

    /// The next token that is not blank text.
    private mutating func nextSignificant() throws(PlistReadError) -> XMLScanner.Token {
        while true {
            let t = try scanner.next()
            if case .text(_, true) = t { continue }
            return t
        }
    }

    private static func describe(_ token: XMLScanner.Token) -> String {
        switch token {
        case .start(let name, _): "<\(name)>"
        case .end(let name): "</\(name)>"
        case .text: "text"
        case .endOfInput: "end of file"
        }
    }

    private mutating func value(_ token: XMLScanner.Token, depth: Int) throws(PlistReadError) -> StoreValue {
        guard case .start(let name, let selfClosing) = token else {
            throw scanner.error("expected a value element but found \(PlistReader.describe(token))")
        }
        guard depth < PlistReader.maxDepth else { throw scanner.error("nesting deeper than \(PlistReader.maxDepth) levels") }
        let start = scanner.tokenStart
        switch name {
        case "dict": return .dictionary(selfClosing ? [:] : try dictionary(depth: depth))
        case "array": return selfClosing ? .array([]) : try array(depth: depth)
        case "true", "false":
            if !selfClosing {
                let close = try nextSignificant()
                guard case .end(name) = close else { throw scanner.error("<\(name)> must be empty, as in <\(name)/>") }
            }
            return .boolean(name == "true")
        case "string": return .string(selfClosing ? "" : try content(of: name))
        case "data":
            let text = selfClosing ? "" : try content(of: name)
            guard let bytes = Base64.decode(text) else { throw scanner.error("invalid base64 in <data>", at: start) }
            return .data(bytes)
        case "integer":
            let text = selfClosing ? "" : try content(of: name).trimmingASCIIWhitespace
            switch PlistNumberFormat.parseInteger(text) {
            case .value(let i): return .integer(i)
            case .outOfRange:
                throw scanner.error("integer \(text) does not fit in 64 bits (signed)", at: start)
            case .invalid:
                throw scanner.error("invalid <integer> \"\(text)\"", at: start)
            }
        case "real":
            let text = selfClosing ? "" : try content(of: name).trimmingASCIIWhitespace
            guard let d = PlistNumberFormat.parseReal(text) else { throw scanner.error("invalid <real> \"\(text)\"", at: start) }
            return .real(d)
        case "date":
            let text = selfClosing ? "" : try content(of: name).trimmingASCIIWhitespace
            guard let date = StoreDate(iso8601: text) else {
                throw scanner.error("invalid <date> \"\(text)\" (expected YYYY-MM-DDTHH:MM:SSZ)", at: start)
            }
            return .date(date)
        case "key":
            throw scanner.error("<key> outside a <dict> or without a value before it")
        default:
            throw scanner.error("unknown element <\(name)>")
        }
    }

    /// The text of a leaf element up to its end tag; comments inside are skipped, child elements refused.
    private mutating func content(of name: String) throws(PlistReadError) -> String {
        var text = ""
        while true {
            let t = try scanner.next()
            switch t {
            case .text(let s, _): text += s
            case .end(name): return text
            case .end, .start, .endOfInput:
                throw scanner.error("expected </\(name)> but found \(PlistReader.describe(t))")
            }
        }
    }

    private mutating func dictionary(depth: Int) throws(PlistReadError) -> [String: StoreValue] {
        var d: [String: StoreValue] = [:]
        while true {
            let t = try nextSignificant()
            switch t {
            case .end("dict"): return d
            case .start("key", let selfClosing):
                let keyStart = scanner.tokenStart
                let key = selfClosing ? "" : try content(of: "key")
                let next = try nextSignificant()
                if case .end("dict") = next { throw scanner.error("<key>\(key)</key> has no value", at: keyStart) }
                if case .start("key", _) = next { throw scanner.error("<key>\(key)</key> has no value", at: keyStart) }
                let v = try value(next, depth: depth + 1)
                guard d[key] == nil else { throw scanner.error("duplicate key \"\(key)\" in <dict>", at: keyStart) }
                d[key] = v
            case .start(let name, _):
                throw scanner.error("expected <key> in <dict> but found <\(name)>")
            case .end, .text, .endOfInput:
                throw scanner.error("expected <key> or </dict> but found \(PlistReader.describe(t))")
            }
        }
    }

    private mutating func array(depth: Int) throws(PlistReadError) -> StoreValue {
        var items: [StoreValue] = []
        while true {
            let t = try nextSignificant()
            if case .end("array") = t { return .array(items) }
            items.append(try value(t, depth: depth + 1))
        }
    }
}

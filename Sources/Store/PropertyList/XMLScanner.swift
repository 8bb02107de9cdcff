import Basics

/// The one XML tokenizer, for property lists and SharedPreferences: tags, text with entities decoded,
/// CDATA; it skips the XML declaration, DOCTYPE, comments and processing instructions. Not a general
/// XML parser: no namespaces, no DTD entities; attributes are checked for syntax, and kept (decoded
/// and normalised) for readers that ask for them.
///
/// The input must already be validated UTF-8 free of characters illegal in XML (see
/// `XMLScanner.validate`), so the scanner can work on bytes: all markup is ASCII.
struct XMLScanner {
    enum Token: Equatable {
        case start(name: String, selfClosing: Bool)
        case end(name: String)
        /// Character data; `isBlank` when it is only XML whitespace and came from no entity or CDATA.
        case text(String, isBlank: Bool)
        case endOfInput
    }

    let bytes: [UInt8]
    private(set) var pos: Int
    /// Where the last token returned began.
    private(set) var tokenStart = 0
    /// Whether start tags keep their attributes in `attributes` (property lists ignore them).
    var keepsAttributes = false
    /// The attributes of the last start tag, in document order, when `keepsAttributes` is set.
    private(set) var attributes: [(name: String, value: String)] = []
    /// The names in `attributes` once a tag has many, so a repeated one is found in constant time (a
    /// tag of 80,000 attributes took seconds when each was compared with every earlier one); a tag of
    /// a few is searched as it is, without a set to allocate.
    private var attributeNames: Set<String> = []
    private static let attributesSearchedInPlace = 8

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        pos = start
    }

    /// An error at byte `offset` (default: the last token's start).
    func error(_ message: String, at offset: Int? = nil) -> PlistReadError {
        XMLScanner.error(message, in: bytes, at: offset ?? tokenStart)
    }

    /// An error at byte `offset`. Messages quote the document (names, keys, values): each is one
    /// escaped line of at most 400 characters, however long or strange the quoted text.
    static func error(_ message: String, in bytes: [UInt8], at offset: Int) -> PlistReadError {
        PlistReadError(message: MessageText.line(message, limit: 400), at: SourceLocation(ofByte: offset, in: bytes))
    }

    /// Checks that `bytes` are UTF-8 holding only characters XML 1.0 allows; names the first offender.
    static func validate(_ bytes: [UInt8]) throws(PlistReadError) {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D {
                    throw error("control character \(XMLText.name(Unicode.Scalar(b))) is not allowed in XML", in: bytes, at: i)
                }
                i += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(b & 0x07)
            default: throw error("invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true))", in: bytes, at: i)
            }
            guard i + length <= n else { throw error("truncated UTF-8 sequence", in: bytes, at: i) }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence", in: bytes, at: i) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw error("invalid UTF-8 sequence", in: bytes, at: i)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                throw error("character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML", in: bytes, at: i)
            }
            i += length
        }
    }

    private func at(_ s: StaticString, _ offset: Int) -> Bool {
        let count = s.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let p = s.utf8Start
        for k in 0..<count where bytes[offset + k] != p[k] { return false }
        return true
    }

    private func find(_ s: StaticString, from offset: Int) -> Int? {
        var i = offset
        while i < bytes.count {
            if at(s, i) { return i }
            i += 1
        }
        return nil
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static func isNameByte(_ b: UInt8) -> Bool {
        !isSpace(b) && b != UInt8(ascii: "/") && b != UInt8(ascii: ">") && b != UInt8(ascii: "=")
            && b != UInt8(ascii: "<") && b != UInt8(ascii: "\"") && b != UInt8(ascii: "'")
    }

    private mutating func skipSpace() {
        while pos < bytes.count, XMLScanner.isSpace(bytes[pos]) { pos += 1 }
    }

    /// The next token.
    mutating func next() throws(PlistReadError) -> Token {
        while true {
            tokenStart = pos
            guard pos < bytes.count else { return .endOfInput }
            if bytes[pos] != UInt8(ascii: "<") || at("<![CDATA[", pos) { return try text() }
            if at("<!--", pos) {
                guard let end = find("-->", from: pos + 4) else { throw error("unterminated comment") }
                pos = end + 3
                continue
            }
            if at("<?", pos) {
                guard let end = find("?>", from: pos + 2) else { throw error("unterminated processing instruction") }
                pos = end + 2
                continue
            }
            if at("<!DOCTYPE", pos) {
                try skipDoctype()
                continue
            }
            if at("</", pos) {
                pos += 2
                let name = try self.name()
                skipSpace()
                guard pos < bytes.count, bytes[pos] == UInt8(ascii: ">") else {
                    throw error("expected '>' to close </\(name)", at: pos)
                }
                pos += 1
                return .end(name: name)
            }
            pos += 1
            let name = try self.name()
            attributes.removeAll(keepingCapacity: true)
            // Not keeping its capacity: clearing a large table for every later tag would cost its size each time.
            if !attributeNames.isEmpty { attributeNames.removeAll() }
            while true {
                skipSpace()
                guard pos < bytes.count else { throw error("unterminated tag <\(name)") }
                if bytes[pos] == UInt8(ascii: ">") {
                    pos += 1
                    return .start(name: name, selfClosing: false)
                }
                if at("/>", pos) {
                    pos += 2
                    return .start(name: name, selfClosing: true)
                }
                try attribute(in: name)
            }
        }
    }

    private mutating func name() throws(PlistReadError) -> String {
        let start = pos
        while pos < bytes.count, XMLScanner.isNameByte(bytes[pos]) { pos += 1 }
        guard pos > start else { throw error("expected a tag name", at: start) }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    /// One `name="value"` of a start tag; kept in `attributes` when `keepsAttributes` is set.
    private mutating func attribute(in tag: String) throws(PlistReadError) {
        let start = pos
        guard XMLScanner.isNameByte(bytes[pos]) else {
            throw error("unexpected '\(Character(Unicode.Scalar(bytes[pos])))' in tag <\(tag)>", at: pos)
        }
        let name = try self.name()
        skipSpace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "=") else { throw error("attribute without a value in <\(tag)>", at: start) }
        pos += 1
        skipSpace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") else {
            throw error("attribute value must be quoted in <\(tag)>", at: pos)
        }
        let quote = bytes[pos]
        pos += 1
        var value: [UInt8] = []
        while pos < bytes.count, bytes[pos] != quote {
            guard keepsAttributes else {
                pos += 1
                continue
            }
            switch bytes[pos] {
            case UInt8(ascii: "&"): try entity(into: &value)
            case UInt8(ascii: "<"): throw error("'<' in the value of an attribute of <\(tag)>", at: pos)
            // Attribute-value normalisation (XML 1.0, section 3.3.3): a literal line end or tab is a space
            // (CRLF one space); only a character reference keeps one.
            case 0x0D:
                value.append(0x20)
                pos += pos + 1 < bytes.count && bytes[pos + 1] == 0x0A ? 2 : 1
            case 0x0A, 0x09:
                value.append(0x20)
                pos += 1
            default:
                value.append(bytes[pos])
                pos += 1
            }
        }
        guard pos < bytes.count else { throw error("unterminated attribute value in <\(tag)>", at: start) }
        pos += 1
        if keepsAttributes {
            let repeated: Bool
            if attributes.count < XMLScanner.attributesSearchedInPlace {
                repeated = attributes.contains { $0.name == name }
            } else {
                if attributeNames.isEmpty { attributeNames = Set(attributes.map(\.name)) }
                repeated = !attributeNames.insert(name).inserted
            }
            guard !repeated else { throw error("attribute \(name) appears twice in <\(tag)>", at: start) }
            attributes.append((name, String(decoding: value, as: UTF8.self)))
        }
    }

    private mutating func skipDoctype() throws(PlistReadError) {
        var depth = 0
        pos += 9
        while pos < bytes.count {
            switch bytes[pos] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[pos]
                pos += 1
                while pos < bytes.count, bytes[pos] != quote { pos += 1 }
            case UInt8(ascii: ">") where depth <= 0:
                pos += 1
                return
            default: break
            }
            pos += 1
        }
        throw error("unterminated <!DOCTYPE")
    }

    /// Character data up to the next tag, merging CDATA sections and decoding entities.
    private mutating func text() throws(PlistReadError) -> Token {
        var out: [UInt8] = []
        var isBlank = true
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "<") {
                guard at("<![CDATA[", pos) else { break }
                let contentStart = pos + 9
                guard let end = find("]]>", from: contentStart) else { throw error("unterminated CDATA section", at: pos) }
                appendNormalizingNewlines(bytes[contentStart..<end], to: &out)
                isBlank = false
                pos = end + 3
            } else if b == UInt8(ascii: "&") {
                try entity(into: &out)
                isBlank = false
            } else {
                let start = pos
                while pos < bytes.count, bytes[pos] != UInt8(ascii: "<"), bytes[pos] != UInt8(ascii: "&") {
                    if isBlank, !XMLScanner.isSpace(bytes[pos]) { isBlank = false }
                    pos += 1
                }
                appendNormalizingNewlines(bytes[start..<pos], to: &out)
            }
        }
        return .text(String(decoding: out, as: UTF8.self), isBlank: isBlank)
    }

    /// XML end-of-line handling: CRLF and lone CR become LF (a CR survives only as `&#13;`).
    private func appendNormalizingNewlines(_ slice: ArraySlice<UInt8>, to out: inout [UInt8]) {
        guard slice.contains(0x0D) else {
            out += slice
            return
        }
        var i = slice.startIndex
        while i < slice.endIndex {
            if slice[i] == 0x0D {
                out.append(0x0A)
                if i + 1 < slice.endIndex, slice[i + 1] == 0x0A { i += 1 }
            } else {
                out.append(slice[i])
            }
            i += 1
        }
    }

    private mutating func entity(into out: inout [UInt8]) throws(PlistReadError) {
        let start = pos
        var end = pos + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' must start an entity such as &amp;", at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        pos = end + 1
        switch name {
        case "amp": out.append(UInt8(ascii: "&"))
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "quot": out.append(UInt8(ascii: "\""))
        case "apos": out.append(UInt8(ascii: "'"))
        default:
            guard name.hasPrefix("#") else { throw error("unknown entity &\(name);", at: start) }
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") {
                value = digits.count > 1 ? UInt32(digits.dropFirst(), radix: 16) : nil
            } else {
                value = digits.isEmpty ? nil : UInt32(digits, radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value) else {
                throw error("invalid character reference &\(name);", at: start)
            }
            guard XMLText.isLegal(scalar) else {
                throw error("character reference &\(name); is \(XMLText.name(scalar)), which XML does not allow", at: start)
            }
            out += Array(String(Character(scalar)).utf8)
        }
    }
}

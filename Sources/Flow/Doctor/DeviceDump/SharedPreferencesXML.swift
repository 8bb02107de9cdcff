import Store

/// Reads Android's SharedPreferences XML (`<map>` of `<string>`, `<int>`, `<long>`, `<boolean>`,
/// `<float>` and `<set>` elements, each with a `name` attribute): the file `adb shell run-as <app>
/// cat shared_prefs/<name>.xml` prints and `store export --format android` writes. Integers keep their
/// type (`getInt` on `IABTCF_gdprApplies` is what ad SDKs call); a `<set>` becomes an array of strings.
package enum SharedPreferencesXML {
    /// The domain of a SharedPreferences document.
    package static func decode(_ text: String) throws(DeviceDumpError) -> StoreDomain {
        var scanner = Scanner(Array(text.unicodeScalars))
        var values: [String: StoreValue] = [:]
        scanner.skipProlog()
        guard let root = try scanner.openTag() else { throw scanner.error("expected <map>") }
        guard root.name == "map" else { throw scanner.error("the root element is <\(root.name)>, not <map>") }
        if root.selfClosing { return StoreDomain() }
        while true {
            scanner.skipSpace()
            if scanner.consume("</map") {
                scanner.skipSpace()
                guard scanner.consume(">") else { throw scanner.error("expected > after </map") }
                return StoreDomain(values)
            }
            guard let element = try scanner.openTag() else { throw scanner.error("expected an element or </map>") }
            guard let name = element.attributes["name"] else { throw scanner.error("<\(element.name)> has no name attribute") }
            values[name] = try scanner.value(of: element)
        }
    }

    private struct Tag {
        var name: String
        var attributes: [String: String]
        var selfClosing: Bool
    }

    private struct Scanner: ScalarCursor {
        var position: ScalarPosition

        init(_ chars: [Unicode.Scalar]) { position = ScalarPosition(chars) }

        mutating func skipSpace() {
            while !atEnd, chars[i].properties.isWhitespace { advance() }
        }

        mutating func consume(_ s: String) -> Bool {
            let scalars = Array(s.unicodeScalars)
            guard i + scalars.count <= chars.count, Array(chars[i..<i + scalars.count]) == scalars else { return false }
            for _ in scalars { advance() }
            return true
        }

        /// Skips the BOM, the XML declaration, comments and whitespace before the root.
        mutating func skipProlog() {
            while true {
                skipSpace()
                if !atEnd, chars[i] == "\u{FEFF}" { advance(); continue }
                if consume("<?") { skip(past: "?>"); continue }
                if consume("<!--") { skip(past: "-->"); continue }
                return
            }
        }

        mutating func skip(past end: String) {
            while !atEnd, !consume(end) { advance() }
        }

        mutating func nameToken() -> String {
            var out = ""
            while !atEnd, chars[i].properties.isAlphabetic || chars[i].properties.numericType != nil || chars[i] == "_"
                || chars[i] == "-" || chars[i] == ":" || chars[i] == "." {
                out.unicodeScalars.append(chars[i])
                advance()
            }
            return out
        }

        /// `<name attr="v" …>` or `<name … />`; nil when the next thing is not an opening tag.
        mutating func openTag() throws(DeviceDumpError) -> Tag? {
            skipSpace()
            while consume("<!--") { skip(past: "-->"); skipSpace() }
            guard !atEnd, chars[i] == "<", i + 1 < chars.count, chars[i + 1] != "/" else { return nil }
            advance()
            let name = nameToken()
            guard !name.isEmpty else { throw error("expected an element name") }
            var attributes: [String: String] = [:]
            while true {
                skipSpace()
                if consume("/>") { return Tag(name: name, attributes: attributes, selfClosing: true) }
                if consume(">") { return Tag(name: name, attributes: attributes, selfClosing: false) }
                let attribute = nameToken()
                guard !attribute.isEmpty else { throw error("expected an attribute, > or />") }
                skipSpace()
                guard consume("=") else { throw error("expected = after \(attribute)") }
                skipSpace()
                guard !atEnd, chars[i] == "\"" || chars[i] == "'" else { throw error("expected a quoted value for \(attribute)") }
                let quote = chars[i]
                advance()
                var raw = ""
                while !atEnd, chars[i] != quote {
                    raw.unicodeScalars.append(chars[i])
                    advance()
                }
                guard !atEnd else { throw error("unterminated attribute value") }
                advance()
                attributes[attribute] = try unescape(raw)
            }
        }

        /// Character data up to `</name>`, unescaped.
        mutating func text(until name: String) throws(DeviceDumpError) -> String {
            var raw = ""
            while !atEnd, chars[i] != "<" {
                raw.unicodeScalars.append(chars[i])
                advance()
            }
            guard consume("</\(name)") else { throw error("expected </\(name)>") }
            skipSpace()
            guard consume(">") else { throw error("expected > after </\(name)") }
            return try unescape(raw)
        }

        func unescape(_ raw: String) throws(DeviceDumpError) -> String {
            guard raw.contains("&") else { return raw }
            var out = ""
            var rest = Substring(raw)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                guard let semi = rest[amp...].firstIndex(of: ";") else { throw error("unterminated entity") }
                let entity = rest[rest.index(after: amp)..<semi]
                switch entity {
                case "amp": out += "&"
                case "lt": out += "<"
                case "gt": out += ">"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    let number: UInt32? = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                        : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                    guard let number, let scalar = Unicode.Scalar(number) else { throw error("unknown entity &\(entity);") }
                    out.unicodeScalars.append(scalar)
                }
                rest = rest[rest.index(after: semi)...]
            }
            return out + rest
        }

        mutating func value(of tag: Tag) throws(DeviceDumpError) -> StoreValue {
            switch tag.name {
            case "string":
                return .string(tag.selfClosing ? "" : try text(until: "string"))
            case "int", "long", "boolean", "float":
                guard let raw = tag.attributes["value"] else { throw error("<\(tag.name)> has no value attribute") }
                if !tag.selfClosing { _ = try text(until: tag.name) }
                switch tag.name {
                case "boolean":
                    guard raw == "true" || raw == "false" else { throw error("boolean value \"\(raw)\" is not true or false") }
                    return .boolean(raw == "true")
                case "float":
                    guard let d = Double(raw) else { throw error("float value \"\(raw)\" is not a number") }
                    return .real(d)
                default:
                    guard let n = Int64(raw) else { throw error("\(tag.name) value \"\(raw)\" is not an integer") }
                    return .integer(n)
                }
            case "set":
                if tag.selfClosing { return .array([]) }
                var items: [StoreValue] = []
                while true {
                    skipSpace()
                    if consume("</set") {
                        skipSpace()
                        guard consume(">") else { throw error("expected > after </set") }
                        return .array(items)
                    }
                    guard let item = try openTag(), item.name == "string" else { throw error("a <set> may only hold <string> elements") }
                    items.append(.string(item.selfClosing ? "" : try text(until: "string")))
                }
            default:
                throw error("unknown SharedPreferences element <\(tag.name)>")
            }
        }
    }
}

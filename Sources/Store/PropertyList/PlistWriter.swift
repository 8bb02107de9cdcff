import Basics

/// Writes a domain as an Apple XML property list, byte for byte in the layout Apple's tools produce.
///
/// Layout: XML declaration, DOCTYPE, `<plist version="1.0">`, tab indentation, keys in bytewise
/// order, `<dict/>`/`<array/>` for empty containers, base64 `<data>` wrapped like plistlib.
/// Strings escape `&`, `<`, `>` and write CR as `&#13;`. Characters XML 1.0 cannot carry at all
/// (C0 controls other than tab/LF/CR, U+FFFE, U+FFFF) are refused with a `PlistEncodingError`
/// rather than written raw (Apple's writer does, producing files other XML readers reject) or
/// replaced (which would silently change a stored value).
struct PlistWriter {
    private var out = ""

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    static func document(_ domain: StoreDomain) throws(PlistEncodingError) -> String {
        var w = PlistWriter()
        w.out.reserveCapacity(4096)
        w.out += header
        try w.write(.dictionary(domain.values), indent: 0, path: "")
        w.out += "</plist>\n"
        return w.out
    }

    /// One value as a compact fragment with no header and no line breaks (for `defaults write`).
    static func fragment(_ value: StoreValue, path: String) throws(PlistEncodingError) -> String {
        var w = PlistWriter()
        try w.writeCompact(value, path: path)
        return w.out
    }

    private mutating func tabs(_ n: Int) {
        for _ in 0..<n { out += "\t" }
    }

    private static func childPath(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private mutating func write(_ value: StoreValue, indent: Int, path: String) throws(PlistEncodingError) {
        tabs(indent)
        switch value {
        case .dictionary(let d):
            if d.isEmpty {
                out += "<dict/>\n"
                return
            }
            out += "<dict>\n"
            for (key, child) in d.sortedEntries {
                let childPath = PlistWriter.childPath(path, key)
                try PlistWriter.check(key, path: childPath, what: "key")
                tabs(indent + 1)
                out += "<key>"
                XMLText.appendEscaped(key, .propertyList, to: &out)
                out += "</key>\n"
                try write(child, indent: indent + 1, path: childPath)
            }
            tabs(indent)
            out += "</dict>\n"
        case .array(let items):
            if items.isEmpty {
                out += "<array/>\n"
                return
            }
            out += "<array>\n"
            for (i, item) in items.enumerated() { try write(item, indent: indent + 1, path: path + "[\(i)]") }
            tabs(indent)
            out += "</array>\n"
        case .data(let bytes):
            out += "<data>\n"
            // plistlib's wrapping: lines of at most 76 columns counting each tab as 8.
            let lineLength = max(16, 76 - 8 * indent) / 4 * 4
            let encoded = Array(Base64.encode(bytes).utf8)
            var start = 0
            while start < encoded.count {
                let end = min(start + lineLength, encoded.count)
                tabs(indent)
                out += String(decoding: encoded[start..<end], as: UTF8.self)
                out += "\n"
                start = end
            }
            tabs(indent)
            out += "</data>\n"
        case .integer, .real, .boolean, .string, .date:
            try writeScalar(value, path: path)
            out += "\n"
        }
    }

    private mutating func writeCompact(_ value: StoreValue, path: String) throws(PlistEncodingError) {
        switch value {
        case .dictionary(let d):
            if d.isEmpty {
                out += "<dict/>"
                return
            }
            out += "<dict>"
            for (key, child) in d.sortedEntries {
                let childPath = PlistWriter.childPath(path, key)
                try PlistWriter.check(key, path: childPath, what: "key")
                out += "<key>"
                XMLText.appendEscaped(key, .propertyList, to: &out)
                out += "</key>"
                try writeCompact(child, path: childPath)
            }
            out += "</dict>"
        case .array(let items):
            if items.isEmpty {
                out += "<array/>"
                return
            }
            out += "<array>"
            for (i, item) in items.enumerated() { try writeCompact(item, path: path + "[\(i)]") }
            out += "</array>"
        case .data(let bytes):
            out += "<data>" + Base64.encode(bytes) + "</data>"
        case .integer, .real, .boolean, .string, .date:
            try writeScalar(value, path: path)
        }
    }

    private mutating func writeScalar(_ value: StoreValue, path: String) throws(PlistEncodingError) {
        switch value {
        case .integer(let i): out += "<integer>\(i)</integer>"
        case .real(let d): out += "<real>" + PlistNumberFormat.real(d) + "</real>"
        case .boolean(let b): out += b ? "<true/>" : "<false/>"
        case .string(let s):
            try PlistWriter.check(s, path: path, what: "string")
            if s.isEmpty {
                out += "<string></string>"
                return
            }
            out += "<string>"
            XMLText.appendEscaped(s, .propertyList, to: &out)
            out += "</string>"
        case .date(let d):
            guard StoreDate.writableRange.contains(d.secondsSince1970) else {
                throw PlistEncodingError(keyPath: path, message: "date is outside years 1-9999, which a property list cannot write")
            }
            out += "<date>" + d.iso8601 + "</date>"
        case .data, .array, .dictionary:
            preconditionFailure("containers are written by the callers")
        }
    }

    private static func check(_ s: String, path: String, what: String) throws(PlistEncodingError) {
        if let bad = XMLText.firstIllegal(in: s) {
            throw PlistEncodingError(
                keyPath: path.isEmpty ? "(root)" : path,
                message: "\(what) contains \(XMLText.name(bad)), which XML 1.0 cannot represent")
        }
    }
}

extension XMLText.Escaping {
    /// Element content as Apple's plist writer escapes it: quotes as they are, CR as `&#13;`
    /// (the writer has already refused characters XML cannot carry).
    static let propertyList = XMLText.Escaping(quotationMark: nil, apostrophe: nil, controls: .carriageReturnAsReference)
}

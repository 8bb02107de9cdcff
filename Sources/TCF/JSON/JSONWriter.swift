extension JSONValue {
    /// The value as JSON text: compact on one line, or pretty with two-space indentation.
    /// Keys keep their order; `sortedKeys` sorts them (bytewise) for canonical output.
    public func serialized(pretty: Bool = false, sortedKeys: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, sortedKeys: sortedKeys, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, sortedKeys: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d == d.rounded(), abs(d) < 1e15 { out += String(Int64(d)) } else { out += "\(d)" }
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, pretty: pretty, sortedKeys: sortedKeys, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let obj):
            if obj.count == 0 {
                out += "{}"
                return
            }
            out += "{"
            let members = sortedKeys ? obj.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : obj.members
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(m.key, to: &out)
                out += pretty ? ": " : ":"
                m.value.write(to: &out, pretty: pretty, sortedKeys: sortedKeys, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Appends `s` as a JSON string literal, escaping quotes, backslashes and control characters.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

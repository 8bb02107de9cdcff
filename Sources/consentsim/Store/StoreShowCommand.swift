import ArgumentParser
import Basics
import Store

/// `store show`: a typed listing, one key per line, nested values indented below their key.
struct StoreShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "List every key with its type and value (strings in double quotes)."
    )

    @OptionGroup var options: StoreOptions

    func run() throws {
        let store = try options.makeStore()
        let domain = try store.loadExisting()
        writeOutput(StoreListing.render(domain))
    }
}

/// The `store show` text: `name  type  value` columns, children indented two spaces per level.
enum StoreListing {
    static func render(_ domain: StoreDomain) -> String {
        var rows: [(name: String, type: String, value: String)] = []
        for (key, value) in domain.entries { collect(key, value, indent: 0, into: &rows) }
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let typeWidth = rows.map(\.type.count).max() ?? 0
        var out = ""
        for row in rows {
            out += pad(row.name, nameWidth) + "  " + pad(row.type, typeWidth) + "  " + row.value
            while out.last == " " { out.removeLast() }
            out += "\n"
        }
        return out
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    private static func collect(_ name: String, _ value: StoreValue, indent: Int, into rows: inout [(name: String, type: String, value: String)]) {
        // Key names are data: escaped, so a key cannot send escape sequences to the terminal.
        let label = String(repeating: "  ", count: indent) + MessageText.line(name, limit: 1_000)
        rows.append((label, value.typeName, summary(value)))
        switch value {
        case .array(let items):
            for (i, item) in items.enumerated() { collect("[\(i)]", item, indent: indent + 1, into: &rows) }
        case .dictionary(let d):
            for (key, child) in StoreDomain(d).entries {
                collect(key, child, indent: indent + 1, into: &rows)
            }
        case .integer, .real, .boolean, .string, .data, .date:
            break
        }
    }

    /// The value column: scalars in full, containers as a count.
    static func summary(_ value: StoreValue) -> String {
        switch value {
        case .string(let s): JSONValue.string(s).serialized()
        case .data(let bytes): "\(bytes.count) bytes " + Base64.encode(bytes)
        case .integer, .real, .boolean, .date: value.scalarText ?? ""
        case .array(let items): items.count == 1 ? "1 item" : "\(items.count) items"
        case .dictionary(let d): d.count == 1 ? "1 key" : "\(d.count) keys"
        }
    }
}

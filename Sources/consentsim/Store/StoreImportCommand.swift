import ArgumentParser
import Store

/// The formats `store import` reads.
enum ImportFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case plist

    /// The format of `source`: `--format` if given, else the file extension, else the first character.
    static func resolve(_ explicit: ImportFormat?, source: String, bytes: [UInt8]) -> ImportFormat {
        if let explicit { return explicit }
        if source.hasSuffix(".json") { return .json }
        if source.hasSuffix(".plist") || source.hasSuffix(".xml") { return .plist }
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        return first == UInt8(ascii: "<") ? .plist : .json
    }

    /// Reads a domain from `source` (a path or `-`); errors name the source and line:column or JSON path.
    static func readDomain(from source: String, format explicit: ImportFormat?) throws -> StoreDomain {
        let bytes = try InputBytes.read(source)
        let name = source == "-" ? "<stdin>" : source
        switch resolve(explicit, source: source, bytes: bytes) {
        case .plist:
            do {
                return try PropertyListXML.decode(bytes)
            } catch {
                throw CLIError("\(name):\(error.location): \(error.message)")
            }
        case .json:
            do {
                return try StoreJSON.decode(bytes: bytes)
            } catch {
                throw CLIError("\(name):\(error)")
            }
        }
    }
}

/// `store import`: replace (or merge into) the domain from a JSON or plist file, atomically.
struct StoreImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the domain with the contents of a JSON or XML plist file (or merge with --merge).",
        discussion: "JSON uses the typed form 'store export --format json' writes ($data, $date, $real wrappers)."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: ArgumentHelp("The file to import, or - for standard input.", valueName: "file"))
    var file: String = "-"

    @Option(help: "The input format (default: from the file extension, else from the first character).")
    var format: ImportFormat?

    @Flag(help: "Set the imported keys and keep the others, instead of replacing the whole domain.")
    var merge = false

    func run() throws {
        let imported = try ImportFormat.readDomain(from: file, format: format)
        let store = try options.makeStore()
        try reportingStoreErrors {
            let diff: StoreDiff
            if merge {
                diff = try store.update { domain in
                    for (key, value) in imported.values { domain[key] = value }
                }
            } else {
                let result = try store.replace(with: imported)
                reportKeptAside(result, store: store)
                diff = result.diff
            }
            print("imported \(imported.count) keys into \(store.path): \(diff.summary)")
        }
    }
}

extension StoreDiff {
    /// `2 added, 1 changed, 0 removed`.
    var summary: String { "\(added.count) added, \(changed.count) changed, \(removed.count) removed" }
}

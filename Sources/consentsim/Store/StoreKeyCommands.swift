import ArgumentParser
import Basics
import Store
import TCF

/// The value types `store set` accepts.
enum SetType: String, ExpressibleByArgument, CaseIterable {
    case int
    case string
    case bool
    case real
    case json

    /// `text` as a value of this type; errors name the offending value.
    func parse(_ text: String) throws -> StoreValue {
        switch self {
        case .int:
            guard let i = Int64(text) else { throw CLIError("invalid integer '\(text)' (a 64-bit whole number)") }
            return .integer(i)
        case .string:
            return .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .boolean(true)
            case "false", "no", "0": return .boolean(false)
            default: throw CLIError("invalid boolean '\(text)' (true/false, yes/no or 1/0)")
            }
        case .real:
            guard let d = Double(text), !text.lowercased().hasPrefix("0x") else { throw CLIError("invalid real '\(text)'") }
            return .real(d)
        case .json:
            do {
                return try StoreJSON.value(at: JSONCursor(try JSONParser.parse(text)))
            } catch let error as JSONSyntaxError {
                throw CLIError("invalid JSON value: \(error)")
            } catch {
                throw CLIError("invalid JSON value: \(error)")
            }
        }
    }
}

/// `store get`: print one value (scalars raw, containers as typed JSON).
struct StoreGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Print the value of one key: scalars as plain text (data as base64), arrays and dictionaries as typed JSON."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The key.")
    var key: String

    func run() throws {
        let store = try options.makeStore()
        let domain = try store.loadExisting()
        guard let value = domain[key] else { throw CLIError("\(store.path): no key '\(key)'") }
        if let text = value.scalarText {
            print(text)
        } else {
            writeOutput(StoreJSON.jsonValue(value, typed: true).serialized(pretty: true, sortedKeys: true) + "\n")
        }
    }
}

/// `store set`: store one typed value.
struct StoreSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set one key to a typed value.",
        discussion: "IAB TCF 'Number' keys (IABTCF_gdprApplies, ...) must be --type int, never string or bool."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The key.")
    var key: String

    // All unrecognized arguments, so a negative number (`-5`) is read as the value, not as an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The value, read according to --type (negative numbers too).", valueName: "value"))
    var values: [String] = []

    @Option(help: "int, string, bool, real, or json (typed JSON as 'store export --format json' writes it).")
    var type: SetType

    /// The one value given.
    var value: String { values.first ?? "" }

    func validate() throws {
        guard values.count == 1 else {
            throw ValidationError(values.isEmpty ? "give the value to set" : "give one value (quote it if it has spaces)")
        }
        // The IAB TCF in-app table types every IABTCF_ key (CMP API v2, "In-App Details"): Numbers
        // must be stored as integers, the rest as strings, or SDKs reading them find nothing.
        if InAppKey.isTCFKey(key) {
            let wanted: SetType = InAppKey.numberKeys.contains(key) ? .int : .string
            if type != wanted {
                throw ValidationError(
                    "\(MessageText.line(key)) is an IAB TCF \(wanted == .int ? "Number" : "String") key: use --type \(wanted.rawValue), not \(type.rawValue)"
                )
            }
        }
    }

    func run() throws {
        let parsed = try type.parse(value)
        let store = try options.makeStore()
        try reportingStoreErrors { try store.update { $0[key] = parsed } }
    }
}

/// `store remove`: delete keys (missing keys are not an error, as with `removeObject(forKey:)`).
struct StoreRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove keys.")

    @OptionGroup var options: StoreOptions

    @Argument(help: "The keys.")
    var keys: [String]

    func validate() throws {
        if keys.isEmpty { throw ValidationError("give at least one key to remove") }
    }

    func run() throws {
        let store = try options.makeStore()
        try reportingStoreErrors {
            try store.update { domain in
                for key in keys { domain.removeObject(forKey: key) }
            }
        }
    }
}

/// `store increment`: add to an integer key in one locked read-modify-write (a missing key counts as 0).
struct StoreIncrementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "increment",
        abstract: "Add to an integer key under the store lock and print the result (missing keys start at 0).",
        discussion: "Safe against concurrent writers: the tests use it to prove no update is lost."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The key.")
    var key: String

    @Option(parsing: .unconditional, help: "The amount to add (may be negative).")
    var by: Int64 = 1

    #if CONSENTSIM_TEST_HOOKS
        // A test hook (debug builds only): the crash-safety tests increment many times in one process.
        @Option(help: .hidden)
        var times: Int = 1
    #else
        var times: Int { 1 }
    #endif

    func run() throws {
        let store = try options.makeStore()
        var result: Int64 = 0
        for _ in 0..<max(times, 1) {
            try reportingStoreErrors {
                try store.update { domain in
                    let current: Int64
                    switch domain[key] {
                    case nil: current = 0
                    case .integer(let i)?: current = i
                    case let other?: throw CLIError("\(store.path): '\(key)' is a \(other.typeName), not an integer")
                    }
                    let (sum, overflow) = current.addingReportingOverflow(by)
                    if overflow { throw CLIError("\(store.path): '\(key)' would overflow 64 bits") }
                    domain[key] = .integer(sum)
                    result = sum
                }
            }
        }
        print(result)
    }
}

/// Hidden test support: rewrites the store until killed or orphaned, alternating two domains, so a test can kill it mid-write.
/// The crash-safety test watches for its temporary file to appear and SIGKILLs this process at random moments.
struct StoreRewriteLoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewrite-loop",
        abstract: "Alternately replace the domain with two files' contents (crash-safety tests).",
        shouldDisplay: false
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: "The two files (json or plist).")
    var files: [String]

    @Option(help: "Stop after this many writes (default: never).")
    var count: Int?

    func validate() throws {
        if files.count != 2 { throw ValidationError("give exactly two files") }
    }

    func run() throws {
        let domains = try files.map { try ImportFormat.readDomain(from: $0, format: nil) }
        let store = try options.makeStore()
        // A test that dies (crash, kill, timeout) cannot kill its writers: each stops once it is orphaned.
        let parent = getppid()
        var i = 0
        while count.map({ i < $0 }) ?? true, getppid() == parent {
            try reportingStoreErrors { _ = try store.replace(with: domains[i % 2]) }
            i += 1
        }
    }
}

import ArgumentParser
import Forms
import Store

/// The options every `store` subcommand shares: which store, which app.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store file (default: $XDG_DATA_HOME/consentsim/<bundle-id>.plist).", valueName: "path"))
    var store: String?

    @Option(
        name: .customLong("bundle-id"),
        help: ArgumentHelp("The app's bundle id / package name (default: the default form's, as `consentsim run` uses).", valueName: "id"))
    var bundleIDOption: String?

    /// The bundle id given, else the default form's: `consentsim run` with no options writes that
    /// app's store, so `store show` with no options must read the same file.
    var bundleID: String { bundleIDOption ?? FormLibrary.defaultForm.app.bundleID }

    @Flag(name: .customLong("no-fsync"), help: "Skip fsync on writes (still atomic if the process dies; not if power fails).")
    var noFsync = false

    func validate() throws {
        guard BundleID.isValid(bundleID) else {
            throw ValidationError("invalid bundle id '\(bundleID)': use letters, digits, '.', '-' and '_'")
        }
        if let store, store.isEmpty { throw ValidationError("--store needs a file path") }
    }

    /// The file store the options name.
    func makeStore() throws -> PlistFileStore {
        let path = try StorePaths.resolve(store, bundleID: bundleID, advice: "--store PATH")
        return PlistFileStore(path: path, durability: noFsync ? .none : .fsync)
    }
}

extension PlistFileStore {
    /// The domain for the commands that only read (`show`, `get`, `export`): a store file that does
    /// not exist is an error there (an empty listing would read as "nothing stored" for a typo).
    func loadExisting() throws -> StoreDomain {
        guard let domain = try reportingStoreErrors({ try loadIfPresent() }) else {
            throw CLIError("\(path): no such store (nothing was saved there yet: a run or `store set` creates it)")
        }
        return domain
    }
}

/// A failure reported as one line on stderr with exit status 1.
extension StoreFileError {
    /// The error with the next step a user can take.
    var withAdvice: CLIError {
        isUnreadableFile
            ? CLIError("\(description) (run 'consentsim store reset' to keep it aside and start empty)")
            : CLIError(description)
    }
}

/// Runs `body`, turning store errors into one-line failures with advice.
@discardableResult
func reportingStoreErrors<R>(_ body: () throws -> R) throws -> R {
    do {
        return try body()
    } catch let error as StoreFileError {
        throw error.withAdvice
    }
}

/// Prints the note a whole-domain write leaves when it kept an unreadable file.
func reportKeptAside(_ result: StoreWriteResult, store: PlistFileStore) {
    if let aside = result.corruptFileMovedTo {
        printError("consentsim: note: \(store.path) was unreadable; kept it as \(aside)")
    }
}

import ArgumentParser
import Store

/// `store reset`: empty the domain, keeping an unreadable file aside.
struct StoreResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Empty the domain; an unreadable store file is kept as <path>.corrupt-<time>."
    )

    @OptionGroup var options: StoreOptions

    func run() throws {
        let store = try options.makeStore()
        let result = try reportingStoreErrors { try store.reset() }
        reportKeptAside(result, store: store)
        print("emptied \(store.path) (\(result.diff.removed.count) keys removed)")
    }
}

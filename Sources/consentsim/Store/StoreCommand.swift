import ArgumentParser

/// `consentsim store`: inspect and edit the simulated device's UserDefaults domain.
struct StoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Inspect and edit the simulated device's UserDefaults domain (IABTCF_* keys, PAC state).",
        discussion: """
            The store is an Apple XML property list at --store PATH, by default
            $XDG_DATA_HOME/consentsim/<bundle-id>.plist (~/.local/share/consentsim/... without XDG_DATA_HOME).
            Writes are atomic and locked, so several consentsim processes can share one store.
            An unreadable store file is never overwritten: 'store reset' keeps it as
            <path>.corrupt-<time> and starts empty.
            Exit status: 0 success, 1 bad input or failure (one line on stderr), 2 usage error.
            """,
        subcommands: [
            StoreShowCommand.self, StoreGetCommand.self, StoreSetCommand.self, StoreRemoveCommand.self,
            StoreIncrementCommand.self, StoreExportCommand.self, StoreImportCommand.self, StoreResetCommand.self,
            StoreRewriteLoopCommand.self,
        ]
    )
}

import ArgumentParser

/// The consentsim command line: the root that every layer's subcommands hang off.
@main
struct Consentsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "consentsim",
        abstract: "A terminal simulator of mobile ad-consent flows (Google UMP, PAC, Apple ATT, IAB TCF).",
        subcommands: [StoreCommand.self]
    )
}

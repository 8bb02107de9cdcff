import ArgumentParser

/// `consentsim tc`: work with IAB TCF v2 TC strings.
struct TCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tc",
        abstract: "Decode, encode and inspect IAB TCF v2.3 TC strings.",
        subcommands: [TCDecodeCommand.self, TCEncodeCommand.self, TCKeysCommand.self]
    )
}

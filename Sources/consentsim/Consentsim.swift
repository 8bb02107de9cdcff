import ArgumentParser

/// The `consentsim` command: a terminal simulator of mobile ad-consent flows.
struct Consentsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "consentsim",
        abstract: "Simulate mobile ad-consent flows (Google UMP, PAC, Apple ATT) and the IAB TCF signals they store.",
        discussion: """
            Exit status: 0 success, 1 bad input or failed checks, 2 usage error (every command). \
            Errors are one line on stderr, with untrusted text escaped and cut to a bounded length.
            """,
        version: ConsentsimVersion.string,
        subcommands: [
            RunCommand.self, TCCommand.self, StoreCommand.self, LintCommand.self, GraphCommand.self, PreviewCommand.self,
            PlayCommand.self, TestCommand.self, CheckOrderCommand.self, RecordCommand.self, DoctorCommand.self, RulesCommand.self, SDKCommand.self,
            FormsCommand.self,
            ManualCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}

/// The simulator's own version, also written as `IABTCF_CmpSdkVersion` by simulated CMPs that are not UMP.
enum ConsentsimVersion {
    static let string = "0.1.0"
}

import ArgumentParser
import Flow

/// `consentsim sdk --versions`: the consent SDKs' releases and the behaviours that changed between
/// them, as one dated table with sources.
struct SDKCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdk",
        abstract: "Print the consent SDK releases and the behaviour each change brought (one dated row each, with sources).",
        discussion: """
            Set SDK ump-ios 2.6.0 (or --sdk) makes a session behave as that release; the default is the latest \
            release each SDK's notes list. A setting the release does not have is refused with the release that added it.
            """)

    @Flag(help: "Print the behaviour table and each SDK's releases (the default output).")
    var versions = false

    func run() throws {
        print(SDKChanges.text())
    }
}

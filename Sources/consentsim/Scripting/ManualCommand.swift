import ArgumentParser

/// `consentsim manual`: the keystroke-script and tape language's reference, from the binary itself
/// (VHS prints its own with `vhs manual`).
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print the reference of the keystroke-script language and of VHS tapes as consentsim plays them."
    )

    func run() throws {
        print(LanguageReference.text, terminator: LanguageReference.text.hasSuffix("\n") ? "" : "\n")
    }
}

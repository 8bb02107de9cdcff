import ArgumentParser
import TCF

/// The default command: until the terminal UI lands, describes the embedded configuration and the commands.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the simulator on a form (default: the embedded default form)."
    )

    func run() throws {
        print("""
        consentsim \(ConsentsimVersion.string) — mobile ad-consent flow simulator

        Embedded default configuration:
          SDK mirrored:      Google UMP GDPR message (CMP id 300)
          Vendor list:       \(VendorListSummary.embedded)

        Commands:
          consentsim tc decode <TC string> [--json]   decode a TCF v2 TC string
          consentsim tc encode [FILE|-]               encode a TC model (JSON) into a TC string
          consentsim tc keys <TC string>              the IABTCF_* in-app keys the string implies

        The terminal UI is not built yet: `consentsim run` shows this summary.
        """)
    }
}

/// A one-line summary of a vendor list for the start-up text.
enum VendorListSummary {
    static var embedded: String { "embedded IAB GVL v3" }
}

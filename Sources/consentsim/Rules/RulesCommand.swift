import ArgumentParser
import Basics
import Simulation
import TCF

/// `consentsim rules`: Google's serving rules as the verdict applies them, with their sources and dates.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print Google's serving rules as one dated table (each with its sources and the days it is in force).",
        discussion: """
            The verdict on every screen, in traces, scripts (Expect Ads) and doctor applies the rules in force \
            on the simulated date. With --at, only those in force on that day. The text ends with the \
            certified-CMP list in use (the embedded one, or --certified-cmps FILE) and where each row was seen.
            """)

    /// How the table is printed.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case markdown
    }

    @Option(help: ArgumentHelp("Only the rules in force on this day.", valueName: "YYYY-MM-DD"))
    var at: String?

    @Option(help: "Output format: text or markdown (the Verdicts article's table).")
    var format: OutputFormat = .text

    @Flag(help: "List the rules announced but not yet in force, with their sources and expected dates (--announced on applies them).")
    var announced = false

    @Option(
        name: .customLong(SimulatorSettings.certifiedCMPs.flag ?? SimulatorSettings.certifiedCMPs.script),
        help: ArgumentHelp(SimulatorSettings.certifiedCMPs.help, valueName: SimulatorSettings.certifiedCMPs.valueName))
    var certifiedCMPs: String?

    func validate() throws {
        if let at {
            do { _ = try CivilDate.checked(at) } catch { throw ValidationError("--at: \(error)") }
        }
    }

    func run() throws {
        if announced {
            print(AnnouncedRules.text())
            return
        }
        let date = at.flatMap(CivilDate.init(iso8601Date:))
        switch format {
        case .text:
            let list = try certifiedCMPs.map(SimulatorFlags.certifiedCMPsFile)?.list ?? .embedded
            print(GoogleServingRules.text(at: date) + "\n\n" + MessageText.lines(list.text(iab: .embedded)))
        case .markdown: print(GoogleServingRules.markdown(at: date))
        }
    }
}

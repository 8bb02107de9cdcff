import ConsentsimTestSupport
import Testing

/// Help on a terminal too narrow for ArgumentParser's indent is laid out at `HelpWidth.minimum`
/// columns instead of stopping the program.
@Suite(.tags(.spawnsProcess)) struct NarrowHelpTests {
    @Test func everyCommandsHelpOnANarrowTerminal() throws {
        let root = try consentsim(["help"], environment: ["COLUMNS": "80"])
        let listed = root.stdout.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        let names = listed.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard line.hasPrefix("  "), !line.hasPrefix("    "), let first = words.first, first.allSatisfy({ $0.isLetter || $0 == "-" })
            else { return nil }
            return String(first)
        }
        #expect(names.count >= 10, "subcommands found: \(names)")
        for columns in ["1", "25", "-3", "0"] {
            let rootHelp = try consentsim(["--help"], environment: ["COLUMNS": columns])
            #expect(rootHelp.status == 0, "COLUMNS=\(columns) --help: \(rootHelp.stderr)")
            for name in names {
                let help = try consentsim([name, "--help"], environment: ["COLUMNS": columns])
                #expect(help.status == 0, "COLUMNS=\(columns) \(name) --help: \(help.stderr.prefix(300))")
                #expect(help.stdout.contains("USAGE: consentsim"), "COLUMNS=\(columns) \(name)")
                #expect(
                    help.stdout == (try consentsim([name, "--help"], environment: ["COLUMNS": "40"])).stdout,
                    "COLUMNS=\(columns) \(name): not laid out at 40 columns")
            }
        }
    }
}

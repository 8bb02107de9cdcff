import ConsentsimTestSupport
import Testing

/// The command lines that skip ArgumentParser print exactly what the parsed path prints.
@Suite(.tags(.spawnsProcess)) struct QuickCommandTests {
    static let tcString =
        "COvFyGBOvFyGBAbAAAENAPCAAOAAAAAAAAAAAEEUACCKAAA.IFoEUQQgAIQwgIwQABAEAAAAOIAACAIAAAAQAIAgEAACEAAAAAgAQBAAAAAAAGBAAgAAAAAAAFAAECAAAgAAQARAEQAAAAAJAAIAAgAAAYQEAAAQmAgBC3ZAYzUw"

    @Test func decodeMatchesTheParsedCommand() throws {
        // `--` makes the line four arguments, so it goes through ArgumentParser.
        let quick = try consentsim(["tc", "decode", Self.tcString])
        let parsed = try consentsim(["tc", "decode", "--", Self.tcString])
        #expect(quick.status == 0 && parsed.status == 0)
        #expect(quick.stdout == parsed.stdout)
        #expect(quick.stdout.contains("CMP id                          27"))
    }

    @Test func decodeErrorsMatchTheParsedCommand() throws {
        let quick = try consentsim(["tc", "decode", "not!a!tc!string"])
        let parsed = try consentsim(["tc", "decode", "--", "not!a!tc!string"])
        #expect(quick.status == 1 && parsed.status == 1)
        #expect(quick.stderr == parsed.stderr)
        #expect(quick.stderr.hasPrefix("consentsim: "))
        #expect(quick.stdout.isEmpty)
    }

    @Test func rootHelpMatchesTheHelpSubcommand() throws {
        for columns in ["80", "132"] {
            let environment = ["COLUMNS": columns]
            let quick = try consentsim(["--help"], environment: environment)
            let short = try consentsim(["-h"], environment: environment)
            let parsed = try consentsim(["help"], environment: environment)
            #expect(quick.status == 0 && short.status == 0 && parsed.status == 0)
            #expect(quick.stdout == parsed.stdout)
            #expect(short.stdout == parsed.stdout)
            #expect(quick.stdout.contains("SUBCOMMANDS:"))
        }
    }

    @Test func rootHelpFollowsColumnsAsArgumentParserDoes() throws {
        // Not a number: ArgumentParser asks the terminal (a pipe here, so none) and uses 80 columns.
        let parsed = try consentsim(["help"], environment: ["COLUMNS": "80"])
        for columns in ["wide", ""] {
            let quick = try consentsim(["--help"], environment: ["COLUMNS": columns])
            #expect(quick.status == 0)
            #expect(quick.stdout == parsed.stdout)
        }
    }

    @Test func lookalikesStillParse() throws {
        // An option where the string would be, or `help`, is ArgumentParser's to handle.
        let option = try consentsim(["tc", "decode", "--json"])
        #expect(option.status == 2)
        let help = try consentsim(["tc", "decode", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: consentsim tc decode"))
    }
}

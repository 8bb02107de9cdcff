import ConsentsimTestSupport
import Testing

/// `consentsim play FILE...` skips ArgumentParser and prints exactly what the parsed
/// command prints: the same lines, the same errors, the same exit status.
@Suite(.tags(.spawnsProcess)) struct PlayQuickPathTests {
    @Test func playsAsTheParsedCommandPlays() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try ScriptFilesForTests.write(CommandTests.passing, to: dir.path + "/ok.keys")
        try ScriptFilesForTests.write("Launch\nExpect View nowhere", to: dir.path + "/bad.keys")
        let lines: [[String]] = [
            [dir.path + "/ok.keys"],
            [dir.path + "/ok.keys", dir.path + "/bad.keys"],
            [dir.path + "/missing.keys"],
        ]
        for files in lines {
            // `--` makes ArgumentParser read the same files.
            let quick = try consentsim(["play"] + files)
            let parsed = try consentsim(["play", "--"] + files)
            #expect(quick.status == parsed.status, "\(files)")
            #expect(quick.stdout == parsed.stdout, "\(files)")
            #expect(quick.stderr == parsed.stderr, "\(files)")
        }
        #expect(try consentsim(["play", dir.path + "/ok.keys"]).status == 0)
        #expect(try consentsim(["play", dir.path + "/bad.keys"]).status == 1)
    }

    @Test func optionsAndHelpStillParse() throws {
        let help = try consentsim(["play", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: consentsim play"))
        let none = try consentsim(["play", "--"])
        #expect(none.status == 2 && none.stderr.contains("Missing expected argument"))
    }
}

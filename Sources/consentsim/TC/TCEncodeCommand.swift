import ArgumentParser
import Basics
import TCF

/// `consentsim tc encode`: the JSON shape of `tc decode --json` in, a TC string out.
struct TCEncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Encode a TC model given as JSON (the shape `tc decode --json` prints) into a TC string.")

    @Argument(help: "A JSON file, or - for standard input (the default).")
    var file: String?

    func run() throws {
        let (text, name) = try InputSource.read(file)
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch { throw CLIError("\(name):\(error)") }
        let model: TCModel
        do { model = try TCModel(json: JSONCursor(value)) } catch { throw CLIError("\(name): \(error)") }
        do { print(try TCString.encode(model)) } catch { throw CLIError("\(name): \(error)") }
    }
}

import ArgumentParser
import Basics
import Forms
import FoundationEssentials

/// `consentsim forms`: the forms shipped inside the binary, to start a design from.
struct FormsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forms",
        abstract: "List the shipped forms, copy one out to edit, or list the texts a form can change.",
        subcommands: [FormsListCommand.self, FormsExportCommand.self, FormsTextsCommand.self],
        defaultSubcommand: FormsListCommand.self)
}

/// `consentsim forms list`: a header, then one line per shipped form: name, SDK, languages.
struct FormsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the shipped forms: name, SDK and languages.")

    func run() throws {
        // Shipped forms load: the tests load every one.
        let forms = FormLibrary.names.compactMap { name in (try? FormLibrary.form(named: name)).flatMap { $0 }.map { (name, $0) } }
        let rows =
            [("NAME", "SDK", "LANGUAGES")]
            + forms.map { name, form in (name, form.sdk.description, form.languages.list.map(\.rawValue).joined(separator: ",")) }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let sdkWidth = rows.map(\.1.count).max() ?? 0
        // A header names the columns, so the list reads on its own.
        let lines = rows.map { name, sdk, languages in padded(name, to: nameWidth) + "  " + padded(sdk, to: sdkWidth) + "  " + languages }
        writeOutput(lines.joined(separator: "\n") + "\n")
    }

    /// `text` with spaces after it up to `width` Characters.
    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

/// `consentsim forms export NAME [DIR]`: writes the shipped form's YAML, byte for byte, as `DIR/<name>.yaml`.
struct FormsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Copy a shipped form's YAML into a folder (default: the current one) to edit it.",
        discussion: """
            Writes DIR/<name>.yaml (examples/x becomes x.yaml) and never overwrites a file unless --force. \
            The copy names no schema file (the shipped forms' editor hint points at forms/schema.json \
            in the source tree, which is not exported). \
            Then: consentsim run --watch --form DIR/<name>.yaml, consentsim lint, consentsim preview.
            """)

    @Argument(help: ArgumentHelp("A shipped form (consentsim forms list).", valueName: "name"))
    var name: String

    @Argument(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var directory: String = "."

    @Flag(help: "Replace an existing file.")
    var force = false

    func run() throws {
        guard let yaml = FormLibrary.yaml(named: name) else {
            throw CLIError(UnknownFormError(name: name).description)
        }
        try OutputPaths.validate(directory, option: "the folder", needs: "a folder name")
        let file = OutputPaths.joined(directory, (name.split(separator: "/").last.map(String.init) ?? name) + ".yaml")
        try OutputPaths.check(file)
        if !force && access(file, F_OK) == 0 {
            throw CLIError("\(file) exists; pass --force to replace it")
        }
        try OutputPaths.write(Self.standingAlone(yaml), to: file)
        writeOutput("wrote \(file)\n")
    }

    /// The shipped YAML less its editor hint (`# yaml-language-server: $schema=./schema.json`), which
    /// points at forms/schema.json beside it in the source tree: a copy elsewhere would point at nothing.
    static func standingAlone(_ yaml: String) -> String {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix("# yaml-language-server:") == true else { return yaml }
        lines.removeFirst()
        if lines.first == "#" { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}

import ArgumentParser
import Basics

/// `consentsim --help` laid out from the commands' configurations, as ArgumentParser lays out the help of
/// a command with subcommands and no options of its own, without building its argument sets: that
/// reflection over the root and every subcommand would be most of the process's work. A root shaped otherwise (options, hidden or grouped subcommands, aliases, custom help
/// names) is left to ArgumentParser; tests compare the text with `consentsim help` at many widths.
enum RootHelp {
    /// Where ArgumentParser starts the abstract of an option or subcommand.
    static let labelColumnWidth = 26

    /// The help text at the width ArgumentParser would use, or nil when only ArgumentParser can lay it out.
    static func text() -> String? { text(screenWidth: screenWidth) }

    /// The help text laid out `screenWidth` columns wide, or nil when only ArgumentParser can lay it out.
    static func text(screenWidth: Int) -> String? {
        let root = Consentsim.configuration
        guard root.helpNames == nil, root.groupedSubcommands.isEmpty, root.usage == nil, root._superCommandName == nil else { return nil }
        var subcommands: [(label: String, abstract: String)] = []
        for command in root.subcommands {
            let configuration = command.configuration
            guard let name = configuration.commandName, configuration.shouldDisplay, configuration.aliases.isEmpty else { return nil }
            let isDefault = root.defaultSubcommand.map { ObjectIdentifier($0) == ObjectIdentifier(command) } ?? false
            subcommands.append((isDefault ? name + " (default)" : name, configuration.abstract))
        }
        var options: [(label: String, abstract: String)] = []
        if !root.version.isEmpty { options.append(("--version", "Show the version.")) }
        options.append(("-h, --help", "Show help information."))

        var abstract = root.abstract
        if !root.discussion.isEmpty {
            if !abstract.isEmpty { abstract += "\n" }
            abstract += "\n" + root.discussion
        }
        let name = root.commandName ?? "consentsim"
        var text = abstract.isEmpty ? "" : wrap("OVERVIEW: " + abstract, width: screenWidth, indent: 0) + "\n\n"
        text += "USAGE: \(name) <subcommand>\n\n"
        text += section("OPTIONS", options, width: screenWidth) + "\n" + section("SUBCOMMANDS", subcommands, width: screenWidth)
        text += "\n  See '\(name) help <subcommand>' for detailed help."
        return text
    }

    /// A titled list of labels and abstracts, the abstracts in a column from `labelColumnWidth`.
    static func section(_ title: String, _ elements: [(label: String, abstract: String)], width: Int) -> String {
        var text = title + ":\n"
        for element in elements {
            let label = "  " + element.label
            text += label
            if !element.abstract.isEmpty {
                let abstract = wrap(element.abstract, width: width, indent: labelColumnWidth)
                text += label.count < labelColumnWidth ? String(abstract.dropFirst(label.count)) : "\n" + abstract
            }
            text += "\n"
        }
        return text
    }

    /// `text` in lines of at most `width - indent` characters, each non-empty line indented by
    /// `indent` spaces. Lines break at the last space that fits; a word longer than a line runs on to
    /// the next space; line breaks in `text` are kept. Empty when no column is left.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        let columns = width - indent
        guard columns > 0 else { return "" }
        let margin = String(repeating: " ", count: indent)
        let bytes = Array(text.utf8)
        // ASCII without carriage returns (every help text so far): a byte is a character, and bytes are
        // much cheaper to split and join than `Character`s.
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return lines(of: bytes, columns: columns, newline: UInt8(ascii: "\n"), space: UInt8(ascii: " "))
                .map { $0.isEmpty ? "" : margin + String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        }
        return lines(of: Array(text), columns: columns, newline: "\n", space: " ")
            .map { $0.isEmpty ? "" : margin + String($0) }.joined(separator: "\n")
    }

    /// The lines `wrap` makes of `characters`, without the indent.
    private static func lines<Character: Equatable>(
        of characters: [Character], columns: Int, newline: Character,
        space: Character
    ) -> [ArraySlice<Character>] {
        var lines: [ArraySlice<Character>] = []
        var start = 0
        while true {
            let end = start + min(columns, characters.count - start)  // no overflow at COLUMNS=Int.max
            let window = characters[start..<end]
            if let lastNewline = window.lastIndex(of: newline) {
                lines += characters[start..<lastNewline].split(separator: newline, omittingEmptySubsequences: false)
                start = lastNewline + 1
            } else if end == characters.count {
                lines.append(characters[start...])
                return lines
            } else if let lastSpace = window.lastIndex(of: space) {
                lines.append(characters[start..<lastSpace])
                start = lastSpace + 1
            } else if let nextSpace = characters[start...].firstIndex(of: space) {
                lines.append(characters[start..<nextSpace])
                start = nextSpace + 1
            } else {
                lines.append(characters[start...])
                return lines
            }
        }
    }

    /// ArgumentParser's width: `COLUMNS` when it is a number, else the terminal on standard output, else 80.
    static var screenWidth: Int {
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }) { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

/// What a VHS tape types at its shell before the app runs: a tape starts its program by typing the
/// command line and pressing Enter (`Type "consentsim run --geography EEA"`, `Enter`), so the
/// command line that starts consentsim becomes the session's `Launch` with its flags, and any
/// other program is refused with one line (there is no shell here).
package enum TapeShell {
    /// What a typed command line does.
    package enum Outcome: Hashable, Sendable {
        /// It starts the simulated app with these arguments of `consentsim run`.
        case launch([String])
        /// It changes nothing a recording of the app would show (`clear`, an empty line).
        case nothing
        /// It cannot be played here, and why.
        case refused(String)
        /// It runs another program (`go build`, `rm`, `gum`), which has no shell to run in here.
        case otherProgram(String)

        /// Why it cannot be played, for the outcomes that are not a launch.
        package var refusal: String? {
            switch self {
            case .launch, .nothing: nil
            case .refused(let reason): reason
            case .otherProgram(let program):
                "this tape runs `\(program)` in a shell; there is no shell here, only the simulated app: "
                    + "start it with Type \"consentsim run [flags]\" then Enter (or Launch)"
            }
        }
    }

    /// Commands that only tidy the shell before the program starts (VHS's examples `clear` under Hide).
    static let tidyCommands: Set<String> = ["clear", "reset", "cls"]

    /// The outcome of the command line `line`.
    package static func outcome(_ line: String) -> Outcome {
        // An unbalanced quote is still a command line the shell would not run as consentsim: name its first word.
        let words = words(line) ?? line.split(separator: " ").map(String.init)
        // `NO_COLOR=1 consentsim …`: assignments before the program only set its environment.
        var rest = words.drop { $0.contains("=") && !$0.hasPrefix("-") && !$0.hasPrefix("=") }
        guard let program = rest.first else { return .nothing }
        rest = rest.dropFirst()
        if program == "swift", rest.first == "run" {
            rest = rest.dropFirst()
            guard rest.first == "consentsim" else { return .otherProgram("swift run") }
            rest = rest.dropFirst()
        } else if program != "consentsim" && !program.hasSuffix("/consentsim") {
            if tidyCommands.contains(program) && rest.isEmpty { return .nothing }
            return .otherProgram(program)
        }
        if rest.first == "run" { rest = rest.dropFirst() }
        if let first = rest.first, !first.hasPrefix("-") {
            return .refused(
                "`consentsim \(first)` starts no app: a tape plays the simulated app as `consentsim run` does "
                    + "(Type \"consentsim run [flags]\" then Enter)")
        }
        return .launch(Array(rest))
    }

    /// The words of a shell command line: split at unquoted spaces, with single and double quotes and
    /// backslashes as a POSIX shell reads them (nil for an unterminated quote). Variables, globs and
    /// operators are not expanded: a command line that needs them is not one that starts consentsim.
    package static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in line {
            if escaped {
                current.append(c)
                escaped = false
                continue
            }
            if let open = quote {
                if c == open {
                    quote = nil
                } else if c == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(c)
                }
                continue
            }
            switch c {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'", "\"":
                quote = c
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            default:
                current.append(c)
                inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(current) }
        return words
    }
}

/// A command line a tape typed that starts the app: its arguments, where it was typed, and the
/// line of the `Enter` that ran it (which the session plays as `Launch`).
package struct ShellLaunch: Hashable, Sendable {
    /// The arguments after `consentsim [run]`.
    package var arguments: [String]
    /// The first `Type` of the command line.
    package var location: ScriptLocation
    /// The `Type` line as written.
    package var text: String
    /// The line of the `Enter`.
    package var enterLine: Int
}

/// `consentsim run`'s flags read as the settings a session starts from (given by the command, which
/// owns those flags); a message for flags it rejects.
package typealias LaunchArgumentsReader = @Sendable ([String]) -> Result<[ScriptSetting], LaunchArgumentsProblem>

/// Why `consentsim run`'s parser rejected a tape's command line.
package struct LaunchArgumentsProblem: Error, Hashable, Sendable {
    /// ArgumentParser's message.
    package var message: String

    /// A problem.
    package init(message: String) { self.message = message }
}

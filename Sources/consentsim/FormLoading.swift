import ArgumentParser
import Basics
import Forms

/// The form a command names (a shipped name or a `.yaml` file), read the same way by every command:
/// a broken file prints each `file:line:column: message` line (already escaped) and exits 1; an
/// unknown name or an unreadable file is one bad-input line (exit 1).
func loadForm(named name: String) throws -> FormDefinition {
    do {
        return try FormLibrary.load(name)
    } catch let errors as FormErrors {
        for line in errors.printedLines { printError(line) }
        throw ExitCode(1)
    } catch let error as UnknownFormError {
        throw CLIError(error.description)
    } catch {
        throw CLIError("\(MessageText.line(name)): \(error)")
    }
}

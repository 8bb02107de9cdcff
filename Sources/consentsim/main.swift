import ArgumentParser
import Basics
import FoundationEssentials

// Usage errors exit 2 (the shell convention) rather than ArgumentParser's EX_USAGE (64); input errors
// exit 1 with one line on stderr; help and version exit 0. A failed write to standard output
// (a full disk, a closed pipe: SIGPIPE is ignored so the write reports EPIPE) exits 1.
signal(SIGPIPE, SIG_IGN)
HelpWidth.ensureMinimum()

/// Writes out standard output; a failure turns a success into exit status 1.
func finishOutput(status: Int32) -> Never {
    do {
        try StandardOutput.flush()
    } catch {
        StandardOutput.writeError("consentsim: \(error)")
        exit(status == 0 ? 1 : status)
    }
    exit(status)
}

do {
    try ArgumentText.requireUTF8()
    if let quick = try QuickCommand(Array(CommandLine.arguments.dropFirst())) {
        try quick.run()
    } else {
        var command = try Consentsim.parseAsRoot()
        try command.run()
    }
    finishOutput(status: 0)
} catch let error as CLIError {
    try? StandardOutput.flush()
    StandardOutput.writeError(error.printedLine)
    exit(error.exitCode)
} catch {
    let code = Consentsim.exitCode(for: error)
    let message = MessageText.lines(Consentsim.fullMessage(for: error), lineLimit: CLIError.lineLimit)
    if code == .success {
        print(message)
        finishOutput(status: 0)
    }
    try? StandardOutput.flush()
    if !message.isEmpty { StandardOutput.writeError(message) }
    exit(code == .validationFailure ? 2 : code.rawValue)
}

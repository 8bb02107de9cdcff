import ArgumentParser
import Foundation

// Usage errors exit 2 (the shell convention) rather than ArgumentParser's EX_USAGE (64); input errors
// exit 1 with one line on stderr; help and version exit 0.
VendorListPrefetch.startIfRunning(Array(CommandLine.arguments.dropFirst()))
do {
    if let quick = QuickCommand(Array(CommandLine.arguments.dropFirst())) {
        try quick.run()
    } else {
        var command = try Consentsim.parseAsRoot()
        try command.run()
    }
} catch let error as CLIError {
    FileHandle.standardError.write(Data("consentsim: \(error.message)\n".utf8))
    exit(error.exitCode)
} catch {
    let code = Consentsim.exitCode(for: error)
    let message = Consentsim.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(0)
    }
    FileHandle.standardError.write(Data((message.isEmpty ? "" : message + "\n").utf8))
    exit(code == .validationFailure ? 2 : code.rawValue)
}

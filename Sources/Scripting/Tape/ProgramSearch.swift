import Basics

/// Finds a program as a shell would before running it, for a tape's `Require` (VHS looks the
/// program up with Go's `exec.LookPath`, evaluator.go in charmbracelet/vhs).
package enum ProgramSearch {
    /// Whether `program` is an executable file: a path with a slash as given, a bare name in one of
    /// `PATH`'s folders. consentsim itself is always there: it is what plays the tape.
    package static func isOnPath(_ program: String) -> Bool {
        if program == "consentsim" { return true }
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            var status = stat()
            let candidate = String(folder) + "/" + program
            return access(candidate, X_OK) == 0 && stat(candidate, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        }
    }
}

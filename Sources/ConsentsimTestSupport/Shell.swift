/// Writing command lines for `sh` (tmux runs what it is given through a shell).
package enum Shell {
    /// `text` in single quotes, each `'` in it written as `'\''`, so the shell passes it on unchanged.
    package static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

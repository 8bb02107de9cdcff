import ArgumentParser
import Basics

/// Every path a command writes (`--cast`, `--svg-animation`, `--trace`, `--junit`, `--html`,
/// `--merge-junit`, `record FILE`, `preview --out`, `forms export DIR`) is checked the same way
/// before the command's work starts: an empty one is a usage error (exit 2), and one that cannot be
/// written (a folder where a file is needed, a device, an unwritable folder) is bad input (exit 1),
/// in one line that names the path once.
enum OutputPaths {
    /// A usage error when `path` is empty (for `validate()`); `what` is the option (`--junit`).
    static func validate(_ path: String?, option what: String, needs: String = "a file path") throws {
        if path?.isEmpty == true { throw ValidationError("\(what) needs \(needs), not an empty string") }
    }

    /// Bad input when the file `path` could not be written now (`OutputFile.check`).
    static func check(_ path: String, kinds: OutputFile.Kinds = .regularFiles) throws {
        do { try OutputFile.check(path, kinds: kinds) } catch { throw CLIError(error.description) }
    }

    /// Bad input when files could not be written under the folder `path` now.
    static func checkFolder(_ path: String) throws {
        do { try OutputFile.checkFolder(path) } catch { throw CLIError(error.description) }
    }

    /// Writes `text` to `path` through the one output path; a failure is bad input naming the path once.
    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` through the one output path; a failure is bad input naming the path once.
    static func write(_ bytes: [UInt8], to path: String) throws {
        do { try OutputFile.write(bytes, to: path) } catch { throw CLIError(error.description) }
    }

    /// `file` under the folder `directory` (`preview --out`, `--html`, `forms export`).
    static func joined(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}

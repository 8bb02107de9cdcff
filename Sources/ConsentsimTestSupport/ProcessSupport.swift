/// Shared helpers for tests that run the built `consentsim` binary and use scratch directories.
import Foundation

/// A fresh directory under the system temp dir; `remove()` (in a `defer`) deletes it and its contents.
///
/// An object rather than a `withTempDirectory { dir in ... }` helper on purpose: with Swift 6.3.1,
/// a trailing-closure call inside `#expect(...)` within another closure made the next closure
/// literal in that scope run the wrong body (see the store report); flat test bodies avoid it.
package final class TempDirectory: Sendable {
    /// The directory's absolute path.
    package let path: String

    /// Creates a fresh directory.
    package init() throws {
        var template = Array(
            ((NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/") + "consentsim-store-XXXXXX").utf8CString)
        path = try template.withUnsafeMutableBufferPointer { buffer -> String in
            guard let p = mkdtemp(buffer.baseAddress!) else { throw POSIXError(.EIO) }
            return String(cString: p)
        }
    }

    /// Deletes the directory and its contents.
    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The bytes of the file at `path`.
package func readBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Writes `bytes` to `path`, replacing it.
package func writeBytes(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// The sorted names in `dir`.
package func listDirectory(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
}

/// The `consentsim` executable `swift test` built next to this test bundle (override with
/// CONSENTSIM_BINARY).
package let consentsimBinary: String = {
    if let explicit = ProcessInfo.processInfo.environment["CONSENTSIM_BINARY"] { return explicit }
    // The test code lives in .build/<triple>/debug/ (Linux: the .xctest executable; macOS: inside the
    // .xctest bundle, possibly run by a helper from the toolchain), and so does the executable
    // product: start from every place the test code may be and walk up until it appears.
    var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        starts.insert(URL(fileURLWithPath: exe), at: 0)
    }
    starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    for start in starts {
        var dir = start.deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = dir.appendingPathComponent("consentsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir.deleteLastPathComponent()
        }
    }
    return "consentsim-binary-not-found-next-to-the-test-bundle"
}()

/// What a finished process left behind.
package struct ProcessResult: Sendable {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output.
    package var stdout: String
    /// Everything written to standard error.
    package var stderr: String

    /// A result.
    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs `executable` with `arguments`, feeding `stdin`, and waits for it (through `ProcessSpawn`,
/// the one spawner of the tests); `environment` nil passes this process's on.
@discardableResult
package func run(_ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil) throws -> ProcessResult {
    let lines = environment.map { $0.map { "\($0.key)=\($0.value)" } } ?? ProcessSpawn.environment(removing: [])
    let result = try ProcessSpawn.run(executable, arguments, environment: lines, input: stdin)
    return ProcessResult(status: result.status, stdout: result.output, stderr: result.errors)
}

/// Runs the built `consentsim` binary.
@discardableResult
package func consentsim(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil) throws -> ProcessResult {
    try run(consentsimBinary, arguments, stdin: stdin, environment: environment)
}

import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// Helpers for the hostile-input tests: files in a scratch folder, and the checks every error
/// message must pass (one line, escaped, bounded).
struct Scratch {
    let directory: TempDirectory
    var path: String { directory.path }

    init() throws { directory = try TempDirectory() }

    /// Writes `text` to `name` in the folder (creating subfolders) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try writeBytes(bytes, to: file)
        return file
    }

    func remove() { directory.remove() }
}

/// The exit-status policy every command follows.
enum Exit {
    static let ok: Int32 = 0
    static let badInput: Int32 = 1
    static let usage: Int32 = 2
}

/// Whether `text` is safe to print: no control characters but line breaks (and, with `lines`, no more than that many lines).
func isEscaped(_ text: String) -> Bool {
    !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
}

/// Checks an error that must be one escaped line on stderr, bounded, naming `contains`.
func expectOneLineError(_ result: ProcessResult, status: Int32, contains: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(result.status == status, "status \(result.status), stderr: \(result.stderr.prefix(300))", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
    #expect(lines.count == 1, "stderr: \(result.stderr.prefix(600))", sourceLocation: sourceLocation)
    #expect(result.stderr.count <= 600, "\(result.stderr.count) characters", sourceLocation: sourceLocation)
    #expect(isEscaped(result.stderr), sourceLocation: sourceLocation)
    #expect(result.stderr.contains(contains), "stderr: \(result.stderr.prefix(600))", sourceLocation: sourceLocation)
}

/// Runs the binary with standard output going to `outputPath` (e.g. /dev/full).
func consentsimWritingTo(_ outputPath: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: consentsimBinary)
    process.arguments = arguments
    if let environment { process.environment = environment }
    guard let output = FileHandle(forWritingAtPath: outputPath) else { throw POSIXError(.EACCES) }
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? output.close()
    return ProcessResult(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
}

import ConsentsimTestSupport
import Foundation
import Testing

/// Test hooks live in debug builds only: in the modules that ship, each environment variable of ours that
/// a test sets and each hidden option sits inside `#if CONSENTSIM_TEST_HOOKS`, which `Package.swift`
/// defines for debug builds (what `swift test` runs) and no release build.
@Suite struct TestHookTests {
    /// A line that reads one of our environment variables or declares a hidden option.
    static func isHook(_ line: Substring) -> Bool {
        line.contains("getenv(\"CONSENTSIM_") || line.contains("environment[\"CONSENTSIM_") || line.contains("help: .hidden")
    }

    /// The hooks of a Swift file's text outside `#if CONSENTSIM_TEST_HOOKS`, as `line: text`.
    static func hooksOutsideTestBuilds(_ text: String) -> [String] {
        // One entry per open `#if`: whether its current branch is the test-hooks one.
        var branches: [Bool] = []
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("#if ") {
                branches.append(code == "#if CONSENTSIM_TEST_HOOKS")
            } else if code.hasPrefix("#else") || code.hasPrefix("#elseif"), !branches.isEmpty {
                branches[branches.count - 1] = false
            } else if code.hasPrefix("#endif"), !branches.isEmpty {
                branches.removeLast()
            } else if isHook(line), !branches.contains(true) {
                found.append("\(index + 1): \(code)")
            }
        }
        return found
    }

    /// The one hidden option the shipped binary keeps: the start-up benchmark (`scripts/dev/bench-startup.sh`)
    /// measures the shipped build up to its first frame.
    static let kept = ["@Flag(name: .run(.exitAfterFirstFrame), help: .hidden)"]

    @Test func theShippedModulesHaveNoHookOutsideTestBuilds() throws {
        let sources = DocumentationCatalog.repository.appendingPathComponent("Sources")
        let notShipped: Set<String> = ["ConsentsimTestSupport", "consentsim-bench", "consentsim-fuzz"]
        var problems: [String] = []
        var read = 0
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !notShipped.contains(module) {
            let folder = sources.appendingPathComponent(module)
            let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let relative as String in files where relative.hasSuffix(".swift") {
                read += 1
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                for hook in Self.hooksOutsideTestBuilds(text) where !Self.kept.contains(where: hook.hasSuffix) {
                    problems.append("Sources/\(module)/\(relative):\(hook)")
                }
            }
        }
        #expect(read > 100)
        #expect(problems == [])
    }

    @Test func aHookIsFoundOutsideTheTestBuildsOnly() {
        let text = """
            let a = getenv("CONSENTSIM_ONE")
            #if CONSENTSIM_TEST_HOOKS
                let b = getenv("CONSENTSIM_TWO")
                #if os(Linux)
                    let c = getenv("CONSENTSIM_THREE")
                #endif
            #else
                let d = getenv("CONSENTSIM_FOUR")
            #endif
            #if os(Linux)
                @Option(help: .hidden) var e = 1
            #endif
            """
        #expect(
            Self.hooksOutsideTestBuilds(text) == [
                "1: let a = getenv(\"CONSENTSIM_ONE\")", "8: let d = getenv(\"CONSENTSIM_FOUR\")", "11: @Option(help: .hidden) var e = 1",
            ])
    }
}

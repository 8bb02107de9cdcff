import Basics
import Scripting

/// What `consentsim test --last-failed` reruns: the scripts the previous run of a suite failed (and
/// those it did not get to after `--max-failures`), kept as `.consentsim/last-run.json` in the suite's
/// folder, as Playwright keeps `test-results/.last-run.json` beside its tests; no file means no record.
struct LastRun: Equatable {
    /// The scripts to rerun, as the run named them.
    var failed: [String]

    /// The state file inside a suite's folder.
    static let path = ".consentsim/last-run.json"

    /// The state file of the suite at `roots` (the paths `test` was given): in the first one's folder
    /// (the folder itself, or the folder of a script given alone).
    static func path(for roots: [String]) -> String {
        guard let root = roots.first else { return path }
        let folder = ScriptFiles.isDirectory(root) ? root : ScriptPath.directory(of: root)
        return folder.isEmpty || folder == "." ? path : OutputPaths.joined(folder, path)
    }

    /// The previous run's state; nil when there was none. A file that is not ours is bad input.
    static func read(from path: String = LastRun.path) throws -> LastRun? {
        guard let text = try? InputFile.text(path) else { return nil }
        let value: JSONValue
        do { value = try JSONParser.parse(text) } catch { throw CLIError("\(path): \(error)") }
        guard case .object(let object) = value, case .array(let items)? = object["failed"] else {
            throw CLIError("\(path): not a consentsim run state (expected {\"failed\": [paths]}); delete it to start again")
        }
        var failed: [String] = []
        for item in items {
            guard case .string(let failedPath) = item else { throw CLIError("\(path): \"failed\" holds a \(item.kindDescription), not a path") }
            failed.append(failedPath)
        }
        return LastRun(failed: failed)
    }

    /// Keeps the scripts to rerun: a run with failures writes them, a clean run clears a previous
    /// record and otherwise writes nothing (so a passing suite leaves the folder as it was). A folder
    /// that cannot take the file (a read-only checkout) costs only `--last-failed`, with a note.
    static func record(_ failed: [String], at path: String = LastRun.path) throws {
        guard !failed.isEmpty || (try? read(from: path)) != nil else { return }
        do { try LastRun(failed: failed).write(to: path) } catch { printError("consentsim: --last-failed will not work here: \(error)") }
    }

    /// Writes the state through the one output path (creating `.consentsim/`).
    func write(to path: String = LastRun.path) throws {
        let value = JSONValue.object(JSONObject([("failed", .array(failed.map { .string($0) }))]))
        try OutputPaths.write(value.serialized(pretty: true) + "\n", to: path)
    }
}

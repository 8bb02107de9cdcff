import Foundation
import Testing

/// Compares `actual` with the text snapshot `__snapshots__/<name>.txt` at the root of the calling test
/// file's test target (tests in subfolders share the one folder, which Package.swift excludes).
///
/// Set `UPDATE_SNAPSHOTS=1` to (re)write the file; the test then fails with "snapshot recorded" so a
/// recording is never mistaken for a pass. A missing file fails with the command that records it.
func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = snapshotDirectory(for: filePath)
    let url = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("snapshot recorded: \(url.path) (run again without UPDATE_SNAPSHOTS to check it)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record(
            "missing snapshot \(url.path); record it with: UPDATE_SNAPSHOTS=1 swift test --filter UITests, then review the file",
            sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record("snapshot \(name) differs:\n\(snapshotDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// `<target>/__snapshots__` for a test file anywhere under `Tests/<target>/`.
func snapshotDirectory(for filePath: String) -> URL {
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.deletingLastPathComponent().lastPathComponent != "Tests", directory.pathComponents.count > 2 {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent("__snapshots__")
}

/// A readable line-by-line difference, then the whole actual text.
func snapshotDiff(expected: String, actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for i in 0..<max(e.count, a.count) {
        let el = i < e.count ? String(e[i]) : "<none>"
        let al = i < a.count ? String(a[i]) : "<none>"
        if el != al {
            report.append("line \(i + 1):\n  expected: \(el)\n  actual:   \(al)")
            if report.count == 10 {
                report.append("…")
                break
            }
        }
    }
    return report.joined(separator: "\n") + "\n--- actual ---\n" + actual
}

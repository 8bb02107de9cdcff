import Basics
import ConsentsimTestSupport
import Forms
import Foundation
import Testing

@testable import consentsim

/// `run --watch`'s eyes on the form file: whatever happens to the file, the last good form stays on
/// screen and the status line says what happened.
@Suite struct FormFileWatcherTests {
    static var original: String { FormLibrary.yaml(named: "att-explainer")! }

    func watching() throws -> (Scratch, String, FormFileWatcher) {
        let scratch = try Scratch()
        let path = try scratch.write("form.yaml", Self.original)
        return (scratch, path, FormFileWatcher(path: path, form: try FormLoader.load(yaml: Self.original, fileName: path)))
    }

    @Test func everyWayAFileCanBecomeUnreadableIsShown() throws {
        let (scratch, path, watcher) = try watching()
        defer { scratch.remove() }
        #expect(watcher.poll() == nil && watcher.status == nil)
        let cases: [(String, () throws -> Void)] = [
            ("no such file", { try FileManager.default.removeItem(atPath: path) }),
            ("is a directory, not a file", { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }),
            (
                "not a regular file (a pipe or socket); give a file",
                {
                    try FileManager.default.removeItem(atPath: path)
                    #expect(mkfifo(path, 0o644) == 0)
                }
            ),
            (
                "cannot read: Too many levels of symbolic links",
                {
                    try FileManager.default.removeItem(atPath: path)
                    #expect(symlink(path, path) == 0)
                }
            ),
            (
                "larger than the 32 MiB limit for input files",
                {
                    try FileManager.default.removeItem(atPath: path)
                    #expect(FileManager.default.createFile(atPath: path, contents: nil))
                    #expect(truncate(path, 33 << 20) == 0)
                }
            ),
        ]
        for (message, change) in cases {
            try change()
            #expect(watcher.poll() == nil)
            guard case .error(let status)? = watcher.status else {
                Issue.record("\(message): no status")
                continue
            }
            #expect(status == "\(path): \(message) · showing the last good version")
        }
        // The form back: it loads again and the line goes.
        try FileManager.default.removeItem(atPath: path)
        try Self.original.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(watcher.poll() != nil)
        if case .error? = watcher.status { Issue.record("still an error after the file came back") }
    }

    @Test func aLargeWriteInPlaceShowsTheSizeNotAnEmptyForm() throws {
        let (scratch, path, watcher) = try watching()
        defer { scratch.remove() }
        // An in-place write begins with an empty file...
        #expect(truncate(path, 0) == 0)
        _ = watcher.poll()
        // ...and ends over the cap.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(repeating: 0x20, count: 1 << 20))
        try handle.close()
        #expect(truncate(path, 40 << 20) == 0)
        #expect(watcher.poll() == nil)
        guard case .error(let status)? = watcher.status else {
            Issue.record("no status")
            return
        }
        #expect(status == "\(path): larger than the 32 MiB limit for input files · showing the last good version")
    }
}

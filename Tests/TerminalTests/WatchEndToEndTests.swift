import ConsentsimTestSupport
import Forms
import Foundation
import Testing

/// `consentsim run --watch` in tmux: editing the form file redraws the screen in place; a broken
/// save shows its `file:line:column` error in the status line and keeps the last good text.
@Suite(.serialized, .tags(.tmux)) struct WatchEndToEndTests {
    @Test func editsRedrawAndErrorsKeepTheLastGoodVersion() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.file("form.yaml")
        let original = try #require(FormLibrary.yaml(named: "att-explainer"))
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try TmuxSession(width: 100, height: 30, command: RunBinary.command(["--watch", "--form", path, "--store", "memory"]))
        try session.waitFor(text: "Ads keep Daily Puzzle free")

        // A save as editors do it (a new file renamed over the old one).
        let edited = original.replacingOccurrences(
            of: "explainerTitle: \"Ads keep {appName} free\"",
            with: "explainerTitle: \"Only to pick ads you may like.\"")
        #expect(edited != original)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let updated = try session.waitFor(text: "Only to pick ads you may like.")
        #expect(!updated.contains("Ads keep Daily Puzzle free"))

        // A broken save in place: the error in the status line, the last good text still on screen.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(edited.replacingOccurrences(of: "sdk: att", with: "sdk: atx").utf8))
        try handle.close()
        let broken = try session.waitFor(text: "\(path):8:6: sdk: unknown sdk 'atx'")
        #expect(broken.contains("Only to pick ads you may like."))

        // Fixing it clears the status line.
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let fixed = try session.waitFor("the fixed form") { $0.contains("Ads keep Daily Puzzle free") && !$0.contains("unknown sdk") }
        #expect(!fixed.contains("Only to pick"))

        try session.send("q")
        let end = try session.waitFor("exit") { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: end) == 0)
    }

    @Test func watchNeedsAFormFile() throws {
        let session = try TmuxSession(width: 100, height: 30, command: RunBinary.command(["--watch"]))
        let screen = try session.waitFor("exit") { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: screen) == 2)
        #expect(screen.contains("--watch needs a form file"))
    }
}

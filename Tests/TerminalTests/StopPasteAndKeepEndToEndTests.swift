import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// The terminal under the failures a person meets: a SIGSTOP and `fg` from a shell with job control,
/// a paste of thousands of characters, a store locked by another process, and a recording whose file
/// can no longer be written when the session ends.
@Suite(.serialized) struct StopPasteAndKeepEndToEndTests {
    /// An interactive bash (job control) in tmux, with the prompt `$ `.
    func shell(width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, command: "env PS1='$ ' bash --norc --noprofile -i")
        try session.waitFor(text: "$")
        return session
    }

    /// `consentsim run` with `arguments` as typed at the shell's prompt.
    func typed(_ arguments: [String]) -> String {
        ([RunBinary.path, "run"] + arguments).map(RunBinary.shellQuoted).joined(separator: " ")
    }

    @Test(.tags(.spawnsProcess)) func continuedAfterSIGSTOPTheProgramTakesItsModeBackAndRepaints() throws {
        let session = try shell()
        try session.send(keys: ["-l", typed(["--store", "memory", "--order", "no-att"])])
        try session.send("Enter")
        try session.waitForFrame(containing: "Daily Puzzle asks")
        let pid = try #require(try session.childPID())
        #expect(kill(pid, SIGSTOP) == 0)
        // The shell takes the terminal back in its own (cooked) mode and writes over the screen.
        try session.waitFor(text: "Stopped")
        try session.send(keys: ["-l", "fg"])
        try session.send("Enter")
        // Repainted: the frame is whole again and the shell's lines are gone.
        let screen = try session.waitForFrame(containing: "Daily Puzzle asks", "[ Manage options ]")
        #expect(!screen.contains("Stopped") && !screen.contains("$ fg"), "\(screen)")
        // Raw mode again: a key acts at once, without Enter, and is not echoed.
        try session.send("Tab")
        try session.waitFor(text: "›[ Consent")
        try session.send("q")
        try session.waitFor("the prompt") { $0.contains("$") && !$0.contains("Daily Puzzle asks") }
        try session.send(keys: ["-l", "stty -a | grep -o -w -e -icanon -e icanon -e -echo -e echo | tr '\\n' ' '; echo"])
        try session.send("Enter")
        try session.waitFor("the shell's modes back") { screen in
            screen.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "icanon echo" }
        }
    }

    /// Keys already waiting are handled before the screen is drawn once: counted in the kernel's
    /// write calls (`/proc/PID/io`), a paste of 3,000 characters into the vendor search draws a few
    /// frames, not one per character (256 of which changed the field).
    @Test(.tags(.spawnsProcess)) func aPasteIsHandledBeforeItIsDrawn() throws {
        let session = try TmuxSession(width: 100, height: 30, command: RunBinary.command(["--store", "memory", "--order", "no-att"]))
        try session.waitForFrame(containing: "Daily Puzzle asks")
        try session.send("/")
        try session.waitFor(text: "›/ Search by name or id")
        let pid = try #require(try session.childPID())
        func writes() throws -> Int {
            let io = try String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)
            let line = try #require(io.split(separator: "\n").first { $0.hasPrefix("syscw:") })
            return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
        }
        let before = try writes()
        _ = try session.command(["set-buffer", String(repeating: "ab", count: 1_500)])
        _ = try session.command(["paste-buffer"])
        try session.waitFor(text: "0 of 902 vendors, 0 of 4 ad partners match")
        // Escape, after the paste in the input, clears the field: once it shows, every key was handled.
        try session.send("Escape")
        try session.waitFor("the field cleared") { $0.contains("›/ Search by name or id") && !$0.contains("No vendor matches") }
        let paste = try writes() - before
        #expect(paste < 64, "\(paste) writes for a paste of 3,000 characters")
        try session.send("C-c")
    }

    @Test(.tags(.spawnsProcess)) func aStoreLockedElsewhereEndsTheRunWithWhoHoldsIt() throws {
        let scratch = try ScratchDirectory()
        let store = scratch.file("app.plist")
        let holder = open(store + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let session = try TmuxSession(width: 100, height: 30, command: RunBinary.command(["--store", store, "--order", "no-att"]))
        let screen = try session.waitFor("exit", timeout: .seconds(30)) { RunBinary.ttyModes(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: screen) == 1)
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("the store is locked by pid \(getpid())"), "\(screen)")
        #expect(RunBinary.ttyModes(in: screen) == ["icanon", "echo"])
    }

    /// `record FILE`: when FILE cannot be written at the end, the session is kept beside it, or on
    /// standard output when its folder takes no file, and the message says where.
    @Test(.tags(.spawnsProcess)) func aRecordingThatCannotBeWrittenIsKeptElsewhere() throws {
        let scratch = try ScratchDirectory()
        let folder = scratch.file("rec")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/s.keys"
        let command = [RunBinary.path, "record", file, "--order", "no-att"].map(RunBinary.shellQuoted).joined(separator: " ")
        let session = try TmuxSession(width: 100, height: 40, command: command + "; echo EXITED:$?; sleep 120")
        try session.waitForFrame(containing: "Daily Puzzle asks")
        try session.send("Tab")
        try session.waitFor(text: "›[ Consent")
        // A folder takes the file's name while the session runs.
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        try session.send("q")
        let screen = try session.waitFor("exit") { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: screen) == 1)
        let kept = folder + "/s.recovered-1.keys"
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("the session is kept in \(kept)"), "\(screen)")
        let replay = try consentsim(["play", kept])
        #expect(replay.status == 0, "\(replay.stdout)")

        // The folder itself replaced by a file: nothing can go beside it, so the script goes to standard output.
        let other = [RunBinary.path, "record", folder + "/t.keys", "--order", "no-att"].map(RunBinary.shellQuoted).joined(separator: " ")
        let again = try TmuxSession(width: 100, height: 40, command: other + "; echo EXITED:$?; sleep 120")
        try again.waitForFrame(containing: "Daily Puzzle asks")
        try FileManager.default.removeItem(atPath: folder)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder))
        try again.send("q")
        let out = try again.waitFor("exit") { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: out) == 1)
        #expect(out.contains("Launch") && out.contains("Expect View ump.firstLayer"), "\(out)")
        #expect(out.replacingOccurrences(of: "\n", with: "").contains("the session was written to standard output instead"), "\(out)")
    }
}

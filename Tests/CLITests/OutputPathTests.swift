import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// Every file consentsim writes goes through one exclusive-temporary-then-rename path, and every
/// output path is checked the same way before the work starts.
@Suite struct OutputPathTests {
    /// A one-line script that launches the default form.
    func script(_ scratch: Scratch) throws -> String { try scratch.write("s.keys", "Set Order no-att\nLaunch\nSnapshot first\n") }

    @Test(.tags(.spawnsProcess)) func anEmptyOutputPathIsAUsageError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let s = try script(scratch)
        for (arguments, option) in [
            (["test", s, "--junit", ""], "--junit"), (["play", s, "--cast", ""], "--cast"),
            (["play", s, "--svg-animation", ""], "--svg-animation"), (["play", s, "--trace", ""], "--trace"),
            (["test", "--merge-junit", "", s], "--merge-junit"), (["run", "--trace", ""], "--trace"),
            (["preview", "--out", ""], "--out"), (["record", ""], "record"),
        ] {
            let r = try consentsim(arguments)
            #expect(r.status == Exit.usage, "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("\(option) needs a"), "\(arguments): \(r.stderr)")
            #expect(!r.stderr.contains(": : "), "no empty path in the message")
        }
    }

    @Test(.tags(.spawnsProcess)) func eachProblemNamesThePathOnceBeforeAnyWork() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let s = try script(scratch)
        let folder = scratch.path + "/d.cast"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cast = try consentsim(["play", s, "--cast", folder])
        #expect(cast.status == Exit.badInput)
        #expect(cast.stderr == "consentsim: \(folder): is a folder; give a file name\n")
        #expect(cast.stdout.isEmpty, "refused before the session ran")
        let junit = try consentsim(["test", s, "--junit", folder + "/"])
        #expect(junit.stderr == "consentsim: \(folder)/: is a folder; give a file name\n")
        #expect(junit.stdout.isEmpty)
        let missingFolder = try consentsim(["test", s, "--junit", scratch.path + "/nowhere/"])
        #expect(missingFolder.stderr == "consentsim: \(scratch.path)/nowhere/: ends with '/'; give a file name\n")
        let file = try scratch.write("plain", "")
        let under = try consentsim(["play", s, "--svg-animation", file + "/x.svg"])
        #expect(under.stderr == "consentsim: \(file)/x.svg: \(file) is not a folder\n")
        let device = try consentsim(["play", s, "--cast", "/dev/null"])
        #expect(device.stderr == "consentsim: /dev/null: not a regular file (a device); give a file\n")
        let html = try consentsim(["test", s, "--html", file])
        #expect(html.stderr == "consentsim: \(file)/index.html: \(file) is not a folder\n")
    }

    /// The former temporary names were predictable (`<file>.tmp-<pid>`, `<store>.tmp`) and opened
    /// following symlinks: a link planted there made consentsim overwrite the file it points to.
    @Test(.tags(.spawnsProcess)) func aLinkPlantedAtAFormerTemporaryNameIsNeverFollowed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let victim = try scratch.write("victim", "precious\n")
        let out = scratch.path + "/out"
        let s = try scratch.write("out/s.keys", "Set Order no-att\nLaunch\nSnapshot first\n")
        // `exec` keeps the shell's pid, so `$$` is the pid consentsim writes its temporary names with.
        let plant = ["r.cast", "r.svg", "j.xml", "__snapshots__/s.first.txt", "__snapshots__/s.keys/first.txt"].map { name in
            "mkdir -p \"$(dirname '\(out)/\(name)')\" && ln -s '\(victim)' '\(out)/\(name).tmp-'$$"
        }.joined(separator: " && ")
        let play = try run(
            "/bin/sh",
            ["-c", "\(plant) && exec '\(consentsimBinary)' play '\(s)' --cast '\(out)/r.cast' --svg-animation '\(out)/r.svg' --update-snapshots"])
        #expect(play.status == 0, "\(play.stdout)\(play.stderr)")
        let test = try run("/bin/sh", ["-c", "\(plant) && exec '\(consentsimBinary)' test '\(s)' --junit '\(out)/j.xml'"])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: out + "/r.cast", encoding: .utf8).hasPrefix("{"))
        #expect(try String(contentsOfFile: out + "/j.xml", encoding: .utf8).contains("<testsuite"))
        // Nothing is left at a temporary name: the written files and the planted links only.
        let hidden = try (listDirectory(out) + listDirectory(out + "/__snapshots__/s.keys")).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty, "\(hidden)")
        #expect(try String(contentsOfFile: out + "/__snapshots__/s.keys/first.txt", encoding: .utf8).contains("Daily Puzzle"))

        // The store: a link at the former `<store>.tmp` left alone, the store a regular file.
        let store = scratch.path + "/store.plist"
        #expect(symlink(victim, store + ".tmp") == 0)
        let set = try consentsim(["store", "set", "a", "1", "--type", "int", "--store", store])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        var info = stat()
        #expect(lstat(store, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        #expect(try consentsim(["store", "get", "a", "--store", store]).stdout == "1\n")
    }

    @Test(.tags(.spawnsProcess)) func previewAndFormsExportWriteThroughTheSamePath() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.path + "/p"
        // A repeated size is drawn once.
        let preview = try consentsim(["preview", "--size", "80x24,80x24,80x24", "--lang", "en", "--format", "txt", "--out", out])
        #expect(preview.status == 0, "\(preview.stderr)")
        let files = try listDirectory(out + "/en")
        #expect(files == ["80x24"])
        #expect(try listDirectory(out + "/en/80x24").allSatisfy { !$0.hasPrefix(".") && $0.hasSuffix(".txt") })
        let once = try consentsim(["preview", "--size", "80x24", "--lang", "en", "--format", "txt", "--out", scratch.path + "/q"])
        #expect(preview.stdout == once.stdout.replacingOccurrences(of: scratch.path + "/q", with: out), "the same count of files")

        let export = try consentsim(["forms", "export", "ump-gdpr-default", scratch.path + "/f"])
        #expect(export.status == 0)
        let folder = scratch.path + "/f/ump-gdpr-default.yaml"
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let intoFolder = try consentsim(["forms", "export", "ump-gdpr-default", scratch.path + "/f", "--force"])
        #expect(intoFolder.stderr == "consentsim: \(folder): is a folder; give a file name\n")
    }

    @Test(.tags(.spawnsProcess)) func descriptorExhaustionIsReportedNotTrapped() throws {
        // Close what the test runner may have left open below the limit, then leave one descriptor free.
        let closeLow = (3...9).map { "exec \($0)>&-" }.joined(separator: "; ")
        let r = try run("/bin/sh", ["-c", "\(closeLow); ulimit -n 4; exec '\(consentsimBinary)' test '\(Repo.root)/scripts/ump' --jobs 4"])
        // The runner reads each file whole and closes it, so with one descriptor free most scripts
        // pass; those whose files could not be opened at that moment fail with the reason.
        #expect(r.status == 0 || r.status == Exit.badInput, "exit \(r.status) (132 was SIGILL in libdispatch): \(r.stderr.prefix(300))")
        if r.status == Exit.badInput {
            #expect(r.stdout.contains("Too many open files (the limit is 4 open files; raise it with ulimit -n)"), "\(r.stdout.suffix(600))")
        }
        #expect(!r.stdout.contains("no such file"), "a file that could not be opened is not reported missing")
        #expect(r.stdout.range(of: #"\d+ passed, \d+ failed\n$"#, options: .regularExpression) != nil)
    }
}

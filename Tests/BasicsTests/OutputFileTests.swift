import Basics
import Foundation
import Testing

/// The one output path: exclusive temporary files beside the target, then a rename.
@Suite struct OutputFileTests {
    func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "consentsim-output-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func names(_ dir: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).sorted() }

    @Test func writesThroughAnUnpredictableHiddenTemporaryFileBesideTheTarget() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/sub/out.txt"
        let one = try OutputFile(path: target), two = try OutputFile(path: target)
        #expect(one.temporaryPath != two.temporaryPath)
        for file in [one, two] {
            let name = String(file.temporaryPath.dropFirst(dir.count + "/sub/".count))
            #expect(name.hasPrefix(".out.txt.") && name.hasSuffix(".tmp") && name.count == ".out.txt.".count + 16 + 4, "\(name)")
            var info = stat()
            #expect(lstat(file.temporaryPath, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        }
        #expect(OutputFile.leftoverTemporaryFiles(of: target) == [one.temporaryPath, two.temporaryPath].sorted())
        one.write("hello ")
        one.write(Array(repeating: UInt8(ascii: "x"), count: OutputFile.bufferCapacity * 3))
        one.write("!")
        #expect(!FileManager.default.fileExists(atPath: target), "nothing in place before the commit")
        try one.commit()
        two.discard()
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.hasPrefix("hello xxx") && text.hasSuffix("x!") && text.utf8.count == 7 + OutputFile.bufferCapacity * 3)
        #expect(try names(dir + "/sub") == ["out.txt"], "no temporary file left")
        #expect(OutputFile.leftoverTemporaryFiles(of: target).isEmpty)
    }

    @Test func aFileNeverCommittedLeavesNothingAndTheOldVersionStays() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/out.txt"
        try OutputFile.write("old", to: target)
        #expect(chmod(target, 0o640) == 0)
        do {
            let abandoned = try OutputFile(path: target)
            abandoned.write("new")
        }
        #expect(try names(dir) == ["out.txt"])
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        // A discard from another thread (a time limit) wins over a later commit.
        let late = try OutputFile(path: target)
        late.write("late")
        late.discard()
        #expect(late.isDiscarded)
        #expect(throws: OutputFileError(path: target, problem: .discarded)) { try late.commit() }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old")
        // A new version keeps the mode of the file it replaces.
        try OutputFile.write("new", to: target, durability: .fsync)
        var info = stat()
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(try names(dir) == ["out.txt"])
    }

    @Test func checkSaysWhatIsWrongWithAPathOnce() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/file"
        try OutputFile.write("", to: file)
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        func problem(_ path: String, _ kinds: OutputFile.Kinds = .regularFiles) -> String? {
            do {
                try OutputFile.check(path, kinds: kinds)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem("") == ": an empty path; give a file name")
        #expect(problem(dir) == "\(dir): is a folder; give a file name")
        #expect(problem(dir + "/") == "\(dir)/: is a folder; give a file name")
        #expect(problem(dir + "/new/") == "\(dir)/new/: ends with '/'; give a file name")
        #expect(problem("/dev/null") == "/dev/null: not a regular file (a device); give a file")
        #expect(problem(dir + "/fifo") == "\(dir)/fifo: not a regular file (a pipe or socket); give a file")
        #expect(problem(dir + "/fifo", .regularFilesAndStreams) == nil)
        #expect(problem(file + "/x") == "\(file)/x: \(file) is not a folder")
        #expect(problem(file + "/x/y") == "\(file)/x/y: \(file) is not a folder")
        #expect(problem(file) == nil)
        #expect(problem(dir + "/a/b/c.txt") == nil, "missing folders are created when written")
        #expect(try names(dir) == ["fifo", "file"], "checking writes nothing")
        #expect(throws: OutputFileError(path: file, problem: .notFolder)) { try OutputFile.checkFolder(file) }
    }

    @Test func aWriteNeverReplacesAPipeOrADeviceNode() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: OutputFileError(path: fifo, problem: .notRegular("a pipe or socket"))) { try OutputFile.write("x", to: fifo) }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        // A copy of /dev/null's node, made where this process may (root only): what a rename replaced.
        let device = dir + "/null"
        var null = stat()
        if stat("/dev/null", &null) == 0, null.st_mode & S_IFMT == S_IFCHR, mknod(device, S_IFCHR | 0o666, null.st_rdev) == 0 {
            #expect(throws: OutputFileError(path: device, problem: .notRegular("a device"))) { try OutputFile.write("x", to: device) }
            #expect(lstat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
        }
        #expect(try names(dir).allSatisfy { !$0.hasSuffix(".tmp") }, "no temporary file is left")
    }

    @Test func aSpoolIsReadBackInOrderAndLeavesNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/out.svg"
        let spool = try SpoolFile(beside: target)
        #expect(try names(dir) == [], "unlinked at once")
        let big = String(repeating: "y", count: OutputFile.bufferCapacity + 5)
        spool.append("first")
        spool.append(big)
        let output = try OutputFile(path: target)
        output.write("<")
        spool.copyNext(5, to: output)
        output.write("|")
        spool.copyNext(big.utf8.count, to: output)
        try output.commit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "<first|" + big)
    }

    @Test func descriptorExhaustionReadsAsWhatItIs() {
        #expect(SystemCall.reason(EMFILE).hasPrefix("Too many open files (the limit is "))
        #expect(SystemCall.reason(EMFILE).hasSuffix(" open files; raise it with ulimit -n)"))
        #expect(SystemCall.reason(ENOENT) == "No such file or directory")
    }

    @Test func threadsRunEveryIndexOnce() {
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        nonisolated(unsafe) let shared = counts
        Threads.concurrentPerform(8) { shared[$0] += 1 }
        #expect(Array(counts) == Array(repeating: 1, count: 8))
    }
}

import Basics
import Testing

@Suite struct InputFileTests {
    /// A fresh scratch directory (removed by the caller).
    static func scratch() -> String {
        var template = Array("/tmp/basics-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    static func write(_ bytes: [UInt8], to path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = SystemCall.writeAll(fd, bytes)
        close(fd)
    }

    @Test func readsTextDroppingBOMAndCRLF() throws {
        let dir = InputFileTests.scratch()
        defer { _ = system("rm -rf \(dir)") }
        InputFileTests.write([0xEF, 0xBB, 0xBF] + Array("Launch\r\nTab\r\n".utf8), to: dir + "/a.keys")
        #expect(try InputFile.text(dir + "/a.keys") == "Launch\nTab\n")
    }

    @Test func refusesDevicesDirectoriesAndMissingFiles() {
        let dir = InputFileTests.scratch()
        defer { _ = system("rm -rf \(dir)") }
        #expect(throws: InputFileError(path: "/dev/zero", problem: .notRegular("a device"))) { try InputFile.bytes("/dev/zero") }
        #expect(throws: InputFileError(path: dir, problem: .directory)) { try InputFile.bytes(dir) }
        #expect(throws: InputFileError(path: dir + "/none", problem: .missing)) { try InputFile.bytes(dir + "/none") }
        #expect(throws: InputFileError(path: "-", problem: .notRegular("standard input"))) { try InputFile.bytes("-") }
    }

    @Test func capsTheSize() {
        let dir = InputFileTests.scratch()
        defer { _ = system("rm -rf \(dir)") }
        InputFileTests.write(Array(repeating: 0x41, count: 2_000), to: dir + "/big")
        #expect(throws: InputFileError(path: dir + "/big", problem: .tooLarge(limit: 1_024))) { try InputFile.bytes(dir + "/big", limit: 1_024) }
        #expect(InputFileError(path: "f", problem: .tooLarge(limit: 32 << 20)).description == "f: larger than the 32 MiB limit for input files")
    }

    @Test func namesTheFirstBadByte() {
        #expect(throws: InputFileError(path: "x", problem: .notUTF8(byteOffset: 5))) {
            try InputFile.text(of: Array("abc".utf8) + [0xC3, 0xA9, 0xFF], path: "x")
        }
    }

    @Test func escapesTheFileName() {
        #expect(InputFileError(path: "a\u{1B}[2Jb", problem: .missing).description == "a\\e[2Jb: no such file")
    }

    @Test func normalizesLoneCarriageReturns() {
        #expect(InputFile.normalizingLineEnds("a\rb\r\nc\n") == "a\nb\nc\n")
    }
}

import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// `consentsim doctor --batch` as a map step runs it: devices on standard input, one JSON line each
/// on standard output, the summary apart.
@Suite(.tags(.spawnsProcess)) struct DoctorBatchCommandTests {
    static let strings = FleetFixture.tcStrings(count: 12)
    static let lines = (0..<12).map { FleetFixture.line($0, strings: strings) }

    @Test func readsStandardInputAndWritesOneLinePerDevice() throws {
        let r = try consentsim(["doctor", "--batch", "-", "--region", "eea"], stdin: Self.lines.joined(separator: "\n") + "\n")
        #expect(r.status == 0, "\(r.stderr)")
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == 12)
        for (i, line) in out.enumerated() {
            guard case .object(let o) = try JSONParser.parse(String(line)) else {
                Issue.record("not an object")
                continue
            }
            #expect(o["line"] == .int(Int64(i + 1)))
            #expect(o.members.map(\.key) == ["line", "verdict", "rule", "code", "lift", "liftTo", "ifNotCertified", "platform", "consentMode"])
        }
        #expect(r.stderr.hasPrefix("12 devices (TC string lines), 0 bad lines\n"))
        #expect(r.stderr.contains("Serving mode:"))
    }

    @Test func aBadLineExitsOneAfterTheSummaryWhichGoesToAFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let summary = scratch.path + "/summary.json"
        let input = Self.lines[0] + "\n" + Self.lines[1].replacingOccurrences(of: " eea ", with: " \u{1B}[2J ") + "\n"
        let r = try consentsim(["doctor", "--batch", "-", "--summary", "json", "--summary-file", summary], stdin: input)
        #expect(r.status == 1)
        #expect(r.stdout.split(separator: "\n").count == 2)
        #expect(r.stderr.hasPrefix("<stdin>:2:"), "\(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}"))
        guard case .object(let o) = try JSONParser.parse(String(decoding: try InputFile.bytes(summary), as: UTF8.self)) else {
            Issue.record("summary is not an object")
            return
        }
        #expect(o["devices"] == .int(1) && o["badLines"] == .int(1))
    }

    @Test func batchAndADumpTogetherIsAUsageError() throws {
        let r = try consentsim(["doctor", "--batch", "-", "dump.json"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("either as --batch FILE or as the dump"))
        #expect(try consentsim(["doctor", "--batch", "/nonexistent/fleet"]).status == 1)
    }
}

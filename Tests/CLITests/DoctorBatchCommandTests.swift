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

/// The map and reduce steps: parts judged apart with only their summaries written, then added up.
@Suite(.tags(.spawnsProcess)) struct DoctorBatchMergeTests {
    @Test func summariesOfPartsMergeToTheWholeRunsSummary() throws {
        let strings = FleetFixture.tcStrings(count: 60)
        let lines = (0..<240).map { FleetFixture.line($0, strings: strings) }
        let flags = ["--today", "2026-11-24", "--summary", "json"]
        let whole = try consentsim(["doctor", "--batch", "-", "--no-devices"] + flags, stdin: lines.joined(separator: "\n") + "\n")
        #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
        #expect(whole.stdout.split(separator: "\n").count == 1, "one summary line, no device lines")
        var parts: [String] = []
        for range in [0..<100, 100..<101, 101..<240] {
            let part = try consentsim(["doctor", "--batch", "-", "--no-devices"] + flags, stdin: lines[range].joined(separator: "\n") + "\n")
            #expect(part.status == 0)
            parts.append(part.stdout)
        }
        let merged = try consentsim(["doctor", "--merge-summaries", "-", "--summary", "json"], stdin: parts.joined())
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        let text = try consentsim(["doctor", "--merge-summaries", "-"], stdin: parts.joined())
        #expect(text.stdout.hasPrefix("240 devices (TC string lines), 0 bad lines\n"))
    }

    @Test func aBadSummaryLineIsNamedAndExitsOne() throws {
        // The escape is JSON's own (\u001b), so the line parses and its value is refused unechoed.
        let r = try consentsim(["doctor", "--merge-summaries", "-"], stdin: "\n{\"devices\": \"\\u001b[2J\"}\n")
        #expect(r.status == 1)
        #expect(r.stderr == "consentsim: <stdin>:2: devices must be a whole number from 0 to 1000000000000\n", "\(r.stderr)")
        let raw = try consentsim(["doctor", "--merge-summaries", "-"], stdin: "{\"devices\": \"\u{1B}[2J\"}\n")
        #expect(raw.status == 1 && raw.stderr.hasPrefix("consentsim: <stdin>:1:") && !raw.stderr.contains("\u{1B}"), "\(raw.stderr)")
        #expect(try consentsim(["doctor", "--merge-summaries", "-"], stdin: "{\n").status == 1)
        #expect(try consentsim(["doctor", "--no-devices"]).status == 2)
    }
}

import Basics
import ConsentsimTestSupport
import Store
import TCF
import Testing

@testable import Doctor
@testable import Flow

/// `doctor --batch`: the three line formats, bad lines, the summary, and agreement with `doctor` on
/// the same keys.
@Suite struct FleetBatchTests {
    static let today = FleetFixture.today
    static let defaults = FleetDefaults(today: today, region: .eea)

    /// Runs `text` through a batch in chunks of `chunk` bytes; the output lines parsed, and the batch.
    static func run(_ text: String, chunk: Int = 1 << 16, defaults: FleetDefaults = defaults) -> (lines: [JSONObject], batch: FleetBatch) {
        let (out, batch) = output(text, chunk: chunk, defaults: defaults)
        let lines = String(decoding: out, as: UTF8.self).split(separator: "\n").map { line -> JSONObject in
            guard case .object(let o)? = try? JSONParser.parse(String(line)) else {
                Issue.record("not a JSON object: \(line)")
                return JSONObject()
            }
            return o
        }
        return (lines, batch)
    }

    /// The bytes a batch writes for `text`, and the batch.
    static func output(
        _ text: String, chunk: Int = 1 << 16, defaults: FleetDefaults = defaults, memoCapacity: Int = FleetBatch.memoCapacity, workers: Int = 1
    ) -> (out: [UInt8], batch: FleetBatch) {
        var batch = FleetBatch(name: "fleet.txt", defaults: defaults, memoCapacity: memoCapacity, workers: workers)
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            bytes[start..<end].withUnsafeBufferPointer { batch.feed($0, into: &out) }
            start = end
        }
        batch.finish(into: &out)
        return (out, batch)
    }

    static func consented() throws -> String { try TCString.encode(DeviceDoctorTests.consented()) }

    @Test func detectsEachFormatByContent() {
        #expect(FleetFormat.detect(firstLine: Array(#"  {"IABTCF_gdprApplies":1}"#.utf8)) == .jsonLines)
        #expect(FleetFormat.detect(firstLine: Array("tcString,region,date".utf8)) == .csv)
        #expect(FleetFormat.detect(firstLine: Array("CQABCD.IAAA eea 2026-11-24".utf8)) == .tcLines)
    }

    @Test func readsTCStringLinesWithRegionAndDate() throws {
        let tc = try Self.consented()
        // The same string: personalized from the EEA today, expired (3.3) two years later.
        let (lines, batch) = Self.run("\(tc) eea 2026-11-24\n\(tc)\tuk\t2028-12-01\n\(tc)\n")
        #expect(lines.count == 3)
        #expect(lines[0]["line"] == .int(1) && lines[0]["verdict"] == .string("personalized"))
        #expect(lines[1]["verdict"] == .string("none") && lines[1]["code"] == .string("3.3") && lines[1]["rule"] == .string("thirteen-months"))
        #expect(lines[2]["verdict"] == .string("personalized"))
        // Firebase reads Consent Mode from the purpose keys a CMP writes beside the string, which a
        // TC string line does not have (JSON Lines of UMP's keys do).
        #expect(lines[0]["consentMode"] == .null)
        #expect(batch.summary.format == .tcLines && batch.summary.devices == 3 && batch.summary.badLines == 0)
    }

    @Test func readsCSVWithNamedColumns() throws {
        var refused = DeviceDoctorTests.consented()
        refused.purposesConsent.remove(1)
        let tc = try Self.consented()
        let text = """
            id,region,tcString,date,att
            a,eea,\(tc),2026-11-24,authorized
            b,"uk",\(try TCString.encode(refused)),2026-11-24,
            c,eea,,2026-11-24,
            """
        let (lines, batch) = Self.run(text)
        #expect(batch.summary.format == .csv && batch.summary.badLines == 0)
        #expect(lines.map { $0["verdict"] } == [.string("personalized"), .string("limited"), .string("limited")])
        #expect(lines.map { $0["line"] } == [.int(2), .int(3), .int(4)])
        #expect(lines[1]["code"] == .string("1.2"))
        // No TC string and no gdprApplies column: the key is unset, and the EEA rule limits the request.
        #expect(lines[2]["rule"] == .string("certified-cmp") && lines[2]["code"] == .null)
    }

    @Test func readsJSONLinesOfStoredKeys() throws {
        let domain = try DeviceDoctorTests.domain(DeviceDoctorTests.consented())
        let compact = try JSONParser.parse(StoreJSON.encode(domain)).serialized()
        let (lines, batch) = Self.run(compact + "\n" + compact + "\n")
        #expect(batch.summary.format == .jsonLines && lines.count == 2)
        #expect(lines[0]["verdict"] == .string("personalized"))
    }

    /// Each device's line is what `doctor` says of the same keys: verdict, rule, code, least change and
    /// Consent Mode, over a generated fleet of every region.
    @Test func agreesWithDoctorOnTheSameKeys() {
        let strings = FleetFixture.tcStrings(count: 300)
        let text = (0..<strings.count).map { FleetFixture.line($0, strings: strings) }.joined(separator: "\n")
        let (lines, batch) = Self.run(text, defaults: FleetDefaults(today: Self.today, att: .denied))
        #expect(lines.count == strings.count && batch.summary.badLines == 0)
        var kinds = Set<String>()
        for (i, line) in lines.enumerated() {
            let fields = FleetFixture.line(i, strings: strings).split(separator: " ")
            let domain = StoreDomain([InAppKey.gdprApplies: .integer(1), InAppKey.tcString: .string(String(fields[0]))])
            let report = DeviceDoctor.examine(domain, today: Self.today, att: .denied, region: AdRequestRegion(rawValue: String(fields[1]))!)
            let verdict = report.googleVerdict
            #expect(line["verdict"] == .string(verdict.kind.rawValue), "line \(i + 1)")
            #expect(line["rule"] == (verdict.decidedBy.first.map { .string($0.rawValue) } ?? .null), "line \(i + 1)")
            #expect(line["code"] == (verdict.reasonDetails.compactMap(\.code).first.map(JSONValue.string) ?? .null), "line \(i + 1)")
            #expect(line["lift"] == (verdict.lift.map { .string($0.change) } ?? .null), "line \(i + 1)")
            #expect(line["liftTo"] == (verdict.lift?.to.map { .string($0.rawValue) } ?? .null), "line \(i + 1)")
            #expect(line["ifNotCertified"] == (verdict.ifNotCertified.map { .string($0.rawValue) } ?? .null), "line \(i + 1)")
            let mode: JSONValue =
                report.consentMode.values.isEmpty
                ? .null : .object(JSONObject(ConsentModeSignal.allCases.map { ($0.rawValue, .string(report.consentMode[$0].rawValue)) }))
            #expect(line["consentMode"] == mode, "line \(i + 1)")
            if case .string(let k)? = line["verdict"] { kinds.insert(k) }
        }
        // The fleet is varied enough to test something: several serving modes occur.
        #expect(kinds.count >= 3, "\(kinds)")
    }

    /// Consent Mode from JSON Lines whose keys Firebase reads, with or without each of them, typed
    /// right or wrong, beside other TCF keys and UMP's own values: what `doctor` says of the same keys.
    @Test func consentModeAgreesWithDoctorWhereFirebaseReadsTheKeys() throws {
        let full: [String: StoreValue] = [
            InAppKey.gdprApplies: .integer(1), InAppKey.tcString: .string(try Self.consented()), InAppKey.policyVersion: .integer(4),
            InAppKey.enableAdvertiserConsentMode: .integer(1), InAppKey.purposeConsents: .string("1101111"),
            InAppKey.vendorConsents: .string(String(repeating: "1", count: 800)), InAppKey.cmpSdkID: .integer(300),
        ]
        var variants = [full]
        for key in full.keys.sorted() where key != InAppKey.tcString {
            var without = full
            without[key] = nil
            variants.append(without)
            var retyped = full
            if case .integer? = full[key] { retyped[key] = .string("1") } else { retyped[key] = .integer(1) }
            variants.append(retyped)
        }
        var withUMP = full
        withUMP[UMPConsentModeValues.key] = .string("2121")
        variants.append(withUMP)
        let domains = variants.map { StoreDomain($0) }
        let text = try domains.map { try JSONParser.parse(StoreJSON.encode($0)).serialized() }
        let (lines, batch) = Self.run(text.joined(separator: "\n"))
        #expect(lines.count == variants.count && batch.summary.badLines == 0)
        var read = 0
        for (i, line) in lines.enumerated() {
            let report = DeviceDoctor.examine(domains[i], today: Self.today, att: nil, region: .other)
            let mode: JSONValue =
                report.consentMode.values.isEmpty
                ? .null : .object(JSONObject(ConsentModeSignal.allCases.map { ($0.rawValue, .string(report.consentMode[$0].rawValue)) }))
            #expect(line["consentMode"] == mode, "\(text[i])")
            if mode != .null { read += 1 }
        }
        // The full set, with UMP's values and without or with a mistyped CMP id, reads; a missing
        // Firebase key reads nothing.
        #expect(read >= 4 && read < variants.count)
    }

    @Test func badLinesAreCountedWithLineAndColumnAndNeverStopTheBatch() throws {
        let tc = try Self.consented()
        let garbage = String(repeating: "\u{1B}[31m\u{202E}", count: 500)
        let text = "\(tc) eea 2026-11-24\n\(tc) \(garbage) 2026-11-24\n\(tc) eea 2026-13-01\n\(tc) eea 2026-11-24 extra\n\(garbage)\n\(tc)\n"
        let (lines, batch) = Self.run(text)
        #expect(lines.count == 6)
        #expect(batch.summary.devices == 3 && batch.summary.badLines == 3)
        #expect(lines[1]["line"] == .int(2) && lines[1]["column"] == .int(Int64(tc.utf8.count + 2)))
        #expect(batch.messages.count == 3)
        #expect(batch.messages[0].hasPrefix("fleet.txt:2:\(tc.utf8.count + 2): TC string lines: region must be one of"))
        #expect(batch.messages[1].hasPrefix("fleet.txt:3:\(tc.utf8.count + 6): TC string lines: expected a date"))
        #expect(batch.messages[2].hasPrefix("fleet.txt:4:\(tc.utf8.count + 17): TC string lines: expected TCSTRING"))
        #expect(batch.messages[2].hasSuffix("found 4 fields"))
        do {
            _ = try FleetLineReader.tcDevice(Array("a b c  d\te".utf8))
            Issue.record("five fields read")
        } catch {
            #expect(error == FleetLineError("expected TCSTRING [REGION [YYYY-MM-DD]], found 5 fields", column: 8))
        }
        // The garbage line decodes as an invalid string: judged (none), its text never echoed raw.
        #expect(lines[4]["verdict"] == .string("none"))
        // Text from the line reaches the message escaped and cut.
        #expect(batch.messages[0].count < 600)
        for message in batch.messages { #expect(!message.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }) }
    }

    @Test func csvErrorsNameTheFormatLineAndColumn() {
        let (lines, batch) = Self.run("region,tcString\neea,\"unclosed\nuk,a,b\n")
        #expect(batch.summary.badLines == 2 && lines.count == 2)
        #expect(
            batch.messages == [
                "fleet.txt:2:5: CSV: quoted field not closed on this line",
                "fleet.txt:3:1: CSV: expected 2 CSV fields as the header names, found 3",
            ])
        let (_, noKeys) = Self.run("name,age\nx,1\n")
        #expect(noKeys.messages.first?.hasPrefix("fleet.txt:1:1: CSV: CSV header names no stored key") == true)
        let (_, badJSON) = Self.run("{\"IABTCF_gdprApplies\": 1}\n{\"IABTCF_gdprApplies\": }\n")
        #expect(badJSON.summary.badLines == 1 && badJSON.messages.first?.hasPrefix("fleet.txt:2:24: JSON Lines:") == true)
    }

    @Test func errorMessagesAreKeptOnlyUpToTheLimit() {
        let text = String(repeating: "x,y\n", count: 1) + String(repeating: "1,2,3\n", count: 100)
        let (lines, batch) = Self.run("tcString,region\n" + text)
        #expect(batch.summary.badLines == 101 && lines.count == 101)
        #expect(batch.messages.count == FleetBatch.maxMessages)
    }

    /// A line past the limit is one bad line; the batch keeps no more than the limit in memory.
    @Test func anOverlongLineIsOneBadLine() throws {
        let tc = try Self.consented()
        let long = String(repeating: "A", count: FleetLineReader.maxLineBytes + 10)
        let (lines, batch) = Self.run("\(tc)\n\(long)\n\(tc)\n", chunk: 4096)
        #expect(lines.count == 3 && batch.summary.badLines == 1 && batch.summary.devices == 2)
        #expect(batch.messages.first?.contains("longer than") == true)
    }

    /// Chunks end anywhere: a byte at a time gives the same lines as one read, CRLF ends included.
    @Test func chunkBoundariesAndLineEndsDoNotChangeTheOutput() throws {
        let strings = FleetFixture.tcStrings(count: 20)
        let text = (0..<20).map { FleetFixture.line($0, strings: strings) }.joined(separator: "\r\n")
        let whole = Self.run(text).lines
        let bytewise = Self.run(text, chunk: 1).lines
        #expect(whole == bytewise && whole.count == 20)
    }

    /// A repeated line is judged once (`FleetMemo`) and lines are shared out among threads
    /// (`FleetJudge`); the output, the summary and the messages are the same as when one thread judges
    /// every line: with a memo that keeps nothing, one emptied every few lines and the default, with
    /// one to three workers, over lines that repeat, bad lines among them, in each format, past the
    /// queue's limit.
    @Test func rememberingAndSharingOutLinesDoNotChangeTheOutput() throws {
        let strings = FleetFixture.tcStrings(count: 40)
        let tcLines =
            (0..<FleetBatch.queueLimit + 900).map { FleetFixture.line($0 * 7 % 130, strings: strings) } + ["\(strings[0]) mars", strings[1]]
        let csv = ["tcString,region,date"] + (0..<300).map { "\(strings[$0 % 25]),\(["eea", "uk", "ch"][$0 % 3]),2026-11-24" } + ["x,y"]
        let json = (0..<300).map { #"{"IABTCF_gdprApplies":1,"IABTCF_TCString":"\#(strings[$0 % 30])"}"# }
        for text in [tcLines, csv, json].map({ $0.joined(separator: "\n") + "\n" }) {
            let every = Self.output(text, memoCapacity: 0)
            for (capacity, workers) in [(3, 1), (FleetBatch.memoCapacity, 1), (0, 2), (3, 3), (FleetBatch.memoCapacity, 2)] {
                let other = Self.output(text, chunk: 5000, memoCapacity: capacity, workers: workers)
                #expect(other.out == every.out, "memo capacity \(capacity), \(workers) workers")
                #expect(other.batch.summary == every.batch.summary && other.batch.messages == every.batch.messages)
            }
            #expect(every.batch.summary.devices >= 300)
        }
    }

    /// The memo rests where few lines repeat and goes on where many do (`FleetMemo`); either way the
    /// bytes, the summary and the messages are those of a batch without a memo: over lines nearly all
    /// new (the memo rests after its first window, with lines seen before still to come) and over
    /// lines that repeat.
    @Test func aMemoThatRestsWhereLinesAreNewDoesNotChangeTheOutput() {
        let strings = FleetFixture.tcStrings(count: 40)
        // Distinct lines: each string on each day of eleven months, then a few again.
        func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let dated = (0..<(FleetMemo.window * 2 + 500)).map { i in
            "\(strings[i % 40]) eea 2026-\(twoDigits(1 + i / 40 / 28 % 11))-\(twoDigits(1 + i / 40 % 28))"
        }
        let mostlyNew = dated + dated.prefix(300)
        let mostlyRepeated = (0..<(FleetMemo.window * 2 + 500)).map { FleetFixture.line($0 % 50, strings: strings) }
        for lines in [mostlyNew, mostlyRepeated] {
            #expect(lines == mostlyNew ? Set(lines).count == dated.count : Set(lines).count <= 50)
            let text = lines.joined(separator: "\n") + "\n"
            let every = Self.output(text, memoCapacity: 0)
            for workers in [1, 2] {
                let other = Self.output(text, chunk: 7000, workers: workers)
                #expect(other.out == every.out, "\(workers) workers")
                #expect(other.batch.summary == every.batch.summary && other.batch.messages == every.batch.messages)
            }
            #expect(every.batch.summary.devices == lines.count)
        }
    }

    /// After a window of lookups with under `minimumHits` hits the memo neither hashes nor keeps
    /// lines for `rest` lines, then looks them up again; a window of hits keeps it on.
    @Test func aMemoRestsAfterAWindowOfFewHits() throws {
        var memo = FleetMemo(capacity: 64)
        let entry = FleetMemo.Entry(tail: Array(",x}".utf8), tally: FleetTally(verdict: .personalized))
        let repeated = try #require(memo.key(Array("repeated".utf8)) as FleetMemo.Key?)
        memo.keep(entry, for: repeated)
        var hits = 0
        for _ in 0..<FleetMemo.window where memo.entry(for: repeated)?.tail == entry.tail { hits += 1 }
        #expect(hits == FleetMemo.window)
        var looked = 0
        for i in 0..<FleetMemo.window {
            guard let key = memo.key(Array("new \(i)".utf8)) else { break }
            if memo.entry(for: key) == nil { looked += 1 }
        }
        #expect(looked == FleetMemo.window, "a window of hits keeps the memo on")
        var skipped = 0
        while memo.key(Array("repeated".utf8)) == nil, skipped <= FleetMemo.rest { skipped += 1 }
        #expect(skipped == FleetMemo.rest)
        let after = memo.entry(for: repeated)
        #expect(after?.tail == entry.tail, "kept lines outlast the rest")
    }

    /// A full memo gives one line's place to a new one rather than forgetting every line, and never
    /// answers a line with another line's output.
    @Test func aFullMemoReplacesOneLineAtATime() throws {
        var memo = FleetMemo(capacity: 1024)
        let lines = (0...1024).map { Array("line \($0)".utf8) }
        for line in lines {
            let key = try #require(memo.key(line) as FleetMemo.Key?)
            memo.keep(FleetMemo.Entry(tail: line, tally: FleetTally(verdict: .limited)), for: key)
        }
        var found = 0
        for line in lines {
            let key = try #require(memo.key(line) as FleetMemo.Key?)
            guard let entry = memo.entry(for: key) else { continue }
            #expect(entry.tail == line)
            found += 1
        }
        // Emptied when full, it would hold only the last line; each slot holds at most one line.
        #expect(found > 512 && found <= 1024)
        let last = try #require(memo.key(lines[1024]) as FleetMemo.Key?)
        #expect(memo.entry(for: last)?.tail == lines[1024], "the line kept last is kept")
    }

    /// A line is worth keeping the second time it is judged: lines seen once, a quarter of a
    /// generated fleet, do not push out lines that repeat.
    @Test func aLineIsKeptTheSecondTimeItIsJudged() throws {
        var memo = FleetMemo(capacity: 64)
        let key = try #require(memo.key(Array("twice".utf8)) as FleetMemo.Key?)
        let first = memo.admit(key)
        let second = memo.admit(key)
        #expect(!first && second, "kept when judged again, not when judged once")
        var none = FleetMemo(capacity: 0)
        #expect(none.key(Array("twice".utf8)) == nil)
        let other = try #require(memo.key(Array("other".utf8)) as FleetMemo.Key?)
        let noneFirst = none.admit(other)
        let noneSecond = none.admit(other)
        #expect(!noneFirst && !noneSecond, "a memo that keeps nothing admits nothing")
    }

    /// A TC string line's fields end at the first space or tab wherever it falls among the eight
    /// bytes read at once, and a byte that only shares bits with a blank ends nothing.
    @Test func tcLineFieldsEndAtEachBlankInAWord() {
        for blank in [" ", "\t"] {
            for at in 1..<20 {
                let text = String(repeating: "A", count: at) + blank + String(repeating: "b", count: 20 - at) + "\t\t eea"
                let (bounds, count) = FleetLineReader.tcFields(Array(text.utf8))
                #expect(count == 3 && bounds.0 == 0..<at && bounds.1 == at + 1..<21, "\(at)")
            }
        }
        let lookalikes = Array("!(\u{08}\u{0A}\u{A0}\u{1}\u{21}`)aaaaaaaaaa".utf8)
        #expect(FleetLineReader.tcFields(lookalikes).count == 1)
    }

    /// A kept line or output holds its own bytes, not the spare capacity of the buffer it was read
    /// into, so the memos' memory is the lines' size.
    @Test func keptLinesHoldOnlyTheirBytes() {
        var reused: [UInt8] = []
        reused.reserveCapacity(4096)
        reused.append(contentsOf: "CQ eea 2026-11-24".utf8)
        let kept = reused.fittedCopy()
        reused.removeAll(keepingCapacity: true)
        #expect(kept == Array("CQ eea 2026-11-24".utf8))
        #expect(kept.capacity < 64 && reused.capacity >= 4096)
    }

    /// Lines wait to be judged together, but `flush` answers them at once, as the command does when a
    /// read comes back short (a slow stream).
    @Test func flushAnswersTheLinesThatWait() throws {
        let tc = try Self.consented()
        var batch = FleetBatch(name: "fleet.txt", defaults: Self.defaults, workers: 2)
        var out: [UInt8] = []
        Array("\(tc)\n\(tc)\n\(tc)".utf8).withUnsafeBufferPointer { batch.feed($0, into: &out) }
        #expect(out.isEmpty)
        batch.flush(into: &out)
        #expect(out.count(where: { $0 == UInt8(ascii: "\n") }) == 2, "the two whole lines; the third has no end yet")
        batch.finish(into: &out)
        #expect(out.count(where: { $0 == UInt8(ascii: "\n") }) == 3 && batch.summary.devices == 3)
    }

    @Test func summaryCountsSharesAndLiftsAndMergesParts() throws {
        var refused = DeviceDoctorTests.consented()
        refused.purposesConsent.remove(1)
        let yes = try Self.consented()
        let no = try TCString.encode(refused)
        let (_, batch) = Self.run([yes, yes, yes, no].joined(separator: "\n"))
        let s = batch.summary
        #expect(s.devices == 4 && s.verdicts[.personalized] == 3 && s.verdicts[.limited] == 1)
        #expect(s.share(s.verdicts[.personalized] ?? 0) == 0.75)
        #expect(s.codes == ["1.2": 1])
        #expect(s.lifts.count == 1 && s.lifts.values.first == 1)
        #expect(s.text.contains(" 75.0% 3 personalized"))
        #expect(s.text.contains(" 25.0% 1 1.2"))
        guard case .object(let json) = s.json, case .array(let modes)? = json["servingModes"], case .object(let first)? = modes.first else {
            Issue.record("no servingModes")
            return
        }
        #expect(first["name"] == .string("personalized") && first["share"] == .double(0.75))
        var merged = s
        merged.merge(s)
        #expect(merged.devices == 8 && merged.verdicts[.personalized] == 6 && merged.share(merged.verdicts[.limited] ?? 0) == 0.25)
    }
}

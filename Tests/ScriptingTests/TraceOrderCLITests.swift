import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// The binary end to end: a merged HTML report whose trace links all resolve, and `check-order` on
/// the shipped scripts, on a clean script and on a flow trace file.
@Suite(.tags(.spawnsProcess)) struct TraceOrderCLITests {
    /// `consentsim ARGS` run in `directory`.
    func consentsim(in directory: String, _ arguments: [String]) throws -> ProcessResult {
        try run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", directory, consentsimBinary] + arguments)
    }

    static let repository = DocumentationCatalog.repository.path

    /// Every `href="traces/…"` in `page`.
    static func traceLinks(_ page: String) -> [String] {
        page.components(separatedBy: "href=\"traces/").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map { "traces/" + $0 } }
    }

    /// Two shards traced, then merged: every trace link of the merged index opens a page in the merged
    /// folder, and that page links back to the merged index.
    @Test func aMergedReportsTraceLinksOpenPagesInItsOwnFolder() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for n in 1...4 { try ScriptFilesForTests.write(TestRunnerOptionsTests.passing, to: dir.path + "/s/\(n).keys") }
        for shard in 1...2 {
            let r = try consentsim(in: dir.path, ["test", "s", "--shard", "\(shard)/2", "--html", "r\(shard)", "--trace", "on"])
            #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        }
        let merged = try consentsim(in: dir.path, ["test", "--merge-html", "m", "r1", "r2"])
        #expect(merged.status == 0, "\(merged.stderr)")
        let index = try String(contentsOfFile: dir.path + "/m/index.html", encoding: .utf8)
        let links = Self.traceLinks(index)
        #expect(links.count == 4, "\(links)")
        #expect(Set(links).count == 4, "each shard's pages in a folder of their own")
        for link in links {
            let page = try String(contentsOfFile: dir.path + "/m/" + link, encoding: .utf8)
            #expect(page.contains("<a href=\"../../index.html\">consentsim test</a>"), "\(link)")
            #expect(page.contains("<details class=\"trace\""))
        }
        // A shard whose trace page is gone is refused with its path, and nothing half-merged is claimed.
        try FileManager.default.removeItem(atPath: dir.path + "/r2/traces")
        let broken = try consentsim(in: dir.path, ["test", "--merge-html", "m2", "r1", "r2"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("consentsim: r2/traces/"), "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/m2/index.html"))
    }

    /// The default order after "Do not consent" is flagged at the step that refused, with its source.
    /// The shipped scripts show their warnings on purpose and say so (`# check-order:`), so they are
    /// listed as expected, with their sources; the same script without its mark is flagged.
    @Test func checkOrderFlagsTheShippedScriptsWithTheirSources() throws {
        let r = try consentsim(
            in: Self.repository, ["check-order", "scripts/order/att-after-do-not-consent.keys", "scripts/order/ads-without-a-consent-sdk.keys"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "scripts/order/att-after-do-not-consent.keys:8 (Select ump.doNotConsent): expected[att-after-refusal]: the ATT alert shows after the user refused personalised ads (Do not consent"
            ) == true, "\(r.stdout)")
        #expect(lines.first?.hasSuffix("(marked in the script: this script shows the warning)") == true)
        #expect(lines.dropFirst().first?.hasPrefix("  source: App Store Review Guidelines 5.1.1(iv)") == true)
        #expect(lines.contains { $0.hasPrefix("scripts/order/ads-without-a-consent-sdk.keys:11 (Select att.allow): expected[ads-before-consent]: ") })
        #expect(lines.last == "0 order warnings in 2 files (2 expected, marked in their scripts)")
        let dir = try TempDirectory()
        defer { dir.remove() }
        let shipped = try String(contentsOfFile: Self.repository + "/scripts/order/att-after-do-not-consent.keys", encoding: .utf8)
        let unmarked = shipped.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# check-order:") }
        try unmarked.joined(separator: "\n").write(toFile: dir.path + "/unmarked.keys", atomically: true, encoding: .utf8)
        let flagged = try consentsim(in: Self.repository, ["check-order", dir.path + "/unmarked.keys"])
        #expect(flagged.status == 1)
        #expect(flagged.stdout.contains("/unmarked.keys:7 (Select ump.doNotConsent): warning[att-after-refusal]: "), "\(flagged.stdout)")
        #expect(flagged.stdout.hasSuffix("1 order warning in 1 file\n"))
        try (shipped + "# check-order: att-after-refusl typo\n").write(toFile: dir.path + "/typo.keys", atomically: true, encoding: .utf8)
        let typo = try consentsim(in: Self.repository, ["check-order", dir.path + "/typo.keys"])
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("'# check-order: att-after-refusl typo' names no rule (rules: att-after-refusal, "), "\(typo.stderr)")
        let explainer = try consentsim(in: Self.repository, ["check-order", "scripts/order/explainer-says-allow.keys"])
        #expect(explainer.status == 0)
        #expect(explainer.stdout.contains("expected[explainer-wording]: the explainer shown before the ATT alert breaks A1 ("))
        #expect(explainer.stdout.contains("expected[explainer-wording]: the explainer shown before the ATT alert breaks A3 ("))
        #expect(explainer.stdout.contains("  source: Apple's Human Interface Guidelines, Privacy"))
    }

    /// Every shipped script plays an order nobody flags, or marks the warning it shows on purpose.
    @Test func theShippedScriptsAreCleanOrMarked() throws {
        let r = try consentsim(in: Self.repository, ["check-order", "scripts/"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("warning["))
        #expect(r.stdout.contains("scripts/att/denial-reset.keys") == false)
    }

    /// A clean order passes; a flow trace written by `play --trace` is read as well as the script.
    @Test func checkOrderPassesACleanScriptAndReadsATraceFile() throws {
        let clean = try consentsim(in: Self.repository, ["check-order", "scripts/att/cmp-first-allow.keys"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout == "0 order warnings in 1 file\n")
        let dir = try TempDirectory()
        defer { dir.remove() }
        let trace = dir.path + "/t.jsonl"
        let played = try consentsim(in: Self.repository, ["play", "--trace", trace, "scripts/order/att-after-do-not-consent.keys"])
        #expect(played.status == 0)
        let read = try consentsim(in: Self.repository, ["check-order", trace])
        #expect(read.status == 1)
        #expect(read.stdout.contains("/t.jsonl:5: warning[att-after-refusal]: "), "\(read.stdout)")
        try "{\"seq\":0,\n".write(toFile: dir.path + "/bad.jsonl", atomically: true, encoding: .utf8)
        let bad = try consentsim(in: Self.repository, ["check-order", dir.path + "/bad.jsonl"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("/bad.jsonl:1:"), "\(bad.stderr)")
    }
}

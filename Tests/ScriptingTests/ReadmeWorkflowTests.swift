import ConsentsimTestSupport
import Foundation
import Scripting
import Testing

/// The GitHub Actions workflow in the Scripts article, step by step: its `run:` lines are read from the
/// article and run in a scratch folder holding the shipped scripts and the built binary (the
/// `swift build` and `cp` steps are what built and placed that binary; the `uses:` steps are
/// GitHub's). Every shard passes, the shards partition the suite, and merging gives one JUnit and
/// one HTML report of every script.
@Suite(.tags(.spawnsProcess)) struct ReadmeWorkflowTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// The workflow: the Scripts article's YAML block that declares the `build` job.
    static func workflow() throws -> String {
        let article = try DocumentationCatalog.article("Scripts")
        let blocks = article.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try #require(blocks.first { $0.contains("\n  build:\n") && $0.contains("--shard") })
    }

    @Test func eachConsentsimStepRunsAndTheShardsMergeIntoOneReport() throws {
        let yaml = try Self.workflow()
        let runs = yaml.split(separator: "\n").compactMap { line -> String? in
            let text = line.drop { $0 == " " }
            return text.hasPrefix("- run: ") ? String(text.dropFirst(7)) : nil
        }
        let shardList = try #require(yaml.split(separator: "\n").first { $0.contains("shard: [") })
        let shards = shardList.split(separator: "[")[1].split(separator: "]")[0].split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        #expect(shards == [1, 2, 3, 4])
        #expect(runs.first == "swift build -c release --product consentsim" && runs.dropFirst().first == "cp .build/release/consentsim consentsim")

        let dir = try TempDirectory()
        defer { dir.remove() }
        // A checkout's folders as the workflow sees them (a few shipped scripts read fixtures under Tests/).
        for folder in ["scripts", "Tests", "forms"] {
            try FileManager.default.createSymbolicLink(atPath: dir.path + "/" + folder, withDestinationPath: Self.repository + "/" + folder)
        }
        try FileManager.default.copyItem(atPath: consentsimBinary, toPath: dir.path + "/consentsim")
        func shell(_ command: String) throws -> ProcessResult {
            try run("/bin/sh", ["-c", "cd '\(dir.path)' && \(command)"])
        }
        var ran = 0
        for command in runs.dropFirst(2) {
            let each =
                command.contains("${{ matrix.shard }}")
                ? shards.map { command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\($0)") } : [command]
            for line in each {
                let r = try shell(line)
                #expect(r.status == 0, "\(line): \(r.stdout)\(r.stderr)")
                ran += 1
            }
        }
        #expect(ran == 1 + 4 + 1 + 2)

        let all = try shell("./consentsim test scripts/ --list").stdout.split(separator: "\n").dropLast().count
        var names: [String] = []
        for shard in shards {
            let junit = try String(contentsOfFile: dir.path + "/junit-\(shard).xml", encoding: .utf8)
            names += JUnitMerge.testcases(in: junit)
        }
        #expect(names.count == all && Set(names).count == all, "the shards run every script once")
        let merged = try String(contentsOfFile: dir.path + "/junit.xml", encoding: .utf8)
        #expect(JUnitMerge.testcases(in: merged).count == all)
        let html = try String(contentsOfFile: dir.path + "/report/index.html", encoding: .utf8)
        #expect(html.contains("<title>consentsim test: \(all) passed, 0 failed</title>"))
        #expect(html.components(separatedBy: "<span class=\"good\">✓</span>").count - 1 == all)
    }
}

import ConsentsimTestSupport
import Foundation
import Testing

/// The fuzz loop of `consentsim-fuzz`, a few hundred fixed-seed cases in every `swift test`: for every
/// reader of input, mutated and generated cases load or fail with escaped, bounded messages, what
/// consumes a loaded result runs, what the program writes reads back, and nothing crashes.
@Suite struct FuzzLoopTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everyReaderGivesSafeResults(target name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        var campaign = FuzzCampaign(targets: [target], repository: Self.root, seed: 11)
        for _ in 0..<60 {
            let (_, bytes) = campaign.next()
            let problems = FuzzTarget.problems(in: target.run(bytes))
            #expect(problems.isEmpty, "\(name) case \(campaign.count): \(problems.prefix(3))")
        }
    }

    @Test func everyTargetHasSeeds() {
        for target in FuzzTarget.all where target.generator == nil {
            let files = target.seedPaths.compactMap { try? readBytes(Self.root + "/" + $0) }
            #expect(files.count == target.seedPaths.count, "\(target.name): a seed file is missing")
            #expect(!(files + target.derivedSeeds(files)).isEmpty, "\(target.name) has no seeds")
        }
    }

    @Test func theChecksCatchWhatTheyLookFor() {
        var outcome = FuzzOutcome()
        outcome.messages = ["fine", "evil\u{202E}line", String(repeating: "x", count: 2_001)]
        outcome.boundedMessages = ["a\nb"]
        outcome.outputs = ["{\"k\": \"\u{1B}[2J\"}"]
        outcome.problems = ["own"]
        let problems = FuzzTarget.problems(in: outcome)
        #expect(problems.count == 5, "\(problems)")
    }
}

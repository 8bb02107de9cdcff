import Basics

/// Cases for every target in turn from one seed: case `n` of a seed is the same on every machine,
/// so a problem found in CI replays with `--seed S --cases N`.
package struct FuzzCampaign {
    /// A target with its mutator.
    struct Lane {
        var target: FuzzTarget
        var mutator: Mutator
    }

    var lanes: [Lane]
    /// How many cases have been made.
    package private(set) var count = 0

    /// The targets that have seed files and found none of them (a campaign run outside the checkout).
    package private(set) var missingSeeds: [String] = []

    /// A campaign over `targets`, seeds read from `repository`.
    package init(targets: [FuzzTarget] = FuzzTarget.all, repository: String, seed: UInt64) {
        var missing: [String] = []
        lanes = targets.enumerated().map { index, target in
            let files = target.seedPaths.compactMap { try? InputFile.bytes(repository + "/" + $0) }
            if !target.seedPaths.isEmpty, files.isEmpty { missing.append(target.name) }
            var mutator = Mutator(seeds: files + target.derivedSeeds(files), seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
            mutator.maximumSize = target.maximumSize
            mutator.dictionary = target.dictionary.map { Array($0.utf8) }
            mutator.nesting = target.nesting.map { (Array($0.open.utf8), Array($0.close.utf8)) }
            return Lane(target: target, mutator: mutator)
        }
        missingSeeds = missing
    }

    /// The next case and its target.
    package mutating func next() -> (target: FuzzTarget, bytes: [UInt8]) {
        let lane = count % lanes.count
        count += 1
        if let generate = lanes[lane].target.generator {
            var bytes = generate(&lanes[lane].mutator.random)
            // A few byte edits on top, now and then.
            if Int.random(in: 0..<4, using: &lanes[lane].mutator.random) == 0 {
                lanes[lane].mutator.seeds = [bytes]
                bytes = lanes[lane].mutator.next()
            }
            return (lanes[lane].target, bytes)
        }
        return (lanes[lane].target, lanes[lane].mutator.next())
    }
}

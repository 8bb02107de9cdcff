import Basics
import Flow
import Forms
import Scripting
import Store
import TCF

/// What one fuzz case gave: the text a person would read, and any broken promise found.
package struct FuzzOutcome: Sendable {
    /// Lines printed as they are (error messages, reports): each must be escaped and bounded.
    package var messages: [String] = []
    /// Error descriptions that a caller escapes when it prints them: each must be bounded.
    package var boundedMessages: [String] = []
    /// Output that may be long (JSON, exports): it must not carry raw terminal controls.
    package var outputs: [String] = []
    /// Broken promises found by the target itself (what we write we must read back, …).
    package var problems: [String] = []
    /// Whether the reader accepted the case (so what consumes its result ran).
    package var accepted = false

    /// An outcome with nothing in it yet.
    package init() {}
}

/// One reader the fuzzer feeds: its seeds, how cases are made from them, and what runs on a case
/// (the reader, then what consumes its result, as the program would).
package struct FuzzTarget: Sendable {
    /// A short name for reports (`doctor`, `form`, …).
    package let name: String
    /// Seed files, relative to the repository.
    package let seedPaths: [String]
    /// More seeds made from the files' (a dump's exports in other formats); none by default.
    package let derivedSeeds: @Sendable ([[UInt8]]) -> [[UInt8]]
    /// The target's tokens, spliced in by the mutator.
    package let dictionary: [String]
    /// What the target nests, for deep-nesting cases.
    package let nesting: [(open: String, close: String)]
    /// A generator of whole cases from scratch (binary formats), used instead of the seeds.
    package let generator: (@Sendable (inout SplitMix64) -> [UInt8])?
    /// The largest case.
    package let maximumSize: Int
    /// Runs one case.
    package let run: @Sendable ([UInt8]) -> FuzzOutcome

    package init(
        name: String, seedPaths: [String], derivedSeeds: @escaping @Sendable ([[UInt8]]) -> [[UInt8]] = { _ in [] },
        dictionary: [String] = [], nesting: [(open: String, close: String)] = [],
        generator: (@Sendable (inout SplitMix64) -> [UInt8])? = nil, maximumSize: Int = 1 << 16,
        run: @escaping @Sendable ([UInt8]) -> FuzzOutcome
    ) {
        self.name = name
        self.seedPaths = seedPaths
        self.derivedSeeds = derivedSeeds
        self.dictionary = dictionary
        self.nesting = nesting
        self.generator = generator
        self.maximumSize = maximumSize
        self.run = run
    }

    /// The problems of `outcome`: lines that are not escaped or too long, and the target's own.
    package static func problems(in outcome: FuzzOutcome) -> [String] {
        var found = outcome.problems
        func check(_ text: String, escaped: Bool, bounded: Bool, what: String) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if bounded, line.unicodeScalars.count > 2_000 {
                    found.append("\(what): a line of \(line.unicodeScalars.count) characters: \(MessageText.line(line))")
                }
                if escaped, line.unicodeScalars.contains(where: MessageText.isControl) {
                    found.append("\(what): unescaped characters in \(MessageText.line(line))")
                }
            }
        }
        for m in outcome.messages { check(m, escaped: true, bounded: true, what: "message") }
        for m in outcome.boundedMessages {
            if m.contains("\n") { found.append("error description of more than one line: \(MessageText.line(m))") }
            check(m, escaped: false, bounded: true, what: "error description")
        }
        for o in outcome.outputs { check(o, escaped: true, bounded: false, what: "output") }
        return found
    }
}

/// The outputs of lines a batch has already judged, by the line's bytes. Past its line number, a
/// line's output and what the summary counts of it are a pure function of its bytes, the batch's
/// defaults and the CSV header, which one batch holds fixed; so a line seen before is not judged
/// again. Fleets repeat lines: users who make the same choices in the same CMP on the same day store
/// the same TC string. Bounded: emptied when it holds `capacity` lines, so memory stays flat in the
/// input's size; the output is the same with any capacity (a test checks).
struct FleetMemo: Sendable {
    /// What is kept of one judged line.
    struct Entry: Sendable {
        /// The JSON after the `line` member (`FleetJudgement.appendJSONTail`).
        var tail: [UInt8]
        /// What the summary counts.
        var tally: FleetTally
    }

    /// A line's bytes with their hash, taken once in one call over the bytes: a new line is looked
    /// up and then kept, and hashing a TC string twice was a tenth of its time. The hash mixes the
    /// line eight bytes at a time with a seed drawn for each process (SipHash over a 400-byte TC
    /// string was a twentieth of a new line's time); lines whose hashes agree are still compared byte
    /// for byte, and the memo is bounded, so lines made to collide only slow the batch down.
    struct Key: Hashable, Sendable {
        var bytes: [UInt8]
        private var hashed: Int

        /// The key of `bytes`.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            hashed = bytes.withUnsafeBytes(Self.hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hashed == rhs.hashed && lhs.bytes == rhs.bytes }

        func hash(into hasher: inout Hasher) { hasher.combine(hashed) }

        /// Drawn from the standard library's per-process random seed.
        private static let seed: UInt64 = {
            var hasher = Hasher()
            hasher.combine(0)
            return UInt64(truncatingIfNeeded: hasher.finalize())
        }()

        /// A 64-bit hash of `raw`: each word xored in and multiplied by an odd constant (a bijection,
        /// so lines differing in one word differ in hash), its high half folded down.
        private static func hash(_ raw: UnsafeRawBufferPointer) -> Int {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var h = seed ^ UInt64(raw.count) &* multiplier
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* multiplier
                h ^= h >> 32
                i += 8
            }
            var last: UInt64 = 0
            while i < raw.count {
                last = last << 8 | UInt64(raw[i])
                i += 1
            }
            h = (h ^ last) &* multiplier
            return Int(truncatingIfNeeded: h ^ h >> 29)
        }
    }

    /// The most lines kept; 0 keeps none.
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    /// Lookups and hits in the current window of `window` lookups.
    private var looked = 0
    private var hits = 0
    /// Lines left to judge without the memo before it is tried again.
    private var resting = 0

    /// How many lookups the hit rate is taken over: enough that the first, taken while the memo
    /// fills, still sees the repeats of a fleet whose lines repeat.
    static let window = 4096
    /// The fewest hits in a window for the memo to go on: a hit saves reading and judging the line
    /// (about 80,000 instructions for a new TC string line, callgrind) and a miss costs hashing,
    /// looking it up and keeping its output (about 2,500), so below one hit in 32 the memo costs
    /// more than it saves.
    static let minimumHits = window / 32
    /// How many lines are judged without the memo after a window under `minimumHits`.
    static let rest = 16 * window

    /// A memo of at most `capacity` lines.
    init(capacity: Int) {
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    /// The key of `line`, or nil when the memo keeps nothing or rests: where few lines repeat (its
    /// last window had under `minimumHits`), lines are neither hashed nor kept for `rest` lines, then
    /// the memo is tried again. Whether a line is looked up never changes its output.
    mutating func key(_ line: [UInt8]) -> Key? {
        guard capacity > 0 else { return nil }
        guard resting == 0 else {
            resting -= 1
            return nil
        }
        return Key(line)
    }

    /// The entry for `key`, if its line was judged and is still kept.
    mutating func entry(for key: Key) -> Entry? {
        let found = entries[key]
        looked += 1
        if found != nil { hits += 1 }
        if looked == Self.window {
            if hits < Self.minimumHits { resting = Self.rest }
            looked = 0
            hits = 0
        }
        return found
    }

    /// Keeps `entry` for `key`, first emptying the memo when it is full.
    mutating func keep(_ entry: Entry, for key: Key) {
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
    }
}

extension Array where Element == UInt8 {
    /// A copy as long as the bytes, for keeping while `self` is reused. `Array(self[...])` would
    /// share the buffer with all its spare capacity, and the next `removeAll(keepingCapacity: true)`
    /// then copy it for `self` at full capacity, so every kept line held a 4 kB buffer: 70 MB for
    /// the memos' lines.
    func fittedCopy() -> [UInt8] { withUnsafeBufferPointer { Array($0) } }
}

import Basics

/// The outputs of lines a batch has already judged, by the line's bytes. Past its line number, a
/// line's output and what the summary counts of it are a pure function of its bytes, the batch's
/// defaults and the CSV header, which one batch holds fixed; so a line seen before is not judged
/// again. Fleets repeat lines: users who make the same choices in the same CMP on the same day store
/// the same TC string. Bounded: at most `capacity` lines, each in one of two slots its hash picks, a
/// new line taking the place of an older one there, so memory stays flat in the input's size; the
/// output is the same with any capacity (a test checks).
///
/// Replacing one line at a time keeps the lines a fleet repeats most: emptying the whole memo when
/// full, as it first did, threw them away with the rest. On the generated fleet of 1,000,000 devices
/// (297,177 distinct lines, most repeats far apart) two workers hit 9% of lines that way, 25% with
/// 16,384 slots each, 35% keeping only lines judged twice (`admit`) and 46% with 32,768 slots
/// (replays of the file's line order).
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
    struct Key: Equatable, Sendable {
        var bytes: [UInt8]
        /// The hash of `bytes` (`hash(_:)`).
        private(set) var hashed: Int

        /// The key of `bytes`.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            hashed = bytes.withUnsafeBytes(Self.hash)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hashed == rhs.hashed && lhs.bytes == rhs.bytes }

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
    /// Where lines are kept: a line goes in slot `i` or `i + 1` (wrapping) for the `i` its hash
    /// picks. Slots never move, so a lookup is two comparisons and keeping a line frees at most one.
    private var slots: [Slot]
    /// Each slot's tag, beside the slots rather than in them: a lookup that misses reads only this
    /// small array (256 kB for 32,768 slots), not the slots' lines and outputs scattered in memory.
    /// 0 for an empty slot, else the line's hash with its lowest bit set.
    private var tags: [UInt64]
    /// A line and its output, written in place.
    private struct Slot {
        var bytes: [UInt8] = []
        var entry = Entry(tail: [], tally: FleetTally(verdict: .none))
    }
    /// The tags of lines judged once and not kept, four for each slot, each in the place its hash
    /// picks (a newer line's tag taking an older one's place): a line is kept the second time it is
    /// judged (`admit`). A quarter of the generated fleet's lines appear once; keeping them pushed
    /// out lines that repeat, and copying their outputs cost as much as finding them.
    private var seen: [UInt64]
    /// Which of a full pair of slots the next line replaces: each in turn.
    private var victim = 0
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
        self.capacity = max(0, capacity)
        slots = Array(repeating: Slot(), count: self.capacity)
        tags = Array(repeating: 0, count: self.capacity)
        seen = Array(repeating: 0, count: 4 * self.capacity)
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
        let (first, second) = slotIndices(key)
        var found: Entry?
        if holds(first, key) {
            found = slots[first].entry
        } else if holds(second, key) {
            found = slots[second].entry
        }
        looked += 1
        if found != nil { hits += 1 }
        if looked == Self.window {
            if hits < Self.minimumHits { resting = Self.rest }
            looked = 0
            hits = 0
        }
        return found
    }

    /// Whether a line just judged, not found under `key`, is worth keeping: whether it was judged
    /// before (its tag among those `seen`); if not, notes it there.
    mutating func admit(_ key: Key) -> Bool {
        guard !seen.isEmpty else { return false }
        // The hash's low bits pick the place here, its high bits the slot.
        let index = Int(UInt64(UInt(bitPattern: key.hashed)).byteSwapped.multipliedFullWidth(by: UInt64(seen.count)).high)
        if seen[index] == Self.tag(key) { return true }
        seen[index] = Self.tag(key)
        return false
    }

    /// Keeps `entry` for `key` in a free slot of its two, or in place of one of the lines there.
    mutating func keep(_ entry: Entry, for key: Key) {
        let (first, second) = slotIndices(key)
        let slot: Int
        if tags[first] == 0 || holds(first, key) {
            slot = first
        } else if tags[second] == 0 || holds(second, key) {
            slot = second
        } else {
            victim ^= 1
            slot = victim == 0 ? first : second
        }
        tags[slot] = Self.tag(key)
        slots[slot].bytes = key.bytes
        slots[slot].entry = entry
    }

    /// Whether slot `index` holds `key`'s line.
    private func holds(_ index: Int, _ key: Key) -> Bool {
        guard tags[index] == Self.tag(key), slots[index].bytes.count == key.bytes.count else { return false }
        // memcmp: the array's `==` compares a 400-byte line a byte at a time.
        return slots[index].bytes.withUnsafeBytes { kept in
            key.bytes.withUnsafeBytes { line in
                guard let a = kept.baseAddress, let b = line.baseAddress else { return true }  // both empty
                return memcmp(a, b, line.count) == 0
            }
        }
    }

    /// `key`'s tag: never 0, the tag of an empty slot.
    private static func tag(_ key: Key) -> UInt64 { UInt64(UInt(bitPattern: key.hashed)) | 1 }

    /// The two slots `key`'s line may be kept in (the same one when there is only one).
    private func slotIndices(_ key: Key) -> (Int, Int) {
        // The high half of hash × capacity: a slot for each hash as a remainder would pick, without
        // the division, which stood between the hash and the slot's memory on every lookup.
        let first = Int(UInt64(UInt(bitPattern: key.hashed)).multipliedFullWidth(by: UInt64(capacity)).high)
        return (first, first + 1 == capacity ? 0 : first + 1)
    }
}

extension Array where Element == UInt8 {
    /// A copy as long as the bytes, for keeping while `self` is reused. `Array(self[...])` would
    /// share the buffer with all its spare capacity, and the next `removeAll(keepingCapacity: true)`
    /// then copy it for `self` at full capacity, so every kept line held a 4 kB buffer: 70 MB for
    /// the memos' lines.
    func fittedCopy() -> [UInt8] { withUnsafeBufferPointer { Array($0) } }
}

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
    /// up and then kept, and hashing a TC string twice was a tenth of its time.
    struct Key: Hashable, Sendable {
        var bytes: [UInt8]
        private var hashed: Int

        /// The key of `bytes`.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            hashed = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.hashed == rhs.hashed && lhs.bytes == rhs.bytes }

        func hash(into hasher: inout Hasher) { hasher.combine(hashed) }
    }

    /// The most lines kept; 0 keeps none.
    let capacity: Int
    private var entries: [Key: Entry] = [:]

    /// A memo of at most `capacity` lines.
    init(capacity: Int) {
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    /// The key of `line`, or nil when the memo keeps nothing.
    func key(_ line: [UInt8]) -> Key? { capacity == 0 ? nil : Key(line) }

    /// The entry for `key`, if its line was judged and is still kept.
    func entry(for key: Key) -> Entry? { entries[key] }

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

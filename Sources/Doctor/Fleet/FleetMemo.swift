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

    /// A line's bytes, hashed as bytes in one call rather than element by element.
    struct Key: Hashable, Sendable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// The most lines kept; 0 keeps none.
    let capacity: Int
    private var entries: [Key: Entry] = [:]

    /// A memo of at most `capacity` lines.
    init(capacity: Int) {
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    /// The entry for `line`, if it was judged and is still kept.
    func entry(for line: [UInt8]) -> Entry? {
        capacity == 0 ? nil : entries[Key(bytes: line)]
    }

    /// Keeps `entry` for `line`, first emptying the memo when it is full.
    mutating func keep(_ entry: Entry, for line: [UInt8]) {
        guard capacity > 0 else { return }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[Key(bytes: line)] = entry
    }
}

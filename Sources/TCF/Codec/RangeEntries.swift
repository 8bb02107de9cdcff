/// `NumEntries(12)` followed by `IsARange(1) StartOrOnlyVendorId(16) [EndVendorId(16)]` entries.
///
/// Used by range-encoded vendor sections and by publisher restrictions; the encoder writes one
/// entry per maximal run of consecutive ids, a single-id entry for runs of length one.
enum RangeEntries {
    /// The most entries a 12-bit NumEntries can announce.
    static let maxEntries = 4095

    /// How many maximal runs a set has and how many of them hold one id.
    struct Stats: Equatable {
        /// Number of maximal runs of consecutive members.
        var runs: Int
        /// Runs of length one.
        var singles: Int
    }

    /// Counts the runs of `set`.
    static func stats(_ set: IDSet) -> Stats {
        count(set, stoppingAbove: .max)
    }

    /// The run statistics, or nil when the entries would need more than `budget` bits.
    static func stats(_ set: IDSet, stoppingAbove budget: Int) -> Stats? {
        let stats = count(set, stoppingAbove: budget)
        return bits(stats) > budget ? nil : stats
    }

    /// Counts runs word by word (a run starts at a member whose predecessor is absent and ends at
    /// a member whose successor is absent), stopping early once the entries exceed `budget` bits.
    private static func count(_ set: IDSet, stoppingAbove budget: Int) -> Stats {
        set.words.withUnsafeBufferPointer { words in
            var stats = Stats(runs: 0, singles: 0)
            var carry: UInt64 = 0
            let count = words.count
            for i in 0..<count {
                let x = words[i]
                // Sparse sets are mostly zero words; skipping them avoids two popcounts each.
                guard x != 0 else {
                    carry = 0
                    continue
                }
                let next: UInt64 = i + 1 < count ? words[i + 1] : 0
                let starts = x & ~((x << 1) | carry)
                let ends = x & ~((x >> 1) | (next << 63))
                stats.runs += starts.nonzeroBitCount
                stats.singles += (starts & ends).nonzeroBitCount
                carry = x >> 63
                if bits(stats) > budget { break }
            }
            return stats
        }
    }

    /// Bits of the entries alone (without NumEntries) for runs described by `stats`.
    static func bits(_ stats: Stats) -> Int {
        17 * stats.runs + 16 * (stats.runs - stats.singles)
    }

    /// Bits of the entries alone (without NumEntries) for `set`.
    static func bits(_ set: IDSet) -> Int { bits(stats(set)) }

    /// Appends NumEntries and one entry per run of `set` (which must have at most 4095 runs).
    static func write(_ set: IDSet, to writer: inout BitWriter) {
        writer.write(stats(set).runs, .numEntries)
        set.forEachRun { first, last in
            writer.write(first != last)
            writer.write(first, .startOrOnlyVendorId)
            if first != last { writer.write(last, .endVendorId) }
        }
    }

    /// Reads NumEntries and the entries into a set, rejecting id 0, reversed ranges and ids above
    /// `maxVendorId` (when given).
    static func read(
        from reader: inout BitReader, maxVendorId: Int?, section: StaticString
    ) throws(TCStringError) -> IDSet {
        let count = try reader.read(.numEntries, in: section)
        guard count > 0 else { return IDSet() }
        // Bits go straight into words sized for the highest allowed id, trimmed once at the end:
        // inserting range by range into an IDSet checked and regrew its storage for every entry.
        var words = [UInt64](repeating: 0, count: maxVendorId.map { ($0 + 63) >> 6 } ?? 0)
        for _ in 0..<count {
            let isRange = try reader.read(.isARange, in: section) != 0
            let startOffset = reader.position
            let start = try reader.read(.startOrOnlyVendorId, in: section)
            var end = start
            var endOffset = startOffset
            if isRange {
                endOffset = reader.position
                end = try reader.read(.endVendorId, in: section)
            }
            guard start >= 1 else {
                throw reader.error(.vendorIdZero(field: "\(section)"), at: startOffset)
            }
            guard end >= start else {
                throw reader.error(.rangeEndBeforeStart(field: "\(section)", start: start, end: end), at: endOffset)
            }
            if let maxVendorId, end > maxVendorId {
                throw reader.error(
                    .vendorIdAboveMax(field: "\(section)", id: end, maxVendorId: maxVendorId), at: endOffset)
            }
            // A 16-bit id never exceeds `IDSet.maxID`.
            IDSet.setBits(start...end, in: &words)
        }
        return IDSet(words: words)
    }
}

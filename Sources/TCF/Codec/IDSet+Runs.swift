extension IDSet {
    /// Calls `body(first, last)` for each maximal run of consecutive members, ascending, without
    /// building the `runs` array.
    ///
    /// Runs are found a word at a time from masks of their first and last members (a member whose
    /// predecessor, or successor, is absent), so the cost follows the number of runs, not members.
    func forEachRun(_ body: (Int, Int) -> Void) {
        words.withUnsafeBufferPointer { words in
            let n = words.count
            var carry: UInt64 = 0
            var start = 0  // first id of a run not closed yet, 0 when none
            for i in 0..<n {
                let x = words[i]
                guard x != 0 else {
                    carry = 0
                    continue
                }
                let next: UInt64 = i + 1 < n ? words[i + 1] : 0
                var starts = x & ~((x << 1) | carry)
                var ends = x & ~((x >> 1) | (next << 63))
                let base = i << 6 + 1
                while true {
                    if start == 0 {
                        guard starts != 0 else { break }
                        start = base + starts.trailingZeroBitCount
                        starts &= starts - 1
                    }
                    // No end in this word: the run goes on into the next one.
                    guard ends != 0 else { break }
                    body(start, base + ends.trailingZeroBitCount)
                    ends &= ends - 1
                    start = 0
                }
                carry = x >> 63
            }
        }
    }
}

extension IDSet {
    /// Calls `body(first, last)` for each maximal run of consecutive members, ascending, without
    /// building the `runs` array.
    func forEachRun(_ body: (Int, Int) -> Void) {
        var start = -1
        var previous = -2
        for (w, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                let id = w << 6 + rest.trailingZeroBitCount + 1
                rest &= rest - 1
                if id != previous + 1 {
                    if start > 0 { body(start, previous) }
                    start = id
                }
                previous = id
            }
        }
        if start > 0 { body(start, previous) }
    }
}

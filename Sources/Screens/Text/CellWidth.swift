/// How many terminal cells text occupies, consistent with glibc's `wcwidth` and independent of the locale.
///
/// Scalars come from a range table generated from glibc (see `scripts/dev/gen-cell-width-table.py`);
/// grapheme clusters add the emoji rules terminals follow. Use these functions for every layout,
/// wrapping and truncation decision: `String.count` counts clusters, not cells.
package enum CellWidth {
    /// The cell width of one scalar: 0 (combining, format, control), 1 or 2 (East Asian wide, emoji).
    @inlinable
    package static func scalar(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return 1 }
        return tableWidth(v)
    }

    /// The cell width of a grapheme cluster: its base's width plus its spacing marks, with the emoji rules.
    ///
    /// A ZWJ sequence, a VS16 emoji presentation, an emoji with a skin-tone modifier and a pair of
    /// regional indicators (a flag) are 2; combining marks add 0.
    package static func character(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return scalar(first) }
        if isRegionalIndicator(first) && isRegionalIndicator(second) { return 2 }
        if first.properties.isEmoji {
            for s in scalars where s.value == 0xFE0F || s.value == 0x200D || s.properties.isEmojiModifier {
                return 2
            }
        }
        var total = 0
        for s in scalars { total += scalar(s) }
        return total
    }

    /// The cell width of a string: the sum of its grapheme clusters' widths.
    package static func string<S: StringProtocol>(_ text: S) -> Int {
        // Most labels are ASCII: count bytes without forming clusters (over the contiguous bytes
        // when there are some: the byte iterator would take a third of the time to build the
        // vendor page's 692 rows).
        let ascii: Int? = if let contiguous = text.utf8.withContiguousStorageIfAvailable(asciiWidth) { contiguous } else { asciiWidth(text.utf8) }
        if let ascii { return ascii }
        var total = 0
        for c in text { total += character(c) }
        return total
    }

    /// The cell width of `bytes` if they are all ASCII (controls and DEL are 0 wide), else nil.
    private static func asciiWidth<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var width = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x20 && byte != 0x7F { width += 1 }
        }
        return width
    }

    /// Whether `scalar` is one of the 26 regional indicator symbols that pair into flags.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Looks `value` up in the generated table; anything not listed is 1.
    @usableFromInline
    static func tableWidth(_ value: UInt32) -> Int {
        let table = nonSingleRanges
        var low = 0, high = table.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let entry = table[mid]
            if value < entry.0 {
                high = mid - 1
            } else if value > entry.1 {
                low = mid + 1
            } else {
                return Int(entry.2)
            }
        }
        return 1
    }
}

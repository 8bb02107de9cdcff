extension UInt64 {
    /// The word with its bit order reversed (bit 0 becomes bit 63).
    ///
    /// IDSet words are LSB-first (bit 0 = lowest id) while TC string bitfields are MSB-first, so
    /// every 64-id block of a bitfield is one reversal away from an IDSet word.
    @inline(__always)
    var bitReversed: UInt64 {
        var v = byteSwapped
        v = ((v >> 1) & 0x5555_5555_5555_5555) | ((v & 0x5555_5555_5555_5555) << 1)
        v = ((v >> 2) & 0x3333_3333_3333_3333) | ((v & 0x3333_3333_3333_3333) << 2)
        v = ((v >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((v & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        return v
    }
}

extension String {
    /// `head`, `number` in decimal and `tail` (`"vendor." 755 ".consent"`), written into one string in
    /// one step: the vendor page makes four such texts for each of the 692 vendors, and interpolation
    /// or `+` would spend most of the rows' time in intermediate strings and appends.
    package static func numbered(_ head: String, _ number: Int, _ tail: StaticString = "") -> String {
        var head = head
        var magnitude = number.magnitude
        var digits = 1
        while magnitude >= 10 {
            magnitude /= 10
            digits += 1
        }
        let sign = number < 0 ? 1 : 0
        let tailCount = tail.utf8CodeUnitCount
        return head.withUTF8 { headBytes in
            let count = headBytes.count + sign + digits + tailCount
            return String(unsafeUninitializedCapacity: count) { buffer in
                var i = 0
                for byte in headBytes {
                    buffer[i] = byte
                    i += 1
                }
                if sign == 1 {
                    buffer[i] = UInt8(ascii: "-")
                    i += 1
                }
                var rest = number.magnitude
                for position in stride(from: i + digits - 1, through: i, by: -1) {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                i += digits
                for byte in UnsafeBufferPointer(start: tail.utf8Start, count: tailCount) {
                    buffer[i] = byte
                    i += 1
                }
                return count
            }
        }
    }
}

/// Parses the ISO 8601 timestamps TCF tooling exchanges (`2025-06-03`, `2025-06-03T12:30:00Z`,
/// `2025-06-03T12:30:00.250+02:00`) into deciseconds since the Unix epoch.
public enum ISO8601 {
    /// Deciseconds since the epoch, or nil when `text` is not an ISO 8601 date or UTC/offset date-time.
    public static func deciseconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for k in 0..<n {
                let c = b[i + k]
                guard c >= 48 && c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            i += n
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let y = digits(4), expect(45), let mo = digits(2), expect(45), let d = digits(2),
              (1...12).contains(mo), d >= 1, d <= CivilDate.daysIn(year: y, month: mo) else { return nil }
        var ds = CivilDate(year: y, month: mo, day: d).deciseconds
        if i == b.count { return ds }
        guard expect(84) || expect(116) || expect(32),
              let h = digits(2), expect(58), let mi = digits(2), h < 24, mi < 60 else { return nil }
        var sec = 0
        var tenths = 0
        if expect(58) {
            guard let s = digits(2), s < 61 else { return nil }
            sec = s
            if expect(46) {
                guard let f = digits(1) else { return nil }
                tenths = f
                while i < b.count, b[i] >= 48 && b[i] <= 57 { i += 1 }
            }
        }
        ds += Int64(((h * 60 + mi) * 60 + sec) * 10 + tenths)
        if expect(90) || expect(122) { return i == b.count ? ds : nil }
        guard i < b.count, b[i] == 43 || b[i] == 45 else { return nil }
        let sign: Int64 = b[i] == 43 ? 1 : -1
        i += 1
        guard let oh = digits(2), expect(58) || true, let om = digits(2), oh < 24, om < 60, i == b.count else { return nil }
        return ds - sign * Int64((oh * 60 + om) * 600)
    }

    /// `2025-06-03T00:00:00.0Z`-style text for deciseconds since the epoch.
    public static func string(deciseconds: Int64) -> String {
        let date = CivilDate(deciseconds: deciseconds)
        let rest = Int(deciseconds - date.deciseconds)
        let tenths = rest % 10
        let secs = rest / 10
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(date)T\(pad(secs / 3600)):\(pad(secs / 60 % 60)):\(pad(secs % 60)).\(tenths)Z"
    }
}

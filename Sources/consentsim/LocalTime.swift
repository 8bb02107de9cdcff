import Basics

/// The time of day in the local time zone (`localtime_r`: `TZ`, else /etc/localtime).
///
/// Not Foundation's `Calendar.current`: without FoundationInternationalization (ICU, kept out of
/// the binary) its time zone is always GMT.
enum LocalTime {
    /// Now, as hour, minute and second.
    static func now() -> (hour: Int, minute: Int, second: Int) {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return (Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }
}

/// The element a SharedPreferences file keeps a value in (Android's XmlUtils.writeValueXml), which is
/// the Java type `getAll()` hands back and decides the one getter that accepts it: each getter of
/// SharedPreferencesImpl casts the stored object (`(Integer) map.get(key)` in `getInt`, `(String)` in
/// `getString`, …), so a value kept in any other element throws ClassCastException
/// (frameworks/base, core/java/android/app/SharedPreferencesImpl.java, read 2026-11-29).
public enum SharedPreferencesType: String, Sendable, CaseIterable, CustomStringConvertible {
    case string, int, long, float, boolean, set

    /// The getter that reads this element (`getInt` for `<int>`).
    public var getter: String {
        switch self {
        case .string: "getString"
        case .int: "getInt"
        case .long: "getLong"
        case .float: "getFloat"
        case .boolean: "getBoolean"
        case .set: "getStringSet"
        }
    }

    /// The element as written: `<long>`.
    public var description: String { "<\(rawValue)>" }
}

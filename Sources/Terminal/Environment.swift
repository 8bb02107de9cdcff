import Basics

/// Reads the process environment without Foundation.
public enum Environment {
    /// The value of `name`, or nil when it is unset.
    public static func value(of name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}

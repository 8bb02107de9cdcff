import Basics

/// Reads the process environment without Foundation.
package enum Environment {
    /// The value of `name`, or nil when it is unset.
    package static func value(of name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}

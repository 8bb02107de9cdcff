import Basics

/// Why bytes are not a readable domain in an XML format (a property list, SharedPreferences XML),
/// and where.
///
/// Covers syntax errors and foreign files alike (binary plist, JSON, empty file, root not a dict):
/// either way the store cannot use the file and must not overwrite it silently.
public struct PlistReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where.
    public var location: SourceLocation

    /// An error at `location`.
    public init(message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// An error at `line`:`column`.
    public init(message: String, line: Int, column: Int) {
        self.init(message: message, at: SourceLocation(line: line, column: column))
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

/// Why a domain cannot be written as an XML property list: a value XML 1.0 cannot carry.
public struct PlistEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the value sits, e.g. `personalized_ad_status.providers[0].company_name`.
    public var keyPath: String
    /// What is wrong.
    public var message: String

    /// An error at `keyPath`.
    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    /// `keyPath: message`.
    public var description: String { "\(keyPath): \(message)" }
}

/// Why bytes are not a readable XML property list domain, with the 1-based line and column.
///
/// Covers syntax errors and foreign files alike (binary plist, JSON, empty file, root not a dict):
/// either way the store cannot use the file and must not overwrite it silently.
public struct PlistReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    /// An error at `line`:`column`.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
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

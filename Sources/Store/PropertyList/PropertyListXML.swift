/// The XML property list codec: pure functions between a domain and the bytes Apple's tools read.
public enum PropertyListXML {
    /// The domain as a complete XML property list document (UTF-8 text, trailing newline).
    public static func encode(_ domain: StoreDomain) throws(PlistEncodingError) -> String {
        try PlistWriter.document(domain)
    }

    /// One value as a one-line XML fragment such as `<dict><key>a</key><integer>1</integer></dict>`,
    /// the typed form `defaults write` accepts; `keyPath` names the value in errors.
    public static func fragment(_ value: StoreValue, keyPath: String = "") throws(PlistEncodingError) -> String {
        try PlistWriter.fragment(value, path: keyPath)
    }

    /// Parses one value written as a fragment, the inverse of `fragment(_:keyPath:)`.
    public static func decodeFragment(_ text: String) throws(PlistReadError) -> StoreValue {
        try PlistReader.value(fromFragment: Array(text.utf8))
    }

    /// Parses an XML property list whose root is a `<dict>`.
    public static func decode(_ bytes: [UInt8]) throws(PlistReadError) -> StoreDomain {
        try PlistReader.domain(from: bytes)
    }

    /// Parses an XML property list whose root is a `<dict>`.
    public static func decode(_ text: String) throws(PlistReadError) -> StoreDomain {
        try PlistReader.domain(from: Array(text.utf8))
    }
}

/// Why a device dump could not be read: what is wrong and, for text formats, the 1-based line and column.
package struct DeviceDumpError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String
    /// 1-based line, when the format has lines.
    package var line: Int?
    /// 1-based column, when known.
    package var column: Int?

    /// An error, optionally at `line`:`column`.
    package init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, or the message alone.
    package var description: String {
        switch (line, column) {
        case (let l?, let c?): "\(l):\(c): \(message)"
        case (let l?, nil): "\(l): \(message)"
        default: message
        }
    }
}

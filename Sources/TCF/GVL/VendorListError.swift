import Basics

/// Why a vendor list could not be loaded: where (file, line:column or JSON path) and what.
///
/// `description` formats:
/// - syntax: `line:column: message`, with a file `vendor-list.json:3:14: message`;
/// - content: `$.vendors["755"].purposes[2]: expected a whole number, found a string`,
///   with a file `vendor-list.json: $.vendors["755"].purposes[2]: ...`;
/// - file access: `vendor-list.json: cannot read: No such file or directory`.
public struct VendorListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the JSON text the problem is.
    public enum Location: Equatable, Sendable {
        /// A JSON syntax error at a line and column.
        case text(SourceLocation)
        /// A missing, mistyped, out-of-range or inconsistent value at this JSON path (`$.vendors["8"].name`).
        case path(String)
        /// The file itself could not be read.
        case file
    }

    /// The file being loaded, as the caller named it; nil for in-memory JSON.
    public var file: String?
    /// Where the problem is.
    public var location: Location
    /// What is wrong.
    public var message: String

    /// An error at `location`.
    public init(file: String? = nil, location: Location, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// A syntax error from the JSON parser.
    public init(_ error: JSONSyntaxError, file: String? = nil) {
        self.init(file: file, location: .text(error.location), message: error.message)
    }

    /// A content error from decoding.
    public init(_ error: JSONDecodeError, file: String? = nil) {
        self.init(file: file, location: .path(error.path), message: error.message)
    }

    /// The JSON path of a content error, else nil.
    public var path: String? {
        if case .path(let p) = location { return p }
        return nil
    }

    /// One line naming the file (if any), the place and the problem.
    public var description: String {
        switch (location, file) {
        case (.text(let location), nil): "\(location): \(message)"
        case (.text(let location), let file?): "\(file):\(location): \(message)"
        case (.path(let path), nil): "\(path): \(message)"
        case (.path(let path), let file?): "\(file): \(path): \(message)"
        case (.file, nil): message
        case (.file, let file?): "\(file): \(message)"
        }
    }

    /// The same error attributed to `file`.
    func inFile(_ file: String) -> VendorListError {
        var copy = self
        copy.file = file
        return copy
    }
}

import Basics

/// A store file operation that failed; every case names the file.
public enum StoreFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not an XML property list domain (syntax error or foreign file).
    case unreadable(path: String, PlistReadError)
    /// The domain holds a value an XML property list cannot carry; nothing was written.
    case unencodable(path: String, PlistEncodingError)
    /// A system call failed (`operation` is a verb phrase such as "open", "rename into place").
    case system(path: String, operation: String, code: Int32)
    /// The store cannot be read as a file (a directory, a device, larger than the input cap).
    case input(InputFileError)
    /// The store may not be written (read-only file or folder); nothing was changed.
    case readOnly(path: String, reason: String)

    /// `path:line:column: message`, `path: key: message` or `path: cannot operation: reason`.
    public var description: String {
        switch self {
        case .unreadable(let path, let e): "\(path):\(e.location): \(e.message)"
        case .unencodable(let path, let e): "\(path): cannot save \(e.keyPath): \(e.message)"
        case .system(let path, let operation, let code): "\(path): cannot \(operation): \(String(cString: strerror(code)))"
        case .input(let error): error.description
        case .readOnly(let path, let reason): "\(path): the store is read-only (\(reason)); nothing was written"
        }
    }

    /// Whether the file itself is corrupt or foreign (as opposed to an I/O or encoding problem).
    public var isUnreadableFile: Bool {
        if case .unreadable = self { return true }
        return false
    }
}

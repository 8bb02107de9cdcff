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
    /// Another process held the store's lock for longer than the store waits (who, when known).
    case locked(path: String, holder: String?, seconds: Double)
    /// The new version could not be written (the one output path's error); the store is unchanged.
    case output(OutputFileError)

    /// `path:line:column: message`, `path: key: message` or `path: cannot operation: reason`.
    public var description: String {
        switch self {
        case .unreadable(let path, let e): "\(path):\(e.location): \(e.message)"
        case .unencodable(let path, let e): "\(path): cannot save \(e.keyPath): \(e.message)"
        case .system(let path, let operation, let code): "\(path): cannot \(operation): \(String(cString: strerror(code)))"
        case .input(let error): error.description
        case .readOnly(let path, let reason): "\(path): the store is read-only (\(reason)); nothing was written"
        case .locked(let path, let holder, let seconds):
            "\(path): the store is locked by \(holder ?? "another process") and stayed locked for \(Self.describe(seconds)); nothing was written"
        case .output(let error): error.description
        }
    }

    /// `5 s`, `0.5 s`.
    private static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    /// Whether the file itself is corrupt or foreign (as opposed to an I/O or encoding problem).
    public var isUnreadableFile: Bool {
        if case .unreadable = self { return true }
        return false
    }
}

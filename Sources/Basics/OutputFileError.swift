/// Why an output file could not be written; `description` is one escaped line naming the file once.
public struct OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable, Equatable {
        /// An empty path.
        case empty
        /// The path names a folder where a file is needed.
        case folder
        /// The path ends with `/` and names nothing yet.
        case endsWithSlash
        /// A device, FIFO or socket, which a rename would replace (what it is).
        case notRegular(String)
        /// A component of the path (this one) is a file, not a folder.
        case parentNotFolder(String)
        /// The path names a file where a folder is needed.
        case notFolder
        /// The write was dropped before it completed (a time limit passed).
        case discarded
        /// A system call failed: what was being done, and errno.
        case system(operation: String, code: Int32)
    }

    /// The path as given.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// An error for `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The errno behind the problem, if any.
    public var code: Int32? {
        if case .system(_, let code) = problem { return code }
        return nil
    }

    /// The reason without the file name.
    public var reason: String {
        switch problem {
        case .empty: "an empty path; give a file name"
        case .folder: "is a folder; give a file name"
        case .endsWithSlash: "ends with '/'; give a file name"
        case .notRegular(let what): "not a regular file (\(what)); give a file"
        case .parentNotFolder(let component): "\(MessageText.line(component)) is not a folder"
        case .notFolder: "is a file, not a folder; give a folder (it is created if missing)"
        case .discarded: "not written: the session was stopped"
        case .system(let operation, let code): "cannot \(operation): \(SystemCall.reason(code))"
        }
    }

    /// `path: reason`, escaped and bounded.
    public var description: String { MessageText.line(path) + ": " + reason }
}

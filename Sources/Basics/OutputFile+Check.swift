extension OutputFile {
    /// Whether `path` could be written now, without writing it: not empty, not a folder (nor a name
    /// ending in `/`), not a device, and (unless `kinds` allows streams) not a FIFO or socket, whose
    /// node a rename would replace; its folder, or the nearest existing folder above it, writable.
    /// Commands call it before their work, so a typo costs nothing.
    public static func check(_ path: String, kinds: Kinds = .regularFiles) throws(OutputFileError) {
        if path.isEmpty { throw OutputFileError(path: path, problem: .empty) }
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw OutputFileError(path: path, problem: .folder)
            case S_IFCHR, S_IFBLK: throw OutputFileError(path: path, problem: .notRegular("a device"))
            default:
                guard kinds == .regularFilesAndStreams else { throw OutputFileError(path: path, problem: .notRegular("a pipe or socket")) }
                return
            }
        } else if errno != ENOENT && errno != ENOTDIR {
            throw OutputFileError(path: path, problem: .system(operation: "look at it", code: errno))
        }
        if path.hasSuffix("/") { throw OutputFileError(path: path, problem: .endsWithSlash) }
        try checkFolder(folder(of: path), for: path)
    }

    /// Whether files could be written under the folder `path` now (it is a folder or can be created).
    public static func checkFolder(_ path: String) throws(OutputFileError) {
        if path.isEmpty { throw OutputFileError(path: path, problem: .empty) }
        try checkFolder(path, for: path)
    }

    /// Checks that `folder` is a writable folder, or that the nearest existing one above it is; a
    /// folder that exists is probed by creating and removing a temporary file in it.
    private static func checkFolder(_ folder: String, for path: String) throws(OutputFileError) {
        var current = folder
        var info = stat()
        while stat(current, &info) != 0 {
            guard errno == ENOENT else {
                throw OutputFileError(
                    path: path,
                    problem: errno == ENOTDIR ? .parentNotFolder(nearestExisting(current)) : .system(operation: "look at its folder", code: errno))
            }
            let up = Self.folder(of: current)
            if up == current { break }
            current = up
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFileError(path: path, problem: current == path ? .notFolder : .parentNotFolder(current))
        }
        if current == folder {
            let (fd, temporary) = try createTemporary(beside: folder == path ? path + "/probe" : path, in: folder, reportingAs: path)
            close(fd)
            unlink(temporary)
        } else if access(current, W_OK | X_OK) != 0 {
            throw OutputFileError(path: path, problem: .system(operation: "create its folder in \(current)", code: errno))
        }
    }

    /// The deepest existing ancestor of `path` (used when a component is a file).
    static func nearestExisting(_ path: String) -> String {
        var current = folder(of: path)
        var info = stat()
        while lstat(current, &info) != 0 {
            let up = folder(of: current)
            if up == current { break }
            current = up
        }
        return current
    }
}

import Basics

/// Thin, errno-checked wrappers over the system calls the file store needs.
enum POSIXFile {
    /// The whole file, or nil when it does not exist; bounded and regular files only (the one input reader).
    static func read(_ path: String) throws(StoreFileError) -> [UInt8]? {
        do {
            return try InputFile.bytes(path)
        } catch {
            if error.problem == .missing { return nil }
            throw .input(error)
        }
    }

    /// The file a store path stands for: symlinks in the last component followed (relative
    /// targets resolve against the link's folder), so writes go through to the target and the lock
    /// is the target's. A dangling link yields its target (the first write creates it).
    static func resolvingSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                target.hasPrefix("/") ? target : (OutputFile.folder(of: current) == "." ? target : OutputFile.folder(of: current) + "/" + target)
        }
        return current
    }

    /// Whether something exists at `path` (without following a final symlink).
    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }
}

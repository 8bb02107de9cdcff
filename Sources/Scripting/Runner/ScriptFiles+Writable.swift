import Basics

extension ScriptFiles {
    /// Checks that `write(_:to:)` could put a file at `path` (its folder can be created and written,
    /// and `path` is not a folder), by creating and removing the temporary file a write would use.
    /// `record` calls it before the session starts, so a typo in the target does not lose the session.
    package static func checkWritable(_ path: String) throws(ScriptLoader.ReadError) {
        if isDirectory(path) { throw ScriptLoader.ReadError("\(path): is a folder; give a file name such as \(path)/session.keys") }
        if let kind = specialFileKind(path) { throw ScriptLoader.ReadError("\(path): not a regular file (\(kind)); give a file") }
        try makeDirectories(ScriptPath.directory(of: path))
        let probe = path + ".tmp-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ScriptLoader.ReadError("\(path): cannot write: \(SystemCall.reason(errno))") }
        close(fd)
        unlink(probe)
    }
}

import Basics

/// The file system at the edge of the scripting layer: reading scripts and snapshots, writing
/// snapshots atomically, and finding `*.keys` files.
package enum ScriptFiles {
    /// The UTF-8 text of `path` through the bounded input reader (regular files only, BOM and CRLF tolerated).
    package static func read(_ path: String) throws(ScriptLoader.ReadError) -> String {
        do {
            return try InputFile.text(path)
        } catch {
            throw ScriptLoader.ReadError(error.reason)
        }
    }

    /// The text of `path`, or nil when it cannot be read.
    package static func readIfPresent(_ path: String) -> String? { try? read(path) }

    /// A loader over the real file system.
    package static let loader = ScriptLoader(readFile: { path in try read(path) }, canonicalPath: { canonical($0) })

    /// The real path of `path` (symlinks in every component resolved), so `Source` cycles through a
    /// symlinked folder are caught; the normalized path when it does not exist.
    package static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return ScriptPath.normalized(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The text of the snapshot file `path`, or nil when there is none; any other problem (a folder,
    /// no permission, no descriptor left) is an error, so it is never reported as a missing snapshot.
    package static func readSnapshot(_ path: String) throws(InputFileError) -> String? {
        do {
            return try InputFile.text(path)
        } catch {
            if error.problem == .missing { return nil }
            throw error
        }
    }

    /// Writes `content` to `path` through the one output path (`OutputFile`: an exclusive temporary
    /// file beside it, then a rename; folders created), so a reader never sees half a file.
    package static func write(_ content: String, to path: String) throws(OutputFileError) {
        try OutputFile.write(content, to: path)
    }

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` exists.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Every session script under `paths`, sorted: `*.keys` files found recursively, skipping hidden
    /// entries, `__snapshots__`, and files whose name starts with `_` (include-only scripts for
    /// `Source`). A path naming a file is taken as it is. Missing paths are returned separately.
    /// Symlinked folders are followed, each folder once: a link to a parent (`up -> ..`) would
    /// otherwise make the walk endless, and two such links make it exponential.
    package static func findScripts(under paths: [String], extensions: [String] = [".keys"]) -> (scripts: [String], missing: [String]) {
        var scripts: [String] = []
        var missing: [String] = []
        var walked = Set<FileIdentity>()
        for path in paths {
            if isDirectory(path) {
                walk(path, extensions: extensions, walked: &walked, into: &scripts)
            } else if exists(path) {
                scripts.append(path)
            } else {
                missing.append(path)
            }
        }
        var seen = Set<String>()
        return (scripts.filter { seen.insert($0).inserted }.sorted(), missing)
    }

    /// A file's device and inode: the same folder under every name a symlink gives it.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The names `directory` holds, sorted (none when it cannot be read).
    package static func names(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func walk(_ directory: String, extensions: [String], walked: inout Set<FileIdentity>, into scripts: inout [String]) {
        var info = stat()
        guard stat(directory, &info) == 0, walked.insert(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
            return
        }
        let names = Self.names(in: directory).filter { !$0.hasPrefix(".") && $0 != "__snapshots__" }
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if isDirectory(path) {
                walk(path, extensions: extensions, walked: &walked, into: &scripts)
            } else if extensions.contains(where: { name.hasSuffix($0) }), !name.hasPrefix("_") {
                scripts.append(path)
            }
        }
    }
}

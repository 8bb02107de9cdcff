import Basics

/// File paths of forms and the files they name, worked out the way Foundation's `URL(fileURLWithPath:)`
/// did (so messages that name a resolved path do not change), without linking Foundation.
enum FormPaths {
    /// The absolute folder of the file at `path`: the current directory joined with a relative path,
    /// `.` and `..` components resolved as text, then the last component dropped (`/` at the top).
    static func directory(ofFile path: String) -> String {
        var components: [Substring] = []
        let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        for component in absolute.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        while components.last == "" { components.removeLast() }
        if !components.isEmpty { components.removeLast() }
        return "/" + components.joined(separator: "/")
    }

    /// `relative` inside `directory` (`URL.appendingPathComponent`: one `/` between them).
    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Whether something exists at `path` (following symbolic links, as `FileManager.fileExists`).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

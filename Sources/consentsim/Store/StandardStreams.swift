#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error (unbuffered, straight to descriptor 2).
func printError(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeMutableBytes { buffer in
            #if canImport(Darwin)
            Darwin.write(2, buffer.baseAddress! + offset, buffer.count - offset)
            #elseif canImport(Musl)
            Musl.write(2, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
        }
        if n <= 0 { return }
        offset += n
    }
}

/// Writes `text` to standard output as is (no newline added).
func writeOutput(_ text: String) {
    print(text, terminator: "")
}

/// All of standard input, or a file's bytes, with errors naming the source.
enum InputBytes {
    /// All bytes of `source` (a path, or `-` for stdin); with `limit`, more than `limit` bytes is an error
    /// (so `/dev/zero` or a runaway pipe cannot exhaust memory).
    static func read(_ source: String, limit: Int = .max) throws -> [UInt8] {
        let fd: Int32 = source == "-" ? 0 : open(source, O_RDONLY | O_CLOEXEC)
        let name = source == "-" ? "<stdin>" : source
        guard fd >= 0 else { throw CLIError("\(name): cannot open: \(String(cString: strerror(errno)))") }
        defer { if fd != 0 { close(fd) } }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.read(fd, buffer.baseAddress, buffer.count)
                #elseif canImport(Musl)
                Musl.read(fd, buffer.baseAddress, buffer.count)
                #else
                Glibc.read(fd, buffer.baseAddress, buffer.count)
                #endif
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw CLIError("\(name): cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { return out }
            out += chunk[0..<n]
            if out.count > limit { throw CLIError("\(name): larger than \(limit) bytes") }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls: the only I/O of the GVL code, kept at the edge so parsing
/// stays pure, and without Foundation so errors carry the plain `strerror` text.
enum FileBytes {
    /// The bytes of the file at `path`, or a `.file` error saying why it cannot be read.
    static func contents(ofFile path: String) throws(VendorListError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    private static func failure() -> VendorListError {
        VendorListError(location: .file, message: "cannot read: " + String(cString: strerror(errno)))
    }
}

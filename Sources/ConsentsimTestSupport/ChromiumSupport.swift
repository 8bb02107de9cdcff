import Foundation
import Testing

/// Headless Chromium for the tests that draw pictures or load pages in it (tagged `.chromium`).
package enum ChromiumSupport {
    /// Where Debian and other systems install the browser, in the order tried.
    package static let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium", "/usr/bin/google-chrome"]

    /// The browser on this machine, if any.
    package static var executable: String? { candidates.first { FileManager.default.isExecutableFile(atPath: $0) } }

    /// The browser; a test without it fails (not skips), as CI installs it.
    package static func required() throws -> String {
        try #require(executable, "headless Chromium is needed: apt-get install chromium fonts-noto-cjk (.ci/run installs it)")
    }

    /// The width and height in a PNG's IHDR, after checking the 8-byte signature.
    package static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 24, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }
}

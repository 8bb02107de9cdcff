import Basics
import Store
import Testing

@testable import Doctor

/// The `key=value` reader reads each byte a bounded number of times, whatever the shape of the lines:
/// counted, not timed, so a reader that rescans a line or the text before it fails here on any machine.
@Suite struct KeyValueLinesTests {
    /// Bytes that count how often they are read.
    struct CountingBytes: RandomAccessCollection {
        final class Counter: @unchecked Sendable { var reads = 0 }
        let bytes: [UInt8]
        let counter = Counter()
        var startIndex: Int { 0 }
        var endIndex: Int { bytes.count }
        subscript(position: Int) -> UInt8 {
            counter.reads += 1
            return bytes[position]
        }
    }

    /// Byte reads per byte of input when `text` is decoded.
    static func readsPerByte(_ text: String) throws -> Double {
        let bytes = CountingBytes(bytes: Array(text.utf8))
        _ = try KeyValueLines.decode(bytes: bytes)
        return Double(bytes.counter.reads) / Double(bytes.bytes.count)
    }

    /// Shapes that a rescanning reader pays for: many lines, one long key full of colons that are not
    /// separators, long runs of whitespace around the separator (ASCII and not), a long bracketed value.
    static func shapes(_ n: Int) -> [String: String] {
        [
            "lines": (0..<n).map { "IABTCF_key\($0)=0101\r\n" }.joined(),
            "colons": String(repeating: "a:", count: n) + "=1\n",
            "spaces": "k" + String(repeating: " \u{3000}", count: n) + "=" + String(repeating: "\u{A0}\t", count: n) + "v\n",
            "brackets": "[k]: [" + String(repeating: "x", count: n) + "]\n",
            "comments": (0..<n).map { "# \($0)\n\n" }.joined(),
        ]
    }

    @Test func eachByteIsReadABoundedNumberOfTimes() throws {
        let smaller = Self.shapes(10_000)
        for (name, text) in Self.shapes(20_000) {
            let small = try Self.readsPerByte(smaller[name] ?? "")
            let large = try Self.readsPerByte(text)
            #expect(large <= 6, "\(name): \(large) reads per byte")
            // Twice the input costs no more per byte (a quadratic reader doubles its reads per byte).
            #expect(large <= small * 1.1 + 0.1, "\(name): \(small) then \(large) reads per byte")
        }
    }

    @Test func whitespaceIsTrimmedAsUnicodeHasIt() throws {
        let d = try KeyValueLines.decode("\u{3000}\u{A0}key\u{2003}=\u{85} value\u{2028}\r\n[wrapped]: [\"12\"]\n")
        #expect(d == StoreDomain(["key": "value", "wrapped": "12"]))
        do {
            _ = try KeyValueLines.decode("a=1\n\u{3000}\u{3000}no separator\n")
            Issue.record("accepted a line without a separator")
        } catch {
            #expect(error.location == SourceLocation(line: 2, column: 3))
        }
        do {
            _ = try KeyValueLines.decode("a=1\r\n\r\n a = 2\n")
            Issue.record("accepted a key given twice")
        } catch {
            #expect(error.message == "the key a is given twice (first on line 1)" && error.location?.line == 3)
        }
    }
}

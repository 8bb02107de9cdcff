import Basics

/// Merges the JUnit reports of a sharded run (`consentsim test --merge-junit OUT IN...`) into one.
///
/// It reads the reports `JUnitReport` writes: every `<testcase>` element is kept as written, in the
/// order of the inputs, under one suite whose counts and time are the sums.
package enum JUnitMerge {
    /// Why an input is not a report this can merge.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The input's name and what is wrong.
        package var description: String
    }

    /// The time one test case may take, in seconds (about 31 years: no session runs longer).
    package static let caseSeconds: ClosedRange<Double> = 0...1_000_000_000
    /// The merged time, in microseconds (what `JUnitReport.time` writes).
    static let totalMicroseconds = 0...Int(1e18)

    /// The merged XML of `reports` (name and text of each input).
    package static func merge(_ reports: [(name: String, text: String)], suiteName: String = "consentsim") throws(Failure) -> String {
        var cases: [String] = []
        var failures = 0, errors = 0, microseconds = 0
        for report in reports {
            guard report.text.contains("<testsuite") else { throw Failure(description: "\(report.name): not a JUnit report (no <testsuite>)") }
            for (index, element) in testcases(in: report.text).enumerated() {
                cases.append(element)
                if element.contains("<failure") { failures += 1 }
                if element.contains("<error") { errors += 1 }
                guard let text = attribute("time", in: element) else { continue }
                do throws(NumberRangeError) {
                    let seconds = try CheckedNumber.real(text, in: caseSeconds, unit: "s", what: "time")
                    let micro = try CheckedNumber.scaled(seconds, by: 1e6, in: totalMicroseconds, text: text, what: "time")
                    microseconds = try CheckedNumber.sum(microseconds, micro, in: totalMicroseconds, what: "merged time in microseconds")
                } catch {
                    throw Failure(description: "\(report.name): <testcase> \(index + 1): \(error)")
                }
            }
        }
        let name = JUnitReport.escape(suiteName), time = JUnitReport.time(microseconds: microseconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(name)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(time)\">\n"
        out +=
            "  <testsuite name=\"\(name)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(time)\">\n"
        for element in cases { out += "    " + element + "\n" }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Each `<testcase …/>` or `<testcase …>…</testcase>` element of `text`, as written. Searched
    /// byte by byte: one pass over a 30 MB report.
    package static func testcases(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var index = 0
        while let open = find(openTag, in: bytes, from: index) {
            guard let tagEnd = bytes[(open + openTag.count)...].firstIndex(of: UInt8(ascii: ">")) else { break }
            if bytes[tagEnd - 1] == UInt8(ascii: "/") {
                found.append(String(decoding: bytes[open...tagEnd], as: UTF8.self))
                index = tagEnd + 1
            } else if let close = find(closeTag, in: bytes, from: tagEnd) {
                found.append(String(decoding: bytes[open..<(close + closeTag.count)], as: UTF8.self))
                index = close + closeTag.count
            } else {
                break
            }
        }
        return found
    }

    static let openTag = Array("<testcase".utf8), closeTag = Array("</testcase>".utf8)

    /// Where `needle` first occurs in `bytes` at or after `start`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            guard let candidate = bytes[index...last].firstIndex(of: first) else { return nil }
            if bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// The value of `name="…"` in an element's start tag.
    static func attribute(_ name: String, in element: String) -> String? {
        let bytes = Array(element.utf8)
        let tag = bytes[..<(bytes.firstIndex(of: UInt8(ascii: ">")) ?? bytes.endIndex)]
        let key = Array(" \(name)=\"".utf8)
        guard let start = find(key, in: Array(tag), from: 0) else { return nil }
        let value = tag[(start + key.count)...]
        guard let end = value.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return String(decoding: value[..<end], as: UTF8.self)
    }
}

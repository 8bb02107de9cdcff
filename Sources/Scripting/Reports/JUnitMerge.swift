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

    /// Each `<testcase …/>` or `<testcase …>…</testcase>` element of `text`, as written.
    package static func testcases(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.firstRange(of: "<testcase") {
            let afterOpen = rest[open.upperBound...]
            guard let tagEnd = afterOpen.firstIndex(of: ">") else { break }
            let selfClosing = afterOpen[..<tagEnd].hasSuffix("/")
            if selfClosing {
                found.append(String(rest[open.lowerBound...tagEnd]))
                rest = rest[rest.index(after: tagEnd)...]
            } else if let close = afterOpen.firstRange(of: "</testcase>") {
                found.append(String(rest[open.lowerBound..<close.upperBound]))
                rest = rest[close.upperBound...]
            } else {
                break
            }
        }
        return found
    }

    /// The value of `name="…"` in an element's start tag.
    static func attribute(_ name: String, in element: String) -> String? {
        guard let tagEnd = element.firstIndex(of: ">"), let start = element[..<tagEnd].firstRange(of: " \(name)=\"") else { return nil }
        let value = element[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<end])
    }
}

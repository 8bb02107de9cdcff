import Foundation
import Testing

@testable import Screens

/// `UnicodeLineBreak` against Unicode's own conformance file (LineBreakTest-15.0.0.txt, from
/// Debian's unicode-data 15.0.0, in Tests/Fixtures/unicode) and the classes of LineBreak.txt.
@Suite struct UnicodeLineBreakTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/unicode/LineBreakTest-15.0.0.txt")

    /// One line of the file: its scalars, and whether a break is allowed before each (index 0: the start).
    struct Case {
        var scalars: [Unicode.Scalar]
        var breaks: [Bool]
        var line: Int
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var out: [Case] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let fields = body.split(separator: " ")
            guard !fields.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Bool] = []
            var pending = false
            for field in fields {
                switch field {
                case "÷": pending = true
                case "×": pending = false
                default:
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
                    scalars.append(scalar)
                    breaks.append(pending)
                }
            }
            out.append(Case(scalars: scalars, breaks: breaks, line: number + 1))
        }
        return out
    }

    @Test func everyCaseOfUnicodesConformanceFileBreaksAsItSays() throws {
        let cases = try Self.cases()
        #expect(cases.count > 7000)
        var compared = 0
        var failures: [String] = []
        for c in cases {
            // The algorithm works on grapheme clusters (LB9's "X CM*" is one cluster here): cases
            // with combining marks or ZWJ, which the file takes one scalar at a time, are left out,
            // and so is SA (Thai and its neighbours, which need a dictionary).
            let classes = c.scalars.map(UnicodeLineBreak.listedClass)
            if classes.contains(where: { [.CM, .ZWJ, .SA].contains($0) }) { continue }
            let opportunities = UnicodeLineBreak.opportunities(c.scalars.map(Character.init))
            let ours = opportunities.enumerated().map { $0.offset > 0 && $0.element != .prohibited }
            compared += 1
            if ours != c.breaks {
                failures.append("line \(c.line): \(c.scalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(compared > 3000)
        #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(40))")
    }

    @Test func theClassesAreLineBreakTxts() {
        #expect(UnicodeLineBreak.unicodeVersion == "15.0.0")
        let expected: [(Unicode.Scalar, UnicodeLineBreak.Class)] = [
            ("a", .AL), (" ", .SP), ("(", .OP), (")", .CP), ("、", .CL), ("。", .CL), ("「", .OP), ("」", .CL), ("ッ", .CJ), ("ー", .CJ),
            ("漢", .ID), ("あ", .ID), ("-", .HY), ("/", .SY), ("!", .EX), ("…", .IN), ("%", .PO), ("$", .PR), ("א", .HL), ("ب", .AL),
            ("\u{00A0}", .GL), ("\u{200B}", .ZW), ("\n", .LF), ("1", .NU), ("\u{3400}", .ID), ("\u{20000}", .ID),
        ]
        for (scalar, value) in expected { #expect(UnicodeLineBreak.listedClass(scalar) == value, "U+\(String(scalar.value, radix: 16))") }
    }
}

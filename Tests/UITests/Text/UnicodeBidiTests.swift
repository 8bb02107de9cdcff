import Foundation
import Testing

@testable import Screens

/// `UnicodeBidi` against Unicode's own conformance cases (a subset of BidiCharacterTest-15.0.0.txt
/// from Debian's unicode-data 15.0.0, in Tests/Fixtures/unicode; its README says which) and the
/// classes, brackets and mirrors of the Unicode Character Database.
@Suite struct UnicodeBidiTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/unicode/BidiCharacterTest-15.0.0-subset.txt")

    @Test func everyConformanceCaseResolvesAndOrdersAsUnicodeSays() throws {
        let text = try String(contentsOf: Self.fixture, encoding: .utf8)
        var compared = 0
        var failures: [String] = []
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 5 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let given: UInt8? =
                switch fields[1] {
                case "0": 0
                case "1": 1
                default: nil
                }
            let expectedLevels = fields[3].split(separator: " ").map { UInt8($0) }
            let expectedOrder = fields[4].split(separator: " ").compactMap { Int($0) }
            let paragraph = UnicodeBidi.resolve(scalars, level: given)
            let levels = paragraph.lineLevels(0..<scalars.count)
            let ours = levels.enumerated().map { expectedLevels[$0.offset] == nil ? nil : $0.element }
            let order = UnicodeBidi.visualOrder(levels).filter { expectedLevels[$0] != nil }
            compared += 1
            if String(paragraph.level) != fields[2] || ours != expectedLevels || order != expectedOrder {
                failures.append("line \(number + 1): \(fields[0]) got \(ours.map { $0.map(String.init) ?? "x" }) \(order)")
            }
        }
        #expect(compared > 2500, "\(compared) compared")
        #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(20))")
    }

    @Test func theClassesBracketsAndMirrorsAreTheDatabases() {
        #expect(UnicodeBidi.unicodeVersion == "15.0.0")
        let expected: [(Unicode.Scalar, UnicodeBidi.BidiClass)] = [
            ("a", .L), ("א", .R), ("ب", .AL), ("1", .EN), ("\u{0661}", .AN), ("+", .ES), ("$", .ET), (",", .CS), ("\u{064B}", .NSM),
            ("\u{200D}", .BN), ("\n", .B), ("\t", .S), (" ", .WS), ("(", .ON), ("\u{202A}", .LRE), ("\u{2066}", .LRI),
            ("\u{2069}", .PDI), ("\u{0860}", .AL), ("\u{05FF}", .R), ("\u{20C5}", .ET), ("漢", .L),
        ]
        for (scalar, value) in expected { #expect(UnicodeBidi.bidiClass(scalar) == value, "U+\(String(scalar.value, radix: 16))") }
        #expect(UnicodeBidi.mirrored("(") == ")")
        #expect(UnicodeBidi.mirrored("«") == "»")
        #expect(UnicodeBidi.mirrored("a") == nil)
        #expect(UnicodeBidi.bracket(0x28)! == (0x29, true))
        #expect(UnicodeBidi.bracket(0x232A)! == (0x3008, false))
    }

    @Test func aMixedArabicLineReadsInVisualOrder() {
        // "Privacy (IAB TCF) 2" in Arabic words around a Latin brand name and a digit.
        let line = "نحن نستخدم Google (IAB TCF) للإعلانات 2"
        let visual = UnicodeBidi.visual(line)
        // The Latin run keeps its order; the Arabic words and the digit read from the right.
        #expect(visual.contains("Google (IAB TCF)"))
        #expect(visual.hasPrefix("2 "))
        #expect(visual.hasSuffix(String("نحن".reversed())))
        #expect(UnicodeBidi.paragraphLevel(line) == 1)
        // Hebrew with brackets at a right-to-left level draws them mirrored.
        #expect(UnicodeBidi.visual("שלום (עולם)") == "(םלוע) םולש")
        #expect(UnicodeBidi.visual("abc (def)") == "abc (def)")
    }
}

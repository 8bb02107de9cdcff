import Browser
import Foundation
import Testing

@testable import Pictures

/// The font the phone pictures embed is the font the layout measures: the embedded bytes are the
/// files in Sources/Pictures/Fonts, and every advance of the metrics table is the one the font's own `cmap`
/// and `hmtx` tables give.
@Suite struct PhoneFontTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A TrueType file's tables, read as the OpenType specification lays them out.
    struct TrueType {
        let bytes: [UInt8]
        var tables: [String: Int] = [:]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for index in 0..<u16(4) {
                let record = 12 + index * 16
                let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
                tables[tag] = u32(record + 8)
            }
        }

        func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
        func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

        var unitsPerEm: Int { u16(tables["head"]! + 18) }

        /// Each glyph's advance (`hmtx`, with `hhea`'s count of long metrics).
        func advance(glyph: Int) -> Int {
            let count = u16(tables["hhea"]! + 34)
            return u16(tables["hmtx"]! + 4 * min(glyph, count - 1))
        }

        /// The scalar-to-glyph map of the Windows Unicode BMP subtable (`cmap` format 4).
        func characterMap() -> [UInt32: Int] {
            let cmap = tables["cmap"]!
            var map: [UInt32: Int] = [:]
            for index in 0..<u16(cmap + 2) {
                let record = cmap + 4 + index * 8
                guard u16(record) == 3, u16(record + 2) == 1 else { continue }
                let table = cmap + u32(record + 4)
                guard u16(table) == 4 else { continue }
                let segments = u16(table + 6) / 2
                let ends = table + 14, starts = ends + 2 * segments + 2
                let deltas = starts + 2 * segments, offsets = deltas + 2 * segments
                for segment in 0..<segments {
                    let start = u16(starts + 2 * segment), end = u16(ends + 2 * segment)
                    let delta = u16(deltas + 2 * segment), rangeOffset = u16(offsets + 2 * segment)
                    guard start != 0xFFFF else { continue }
                    for scalar in start...end {
                        var glyph: Int
                        if rangeOffset == 0 {
                            glyph = (scalar + delta) & 0xFFFF
                        } else {
                            glyph = u16(offsets + 2 * segment + rangeOffset + 2 * (scalar - start))
                            if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                        }
                        if glyph != 0 { map[UInt32(scalar)] = glyph }
                    }
                }
            }
            return map
        }
    }

    static let weights: [(file: String, base64: String, metrics: PhoneFont.Metrics)] = [
        ("Roboto-Regular.ttf", PhoneFont.regularBase64, PhoneFont.regular), ("Roboto-Medium.ttf", PhoneFont.mediumBase64, PhoneFont.medium),
    ]

    @Test(arguments: weights.indices)
    func theEmbeddedFontIsTheBundledFileAndItsAdvancesAreTheTable(index: Int) throws {
        let weight = Self.weights[index]
        let embedded = try #require(Base64.decode(weight.base64))
        let file = try Data(contentsOf: Self.root.appendingPathComponent("Sources/Pictures/Fonts/\(weight.file)"))
        #expect(embedded == Array(file), "\(weight.file): regenerate with scripts/dev/gen-phone-font.py")
        let font = TrueType(embedded)
        #expect(font.unitsPerEm == weight.metrics.unitsPerEm)
        let map = font.characterMap()
        var table: [UInt32: Int] = [:]
        for entry in weight.metrics.advances { table[entry >> 16] = Int(entry & 0xFFFF) }
        #expect(table.count == map.count, "every scalar the font maps has an advance, and no other")
        for (scalar, glyph) in map {
            #expect(table[scalar] == font.advance(glyph: glyph), "U+\(String(scalar, radix: 16, uppercase: true))")
        }
        #expect(map.count > 500)
    }

    @Test func theLicenceAndTheSourceTravelWithTheFont() throws {
        let folder = Self.root.appendingPathComponent("Sources/Pictures/Fonts")
        let licence = try String(contentsOf: folder.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0"))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("fonts-roboto-unhinted") && readme.contains("gen-phone-font.py"))
    }

    @Test func kerningAndLigaturesNarrowWhatTheyJoin() {
        // Roboto kerns "AV" and "To" tighter than their letters' advances, and sets "fi" as one glyph.
        for pair in ["AV", "To", "fi"] {
            let apart = pair.map { PhoneText.width(String($0), size: 100) }.reduce(0, +)
            #expect(PhoneText.width(pair, size: 100) < apart - 1, "\(pair)")
        }
        #expect(PhoneText.width("ab", size: 100) == PhoneText.width("a", size: 100) + PhoneText.width("b", size: 100))
        // Medium is wider than Regular, and the picture draws bold at Medium's weight.
        #expect(PhoneText.width("Consent", size: 16, bold: true) > PhoneText.width("Consent", size: 16))
    }

    @Test func aPictureEmbedsOnlyTheWeightsItDraws() {
        let plain = PhoneScreen(
            presentation: .fullScreen, blocks: [.paragraph([PhoneRun("Hello")], .leading, size: 14, muted: false)], palette: .google)
        let renderer = PhoneRenderer(device: PhoneDevice(platform: .android), showsCaption: false)
        let svg = renderer.svg(plain, title: "t")
        #expect(svg.contains("@font-face{font-family:Roboto;font-weight:100 400;src:url(data:font/ttf;base64,\(PhoneFont.regularBase64.prefix(40))"))
        #expect(!svg.contains(PhoneFont.mediumBase64.prefix(200)))
        #expect(svg.contains("font-family=\"Roboto,"))
        let bold = PhoneScreen(
            presentation: .fullScreen, blocks: [.paragraph([PhoneRun("Hello", .bold)], .leading, size: 14, muted: false)], palette: .google)
        #expect(renderer.svg(bold, title: "t").contains(PhoneFont.mediumBase64.prefix(200)))
    }
}

/// The one font the phone pictures are measured and drawn with: Roboto Regular (400) and Medium (500),
/// the weights consentform.html asks for (`fonts.googleapis.com/css?family=Roboto:400,500`), bundled
/// from Debian's fonts-roboto-unhinted and cut down to Latin, Cyrillic and punctuation
/// (`Sources/Pictures/Fonts`, Apache-2.0). Each picture embeds the font in an `@font-face` rule, and the layout
/// measures with the metrics `scripts/dev/gen-phone-font.py` reads from the same files: advances,
/// the `kern` feature's pairs and classes, and the `liga` feature's ligatures, as a browser's shaper
/// (HarfBuzz) applies them by default.
///
/// Roboto has no kana, ideographs, Hangul or Arabic. Those are drawn by the viewer's own fonts
/// (`fallbackFamilies`: Noto Sans CJK, whose ideographs, kana, Hangul and fullwidth marks all
/// advance one em, and Noto Sans Arabic), and measured as a full em for a wide character (what
/// `CellWidth` counts two cells) and by an average advance otherwise (`PhoneText.estimate`).
package enum PhoneFont {
    /// A weight of the bundled font.
    package enum Weight: Sendable {
        /// Roboto Regular, 400.
        case regular
        /// Roboto Medium, 500: what the pictures draw for bold.
        case medium

        /// The CSS weight it is drawn at.
        package var css: Int {
            switch self {
            case .regular: 400
            case .medium: 500
            }
        }
    }

    /// The family name the pictures' `@font-face` rules declare.
    package static let family = "Roboto"

    /// The fonts the viewer supplies for what Roboto lacks, in order.
    package static let fallbackFamilies = "'Noto Sans CJK JP','Noto Sans Arabic','Noto Color Emoji',sans-serif"

    /// The `font-family` value of every phone picture's text.
    package static let fontFamily = "\(family),\(fallbackFamilies)"

    /// One weight's metrics as generated, in font units.
    struct Metrics: Sendable {
        var unitsPerEm: Int
        var advances: [UInt32]
        var pairs: String
        var leftClasses: [UInt32]
        var rightClasses: [UInt32]
        var classColumns: Int
        var classValues: [Int16]
        var ligatures: [(String, Int)]
    }

    /// One weight's metrics, ready for look-ups.
    final class Table: Sendable {
        let unitsPerEm: Double
        let advances: [UInt32: Int]
        let pairs: [UInt32: Int]
        let leftClasses: [UInt32: Int]
        let rightClasses: [UInt32: Int]
        let classColumns: Int
        let classValues: [Int16]
        /// Ligatures as scalars, longest first.
        let ligatures: [(scalars: [UInt32], advance: Int)]

        init(_ metrics: Metrics) {
            unitsPerEm = Double(metrics.unitsPerEm)
            var advances: [UInt32: Int] = [:]
            for entry in metrics.advances { advances[entry >> 16] = Int(entry & 0xFFFF) }
            self.advances = advances
            var pairs: [UInt32: Int] = [:]
            // Hex digits, two a byte.
            let digits = Array(metrics.pairs.utf8).map { $0 <= UInt8(ascii: "9") ? $0 - UInt8(ascii: "0") : $0 - UInt8(ascii: "a") + 10 }
            let bytes = stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            var index = 0
            while index + 6 <= bytes.count {
                let left = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
                let right = UInt32(bytes[index + 2]) | UInt32(bytes[index + 3]) << 8
                let value = Int(Int16(bitPattern: UInt16(bytes[index + 4]) | UInt16(bytes[index + 5]) << 8))
                pairs[left << 16 | right] = value
                index += 6
            }
            self.pairs = pairs
            var left: [UInt32: Int] = [:]
            for entry in metrics.leftClasses { left[entry >> 8] = Int(entry & 0xFF) }
            leftClasses = left
            var right: [UInt32: Int] = [:]
            for entry in metrics.rightClasses { right[entry >> 8] = Int(entry & 0xFF) }
            rightClasses = right
            classColumns = metrics.classColumns
            classValues = metrics.classValues
            ligatures = metrics.ligatures.map { (Array($0.0.unicodeScalars.map(\.value)), $0.1) }
        }

        /// The kerning between two mapped scalars, in font units: the glyph pair if the first
        /// subtable lists it, else the class pair if the second covers the left one (as OpenType
        /// applies a pair-positioning lookup's subtables in order).
        func kern(_ left: UInt32, _ right: UInt32) -> Int {
            guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
            if let value = pairs[left << 16 | right] { return value }
            guard let row = leftClasses[left] else { return 0 }
            return Int(classValues[row * classColumns + (rightClasses[right] ?? 0)])
        }
    }

    static let regularTable = Table(regular)
    static let mediumTable = Table(medium)

    static func table(_ weight: Weight) -> Table {
        switch weight {
        case .regular: regularTable
        case .medium: mediumTable
        }
    }

    /// The width of `scalars` in ems when the bundled font draws all of them, with its kerning and
    /// ligatures; nil when one of them is not in the font.
    static func ems(_ scalars: [UInt32], weight: Weight) -> Double? {
        let table = table(weight)
        var units = 0
        var index = 0
        var previous: UInt32?
        while index < scalars.count {
            let scalar = scalars[index]
            guard let advance = table.advances[scalar] else { return nil }
            if let previous { units += table.kern(previous, scalar) }
            if let ligature = table.ligatures.first(where: { lig in
                lig.scalars.count <= scalars.count - index && lig.scalars.indices.allSatisfy { scalars[index + $0] == lig.scalars[$0] }
            }) {
                units += ligature.advance
                index += ligature.scalars.count
                // The ligature glyph is no glyph of the pair tables: nothing kerns after it.
                previous = nil
                continue
            }
            units += advance
            previous = scalar
            index += 1
        }
        return Double(units) / table.unitsPerEm
    }

    /// Whether the bundled font has a glyph for `scalar`.
    static func covers(_ scalar: Unicode.Scalar) -> Bool { regularTable.advances[scalar.value] != nil }

    /// The kerning between the last scalar of one piece and the first of the next, in ems.
    static func kern(_ left: Unicode.Scalar, _ right: Unicode.Scalar, weight: Weight) -> Double {
        let table = table(weight)
        return Double(table.kern(left.value, right.value)) / table.unitsPerEm
    }

    /// Where a picture's font comes from (`preview --font`).
    package enum Source: String, CaseIterable, Sendable {
        /// In the picture, as data URLs: it draws with the font wherever it is opened, at about 122 KB
        /// a weight. The default: a picture mailed or attached alone still wraps as measured.
        case embed
        /// From the font files written once beside the pictures (`folder`), by a relative URL: small
        /// pictures that draw with the font as long as they stay beside that folder.
        case link
    }

    /// The folder `Source.link` writes the font files into, at the top of the output folder.
    package static let folder = "fonts"

    /// The font files of each weight, by file name, as `Source.link` writes them.
    package static let files: [(name: String, weight: Weight)] = [("Roboto-Regular.ttf", .regular), ("Roboto-Medium.ttf", .medium)]

    /// The bytes of the bundled font file of `weight`.
    package static func fileBytes(_ weight: Weight) -> [UInt8] {
        Base64.decode(weight == .regular ? regularBase64 : mediumBase64)
    }

    /// The `<style>` of a picture's `@font-face` rules, for the weights it uses: the fonts as data
    /// URLs, so the picture draws with them wherever it is opened, or, with `linkedFrom` (a relative
    /// folder URL ending in `/`), the font files there (`Source.link`).
    package static func fontFaces(_ weights: Set<Int>, linkedFrom folder: String? = nil) -> String {
        func source(_ weight: Weight) -> String {
            if let folder, let file = files.first(where: { $0.weight == weight }) { return "url(\(folder)\(file.name))" }
            return "url(data:font/ttf;base64,\(weight == .regular ? regularBase64 : mediumBase64))"
        }
        var out = "<style>"
        if weights.contains(400) {
            out += "@font-face{font-family:\(family);font-weight:100 400;src:\(source(.regular)) format(\"truetype\")}"
        }
        if weights.contains(where: { $0 > 400 }) {
            out += "@font-face{font-family:\(family);font-weight:500 900;src:\(source(.medium)) format(\"truetype\")}"
        }
        return out + "</style>"
    }
}

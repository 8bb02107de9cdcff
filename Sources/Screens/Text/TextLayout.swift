/// Lays text out in cells: word wrapping, truncation with an ellipsis, padding.
package enum TextLayout {
    /// Wraps `text` to lines of at most `width` cells.
    ///
    /// Each `\n` starts a new paragraph (an empty paragraph gives an empty line). Lines break at
    /// spaces, which are dropped at the break; between ideographs (with the kinsoku rules of
    /// `LineBreaking`); after a hyphen inside a word. A word wider than the line is broken between
    /// grapheme clusters. Leading spaces of a paragraph are kept; trailing spaces of a line are not.
    /// A single cluster wider than `width` still gets a line of its own, so wrapping always ends.
    package static func wrap(_ text: String, width: Int, hangulWordPriority: Bool = true) -> [String] {
        let limit = max(1, width)
        if let single = singleLineWidth(text), single <= limit, !text.hasSuffix(" ") { return [text] }
        return WrapCache.shared.lines(WrapCache.Key(text: text, width: limit, hangulWordPriority: hangulWordPriority)) { key in
            var lines: [String] = []
            for paragraph in key.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let wrapped = paragraph.utf8.withContiguousStorageIfAvailable { bytes in
                    wrapPrintableASCIIParagraph(bytes, width: key.width, into: &lines)
                }
                if wrapped != true {
                    wrapParagraph(paragraph, width: key.width, hangulWordPriority: key.hangulWordPriority, into: &lines)
                }
            }
            return lines
        }
    }

    /// The number of lines `wrap` gives, without building them when the text fits on one line.
    package static func lineCount(_ text: String, width: Int, hangulWordPriority: Bool = true) -> Int {
        if width > 0, let single = singleLineWidth(text), single <= width { return 1 }
        return wrap(text, width: width, hangulWordPriority: hangulWordPriority).count
    }

    /// The width of `text` if it is one paragraph (no `\n`), else nil; one tight pass for ASCII.
    static func singleLineWidth(_ text: String) -> Int? {
        let newline = -2, notASCII = -1
        let quick = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            var count = 0
            for byte in bytes {
                if byte == 0x0A { return newline }
                if byte >= 0x80 { return notASCII }
                if byte >= 0x20 && byte != 0x7F { count += 1 }
            }
            return count
        }
        switch quick {
        case newline?: return nil
        case let count? where count >= 0: return count
        default: return text.utf8.contains(0x0A) ? nil : CellWidth.string(text)
        }
    }

    /// `text` cut to `width` cells with a trailing `…` when it does not fit, so the cut is visible.
    ///
    /// With `always`, the ellipsis is added even when `text` fits: for the last visible line of text
    /// that continues out of view.
    package static func truncate(_ text: String, width: Int, ellipsis: String = "…", always: Bool = false) -> String {
        let textWidth = CellWidth.string(text)
        let ellipsisWidth = CellWidth.string(ellipsis)
        if !always && textWidth <= width { return text }
        guard width > 0 else { return "" }
        if always && textWidth + ellipsisWidth <= width { return text + ellipsis }
        guard width > ellipsisWidth else { return String(ellipsis.prefix(width)) }
        let budget = width - ellipsisWidth
        var kept = ""
        var used = 0
        for character in text {
            let w = CellWidth.character(character)
            if used + w > budget { break }
            kept.append(character)
            used += w
        }
        return Canvas.trimmingTrailingSpaces(kept) + ellipsis
    }

    /// `text` followed by spaces up to `width` cells (unchanged if already as wide).
    package static func pad(_ text: String, toWidth width: Int) -> String {
        let w = CellWidth.string(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// The widest of `lines`, in cells.
    package static func maxWidth<S: Sequence>(_ lines: S) -> Int where S.Element: StringProtocol {
        lines.reduce(0) { max($0, CellWidth.string($1)) }
    }

    /// `wrapParagraph` for a paragraph of printable ASCII, from its bytes; false (nothing added) for
    /// any other text.
    ///
    /// There every character is one cell and `LineBreaking` allows a break only at a space and after
    /// a hyphen before a letter, so the same greedy filling needs no grapheme breaking, which costs
    /// much more per character and would be spent mostly on English.
    static func wrapPrintableASCIIParagraph(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, into lines: inout [String]) -> Bool {
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
        let space = UInt8(ascii: " "), hyphen = UInt8(ascii: "-")
        let firstLineIndex = lines.count
        var line: [UInt8] = []
        var spaces = 0
        var wordStart = 0, wordEnd = 0
        var previous: UInt8?

        func emit() {
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
        }

        func placeWord() {
            let wordWidth = wordEnd - wordStart
            guard wordWidth > 0 else { return }
            defer {
                wordStart = wordEnd
                spaces = 0
            }
            if line.count + spaces + wordWidth <= width {
                line.append(contentsOf: repeatElement(space, count: spaces))
                line.append(contentsOf: bytes[wordStart..<wordEnd])
                return
            }
            if !line.isEmpty { emit() }
            for byte in bytes[wordStart..<wordEnd] {
                if line.count + 1 > width && !line.isEmpty { emit() }
                line.append(byte)
            }
        }

        for (index, byte) in bytes.enumerated() {
            if byte == space {
                placeWord()
                // Spaces at a wrap are dropped; those opening the paragraph are indentation.
                if !line.isEmpty || lines.count == firstLineIndex { spaces += 1 }
                previous = byte
                wordStart = index + 1
                wordEnd = index + 1
                continue
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if let previous, previous != space, wordEnd > wordStart, previous == hyphen, isLetter {
                placeWord()
            }
            wordEnd = index + 1
            previous = byte
        }
        placeWord()
        if !line.isEmpty || lines.count == firstLineIndex { emit() }
        return true
    }

    /// Greedy line filling for one paragraph, by grapheme cluster.
    static func wrapParagraph(_ paragraph: Substring, width: Int, hangulWordPriority: Bool, into lines: inout [String]) {
        let firstLineIndex = lines.count
        var line = "", lineWidth = 0
        var spaces = "", spacesWidth = 0
        var word = "", wordWidth = 0
        var previous: (character: Character, kind: LineBreaking.Kind)?

        func emit() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }

        func placeWord() {
            guard !word.isEmpty else { return }
            defer {
                word = ""
                wordWidth = 0
                spaces = ""
                spacesWidth = 0
            }
            if lineWidth + spacesWidth + wordWidth <= width {
                line += spaces + word
                lineWidth += spacesWidth + wordWidth
                return
            }
            if !line.isEmpty { emit() }
            if wordWidth <= width {
                line = word
                lineWidth = wordWidth
                return
            }
            for character in word {
                let w = CellWidth.character(character)
                if lineWidth + w > width && lineWidth > 0 { emit() }
                line.append(character)
                lineWidth += w
            }
        }

        for character in paragraph {
            let kind = LineBreaking.kind(of: character, hangulWordPriority: hangulWordPriority)
            let w = CellWidth.character(character)
            if kind == .space {
                placeWord()
                // Spaces at a wrap are dropped; those opening the paragraph are indentation.
                if !line.isEmpty || lines.count == firstLineIndex {
                    spaces.append(character)
                    spacesWidth += w
                }
                previous = (character, kind)
                continue
            }
            if let previous, previous.kind != .space, !word.isEmpty,
                LineBreaking.canBreak(between: previous.character, previous.kind, and: character, kind)
            {
                placeWord()
            }
            word.append(character)
            wordWidth += w
            previous = (character, kind)
        }
        placeWord()
        if !line.isEmpty || lines.count == firstLineIndex { emit() }
    }
}

/// A terminal-independent grid of cells that widgets draw into and backends paint.
///
/// Invariants: a glyph of width `w` at column `x` is followed by `w - 1` continuation cells; no glyph
/// ever straddles the edge of the canvas or of the clip rectangle (a space is drawn instead); writing
/// over any part of a wide glyph blanks the rest of it.
///
/// Cells are stored as plain data (`StoredCell`: a glyph code and a style), so a frame is made,
/// copied, grown and thrown away as memory, without touching a string per cell: a glyph of one
/// Unicode scalar is its own code; a cluster of several (an emoji sequence, a combining accent) is
/// kept once in `clusters` and coded by its position there. `Cell` is the public view of a cell.
package struct Canvas: Hashable, Sendable {
    /// Columns and rows.
    package private(set) var size: Size
    /// Cells row by row.
    private(set) var storage: [StoredCell]
    /// Writes outside this rectangle (intersected with the canvas) are dropped; scroll views narrow it.
    package var clip: Rect
    /// Glyphs of more than one scalar, by code (`GlyphCode.cluster`).
    private var clusters: [Character] = []
    /// The code of each glyph in `clusters`.
    private var clusterCodes: [Character: UInt32] = [:]

    /// A blank canvas of `size`.
    package init(size: Size) {
        self.size = size
        self.storage = Array(repeating: .blank, count: size.width * size.height)
        self.clip = Rect(size: size)
    }

    /// The whole canvas as a rectangle.
    package var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y` (a blank cell outside the canvas).
    package subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cell(storage[y * size.width + x])
    }

    /// The cells of row `y`, left to right.
    package func row(_ y: Int) -> [Cell] {
        guard y >= 0, y < size.height else { return [] }
        return storage[(y * size.width)..<((y + 1) * size.width)].map(cell)
    }

    /// The public form of a stored cell.
    private func cell(_ stored: StoredCell) -> Cell {
        Cell(stored.code == GlyphCode.continuation ? .continuation : .glyph(glyph(stored.code)), style: stored.style)
    }

    /// The glyph a (non-continuation) code stands for.
    func glyph(_ code: UInt32) -> Character {
        if code >= GlyphCode.firstCluster { return clusters[Int(code - GlyphCode.firstCluster)] }
        return Character(Unicode.Scalar(code) ?? " ")
    }

    /// The code of `character`: its scalar, or its place in `clusters` (added if new).
    private mutating func code(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        if let code = clusterCodes[character] { return code }
        let code = GlyphCode.firstCluster + UInt32(clusters.count)
        clusters.append(character)
        clusterCodes[character] = code
        return code
    }

    // MARK: - Equality

    /// Canvases are equal when they have the same size and clip and show the same cells.
    package static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.size == rhs.size, lhs.clip == rhs.clip else { return false }
        if lhs.clusters == rhs.clusters { return lhs.storage == rhs.storage }
        // Cluster codes depend on drawing order: compare what the cells show.
        for (a, b) in zip(lhs.storage, rhs.storage) where lhs.cell(a) != rhs.cell(b) { return false }
        return true
    }

    /// Row `y` as text, trailing spaces trimmed (continuation cells add nothing).
    func lineText(_ y: Int) -> String {
        var bytes: [UInt8] = []
        appendLine(y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y` as UTF-8, trailing spaces trimmed: a trace draws a screen at every step, and
    /// building its text scalar by scalar cost a third of a traced run.
    func appendLine(_ y: Int, to bytes: inout [UInt8]) {
        guard y >= 0, y < size.height else { return }
        let start = y * size.width
        var end = start + size.width
        while end > start, storage[end - 1].code == GlyphCode.space { end -= 1 }
        bytes.reserveCapacity(bytes.count + (end - start) * 3)
        for stored in storage[start..<end] where stored.code != GlyphCode.continuation {
            if stored.code < 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: stored.code))
            } else if stored.code >= GlyphCode.firstCluster {
                bytes.append(contentsOf: clusters[Int(stored.code - GlyphCode.firstCluster)].utf8)
            } else if let scalar = Unicode.Scalar(stored.code) {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(clip)
        for stored in storage {
            if stored.code >= GlyphCode.firstCluster, stored.code != GlyphCode.continuation {
                hasher.combine(glyph(stored.code))
            } else {
                hasher.combine(stored.code)
            }
            hasher.combine(stored.style)
        }
    }

    // MARK: - Writing

    /// Draws one grapheme cluster with its left edge at (`x`, `y`); returns its width in cells.
    ///
    /// The returned width is the advance even when nothing could be drawn (outside the clip), so a
    /// caller can keep walking a line. A glyph that would cross an edge of the visible region is
    /// replaced by spaces in the cells that are visible; control characters are never stored.
    @discardableResult
    package mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain, within limit: Rect? = nil) -> Int {
        var glyph = character
        if Canvas.needsSanitizing(character) {
            let cleaned = TerminalText.sanitize(String(character))
            guard let first = cleaned.first else { return 0 }
            glyph = first
        }
        let width = CellWidth.character(glyph)
        guard width > 0 else { return 0 }
        var region = clip.intersection(bounds)
        if let limit { region = region.intersection(limit) }
        guard y >= region.minY, y < region.maxY, x < region.maxX, x + width > region.minX else { return width }
        if x < region.minX || x + width > region.maxX {
            // Half a glyph is never drawn: the visible part becomes blank.
            for column in max(x, region.minX)..<min(x + width, region.maxX) {
                set(GlyphCode.space, x: column, y: y, style: style)
            }
            return width
        }
        set(code(for: glyph), x: x, y: y, style: style)
        for column in (x + 1)..<(x + width) {
            set(GlyphCode.continuation, x: column, y: y, style: style)
        }
        return width
    }

    /// Draws `text` on one line starting at (`x`, `y`); returns the column after it.
    ///
    /// Nothing wraps: text beyond the visible region is dropped, so callers that must not lose text
    /// wrap or truncate first (`TextLayout`).
    @discardableResult
    package mutating func write<S: StringProtocol>(_ text: S, x: Int, y: Int, style: CellStyle = .plain, within limit: Rect? = nil) -> Int {
        var column = x
        if Canvas.isPrintableASCII(text) {
            var region = clip.intersection(bounds)
            if let limit { region = region.intersection(limit) }
            guard y >= region.minY, y < region.maxY else { return x + text.utf8.count }
            // One cell per byte, no clusters to form and nothing to sanitize: the common case, kept cheap.
            for byte in text.utf8 {
                if column >= region.minX && column < region.maxX {
                    set(UInt32(byte), x: column, y: y, style: style)
                }
                column += 1
            }
            return column
        }
        for character in text {
            column += put(character, x: column, y: y, style: style, within: limit)
        }
        return column
    }

    /// Draws `character` `count` times from (`x`, `y`), as `write` would draw it repeated (a border
    /// edge): the glyph is checked once, not per cell. Returns the column after the run.
    @discardableResult
    package mutating func writeRun(_ character: Character, count: Int, x: Int, y: Int, style: CellStyle = .plain, within limit: Rect? = nil) -> Int {
        guard count > 0 else { return x }
        guard CellWidth.character(character) == 1, !Canvas.needsSanitizing(character) else {
            var column = x
            for _ in 0..<count { column += put(character, x: column, y: y, style: style, within: limit) }
            return column
        }
        var region = clip.intersection(bounds)
        if let limit { region = region.intersection(limit) }
        let first = max(x, region.minX), end = min(x + count, region.maxX)
        guard y >= region.minY, y < region.maxY, first < end else { return x + count }
        let code = code(for: character)
        for column in first..<end { set(code, x: column, y: y, style: style) }
        return x + count
    }

    /// Fills `rect` (clipped) with blanks in `style`.
    package mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                set(GlyphCode.space, x: x, y: y, style: style)
            }
        }
    }

    /// Changes the style of the cells in `rect` (clipped) without touching their glyphs.
    package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                change(&storage[y * size.width + x].style)
            }
        }
    }

    /// Stores one cell, first blanking whatever is left of a wide glyph it lands on.
    private mutating func set(_ code: UInt32, x: Int, y: Int, style: CellStyle) {
        let index = y * size.width + x
        let rowStart = y * size.width, rowEnd = rowStart + size.width
        let oldIsContinuation = storage[index].code == GlyphCode.continuation
        if code == GlyphCode.continuation {
            // Part of a glyph being written left to right: its head already cleared this cell's old glyph
            // unless the old glyph started here.
            if !oldIsContinuation { detachTail(from: index + 1, rowEnd: rowEnd) }
        } else if oldIsContinuation {
            // Landing on the covered half of a wide glyph: blank its head and the rest of it.
            var head = index - 1
            while head > rowStart, storage[head].code == GlyphCode.continuation { head -= 1 }
            for i in head..<index { storage[i].code = GlyphCode.space }
            detachTail(from: index + 1, rowEnd: rowEnd)
        } else {
            detachTail(from: index + 1, rowEnd: rowEnd)
        }
        storage[index] = StoredCell(code: code, style: style)
    }

    /// Blanks the continuation cells starting at `index` (the tail of a glyph that lost its head).
    private mutating func detachTail(from index: Int, rowEnd: Int) {
        var i = index
        while i < rowEnd, storage[i].code == GlyphCode.continuation {
            storage[i].code = GlyphCode.space
            i += 1
        }
    }

    /// Whether a cluster contains something the sanitizer would remove.
    static func needsSanitizing(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars where TerminalText.isStripped(scalar.value) || scalar.value == 0x1B {
            return true
        }
        return false
    }

    /// Whether every byte is printable ASCII (the fast path for labels).
    static func isPrintableASCII<S: StringProtocol>(_ text: S) -> Bool {
        for byte in text.utf8 where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }
}

extension Canvas {
    /// Copies every cell of `other` onto this canvas with its top-left corner at `origin`, ignoring
    /// the clip (composition of whole screens, not drawing); cells falling outside are dropped.
    ///
    /// A wide glyph of `other` that would cross this canvas's right edge becomes a blank, so the
    /// invariants hold; a wide glyph of this canvas partly covered by the copy is blanked.
    package mutating func draw(_ other: Canvas, at origin: Point) {
        let width = other.size.width
        let sameCodes = other.clusters.isEmpty
        if sameCodes, width > 0, origin.x >= 0, origin.y >= 0, origin.x + width <= size.width, origin.y + other.size.height <= size.height {
            // Fully inside, codes meaning the same here: copy row slices. Only the edges can cut a wide glyph of this canvas.
            for sy in 0..<other.size.height {
                let y = origin.y + sy
                let source = sy * width, target = y * size.width + origin.x
                let first = other.storage[source]
                set(first.code, x: origin.x, y: y, style: first.style)
                if width > 1 { storage.replaceSubrange((target + 1)..<(target + width), with: other.storage[(source + 1)..<(source + width)]) }
                let after = target + width, rowEnd = (y + 1) * size.width
                if after < rowEnd, storage[after].code == GlyphCode.continuation { detachTail(from: after, rowEnd: rowEnd) }
            }
            return
        }
        for sy in 0..<other.size.height {
            let y = origin.y + sy
            guard y >= 0, y < size.height else { continue }
            var sx = 0
            while sx < width {
                let cell = other.storage[sy * width + sx]
                let x = origin.x + sx
                guard cell.code != GlyphCode.continuation, x >= 0, x < size.width else {
                    sx += 1
                    continue
                }
                var cells = 1
                while sx + cells < width, other.storage[sy * width + sx + cells].code == GlyphCode.continuation { cells += 1 }
                if x + cells > size.width {
                    for column in x..<size.width { set(GlyphCode.space, x: column, y: y, style: cell.style) }
                } else {
                    let code = sameCodes ? cell.code : code(for: other.glyph(cell.code))
                    set(code, x: x, y: y, style: cell.style)
                    for column in (x + 1)..<(x + cells) { set(GlyphCode.continuation, x: column, y: y, style: cell.style) }
                }
                sx += cells
            }
        }
    }

    /// Adds `rows` blank rows at the bottom (a view drawn above a help line grows into the full screen
    /// without a copy). A clip that covered the whole canvas still does.
    package mutating func extend(rows: Int) {
        guard rows > 0 else { return }
        let coveredAll = clip == bounds
        // Exactly the cells needed: appending past a full buffer would double it (a 120x40 screen's
        // first frame would hold twice the cells it shows).
        storage.reserveCapacity(storage.count + rows * size.width)
        storage.append(contentsOf: repeatElement(StoredCell.blank, count: rows * size.width))
        size = Size(width: size.width, height: size.height + rows)
        if coveredAll { clip = bounds }
    }
}

/// How a cell's glyph is coded in `Canvas` storage.
enum GlyphCode {
    /// The covered part of a wide glyph.
    static let continuation: UInt32 = 0xFFFF_FFFF
    /// The first code of a multi-scalar cluster (above every Unicode scalar).
    static let firstCluster: UInt32 = 0x8000_0000
    /// A space.
    static let space: UInt32 = 0x20
}

/// One cell as `Canvas` stores it: plain data, so canvases copy and compare as memory.
struct StoredCell: Hashable, Sendable {
    /// The glyph (`GlyphCode`).
    var code: UInt32
    /// How it is drawn.
    var style: CellStyle

    /// A blank cell.
    static let blank = StoredCell(code: GlyphCode.space, style: .plain)
}

import Basics
import CNcursesw
import Screens

extension NcursesBackend {
    /// Repaints the cells with a 24-bit colour in exact colour, over what ncurses drew with the nearest
    /// palette entry (only in the overlay mode: `COLORTERM` says 24-bit, terminfo has no `RGB`).
    ///
    /// ncurses cannot send `38;2` through a palette entry (only a direct one, see `TerminalColorMode`),
    /// so we write those cells ourselves right after `doupdate`, which leaves the terminal in normal
    /// attributes with the cursor where ncurses believes it is (ncurses tty_update.c, "cleanup:"): we
    /// end with a reset and put the cursor back, so ncurses's picture of the terminal stays true.
    /// Every frame repaints them all: ncurses may rewrite an unchanged cell while updating its row.
    func paintTruecolorOverlay(_ canvas: Canvas, rows: Int, columns: Int) {
        guard palette.usesColor, palette.mapping.mode == .overlay else { return }
        var out = ""
        var next: (x: Int, y: Int)? = nil
        var current: [String]? = nil
        for y in 0..<rows {
            var x = 0
            while x < columns {
                let cell = canvas[x, y]
                guard case .glyph(let character) = cell.content, let parameters = palette.mapping.overlayParameters(cell.style) else {
                    x += 1
                    continue
                }
                var width = 1
                while x + width < columns, canvas[x + width, y].isContinuation { width += 1 }
                // A cluster ncurses splits into parts (see `draw`) keeps its nearest colour.
                guard character.unicodeScalars.reduce(0, { $0 + CellWidth.scalar($1) }) == width else {
                    x += width
                    continue
                }
                // COLORTERM terminals are ECMA-48 ones: CUP and SGR are written directly.
                if next.map({ $0 != (x, y) }) ?? true { out += "\u{1B}[\(y + 1);\(x + 1)H" }
                if current != parameters { out += "\u{1B}[0;" + parameters.joined(separator: ";") + "m" }
                out.append(character)
                next = (x + width, y)
                current = parameters
                x += width
            }
        }
        guard !out.isEmpty else { return }
        out += "\u{1B}[0m\u{1B}[\(getcury(window) + 1);\(getcurx(window) + 1)H"
        var bytes = Array(out.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // the terminal went away; the next read reports it
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

import CNcursesw
import Screens

extension NcursesBackend {
    /// Copies `frame` to the screen; ncurses sends only the cells that changed.
    package func paint(_ frame: Frame) {
        guard !isShutDown else { return }
        werase(window)
        let canvas = options.reorderRTL ? frame.canvas.inDisplayOrder() : frame.canvas
        let rows = min(canvas.size.height, Int(getmaxy(window)))
        let columns = min(canvas.size.width, Int(getmaxx(window)))
        for y in 0..<rows {
            canvas.forEachGlyphToPaint(row: y, columns: columns) { character, cells, x, style in
                draw(character, cells: cells, x: x, y: y, style: style)
            }
        }
        if let cursor = frame.cursor, cursor.x < columns, cursor.y < rows {
            if !cursorVisible { curs_set(1); cursorVisible = true }
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else if cursorVisible {
            curs_set(0)
            cursorVisible = false
        }
        wnoutrefresh(window)
        doupdate()
        paintTruecolorOverlay(canvas, rows: rows, columns: columns)
    }

    /// Draws one grapheme cluster that the canvas gave `cells` columns.
    ///
    /// A cell holds one spacing character plus combining ones (`setcchar`). Clusters with several
    /// spacing characters (conjuncts, flags, emoji sequences) are drawn as ncurses and the terminal
    /// would draw their parts, left to right, as far as they fit the canvas's cells.
    private func draw(_ character: Character, cells: Int, x: Int, y: Int, style: CellStyle) {
        let attributes = NcursesPalette.attributes(style.attributes)
        let pair = palette.pair(for: style)
        let capacity = Int(cnc_ccharw_max())  // one spacing character plus combining ones
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity + 1) { buffer in
            var count = 0, column = x, used = 0, spacingWidth = 0
            func flush() {
                guard count > 0 else { return }
                // A trailing ZWJ would join whatever the terminal draws next.
                while count > 1 && buffer[count - 1] == 0x200D { count -= 1 }
                buffer[count] = 0
                var cc = cchar_t()
                setcchar(&cc, buffer.baseAddress, attributes, pair, nil)
                mvwadd_wch(window, Int32(y), Int32(column), &cc)
                column += spacingWidth
                count = 0
            }
            for scalar in character.unicodeScalars {
                let width = CellWidth.scalar(scalar)
                if width == 0 {
                    if count > 0 && count < capacity {
                        buffer[count] = wchar_t(bitPattern: scalar.value)
                        count += 1
                    }
                    continue
                }
                if used + width > cells { break }
                flush()
                buffer[0] = wchar_t(bitPattern: scalar.value)
                count = 1
                spacingWidth = width
                used += width
            }
            flush()
        }
    }
}

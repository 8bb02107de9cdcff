import Testing

@testable import Screens

/// `run --reorder-rtl`: rows with right-to-left text go to the terminal in display order.
@Suite struct CanvasDisplayOrderTests {
    static func text(_ canvas: Canvas, row: Int) -> String {
        String(canvas.row(row).compactMap(\.character))
    }

    @Test func aRowWithArabicOrHebrewIsSentInDisplayOrderAndOthersAsTheyAre() {
        var canvas = Canvas(size: Size(width: 30, height: 3))
        canvas.write("│ شكرا (OK) 2 │", x: 0, y: 0)
        canvas.write("│ שלום (עולם) │", x: 0, y: 1, style: CellStyle(foreground: .danger))
        canvas.write("│ Accept all (IAB) │", x: 0, y: 2)
        let shown = canvas.inDisplayOrder()
        // The frame stays where it was and the Arabic word reads from the right; "(OK)" keeps its
        // order (its brackets take the Latin inside them) and so does the number after it.
        #expect(Self.text(shown, row: 0).hasPrefix("│ " + String("شكرا".reversed()) + " (OK) 2 │"), "\(Self.text(shown, row: 0))")
        // Brackets around Hebrew take its direction and are mirrored; the styles move with the text.
        #expect(Self.text(shown, row: 1).hasPrefix("│ (םלוע) םולש │"), "\(Self.text(shown, row: 1))")
        #expect(shown[2, 1].character == "(" && shown[2, 1].style == CellStyle(foreground: .danger))
        #expect(Self.text(shown, row: 2) == Self.text(canvas, row: 2))
        // The reading order stays in the canvas the app keeps.
        #expect(Self.text(canvas, row: 1).hasPrefix("│ שלום (עולם) │"))
    }
}

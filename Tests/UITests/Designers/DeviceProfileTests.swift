import Forms
import Testing

@testable import Pictures
@testable import Screens
@testable import Simulation

/// `--device`: the form laid out at a phone's or tablet's width, centred, and never wider than 120 columns.
@Suite struct DeviceProfileTests {
    static func firstLayer(_ device: DeviceProfile, _ size: Size) throws -> Frame {
        let form = FormLibrary.defaultForm
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "ump-firstLayer" })
        return try PreviewRenderer(form: form, device: device).frame(screen, language: "en", size: size)
    }

    /// The columns the form's box spans on the top row.
    static func boxColumns(_ frame: Frame) -> ClosedRange<Int>? {
        let row = frame.canvas.row(0).map(\.character)
        guard let left = row.firstIndex(of: "┌"), let right = row.lastIndex(of: "┐") else { return nil }
        return left...right
    }

    @Test func aWideWindowKeepsLinesReadable() throws {
        let frame = try Self.firstLayer(.terminal, Size(width: 200, height: 60))
        #expect(Self.boxColumns(frame) == 40...159)  // 120 columns, centred
        #expect(frame.canvas.lines().allSatisfy { $0.trimmingCharacters(in: .whitespaces).count <= 120 })
    }

    @Test func aPhoneIs44ColumnsCentredAndATablet80() throws {
        let phone = try Self.firstLayer(.phone, Size(width: 100, height: 40))
        #expect(Self.boxColumns(phone) == 28...71)
        // The buttons are still addressable where they are drawn.
        let consent = try #require(phone.elements["ump.consent"])
        #expect(consent.minX >= 28 && consent.maxX <= 72)
        let tablet = try Self.firstLayer(.tablet, Size(width: 100, height: 40))
        #expect(Self.boxColumns(tablet) == 10...89)
        // A terminal narrower than the device keeps its own width.
        #expect(Self.boxColumns(try Self.firstLayer(.tablet, Size(width: 60, height: 24))) == 0...59)
    }

    @Test func namesAndAliases() {
        #expect(DeviceProfile(named: "Phone") == .phone)
        #expect(DeviceProfile(named: "iphone-15") == .phone)
        #expect(DeviceProfile(named: "ipad") == .tablet)
        #expect(DeviceProfile(named: "watch") == nil)
    }

    @Test func aPhonePreviewIsThePhonesScreenInItsCase() throws {
        let batch = PreviewBatch(form: FormLibrary.defaultForm, languages: ["ja"], sizes: [Size(width: 80, height: 40)], device: .phone)
        #expect(batch.sizes == [Size(width: 44, height: 40)])
        let files = try batch.files(.svg)
        let first = try #require(files.first { $0.path == "ja/44x40/ump-firstLayer.svg" })
        #expect(first.contents.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"459\" height=\"888\""))
        #expect(first.contents.contains("rx=\"48\""))  // the case
        #expect(first.contents.contains("<svg x=\"18\" y=\"44\" width=\"422.4\" height=\"800\""))  // the screen inside it
    }
}

/// SVG pictures a browser and librsvg draw like the terminal: continuous box borders, kept spaces.
@Suite struct SVGFidelityTests {
    @Test func verticalBordersAreRulesAndSpacesAreKept() throws {
        var frame = Frame(size: Size(width: 6, height: 3))
        _ = Box(title: nil).draw(in: frame.canvas.bounds, into: &frame)
        let svg = SVGExport().render(frame)
        #expect(svg.contains("<style>text{white-space:pre}</style>"))
        // The middle row's two │ are full-height rules; the corners get half-height ones.
        #expect(svg.contains("<rect x=\"4.2\" y=\"20\" width=\"1.2\" height=\"20\""))
        #expect(svg.contains("<rect x=\"52.2\" y=\"20\" width=\"1.2\" height=\"20\""))
        #expect(svg.contains("<rect x=\"4.2\" y=\"10\" width=\"1.2\" height=\"10\""))
        #expect(SVGExport.fontFamily.contains("'Noto Sans CJK JP'") && SVGExport.fontFamily.contains("'Noto Color Emoji'"))
    }
}

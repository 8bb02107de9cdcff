import Screens
import Simulation

/// What `consentsim preview` writes for each screen.
package enum PreviewFormat: String, Hashable, Sendable, CaseIterable {
    /// The canvas text, trailing spaces trimmed (what text snapshots compare).
    case txt
    /// Text with ANSI colours and attributes, for `cat` in a terminal.
    case ansi
    /// A terminal screenshot as SVG.
    case svg
    /// SVG screenshots plus an `index.html` gallery.
    case html
    /// PNG pictures, rasterised from the SVG by headless Chromium (`consentsim preview` does that;
    /// `render` gives the SVG they are drawn from).
    case png

    /// The extension of each screen's file (the gallery's pictures are SVG).
    package var fileExtension: String {
        switch self {
        case .txt: "txt"
        case .ansi: "ans"
        case .svg, .html: "svg"
        case .png: "png"
        }
    }

    /// The file contents for one rendered screen.
    /// With a phone or tablet `device`, SVG pictures are drawn inside the device's frame.
    package func render(_ frame: Frame, title: String, palette: ExportPalette = .dark, device: DeviceProfile = .terminal) -> String {
        switch self {
        case .txt: frame.canvas.text()
        case .ansi: ANSIExport(truecolor: palette.truecolor).render(frame.canvas)
        case .svg, .html, .png: SVGExport(palette: palette, device: device).render(frame, title: title)
        }
    }
}

extension Size {
    /// A size written `COLSxROWS` (`80x24`), each 1...1000; nil for anything else.
    package init?(parsing text: some StringProtocol) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...1000).contains(w), (1...1000).contains(h),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.first != "+" })
        else { return nil }
        self.init(width: w, height: h)
    }
}

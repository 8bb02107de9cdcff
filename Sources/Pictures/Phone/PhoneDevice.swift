import Flow
import Screens

/// The phone a phone-style picture is drawn on: its screen in points, the system bars, and the
/// system font, for the run's platform.
package struct PhoneDevice: Hashable, Sendable {
    /// The platform whose system chrome is drawn.
    package var platform: DevicePlatform
    /// The screen's width in points (dp on Android).
    package var width: Double
    /// The screen's height.
    package var height: Double
    /// The status bar's height at the top.
    package var statusBar: Double
    /// The room at the bottom: iOS's home indicator, or Android's navigation bar.
    package var bottomBar: Double
    /// The system font stack: the platform's own font, then fonts of about its widths (Arial's
    /// metric twin Liberation Sans is what Debian has), then CJK and emoji.
    package var fontFamily: String

    /// An iPhone 15 (390 x 844 points; status bar 47, home indicator 34), or a Pixel 8 (412 x 915 dp;
    /// status bar 32, three-button navigation bar 48).
    package init(platform: DevicePlatform) {
        self.platform = platform
        switch platform {
        case .ios:
            (width, height, statusBar, bottomBar) = (390, 844, 47, 34)
            fontFamily =
                "-apple-system,'SF Pro Text','Helvetica Neue',Arial,'Liberation Sans','Noto Sans CJK JP','Noto Color Emoji',sans-serif"
        case .android:
            (width, height, statusBar, bottomBar) = (412, 915, 32, 48)
            fontFamily = "Roboto,Arial,'Liberation Sans','Noto Sans CJK JP','Noto Color Emoji',sans-serif"
        }
    }

    /// The SVG of the status bar (time, signal, battery) and the bottom bar, over the screen.
    func systemBars(dark: Bool) -> String {
        let ink = dark ? "#ffffff" : "#000000"
        var out = "<g class=\"system-bars\" fill=\"\(ink)\">"
        switch platform {
        case .ios:
            out += "<text x=\"52\" y=\"33\" font-size=\"16\" font-weight=\"600\" font-family=\"\(fontFamily)\">9:41</text>"
            // Signal (four bars rising) and Wi-Fi (a fan of arcs), drawn apart as iOS draws them.
            out += "<g class=\"signal\">"
            for bar in 0..<4 {
                let barHeight = 4 + Double(bar) * 2.5
                out +=
                    "<rect x=\"\(pointText(width - 118 + Double(bar) * 4.5))\" y=\"\(pointText(32 - barHeight))\" width=\"3\" height=\"\(pointText(barHeight))\" rx=\"0.8\"/>"
            }
            out += "</g><g class=\"wifi\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2\" stroke-linecap=\"round\">"
            let cx = width - 82
            out += "<path d=\"M\(pointText(cx - 7)) 25a10 10 0 0 1 14 0\"/><path d=\"M\(pointText(cx - 4)) 28a5.5 5.5 0 0 1 8 0\"/>"
            out += "<circle cx=\"\(pointText(cx))\" cy=\"31\" r=\"1.2\" fill=\"\(ink)\"/></g>"
            out += "<rect x=\"\(pointText(width - 56))\" y=\"20\" width=\"25\" height=\"13\" rx=\"4\" fill=\"none\" stroke=\"\(ink)\"/>"
            out += "<rect x=\"\(pointText(width - 54))\" y=\"22\" width=\"19\" height=\"9\" rx=\"2\"/>"
            out += "<rect x=\"\(pointText(width / 2 - 62))\" y=\"11\" width=\"124\" height=\"36\" rx=\"18\" fill=\"#000\"/>"
            out +=
                "<rect class=\"home-indicator\" x=\"\(pointText(width / 2 - 67))\" y=\"\(pointText(height - 13))\" width=\"134\" height=\"5\" rx=\"2.5\"/>"
        case .android:
            out += "<text x=\"20\" y=\"22\" font-size=\"14\" font-family=\"\(fontFamily)\">9:41</text>"
            out += "<rect x=\"\(pointText(width - 44))\" y=\"10\" width=\"10\" height=\"14\" rx=\"1.5\"/>"
            // Signal (a wedge) and Wi-Fi (a fan), apart.
            out += "<path class=\"signal\" d=\"M\(pointText(width - 64)) 24 l12 -13 v13 z\"/>"
            out += "<path class=\"wifi\" d=\"M\(pointText(width - 92)) 13a13 13 0 0 1 18 0l-9 11z\"/>"
            out += "<circle cx=\"\(pointText(width / 2))\" cy=\"16\" r=\"6\" fill=\"#000\"/>"
            // Three-button navigation: back, home, recents; the back button is what the UMP form handles.
            let y = height - bottomBar / 2
            out += "<g class=\"navigation-bar\" fill=\"none\" stroke=\"\(ink)\" stroke-width=\"2\">"
            out += "<path class=\"back-button\" d=\"M\(pointText(width / 4 + 6)) \(pointText(y - 8)) l-12 8 l12 8 z\" stroke-linejoin=\"round\"/>"
            out += "<circle cx=\"\(pointText(width / 2))\" cy=\"\(pointText(y))\" r=\"8\"/>"
            out += "<rect x=\"\(pointText(width * 3 / 4 - 7))\" y=\"\(pointText(y - 7))\" width=\"14\" height=\"14\" rx=\"2\"/>"
            out += "</g>"
        }
        out += "</g>\n"
        return out
    }
}

/// A number as SVG writes it: at most two decimals, no trailing zeros.
func pointText(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

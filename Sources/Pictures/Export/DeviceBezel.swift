import Screens
import Simulation

/// A phone's or tablet's body drawn around a screen picture: a rounded dark case with a camera pill
/// (phone) or a camera dot (tablet), so a preview reads as the device at a glance.
struct DeviceBezel {
    /// The device drawn.
    var device: DeviceProfile

    /// The case's width around the screen, in pixels.
    var margin: Int { device == .phone ? 18 : 28 }
    /// The room above and below the screen (status area and chin), in pixels.
    var verticalMargin: Int { device == .phone ? 44 : 36 }

    /// `screen` (a whole SVG document of `size` cells) nested inside the device's case.
    func wrap(_ screen: String, metrics: SVGMetrics, size: Size, title: String?) -> String {
        let width = (metrics.x(size.width) + 9) / 10, height = (metrics.y(size.height) + 9) / 10
        let outerWidth = width + 2 * margin, outerHeight = height + 2 * verticalMargin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" xml:space=\"preserve\" width=\"\(outerWidth)\" height=\"\(outerHeight)\""
        out += " viewBox=\"0 0 \(outerWidth) \(outerHeight)\""
        if let title { out += " role=\"img\" aria-label=\"\(XMLEscaping.escape(title)) · \(device)\"" }
        out += ">\n"
        out += "<rect x=\"1\" y=\"1\" width=\"\(outerWidth - 2)\" height=\"\(outerHeight - 2)\" rx=\"\(device == .phone ? 48 : 32)\""
        out += " fill=\"#0b0b0d\" stroke=\"#5a5a60\" stroke-width=\"2\"/>\n"
        let center = outerWidth / 2
        if device == .phone {
            out += "<rect x=\"\(center - 45)\" y=\"14\" width=\"90\" height=\"16\" rx=\"8\" fill=\"#000\"/>\n"
            out += "<rect x=\"\(center - 60)\" y=\"\(outerHeight - 22)\" width=\"120\" height=\"5\" rx=\"2.5\" fill=\"#5a5a60\"/>\n"
        } else {
            out += "<circle cx=\"\(center)\" cy=\"\(verticalMargin / 2)\" r=\"5\" fill=\"#2a2a30\"/>\n"
        }
        // The screen document, placed in the case (a nested <svg> keeps its own viewBox and fonts).
        let nested = screen.replacing("<svg xmlns=\"http://www.w3.org/2000/svg\" ", with: "<svg x=\"\(margin)\" y=\"\(verticalMargin)\" ")
        out += nested
        out += "</svg>\n"
        return out
    }
}

import Forms
import Testing

@testable import Pictures
@testable import Screens
@testable import Simulation

/// Preview pictures show the screen as a person sees it before pressing a key: no focus highlight,
/// no focus marker, no key hints, and the ATT alert in iOS's colours whatever the brand.
@Suite struct PictureChromeTests {
    /// Every picture of `form` in English at 80x24 and on the 44-column phone.
    static func frames(_ form: FormDefinition) throws -> [(String, Frame)] {
        var frames: [(String, Frame)] = []
        for device in [DeviceProfile.terminal, .phone] {
            let batch = PreviewBatch(form: form, languages: ["en"], sizes: [Size(width: 80, height: 24)], device: device)
            frames += try batch.items().map { ("\($0.screen.id) \(device)", $0.frame) }
        }
        return frames
    }

    @Test(arguments: ["ump-gdpr-default", "pac-all-options", "att-explainer"])
    func noPictureCarriesFocusOrKeyHints(name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        for (id, frame) in try Self.frames(form) {
            let text = frame.canvas.text()
            #expect(!text.contains("Tab next") && !text.contains("? help"), "\(id): key hints\n\(text)")
            var reversed = 0
            for y in 0..<frame.size.height {
                for x in 0..<frame.size.width where frame.canvas[x, y].style.attributes.contains(.reverse) { reversed += 1 }
            }
            #expect(reversed == 0, "\(id): \(reversed) cells in reverse video (the focus highlight)\n\(text)")
            #expect(!text.contains(" › [") && !text.contains("›["), "\(id): the focus marker\n\(text)")
        }
    }

    @Test func theATTAlertKeepsIOSsBlueUnderABrandAccent() throws {
        let shipped = try #require(FormLibrary.yaml(named: "att-explainer"))
        let branded = try FormLoader.load(
            yaml: shipped.replacingOccurrences(of: "  accent: blue\n", with: "  accent: \"#E91E63\"\n"), fileName: "b.yaml")
        let screen = try #require(try PreviewCatalog.screens(for: branded).first { $0.view == .attAlert })
        let frame = try PreviewRenderer(form: branded).frame(screen, language: "en", size: Size(width: 80, height: 24))
        for id in [ATTAlertView.allowID, ATTAlertView.askNotToTrackID] {
            let rect = try #require(frame.elements[id])
            let cells = (rect.x..<rect.x + rect.width).map { frame.canvas[$0, rect.y] }.filter { ($0.character ?? " ") != " " }
            #expect(!cells.isEmpty && cells.allSatisfy { $0.style.foreground == .rgb(ATTAlertView.systemBlue) }, "\(id)")
        }
    }
}

import Basics
import Browser
import ConsentsimTestSupport
import Flow
import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// The PAC phone pictures break every line where Chromium breaks it in PAC's own form.
///
/// The page is ours, built with the CSS values of consentform.html (googleads/googleads-consent-sdk-ios,
/// PersonalizedAdConsent/PersonalizedAdConsent/PersonalizedAdConsent.bundle/consentform.html, commit
/// 11a392d, 2022-08-12) at the phone's width: `#overlay` 20 pixels from each side, `#content` 20
/// pixels of padding (no breakpoint applies at 390 by 844: they need at most 730 pixels of height),
/// so 310 pixels of text; `.head_intro` and `.message` 12 pixels, `#head_question` 18, `#consent2
/// .head_intro` weight 500, `.button` 16 pixels of padding in a 1-pixel border around
/// `.button_title` at 16 pixels and weight 500; `font-family: 'Roboto', Arial, sans-serif` and
/// `text-align: center`; no `lang` on the page. The font is the pictures' own, embedded the same way.
/// Each line's text in Chromium is read from the rectangles of a Range over each character.
@Suite(.serialized, .tags(.spawnsProcess, .chromium)) struct PACLineBreakChromiumTests {
    /// One paragraph or button label of a screen as the picture sets it.
    struct Block {
        var runs: [PhoneRun]
        var size: Double
        var width: Double
        var where_: String
    }

    /// The shipped PAC forms' texts in `languages`, block by block, with the lines their pictures draw.
    static func blocks(languages: Set<LanguageCode>) throws -> [(block: Block, svgLines: [String])] {
        var out: [(Block, [String])] = []
        let device = PhoneDevice(platform: .ios)
        let text = min(PACPhoneScreen.maxWidth(.options), device.width - 40) - 40
        for name in FormLibrary.names where name.hasPrefix("pac-") {
            for item in try PhoneRenderingTests.items(name) where languages.contains(item.language) {
                let phone = try #require(item.phone)
                // PAC's own card: the app's home screens around it are not consentform.html.
                guard case .card = phone.presentation else { continue }
                let width = phone.presentation == .card(maxWidth: 338) ? min(338, device.width - 40) - 40 : text
                let lines = svgLines(PhoneRenderer(device: device).svg(phone, title: ""))
                let where_ = "\(name) \(item.screen.id) \(item.language)"
                for block in phone.blocks {
                    if case .paragraph(let runs, _, let size, _) = block {
                        out.append((Block(runs: runs, size: size, width: width, where_: where_), lines))
                    }
                }
                for button in phone.footer where button.shape == .pacOption {
                    out.append((Block(runs: [PhoneRun(button.label, .bold)], size: 16, width: width - 2 - 32, where_: where_), lines))
                }
            }
        }
        return out
    }

    /// The text of each `<text>` of `svg`, its markup removed, spaces trimmed.
    static func svgLines(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text").dropFirst().map { element in
            let body = element[element.index(after: element.firstIndex(of: ">")!)...]
            let inner = body[..<body.range(of: "</text>")!.lowerBound]
            var plain = ""
            var inTag = false
            for character in inner {
                if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { plain.append(character) }
            }
            return unescaped(plain).trimmingCharacters(in: .whitespaces)
        }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Our page: each block in its own box of its width, set as consentform.html sets it.
    static func page(_ blocks: [Block]) -> String {
        var html = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>"
        html += PhoneFont.fontFaces([400, 500]).replacingOccurrences(of: "<style>", with: "").replacingOccurrences(of: "</style>", with: "")
        html += "body{margin:0;font-family:'Roboto',Arial,sans-serif;-webkit-font-smoothing:antialiased;color:rgba(0,0,0,.86)}"
        html += "div.b{text-align:center;margin:0 0 8px;padding:0}b{font-weight:500}</style></head><body>"
        for (index, block) in blocks.enumerated() {
            html += "<div class=\"b\" data-block=\"\(index)\" style=\"width:\(block.width)px;font-size:\(block.size)px\">"
            for run in block.runs {
                let text = escaped(run.text)
                switch run.style {
                case .plain: html += "<span>\(text)</span>"
                case .bold: html += "<b>\(text)</b>"
                case .link: html += "<a style=\"color:#1A73E8\">\(text)</a>"
                }
            }
            html += "</div>"
        }
        return html + "</body></html>"
    }

    /// Each block's lines as Chromium lays them out: a character whose box starts left of where the
    /// one before it ends starts a new line (the lines are centred and left to right, so each starts
    /// left of where the one above ends; tops differ between fonts on one line, so they cannot tell).
    static let script = """
        (async () => {
          await document.fonts.ready;
          const out = [];
          for (const block of document.querySelectorAll('[data-block]')) {
            const lines = [];
            let line = '', right = null;
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.data.length; ) {
                const length = node.data.codePointAt(i) > 0xFFFF ? 2 : 1;
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + length);
                const rects = range.getClientRects();
                if (rects.length > 0 && rects[0].width > 0) {
                  const box = rects[rects.length - 1];
                  if (right !== null && box.left < right - 2) { lines.push(line); line = ''; }
                  right = box.right;
                }
                line += node.data.slice(i, i + length);
                i += length;
              }
            }
            lines.push(line);
            out.push(lines.map(l => l.trim()));
          }
          return JSON.stringify(out);
        })()
        """

    /// Chromium's lines of each of `blocks`.
    static func chromiumLines(_ blocks: [Block]) throws -> [[String]] {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        let path = scratch.path + "/page.html"
        try Data(page(blocks).utf8).write(to: URL(fileURLWithPath: path))
        let json = try browser.evaluate(pageAt: path, width: 390, height: 844, expression: script)
        return try JSONDecoder().decode([[String]].self, from: Data(json.utf8))
    }

    /// consentform.html as it is (no `line-break`, so Japanese breaks as `PhoneText.defaultStrictness`).
    @Test(arguments: ["en", "de", "ja"])
    func everyLineOfThePACFormBreaksWhereChromiumBreaksIt(language: String) throws {
        let found = try Self.blocks(languages: [LanguageCode(rawValue: language)])
        #expect(found.count > 10, "\(found.count) blocks")
        let chromium = try Self.chromiumLines(found.map(\.block))
        try #require(chromium.count == found.count)
        var compared = 0
        for ((block, svgLines), lines) in zip(found, chromium) {
            let ours = PhoneText.wrap(block.runs, width: block.width, size: block.size).map {
                $0.pieces.map(\.text).joined().trimmingCharacters(in: .whitespaces)
            }
            #expect(ours == lines, "\(block.where_): \(block.size) px in \(block.width): ours \(ours), Chromium's \(lines)")
            // And the picture draws those lines, one `<text>` each.
            let drawn = svgLines.indices.contains { start in
                start + ours.count <= svgLines.count && Array(svgLines[start..<start + ours.count]) == ours
            }
            #expect(drawn, "\(block.where_): the picture does not draw \(ours)")
            compared += lines.count
        }
        #expect(compared > 30, "\(compared) lines compared")
    }
}

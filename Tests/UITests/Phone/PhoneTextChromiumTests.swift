import Basics
import Browser
import ConsentsimTestSupport
import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// What Chromium (Android's WebView, where UMP's form is drawn) does with Japanese small kana and
/// with mixed-direction lines, against the phone pictures' own layout.
@Suite(.serialized, .tags(.spawnsProcess, .chromium)) struct PhoneTextChromiumTests {
    /// Evaluates `script` on `html` in headless Chromium.
    static func evaluate(_ html: String, _ script: String) throws -> String {
        let scratch = try TempDirectory()
        defer { scratch.remove() }
        let browser = try HeadlessChromium(executable: try ChromiumSupport.required(), profileFolder: scratch.path + "/profile")
        defer { browser.finish() }
        let path = scratch.path + "/page.html"
        try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        return try browser.evaluate(pageAt: path, width: 390, height: 844, expression: script)
    }

    /// Kana a line could start with at 15 ems: the 16th character is a small kana, then the prolonged
    /// sound mark comes 16 characters later.
    static let kana = "あいうえおかきくけこさしすせそっとなにぬねのはひふへほまみむめもーやゆよらりるれろ"

    @Test func japaneseBreaksBeforeSmallKanaAsChromiumDoesWithLangJa() throws {
        // Boxes exactly 15 ems wide, in Noto Sans CJK (every kana one em): lang="ja" with the
        // default `line-break` (auto, what consentform.html and Google's form leave it at), and
        // with `line-break: strict`.
        var html = "<!DOCTYPE html><html lang=\"ja\"><head><meta charset=\"utf-8\"><style>"
        html += "div{font-family:'Noto Sans CJK JP';font-size:16px;width:240px;margin:0;padding:0}</style></head><body>"
        html += "<div data-block=\"auto\">\(Self.kana)</div><div data-block=\"strict\" style=\"line-break:strict\">\(Self.kana)</div></body></html>"
        let script = """
            (async () => {
              await document.fonts.ready;
              const out = {};
              for (const block of document.querySelectorAll('[data-block]')) {
                const text = block.firstChild, lines = [];
                let line = '', top = null;
                for (let i = 0; i < text.length; i++) {
                  const range = document.createRange();
                  range.setStart(text, i);
                  range.setEnd(text, i + 1);
                  const y = range.getClientRects()[0].top;
                  if (top !== null && y > top + 1) { lines.push(line); line = ''; }
                  top = y;
                  line += text.data[i];
                }
                lines.push(line);
                out[block.dataset.block] = lines;
              }
              return JSON.stringify(out);
            })()
            """
        let chromium = try JSONDecoder().decode([String: [String]].self, from: Data(try Self.evaluate(html, script).utf8))
        // Our lines at the same width: a kana is one em of the fallback font.
        func ours(_ strictness: UnicodeLineBreak.Strictness) -> [String] {
            PhoneText.wrap([PhoneRun(Self.kana)], width: 240, size: 16, strictness: strictness).map { $0.pieces.map(\.text).joined() }
        }
        #expect(chromium["auto"] == ours(.normal), "Chromium \(chromium["auto"] ?? []), ours \(ours(.normal))")
        #expect(chromium["strict"] == ours(.strict), "Chromium \(chromium["strict"] ?? []), ours \(ours(.strict))")
        // The measurement behind the default: with lang="ja" and no `line-break`, a line starts with っ.
        #expect(chromium["auto"]?.dropFirst().first?.first == "っ")
        #expect(chromium["strict"]?.dropFirst().first?.first == "そ")
        #expect(ours(PhoneText.defaultStrictness) == chromium["auto"])
    }

    @Test func chromiumDrawsAMixedLineInThePicturesOrder() throws {
        // The picture's own `<text>`, drawn by Chromium: each character's left edge, sorted, must give
        // the order the bidi algorithm gives, so the viewer does not reorder what was ordered.
        for text in ["نستخدم Google (IAB TCF) منذ 2020", "לחצו על Accept (קבלה) כדי להמשיך.", "Consent (موافقة) 3 ok"] {
            var canvas = PhoneCanvas(palette: PhonePalette(PhoneColors.google), device: PhoneDevice(platform: .ios))
            _ = canvas.paragraph([PhoneRun(text)], .leading, x: 10, y: 0, width: 370, size: 15, color: RGB(0), lineHeight: 20)
            let html =
                "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\"><svg xmlns=\"http://www.w3.org/2000/svg\" "
                + "width=\"390\" height=\"40\" font-family=\"\(PhoneFont.fontFamily)\">" + canvas.out + "</svg></body></html>"
            let script = """
                (() => {
                  const walker = document.createTreeWalker(document.querySelector('text'), NodeFilter.SHOW_TEXT);
                  const out = [];
                  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    for (let i = 0; i < node.data.length; i++) {
                      const range = document.createRange();
                      range.setStart(node, i);
                      range.setEnd(node, i + 1);
                      const box = range.getBoundingClientRect();
                      if (node.data[i] !== ' ') out.push([node.data[i], box.left + box.width / 2]);
                    }
                  }
                  out.sort((a, b) => a[1] - b[1]);
                  return out.map(c => c[0]).join('');
                })()
                """
            let drawn = try Self.evaluate(html, script)
            // Our visual order, logical characters (Chromium mirrors brackets in the glyphs it draws,
            // not in the text it reports), spaces left out.
            let characters = Array(text)
            let paragraph = UnicodeBidi.resolve(characters)
            let order = UnicodeBidi.visualOrder(paragraph.lineLevels(0..<characters.count))
            let expected = String(order.map { characters[$0] }.filter { $0 != " " })
            #expect(drawn == expected, "\(text): Chromium \(drawn), ours \(expected)")
        }
    }
}

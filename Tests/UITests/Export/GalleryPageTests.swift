import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The gallery page: well-formed, every picture linked once per grouping, nothing outside the folder.
@Suite struct GalleryPageTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]
    static let languages: [LanguageCode] = ["en", "ja"]
    static let screens = ["ump-firstLayer", "home-personalized"]

    static func entries() -> [GalleryEntry] {
        languages.flatMap { l in
            sizes.flatMap { s in screens.map { GalleryEntry(screen: $0, language: l, size: s, path: "\(l)/\(s)/\($0).svg") } }
        }
    }

    /// Every `href` and `src` value in an XML document.
    final class Links: NSObject, XMLParserDelegate {
        var values: [String] = []
        var ids: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            values += [attributes["href"], attributes["src"]].compactMap { $0 }
            if let id = attributes["id"] { ids.append(id) }
        }
    }

    static func links(_ html: String) throws -> Links {
        let links = Links()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = links
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        return links
    }

    @Test func linksEveryPictureAndOnlyThem() throws {
        let html = GalleryPage(title: "Default form", subtitle: "2 screens", entries: Self.entries()).render()
        let links = try Self.links(html)
        let files = links.values.filter { !$0.hasPrefix("#") }
        #expect(Set(files) == Set(Self.entries().map(\.path)))
        // Each picture: an image and its link, once side by side and once in its language's section.
        for entry in Self.entries() { #expect(files.filter { $0 == entry.path }.count == 4) }
        let fragments = links.values.filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        #expect(!fragments.isEmpty)
        for fragment in fragments { #expect(links.ids.contains(fragment), "\(fragment)") }
        #expect(Set(links.ids).count == links.ids.count)
    }

    @Test func languagesOfAScreenStandSideBySide() throws {
        let html = GalleryPage(title: "t", subtitle: "s", entries: Self.entries()).render()
        let heading = try #require(html.range(of: "<h3 id=\"compare-80x24-ump-firstLayer\">"))
        let strip = html[heading.upperBound...].prefix { _ in true }
        let end = try #require(strip.range(of: "</div>"))
        let block = strip[..<end.lowerBound]
        #expect(block.contains("en/80x24/ump-firstLayer.svg") && block.contains("ja/80x24/ump-firstLayer.svg"))
        #expect(!block.contains("home-personalized"))
    }

    @Test func isOfflineAndEscaped() throws {
        let html = GalleryPage(title: "<Form & \"co\">", subtitle: "s", entries: Self.entries()).render()
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
        #expect(html.contains("&lt;Form &amp; &quot;co&quot;&gt;"))
        _ = try Self.links(html)
    }

    @Test func pathsArePercentEncoded() {
        #expect(GalleryPage.percentEncodedPath("en/80x24/a b#c.svg") == "en/80x24/a%20b%23c.svg")
        #expect(GalleryPage.percentEncodedPath("ja/ü.svg") == "ja/%C3%BC.svg")
    }
}

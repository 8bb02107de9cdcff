import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// A whole preview run: file names, formats, and pictures that match the terminal text.
@Suite struct PreviewBatchTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    @Test func filesAreNamedByLanguageSizeAndScreen() throws {
        let form = try #require(try FormLibrary.form(named: "pac-npa-only"))
        let files = try PreviewBatch(form: form, languages: ["en", "ko"], sizes: Self.sizes).files(.txt)
        #expect(
            files.map(\.path) == [
                "en/80x24/pac-npaOnly.txt", "en/80x24/home-nonPersonalized.txt", "en/40x12/pac-npaOnly.txt", "en/40x12/home-nonPersonalized.txt",
                "ko/80x24/pac-npaOnly.txt", "ko/80x24/home-nonPersonalized.txt", "ko/40x12/pac-npaOnly.txt", "ko/40x12/home-nonPersonalized.txt",
            ])
    }

    @Test func svgPicturesCarryTheCanvasTextInEveryLanguage() throws {
        let form = try #require(try FormLibrary.form(named: "pac-all-options"))
        let batch = PreviewBatch(form: form, languages: form.languages.list, sizes: Self.sizes)
        for item in try batch.items() {
            let svg = PreviewFormat.svg.render(item.frame, title: item.title(form: form))
            let reader = try SVGReader.parse(svg).get()
            #expect(reader.lines(size: item.size) == item.frame.canvas.lines(), "\(item.path(.svg))")
        }
    }

    @Test func theDefaultFormsPicturesCarryItsTextInEveryLanguage() throws {
        let form = FormLibrary.defaultForm
        for item in try PreviewBatch(form: form, languages: form.languages.list, sizes: [Size(width: 80, height: 24)]).items() {
            let reader = try SVGReader.parse(PreviewFormat.svg.render(item.frame, title: item.title(form: form))).get()
            #expect(reader.lines(size: item.size) == item.frame.canvas.lines(), "\(item.path(.svg))")
        }
    }

    @Test func htmlAddsAGalleryOfEverySVG() throws {
        let form = try #require(try FormLibrary.form(named: "att-explainer"))
        let files = try PreviewBatch(form: form, languages: ["en", "de"], sizes: Self.sizes).files(.html)
        #expect(files.last?.path == "index.html")
        let pictures = Set(files.dropLast().map(\.path))
        #expect(pictures.allSatisfy { $0.hasSuffix(".svg") } && pictures.count == 12)
        let links = try GalleryPageTests.links(try #require(files.last).contents)
        #expect(Set(links.values.filter { !$0.hasPrefix("#") }) == pictures)
    }

    @Test func sizesParse() {
        #expect(Size(parsing: "80x24") == Size(width: 80, height: 24))
        #expect(Size(parsing: "120X40") == Size(width: 120, height: 40))
        for bad in ["80", "80x", "x24", "0x24", "80x24x2", "-80x24", "+80x24", "80x1001", "eightyx24", ""] {
            #expect(Size(parsing: bad) == nil, "\(bad)")
        }
    }
}

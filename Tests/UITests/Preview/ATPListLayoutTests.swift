import Forms
import Testing

@testable import Pictures
@testable import Screens

/// A form with a long list of Google ATPs: preview and lint draw every screen, the vendor page's
/// list on several of them, and each ATP's name is wrapped once per width, not once per frame.
@Suite struct ATPListLayoutTests {
    /// The two-button form with `count` ATPs whose names wrap at both preview widths.
    static func form(atps count: Int) throws -> FormDefinition {
        let yaml = try #require(FormLibrary.yaml(named: "ump-gdpr-two-button"))
        let (before, rest) = try #require(yaml.split(separator: "googleATPs:", maxSplits: 1).twoParts)
        let after = try #require(rest.range(of: "\nfirstLayer:")).lowerBound
        let words = String(repeating: "with a name long enough to wrap ", count: 4)
        let atps = (1...count).map { "  - { id: \($0), name: Provider \($0) \(words)}\n" }.joined()
        return try FormLoader.load(yaml: before + "googleATPs:\n" + atps + rest[after...], fileName: "long-atps.yaml")
    }

    @Test func eachATPNameIsWrappedOncePerWidthWhateverTheScreens() throws {
        let form = try Self.form(atps: 300)
        let renderer = PreviewRenderer(form: form)
        let screens = try PreviewCatalog.screens(for: form)
        // More than one screen per size shows the list, so a wrap per frame would show as more.
        #expect(screens.filter { $0.view == .umpVendors }.count >= 2)
        let sizes = [Size(width: 44, height: 30), Size(width: 80, height: 24)]
        for size in sizes {
            for screen in screens { _ = try renderer.frame(screen, language: form.languages.default, size: size) }
        }
        let atps = try #require(renderer.umpModel).atps
        #expect(atps.count == 300)
        let counts = atps.map(\.titleLayoutCount)
        #expect(counts.allSatisfy { (1...sizes.count).contains($0) }, "\(Set(counts))")
    }
}

extension Array where Element == Substring {
    /// The two parts of a split in two, if it made two.
    fileprivate var twoParts: (String, Substring)? { count == 2 ? (String(self[0]), self[1]) : nil }
}

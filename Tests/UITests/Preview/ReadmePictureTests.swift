import Forms
import Foundation
import Testing

@testable import Pictures
@testable import Screens

/// The README's preview picture is what `consentsim preview` draws today, not a stale copy.
@Suite struct ReadmePictureTests {
    /// The repository root (this file is Tests/UITests/Preview/ReadmePictureTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let picture = "scripts/preview/default-form-en-80x24.svg"

    @Test func thePictureIsCurrent() throws {
        let form = FormLibrary.defaultForm
        let screen = try #require(try PreviewCatalog.screens(for: form).first { $0.id == "ump-firstLayer" })
        let size = Size(width: 80, height: 24)
        let item = PreviewItem(
            screen: screen, language: "en", size: size,
            frame: try PreviewRenderer(form: form).frame(screen, language: "en", size: size))
        let expected = PreviewFormat.svg.render(item.frame, title: item.title(form: form))
        let committed = try? String(contentsOf: Self.root.appendingPathComponent(Self.picture), encoding: .utf8)
        #expect(committed == expected, "\(Self.picture) is stale: run scripts/dev/update-preview.sh and commit the picture")
    }

    @Test func theReadmeShowsIt() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](\(Self.picture))"))
    }
}

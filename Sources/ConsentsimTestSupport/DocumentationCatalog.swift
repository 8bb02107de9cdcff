import Foundation

/// The manual: the DocC catalog under `Sources/consentsim`, read by the tests that keep its tables equal
/// to the code that writes them (keys, lint rules, Google's rules, settings, modules).
package enum DocumentationCatalog {
    /// The repository root (this file is Sources/ConsentsimTestSupport/DocumentationCatalog.swift).
    package static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The catalog's folder.
    package static let folder: URL = repository.appendingPathComponent("Sources/consentsim/Documentation.docc")

    /// The names of the catalog's articles (file names without `.md`), sorted.
    package static func articleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .sorted()
    }

    /// The text of one article, by its file name without `.md` (`"Commands"`).
    package static func article(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name + ".md"), encoding: .utf8)
    }

    /// The lines between `<!-- marker: … -->` and `<!-- /marker -->` in an article, without the markers.
    package static func block(_ marker: String, in name: String) throws -> String? {
        let text = try article(name)
        guard let open = text.range(of: "<!-- \(marker):"),
            let startLine = text.range(of: "-->\n", range: open.upperBound..<text.endIndex),
            let end = text.range(of: "\n<!-- /\(marker) -->", range: startLine.upperBound..<text.endIndex)
        else { return nil }
        return String(text[startLine.upperBound..<end.lowerBound])
    }
}

import ConsentsimTestSupport
import Foundation
import Testing

/// `Package.swift` pins what it depends on: every package at an exact version, so a fresh clone resolves
/// the same code without a committed `Package.resolved` (whose commit ids belong to one machine's copies).
@Suite struct PackageManifestTests {
    /// The `.package(…)` declarations of a manifest's text, one string each.
    static func packageDeclarations(_ manifest: String) -> [String] {
        manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(".package(url:") }
    }

    /// Whether a declaration names one exact version (`exact: "1.8.2"`).
    static func isPinned(_ declaration: String) -> Bool {
        declaration.range(of: #"exact:\s*"\d+\.\d+\.\d+""#, options: .regularExpression) != nil
    }

    @Test func everyDependencyIsPinnedToAnExactVersion() throws {
        let manifest = try String(contentsOf: DocumentationCatalog.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declarations = Self.packageDeclarations(manifest)
        #expect(!declarations.isEmpty)
        for declaration in declarations { #expect(Self.isPinned(declaration), "\(declaration)") }
    }

    @Test func aRangeIsNotAPin() {
        #expect(!Self.isPinned(#".package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),"#))
        #expect(!Self.isPinned(#".package(url: "https://example.invalid/x", branch: "main"),"#))
        #expect(Self.isPinned(#".package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),"#))
    }

    @Test func noResolvedFileIsKeptBesideTheScripts() {
        #expect(!FileManager.default.fileExists(atPath: DocumentationCatalog.repository.appendingPathComponent("scripts/dev/Package.resolved").path))
    }
}

import Foundation
import Testing

@testable import Forms

/// Paths in the repository, found from this file so any worktree or clone works.
enum Repo {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let forms = root.appendingPathComponent("forms")
    static let schema = forms.appendingPathComponent("schema.json")
    /// The GVL fixtures (`Tests/Fixtures/tcf`, copies of public IAB lists), as the TCF tests use them.
    static let sharedTCF = root.appendingPathComponent("Tests/Fixtures/tcf")

    /// Every shipped form file: (name as FormLibrary knows it, path).
    static func shippedFormFiles() throws -> [(name: String, path: String)] {
        let enumerator = FileManager.default.enumerator(atPath: forms.path)
        var found: [(String, String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".yaml") else { continue }
            found.append((String(relative.dropLast(5)), forms.appendingPathComponent(relative).path))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}

/// A fresh temporary folder, removed by the caller with `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("forms-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The error lines a broken form gives, or a marker when it unexpectedly loads.
func errorLines(_ yaml: String, file: String = "broken.yaml", directory: String? = nil) -> [String] {
    do {
        _ = try FormLoader.load(yaml: yaml, fileName: file, directory: directory)
        return ["(loaded without errors)"]
    } catch {
        return error.errors.map(\.description)
    }
}

extension LintEnvironment {
    /// A stand-in for the renderer (Forms tests cannot import Pictures): each button drawn as its label plus
    /// `›[ ` and ` ]`, side by side at its natural width. The real measure is Pictures' `DrawnButtonAreas`,
    /// tested in UITests.
    static let naturalWidths = LintEnvironment { form, language in
        let keys: [TextKey] = [.consent, .doNotConsent, .acceptAll, .rejectAll, .personalized, .nonPersonalized]
        var areas: [TextKey: Int] = [:]
        for key in keys {
            let label = form.text(key, language: language)
            areas[key] = label.unicodeScalars.count + 5
        }
        return [ButtonMeasurement(size: "natural", areas: areas)]
    }
}

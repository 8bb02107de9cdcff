import ConsentsimTestSupport
import Foundation
import Testing

/// The manual stays navigable and true: every `<doc:…>` and relative link in the catalog and the README
/// leads somewhere, and the Architecture article's module table is `Package.swift`'s targets.
@Suite struct DocumentationTests {
    /// A target as `Package.swift` declares it: its kind and its dependencies (targets and products by name).
    struct Target: Equatable, CustomStringConvertible {
        var kind: String
        var dependencies: [String]
        var description: String { "\(kind) on [\(dependencies.joined(separator: ", "))]" }
    }

    /// The non-test targets of a manifest's text, by name. Reads the declarations the manifest writes
    /// (`.target(name:dependencies:)`, `.executableTarget`, `.systemLibrary`, `Target.systemLibrary`),
    /// each within its own parentheses, comments removed.
    static func manifestTargets(_ manifest: String) -> [String: Target] {
        let text = manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let comment = line.range(of: "//"), line[..<comment.lowerBound].allSatisfy(\.isWhitespace) else { return line }
            return line[..<comment.lowerBound]
        }.joined(separator: "\n")
        let kinds = [".target(": "library", ".executableTarget(": "executable", ".systemLibrary(": "system library"]
        var targets: [String: Target] = [:]
        var index = text.startIndex
        while let found = kinds.keys.compactMap({ key in text.range(of: key, range: index..<text.endIndex).map { (key, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        {
            // The declaration's arguments: up to the parenthesis that closes the one the kind opened.
            var depth = 1
            var end = found.1.upperBound
            while depth > 0, end < text.endIndex {
                if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                end = text.index(after: end)
            }
            let arguments = String(text[found.1.upperBound..<end])
            index = end
            guard let name = Self.quoted(after: "name:", in: arguments).first else { continue }
            var dependencies: [String] = []
            if let list = arguments.range(of: "dependencies:") {
                let rest = arguments[list.upperBound...]
                let closing = rest.firstIndex(of: "]") ?? rest.endIndex
                let inner = String(rest[..<closing]).replacingOccurrences(of: #"package:\s*"[^"]*""#, with: "", options: .regularExpression)
                dependencies = Self.quoted(after: "", in: inner)
            }
            targets[name] = Target(kind: kinds[found.0]!, dependencies: dependencies)
        }
        return targets
    }

    /// The quoted strings in `text` (after `label` when one is given).
    static func quoted(after label: String, in text: String) -> [String] {
        let pattern = label.isEmpty ? #""([^"]+)""# : NSRegularExpression.escapedPattern(for: label) + #"\s*"([^"]+)""#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The Architecture article's module table: name, kind and dependencies per row.
    static func articleModules() throws -> [String: Target] {
        let block = try #require(try DocumentationCatalog.block("modules", in: "Architecture"))
        var modules: [String: Target] = [:]
        for row in block.split(separator: "\n").dropFirst(2) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let kind = cells[2].split(separator: ",")[0].trimmingCharacters(in: .whitespaces)
            let dependencies = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            modules[name] = Target(kind: kind, dependencies: dependencies)
        }
        return modules
    }

    @Test func theArchitectureArticleListsPackageSwiftsTargets() throws {
        let manifest = try String(contentsOf: DocumentationCatalog.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = Self.manifestTargets(manifest)
        #expect(declared["consentsim"]?.dependencies.contains("ArgumentParser") == true, "the manifest reader lost a product dependency")
        #expect(declared["Basics"] == Target(kind: "library", dependencies: []), "the manifest reader lost a target")
        let listed = try Self.articleModules()
        for name in Set(declared.keys).union(listed.keys).sorted() {
            #expect(
                listed[name].map { Target(kind: $0.kind, dependencies: $0.dependencies.sorted()) }
                    == declared[name].map { Target(kind: $0.kind, dependencies: $0.dependencies.sorted()) },
                "\(name): Package.swift declares \(declared[name]?.description ?? "no such target"), the Architecture article lists \(listed[name]?.description ?? "none")"
            )
        }
    }

    @Test func theManifestReaderReadsEachKindOfDeclaration() {
        let manifest = """
            let ncursesw = Target.systemLibrary(name: "C", providers: [.apt(["c-dev"])])
            let package = Package(name: "p", dependencies: [.package(url: "https://example.invalid/x", from: "1.0.0")], targets: [
                .target(name: "A"),
                // .target(name: "Commented", dependencies: ["A"]),
                .target(name: "B", dependencies: ["A", "C"], linkerSettings: [.linkedLibrary("z")]),
                .executableTarget(name: "E", dependencies: ["B", .product(name: "P", package: "x")]),
                .testTarget(name: "T", dependencies: ["E"]),
            ])
            """
        #expect(
            Self.manifestTargets(manifest) == [
                "C": Target(kind: "system library", dependencies: []), "A": Target(kind: "library", dependencies: []),
                "B": Target(kind: "library", dependencies: ["A", "C"]), "E": Target(kind: "executable", dependencies: ["B", "P"]),
            ])
    }

    /// DocC's fragment for a heading: words joined by `-`, punctuation dropped (`Google's serving rules`
    /// is `Googles-serving-rules`).
    static func fragment(_ heading: String) -> String {
        let words = heading.split(whereSeparator: \.isWhitespace).map { word in
            String(word.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" })
        }
        return words.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// The lines of a Markdown text outside code (fenced blocks and lines indented four spaces).
    static func prose(_ text: String) -> [Substring] {
        var fenced = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                fenced.toggle()
                return false
            }
            return !fenced && !line.hasPrefix("    ")
        }
    }

    /// Every link of a Markdown file that does not resolve, as `file: link`.
    static func brokenLinks(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = Self.prose(text).map(String.init).joined(separator: "\n")
        let articles = Set(try DocumentationCatalog.articleNames())
        var broken: [String] = []
        let doc = try NSRegularExpression(pattern: #"<doc:([^>]+)>"#)
        for match in doc.matches(in: lines, range: NSRange(lines.startIndex..., in: lines)) {
            guard let range = Range(match.range(at: 1), in: lines) else { continue }
            let target = String(lines[range])
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            guard articles.contains(parts[0]) else {
                broken.append("\(file.lastPathComponent): <doc:\(target)> names no article")
                continue
            }
            if parts.count == 2 {
                let headings = Self.prose(try DocumentationCatalog.article(parts[0])).filter { $0.hasPrefix("#") }
                    .map { Self.fragment(String($0.drop { $0 == "#" })) }
                if !headings.contains(parts[1]) { broken.append("\(file.lastPathComponent): <doc:\(target)> names no heading") }
            }
        }
        // DocC finds an article's images by file name anywhere in the catalog, not by path.
        let inCatalog = file.deletingLastPathComponent().standardizedFileURL == DocumentationCatalog.folder.standardizedFileURL
        let resources = inCatalog ? Self.resourceNames() : []
        let link = try NSRegularExpression(pattern: #"(!?)\[[^\]]*\]\(([^)\s]+)\)"#)
        for match in link.matches(in: lines, range: NSRange(lines.startIndex..., in: lines)) {
            guard let bang = Range(match.range(at: 1), in: lines), let range = Range(match.range(at: 2), in: lines) else { continue }
            let target = String(lines[range])
            if inCatalog, !lines[bang].isEmpty {
                let name = (target as NSString).deletingPathExtension
                if target.contains("/") || !resources.contains(name) {
                    broken.append("\(file.lastPathComponent): image \(target) is not a file name in the catalog")
                }
                continue
            }
            if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            let path = String(target.split(separator: "#")[0])
            let resolved = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
            if !FileManager.default.fileExists(atPath: resolved.path) { broken.append("\(file.lastPathComponent): \(target) does not exist") }
        }
        return broken
    }

    /// The file names (without extension) of the catalog's resources, as DocC looks images up.
    static func resourceNames() -> Set<String> {
        let paths = FileManager.default.subpaths(atPath: DocumentationCatalog.folder.path) ?? []
        return Set(paths.filter { !$0.hasSuffix(".md") }.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
    }

    @Test func everyLinkOfTheCatalogAndTheReadmeResolves() throws {
        let files =
            try DocumentationCatalog.articleNames().map { DocumentationCatalog.folder.appendingPathComponent($0 + ".md") }
            + ["README.md", "scripts/README.md"].map { DocumentationCatalog.repository.appendingPathComponent($0) }
        #expect(files.count > 10)
        for file in files {
            #expect(try Self.brokenLinks(in: file) == [], "\(file.lastPathComponent)")
        }
    }

    @Test func aBrokenLinkIsFound() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let file = URL(fileURLWithPath: dir.path + "/page.md")
        try "See <doc:NoSuchArticle>, <doc:Commands#No-such-heading>, <doc:Commands#Exit-status>, [here](missing.md).\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(
            try Self.brokenLinks(in: file) == [
                "page.md: <doc:NoSuchArticle> names no article", "page.md: <doc:Commands#No-such-heading> names no heading",
                "page.md: missing.md does not exist",
            ])
    }

    @Test func everyArticleHasOneTitleAndTheLandingPageListsEveryArticle() throws {
        let names = try DocumentationCatalog.articleNames()
        let landing = try DocumentationCatalog.article("Documentation")
        for name in names {
            let titles = Self.prose(try DocumentationCatalog.article(name)).filter { $0.hasPrefix("# ") }
            #expect(titles.count == 1, "\(name) has \(titles.count) titles")
            if name != "Documentation" { #expect(landing.contains("- <doc:\(name)>"), "the landing page does not list \(name)") }
        }
    }

    @Test func theReadmeIsAFrontDoor() throws {
        let readme = try String(contentsOf: DocumentationCatalog.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 350)
        #expect(readme.contains("    swift run consentsim\n") && readme.contains("    swift test\n"))
    }
}

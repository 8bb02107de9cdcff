import ConsentsimTestSupport
import Foundation
import Testing

/// `consentsim forms` and the README's designer quick start, step by step (all but the interactive `run --watch`).
@Suite(.tags(.spawnsProcess)) struct FormsCommandTests {
    @Test func listNamesEveryShippedFormWithItsSDK() throws {
        let r = try consentsim(["forms", "list"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("ump-gdpr-default ") && $0.contains(" umpMessage ") && $0.hasSuffix("en,ru,ko,ja,it,de,fr") })
        #expect(lines.contains { $0.hasPrefix("att-explainer ") && $0.contains(" att ") })
        #expect(lines.count == 9)
    }

    @Test func theQuickStartWorksAsWritten() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let brand = dir.path + "/mybrand"
        let export = try consentsim(["forms", "export", "ump-gdpr-default", brand])
        #expect(export.status == 0)
        let file = brand + "/ump-gdpr-default.yaml"
        #expect(export.stdout == "wrote \(file)\n")
        // Byte for byte the shipped form, so it loads, lints clean and previews.
        let shipped = try consentsim(["forms", "export", "examples/noncompliant-dark-patterns", brand])
        #expect(shipped.stdout == "wrote \(brand)/noncompliant-dark-patterns.yaml\n")
        let lint = try consentsim(["lint", file])
        #expect(lint.status == 0)
        #expect(lint.stdout.hasSuffix("\n0 errors, 0 warnings, 1 info (lint --explain T13 for the rules and their sources)\n"), "\(lint.stdout)")
        let preview = try consentsim(["preview", file, "--format", "html", "--out", brand + "/preview", "--lang", "en,ja"])
        #expect(preview.status == 0)
        #expect(FileManager.default.fileExists(atPath: brand + "/preview/index.html"))
        #expect(FileManager.default.fileExists(atPath: brand + "/preview/ja/80x24/ump-firstLayer.svg"))
        // A second export never overwrites the designer's edits.
        try Data("edited".utf8).write(to: URL(fileURLWithPath: file))
        let again = try consentsim(["forms", "export", "ump-gdpr-default", brand])
        #expect(again.status == 1)
        #expect(again.stderr == "consentsim: \(file) exists; pass --force to replace it\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "edited")
    }

    @Test func anUnknownNameSuggestsTheClosest() throws {
        let r = try consentsim(["forms", "export", "ump-gdpr-defualt"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("consentsim: no form named 'ump-gdpr-defualt'; did you mean 'ump-gdpr-default'?"))
    }
}

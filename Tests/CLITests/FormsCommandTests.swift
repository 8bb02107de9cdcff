import Basics
import ConsentsimTestSupport
import Foundation
import Testing

@testable import Forms

/// `consentsim forms` and the README's designer quick start, step by step (all but the interactive `run --watch`).
@Suite(.tags(.spawnsProcess)) struct FormsCommandTests {
    @Test func listNamesEveryShippedFormWithItsSDK() throws {
        let r = try consentsim(["forms", "list"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("ump-gdpr-default ") && $0.contains(" umpMessage ") && $0.hasSuffix("en,ru,ko,ja,it,de,fr") })
        #expect(lines.contains { $0.hasPrefix("att-explainer ") && $0.contains(" att ") })
        #expect(lines.count == 11)
        // A header names the columns.
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["NAME", "SDK", "LANGUAGES"])
    }

    @Test func theQuickStartWorksAsWritten() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let brand = dir.path + "/mybrand"
        let export = try consentsim(["forms", "export", "ump-gdpr-default", brand])
        #expect(export.status == 0)
        let file = brand + "/ump-gdpr-default.yaml"
        #expect(export.stdout == "wrote \(file)\n")
        // The shipped form, so it loads, lints clean and previews.
        let shipped = try consentsim(["forms", "export", "examples/noncompliant-dark-patterns", brand])
        #expect(shipped.stdout == "wrote \(brand)/noncompliant-dark-patterns.yaml\n")
        let lint = try consentsim(["lint", file])
        #expect(lint.status == 0)
        #expect(lint.stdout.hasSuffix("\n0 errors, 0 warnings, 1 info (lint --explain T13 for the rules and their sources)\n"), "\(lint.stdout)")
        // The copy stands alone: no pointer at a schema file that was not exported, no project script to run.
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!exported.contains("schema.json") && !exported.contains("scripts/"), "\(exported.prefix(300))")
        // The quick start's edits (a brand colour, an English label) keep lint clean: the label
        // changes English only, so no other language falls back to it.
        let edited =
            exported.replacingOccurrences(of: "  accent: blue", with: "  accent: \"#7B1FA2\"")
            + "\ntexts: {en: {consent: \"Yes, that's fine\"}}\n"
        let editedFile = brand + "/edited.yaml"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: editedFile))
        let editedLint = try consentsim(["lint", editedFile])
        #expect(editedLint.status == 0)
        #expect(
            editedLint.stdout.hasSuffix("\n0 errors, 0 warnings, 1 info (lint --explain T13 for the rules and their sources)\n"),
            "\(editedLint.stdout)")
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

    /// Every text key of the family, then every purpose's and feature's, each with each language's text and origin.
    @Test func textsListsEveryKeyWithItsTextAndOrigin() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let file = dir.path + "/brand.yaml"
        let shipped = try #require(FormLibrary.yaml(named: "ump-gdpr-default"))
        try Data((shipped + "\ntexts: {en: {consent: \"Yes, that's fine\"}}\n").utf8).write(to: URL(fileURLWithPath: file))
        let r = try consentsim(["forms", "texts", file, "--lang", "en", "de"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let keys = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") }.dropFirst()
        #expect(Array(keys.prefix(TextFamily.ump.keys.count)) == TextFamily.ump.keys.map(\.rawValue))
        #expect(keys.contains("purpose.1.name") && keys.contains("specialFeature.2.description"))
        func shown(_ key: String) -> [String] {
            guard let at = lines.firstIndex(of: key) else { return [] }
            return Array(lines[(at + 1)...].prefix { $0.hasPrefix("  ") }).map {
                $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            }
        }
        #expect(shown("consent") == ["en form Yes, that's fine", "de catalogue Einwilligen"])
        #expect(
            shown("purpose.1.name") == [
                "en official IAB text Store and/or access information on a device",
                "de catalogue Informationen auf einem Gerät speichern und/oder abrufen",
            ])
        let json = try consentsim(["forms", "texts", "att-explainer", "--lang", "ja", "--format", "json"])
        guard case .object(let object) = try JSONParser.parse(json.stdout), case .array(let texts)? = object["texts"],
            case .object(let first)? = texts.first, case .object(let languages)? = first["languages"],
            case .object(let japanese)? = languages["ja"]
        else { Issue.record("not the listing: \(json.stdout.prefix(200))"); return }
        #expect(texts.count == TextFamily.att.keys.count)
        #expect(first["key"] == .string("explainerTitle"))
        #expect(japanese["source"] == .string("form"))
        let bad = try consentsim(["forms", "texts", "--lang", "xx"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("invalid --lang 'xx': the form offers en, ru, ko, ja, it, de, fr"))
    }

    /// `forms texts` prints, under each key, the message editor's style of the element drawing it.
    @Test func textsShowTheEditorStyleOfEachElement() throws {
        let r = try consentsim(["forms", "texts", "examples/ump-editor-options", "--lang", "en"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\ntitle\n  style  headline, #2D1846, 22 pt, bold, aligned center\n  en  catalogue"))
        #expect(
            r.stdout.contains(
                "\ndoNotConsent\n  style  outlined button, label #5B2A86, border #5B2A86, border width 2 pt, radius 22 pt, padding 14 pt\n"))
        let json = try consentsim(["forms", "texts", "examples/ump-editor-options", "--lang", "en", "--format", "json"])
        #expect(json.stdout.contains("\"style\": \"body, 15 pt, aligned start\""))
        #expect(!(try consentsim(["forms", "texts", "ump-gdpr-default", "--lang", "en"])).stdout.contains("  style  "))
    }

    /// `forms texts` lists the publisher's "Learn more" items, each language with where it comes from.
    @Test func textsListThePublishersLearnMoreItems() throws {
        let r = try consentsim(["forms", "texts", "examples/ump-editor-options", "--lang", "en,de"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\nlearnMore.1.title\n  en  form               Why does {appName} show ads?\n  de  form               Warum zeigt"))
        #expect(!(try consentsim(["forms", "texts", "ump-gdpr-default", "--lang", "en"])).stdout.contains("learnMore.1."))
    }

    @Test func anUnknownNameSuggestsTheClosest() throws {
        let r = try consentsim(["forms", "export", "ump-gdpr-defualt"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("consentsim: no form named 'ump-gdpr-defualt'; did you mean 'ump-gdpr-default'?"))
    }
}

import ConsentsimTestSupport
import Foundation
import Testing

@testable import Forms
@testable import consentsim_embed_forms

/// The shipped forms compiled into the binary as code (the default form ready without
/// parsing YAML) must be exactly what the validating YAML loader makes of their text.
@Suite struct PrebuiltFormsTests {
    @Test func everyPrebuiltFormEqualsItsYAML() throws {
        #expect(prebuiltForms[FormLibrary.defaultFormName] != nil, "the default form must be prebuilt")
        for (name, build) in prebuiltForms {
            let parsed = try #require(try FormLibrary.parsedForm(named: name), "\(name) is not a shipped form")
            let prebuilt = build()
            #expect(prebuilt.sourceMap == parsed.sourceMap, "\(name): source map differs")
            #expect(prebuilt.texts == parsed.texts, "\(name): texts differ")
            #expect(prebuilt == parsed, "\(name): prebuilt form differs from its YAML; run swift run consentsim-embed-forms")
        }
    }

    @Test func libraryServesThePrebuiltDefaultForm() throws {
        let form = try #require(try FormLibrary.form(named: FormLibrary.defaultFormName))
        #expect(form == FormLibrary.defaultForm)
        #expect(form == (try FormLibrary.parsedForm(named: FormLibrary.defaultFormName)))
    }

    @Test func theShippedFormsFileIsWrittenFromFormsFolder() throws {
        // Fails after a forms/ edit until `swift run consentsim-embed-forms` (which rewrites the file) is run.
        let committed = try String(contentsOf: Repo.root.appendingPathComponent(ShippedFormsSource.path), encoding: .utf8)
        let forms = try ShippedFormsSource.forms(in: Repo.forms.path)
        #expect(forms.map(\.name) == FormLibrary.names)
        #expect(try ShippedFormsSource.file(forms) == committed, "run swift run consentsim-embed-forms")
    }

    @Test func aFormChangedOnDiskChangesTheFile() throws {
        var forms = try ShippedFormsSource.forms(in: Repo.forms.path)
        let before = try ShippedFormsSource.file(forms)
        let index = try #require(forms.firstIndex { $0.name == FormLibrary.defaultFormName })
        forms[index].yaml = forms[index].yaml.replacingOccurrences(of: "\napp:\n", with: "\n# a comment\napp:\n")
        #expect(try ShippedFormsSource.file(forms) != before)
    }

    @Test func formsAreFoundThroughASymbolicLink() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/forms", withDestinationPath: Repo.forms.path)
        #expect(try ShippedFormsSource.forms(in: dir.path + "/forms") == ShippedFormsSource.forms(in: Repo.forms.path))
    }

    @Test func aRawDelimiterLongEnoughForTheText() {
        #expect(ShippedFormsSource.rawDelimiter("plain") == "#")
        #expect(ShippedFormsSource.rawDelimiter("a \\# b") == "##")
        #expect(ShippedFormsSource.rawDelimiter("x \"\"\"## y") == "###")
    }

    @Test func everyShippedFormOnTheEmbeddedListIsPrebuilt() throws {
        for name in FormLibrary.names {
            let form = try #require(try FormLibrary.parsedForm(named: name))
            let embeddedList = form.ump.map { $0.vendorListSource == .embedded } ?? true
            #expect((prebuiltForms[name] != nil) == embeddedList, "\(name)")
        }
    }

    @Test func literalsRoundTripAwkwardText() {
        #expect(FormSwiftSource.literal("a\"b\\c\nd\te\r\u{1}é🧩") == #""a\"b\\c\nd\te\r\u{1}é🧩""#)
    }
}

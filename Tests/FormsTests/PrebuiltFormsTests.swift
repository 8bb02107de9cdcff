import Foundation
import Testing

@testable import Forms

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
            #expect(prebuilt == parsed, "\(name): prebuilt form differs from its YAML; run scripts/dev/embed-forms.py")
        }
    }

    @Test func libraryServesThePrebuiltDefaultForm() throws {
        let form = try #require(try FormLibrary.form(named: FormLibrary.defaultFormName))
        #expect(form == FormLibrary.defaultForm)
        #expect(form == (try FormLibrary.parsedForm(named: FormLibrary.defaultFormName)))
    }

    @Test func prebuiltFormsFileIsCurrent() throws {
        // Fails after a forms/ edit until scripts/dev/embed-forms.py (which regenerates the file) is run.
        let committed = try String(contentsOf: Repo.root.appendingPathComponent("Sources/Forms/Library/PrebuiltForms.swift"), encoding: .utf8)
        #expect(try FormSwiftSource.prebuiltFormsFile() == committed, "run scripts/dev/embed-forms.py")
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

import Foundation
import Testing

@testable import Forms

@Suite struct EmbeddedFormsTests {
    @Test func embeddedFormsEqualTheFilesInForms() throws {
        let files = try Repo.shippedFormFiles()
        #expect(FormLibrary.names == files.map(\.name), "run swift run consentsim-embed-forms")
        for (name, path) in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(FormLibrary.yaml(named: name) == text, "forms/\(name).yaml changed: run swift run consentsim-embed-forms")
        }
    }

    @Test func everyEmbeddedFormLoadsUnderItsEmbeddedName() throws {
        for name in FormLibrary.names {
            let form = try #require(try FormLibrary.form(named: name))
            #expect(form.sourceMap.file == "forms/\(name).yaml (embedded)")
        }
        #expect(try FormLibrary.form(named: "nope") == nil)
    }
}

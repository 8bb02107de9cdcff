// consentsim-embed-forms: writes Sources/Forms/Library/ShippedForms.swift from the YAML files under forms/,
// their one source (`scripts/dev/regenerate.sh` runs it). A development tool, in no product.
//
// Usage: swift run consentsim-embed-forms [REPOSITORY]     (default: the working directory)

import Basics
import Foundation

let repository = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath
do {
    let forms = try ShippedFormsSource.forms(in: repository + "/forms")
    let output = repository + "/" + ShippedFormsSource.path
    try ShippedFormsSource.file(forms).write(toFile: output, atomically: true, encoding: .utf8)
    print("wrote \(output): \(forms.count) forms (\(forms.map(\.name).joined(separator: ", ")))")
} catch {
    FileHandle.standardError.write(Data("consentsim-embed-forms: \(error)\n".utf8))
    exit(1)
}

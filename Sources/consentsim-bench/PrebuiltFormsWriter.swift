import Forms
import Foundation

/// Writes the prebuilt shipped forms' Swift source (`FormSwiftSource.prebuiltFormsFile`) to `path`.
func writePrebuiltForms(to path: String) throws {
    let source = try FormSwiftSource.prebuiltFormsFile()
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    print("wrote \(path)")
}

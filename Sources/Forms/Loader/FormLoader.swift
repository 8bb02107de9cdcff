import Basics
import YAML

/// Loads and validates forms/ YAML files.
package enum FormLoader {
    /// Reads, parses and validates the form at `path`; vendor-list paths resolve against its folder.
    /// Throws every problem found, each as `path:line:column: message`.
    package static func load(path: String) throws(FormErrors) -> FormDefinition {
        let text: String
        do {
            text = try InputFile.text(path)
        } catch {
            throw FormErrors([FormError(file: path, at: .start, message: "cannot read the form: \(error.reason)")])
        }
        let directory = FormPaths.directory(ofFile: path)
        return try load(yaml: text, fileName: path, directory: directory)
    }

    /// Parses and validates form text; `fileName` is what errors name, `directory` is where relative
    /// vendor-list paths resolve (nil: the current directory).
    package static func load(yaml: String, fileName: String, directory: String? = nil) throws(FormErrors) -> FormDefinition {
        let root: YAMLNode?
        do {
            root = try YAMLReader.compose(yaml)
        } catch {
            throw FormErrors([YAMLSyntax.formError(error, file: fileName, text: yaml)])
        }
        guard let root else {
            throw FormErrors([FormError(file: fileName, at: .start, message: "the form is empty; expected a mapping with id, sdk, app and languages")]
            )
        }
        var decoder = FormDecoder(file: fileName, text: yaml)
        guard let form = decoder.decodeForm(root, directory: directory), decoder.errors.isEmpty else {
            throw FormErrors(decoder.errors)
        }
        return form
    }
}

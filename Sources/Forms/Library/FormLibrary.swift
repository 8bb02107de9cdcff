/// The shipped forms, embedded in the binary: the default one, and any by name.
package enum FormLibrary {
    /// The name of the form `swift run consentsim` shows with no arguments.
    package static let defaultFormName = "ump-gdpr-default"

    /// The names of the shipped forms (paths under forms/ without `.yaml`), sorted.
    package static let names: [String] = embeddedForms.keys.sorted()

    /// The YAML text of a shipped form, exactly as in forms/.
    package static func yaml(named name: String) -> String? { embeddedForms[name] }

    /// The file name errors give for an embedded form: `forms/NAME.yaml (embedded)`.
    package static func fileName(of name: String) -> String { "forms/\(name).yaml (embedded)" }

    /// The default UMP GDPR message, loaded once from the embedded text.
    ///
    /// The `try!` cannot fire in a shipped binary: the embedded text is fixed at build time and the
    /// tests load every shipped form.
    package static let defaultForm: FormDefinition = try! form(named: defaultFormName)!

    /// The shipped form `name`, validated; nil when there is no such form.
    ///
    /// Forms on the embedded vendor list come prebuilt (`ShippedForms.swift`, equal to their YAML's
    /// `FormLoader` result by test), so start-up parses no YAML; the others are parsed.
    package static func form(named name: String) throws(FormErrors) -> FormDefinition? {
        if let prebuilt = prebuiltForms[name] { return prebuilt() }
        return try parsedForm(named: name)
    }

    /// The shipped form `name` parsed and validated from its YAML text; nil when there is no such form.
    package static func parsedForm(named name: String) throws(FormErrors) -> FormDefinition? {
        guard let yaml = embeddedForms[name] else { return nil }
        return try FormLoader.load(yaml: yaml, fileName: fileName(of: name))
    }

    /// The shipped form named `nameOrPath` (`--form pac-all-options`), else the form file at that path
    /// when it looks like one (ends in `.yaml`/`.yml` or contains `/`); throws `FormErrors` for a
    /// broken form and `UnknownFormError` for a name that is neither.
    package static func load(_ nameOrPath: String) throws -> FormDefinition {
        if let form = try form(named: nameOrPath) { return form }
        let isPath = nameOrPath.hasSuffix(".yaml") || nameOrPath.hasSuffix(".yml") || nameOrPath.contains("/")
        if isPath { return try FormLoader.load(path: nameOrPath) }
        throw UnknownFormError(name: nameOrPath)
    }
}

/// `--form NAME` named neither a shipped form nor a file.
package struct UnknownFormError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    package var name: String

    /// An unknown-name error.
    package init(name: String) { self.name = name }

    /// `no form named 'x'; did you mean 'y'? (shipped forms: …)`.
    package var description: String {
        "no form named '\(name)'" + Suggestion.didYouMean(name, among: FormLibrary.names)
            + " (shipped forms: \(FormLibrary.names.joined(separator: ", ")); or give a path to a .yaml file)"
    }
}

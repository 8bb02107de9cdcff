import ArgumentParser
import Forms
import Pictures

extension PreviewCommand {
    /// `preview --compare OLD NEW`: the pictures the two versions draw differently, as text rows
    /// (`-` old, `+` new) or, with `--format html --out DIR`, side by side in `DIR/compare.html`.
    func runComparison(old path: String, new definition: FormDefinition) throws {
        let old = try loadForm(named: path)
        let languages = languages.lowercased() == "all" ? nil : try parsedLanguages(of: definition)
        do {
            let comparison = try PreviewComparison(old: old, new: definition, languages: languages, sizes: try parsedSizes(), device: device)
            let palette: ExportPalette = light ? .light : .dark
            if let out, format == .html {
                try write(comparison.files(palette: palette), to: out, page: "compare.html")
            } else {
                writeOutput(comparison.text())
            }
        } catch let error as PreviewError {
            throw CLIError(error.description)
        }
    }
}

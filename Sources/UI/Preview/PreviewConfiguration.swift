import Flow
import Forms

/// The engine configuration a preview of a form runs with: exactly what `consentsim run --form F
/// --language L` starts from (a fresh simulated iPhone, by default in the EEA).
enum PreviewConfiguration {
    /// The configuration for `form` shown in `language`.
    static func configuration(for form: FormDefinition, language: LanguageCode) -> AppConfiguration {
        SimulatorSettings(language: language).apply(to: FormConfiguration.configuration(for: form))
    }
}

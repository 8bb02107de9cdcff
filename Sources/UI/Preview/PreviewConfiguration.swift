import Flow
import Forms

/// The engine configuration a preview of a form runs with: exactly what `consentsim run --form F
/// --language L` starts from (a fresh simulated iPhone, by default in the EEA).
enum PreviewConfiguration {
    /// The configuration for `form` shown in `language`.
    static func configuration(for form: FormDefinition, language: LanguageCode) -> AppConfiguration {
        var c = RunSettings(language: language).apply(to: FormConfiguration.configuration(for: form))
        if let pac = form.pac {
            // The PAC app's form options and privacy policy come from the form.
            c.pac.formOptions = PACFormOptions(personalized: pac.personalized, nonPersonalized: pac.nonPersonalized, adFree: pac.adFree)
            c.pac.privacyPolicyURL = form.app.privacyPolicyURL
        }
        return c
    }
}

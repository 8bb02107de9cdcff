import Flow
import Forms
import TCF

/// The engine configuration a preview of a form runs with: the form's SDK, app and texts' language,
/// on a fresh simulated iPhone in the EEA (the engine's defaults), as `consentsim run` starts.
enum PreviewConfiguration {
    /// The configuration for `form` shown in `language`.
    static func configuration(for form: FormDefinition, language: LanguageCode) -> AppConfiguration {
        var c = AppConfiguration()
        switch form.sdk {
        case .umpMessage, .umpPrivacyOptions: c.sdk = .ump
        case .pac: c.sdk = .pac
        case .att: c.sdk = .none
        }
        c.appName = form.app.name
        c.bundleID = form.app.bundleID
        c.language = language.rawValue
        if let ump = form.ump {
            let shown: IDSet? = switch ump.vendors {
            case .all: nil
            case .ids(let ids): IDSet(ids)
            }
            c.umpMessage = UMPMessageSettings(
                cmpID: form.publisher?.cmp?.id ?? UMPMessageSettings.googleCMPID, cmpSdkVersion: form.publisher?.cmp?.version ?? 2,
                publisherCC: form.publisher?.countryCode ?? "AA", consentLanguage: language.rawValue, vendorList: ump.vendorList,
                shownVendorIDs: shown, shownATPIDs: IDSet(ump.googleATPs.map(\.id)),
                showsLegitimateInterest: ump.legitimateInterest.shown, firstLayerButtons: ump.firstLayer.buttons.count,
                closeIcon: ump.firstLayer.closeIcon)
        }
        if let pac = form.pac {
            c.pac.formOptions = PACFormOptions(personalized: pac.personalized, nonPersonalized: pac.nonPersonalized, adFree: pac.adFree)
            c.pac.privacyPolicyURL = form.app.privacyPolicyURL
        }
        return c
    }
}

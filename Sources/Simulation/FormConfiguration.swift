import Flow
import Forms
import TCF

/// Maps a form to the flow engine's configuration: the one place that knows how a forms/ file sets
/// up the simulated app (SDK, app name and bundle id, publisher, the UMP message, the PAC form's options).
package enum FormConfiguration {
    /// The configuration a run of `form` starts from: `base` with the form's SDK, app, language, UMP
    /// message, and PAC form options and publisher ids.
    package static func configuration(for form: FormDefinition, base: AppConfiguration = AppConfiguration()) -> AppConfiguration {
        var c = base
        switch form.sdk {
        case .umpMessage, .umpPrivacyOptions: c.sdk = .ump
        case .pac: c.sdk = .pac
        case .att: c.sdk = .none
        }
        c.appName = form.app.name
        c.bundleID = form.app.bundleID
        c.language = form.languages.default.rawValue
        // An ATT form's explainer is the app's own pre-prompt before the system alert.
        if form.sdk == .att { c.appATTExplainer = form.att?.explainer ?? false }
        if let ump = form.ump { c.umpMessage = messageSettings(ump, publisher: form.publisher, language: c.language) }
        if let pac = form.pac {
            // The options the PAC app sets on its form, and the privacy policy its screens link to.
            c.pac.formOptions = pac
            c.pac.privacyPolicyURL = form.app.privacyPolicyURL
            // The app asks for the form's publisher ids, and the simulated server knows them (with
            // every company), as the real one knows a configured publisher's ad technology providers.
            if let ids = form.publisher?.publisherIDs, !ids.isEmpty {
                c.pac.publisherIDs = ids
                for id in ids where c.pac.server.publishers[id] == nil {
                    c.pac.server.publishers[id] = PACServerPublisher(companyIDs: c.pac.server.companies.map(\.id))
                }
            }
        }
        return c
    }

    /// The UMP message settings of a form's UMP section.
    package static func messageSettings(_ ump: UMPSettings, publisher: FormPublisher?, language: String) -> UMPMessageSettings {
        let shown: IDSet?
        switch ump.vendors {
        case .all: shown = nil
        case .ids(let ids): shown = IDSet(ids)
        }
        return UMPMessageSettings(
            cmpID: publisher?.cmp?.id ?? UMPMessageSettings.googleCMPID, cmpSdkVersion: publisher?.cmp?.version ?? 2,
            publisherCC: publisher?.countryCode ?? "AA", consentLanguage: language, vendorList: ump.vendorList,
            shownVendorIDs: shown, shownATPIDs: IDSet(ump.googleATPs.map(\.id)),
            showsLegitimateInterest: ump.legitimateInterest.shown, firstLayerButtons: ump.firstLayer.buttons.count,
            closeIcon: ump.firstLayer.closeIcon)
    }
}

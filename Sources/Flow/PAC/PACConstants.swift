/// PAC's public constants and the strings it logs or returns, verbatim from the 1.0.5 source.
package enum PACConstants {
    /// `PACVersionString`.
    package static let versionString = "1.0.5"
    /// `PACUserDefaultsRootKey`: the one `NSUserDefaults` key PAC writes.
    package static let userDefaultsRootKey = "personalized_ad_status"
    /// The `plat` value of the stored dictionary, the request URL and the form arguments.
    package static let platform = "ios"
    /// The info-update endpoint, without its query.
    package static let infoUpdateEndpoint = "https://adservice.google.com/getconfig/pubvendors"
    /// The `NSLog` line when the publisher identifiers differ from the stored non-empty set.
    package static let publisherIdentifiersChangedWarning =
        "Warning: publisher identifiers changed since last info update request. publisher identifiers shouldn't change during an app session."
    /// How long the form's card waits before fading in (`consentDelayMs` in consentform.html).
    package static let formFadeInDelayMilliseconds = 1000
}

/// The `NSLocalizedDescriptionKey` texts of PAC's own errors (domain `Consent`, code 1).
package enum PACErrorText {
    /// Empty response body.
    package static let unableToUpdate = "Unable to update publisher identifier info."
    /// The body parsed but is not a JSON object.
    package static let invalidResponse = "Invalid response."
    /// First part of a validation error (EEA or unknown only).
    package static let responseError = "Response error."
    /// Stands in for an `ad_network_ids` entry without `ad_network_id`.
    package static let publisherIdentifierMissing = "Publisher identifier missing"
    /// Prefix of the lookup-failure part.
    package static let lookupFailurePrefix = "Lookup failure for: "
    /// Prefix of the not-found part.
    package static let notFoundPrefix = "Publisher identifiers not found: "
    /// `PACView`'s guard against a second load on the same web view (unreachable through
    /// `PACConsentForm`, which makes a new view for every load).
    package static let anotherLoadInProgress = "Another load is in progress."
    /// A load finished after the form was presented.
    package static let alreadyPresentedCannotReload = "Already presented. Cannot reload form."
    /// `present` on a form that was presented before.
    package static let alreadyPresentedCannotReuse = "Already presented. Cannot reuse form."
    /// `present` before a successful load.
    package static let formNotLoaded = "Form not loaded."
    /// A `load_complete` or `dismiss` message with an empty status.
    package static let noInformation = "No information."
    /// The bundled form's HTML could not be found.
    package static let resourceBundleNotFound =
        "Resource bundle not found. Ensure the resource bundle is packaged with your application or framework bundle."
}

/// The `Error: …` statuses consentform.html reports in `load_complete`, verbatim (typos included).
package enum PACFormErrorText {
    /// raw_response empty: no successful info update before loading (iOS method name).
    package static let noInformationAvailable =
        "Error: no information available. Successful call to -[PACConsentInformation requestConsentInfoUpdateForPublisherIdentifiers:completionHandler:] required before using this form."
    /// Prefix when raw_response is not JSON; the JavaScript parser's message follows.
    package static let invalidServerDataPrefix = "Error: consent form received invalid data from the consent server. "
    /// tag_for_under_age_of_consent is set.
    package static let taggedForUnderAgeOfConsent = "Error: tagged for under age of consent."
    /// is_request_in_eea_or_unknown is not set.
    package static let notInEEAOrUnknown = "Error: request is not in EEA or unknown."
    /// The app has no display name.
    package static let invalidAppName = "Error: invalid app name."
    /// No app privacy URL (sic).
    package static let noAppPrivacyURL = "Error: must provided app privacy URL."
    /// Neither the personalized nor the non-personalized button is left.
    package static let noOptions = "Error: no options."
    /// A message without a status.
    package static let noStatus = "Error: no status."
}

import Flow

/// The options a legacy PAC form offers: the flow engine's `PACFormOptions` (`shouldOfferPersonalizedAds`
/// and friends), so a form file and a run configure the SDK with one type.
package typealias PACSettings = PACFormOptions

extension PACFormOptions {
    /// The layout `consentform.html` picks from the offered options, before server-side removals
    /// (no providers, an NPA publisher id) which belong to the run, not the form; nil when
    /// neither personalized nor non-personalized is offered (the SDK's "Error: no options.").
    package var layout: PACLayout? {
        switch (personalized, nonPersonalized, adFree) {
        case (true, true, _), (true, false, true): .full
        case (true, false, false): .personalizedOnly
        case (false, true, true): .npaAdFree
        case (false, true, false): .npaOnly
        case (false, false, _): nil
        }
    }
}

/// The layouts of PAC's main screen (googleads-consent-sdk-ios, consentform.html).
package enum PACLayout: String, Hashable, Sendable, CaseIterable {
    /// Screen A with the buttons offered (personalized with non-personalized and/or ad-free).
    case full
    /// Non-personalized and ad-free only: no question, "See ads that are less relevant".
    case npaAdFree
    /// Personalized only: both "You can change your choice anytime…" sentences hidden.
    case personalizedOnly
    /// Non-personalized only: Screen D with a single "Agree" and no Back.
    case npaOnly
}

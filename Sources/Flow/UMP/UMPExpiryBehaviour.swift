/// What UMP does with a stored TC string whose last update is more than 13 months old.
package enum UMPExpiryBehaviour: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// UMP keeps the stale string, `consentStatus` stays `obtained` and no form is shown; AdMob then
    /// rejects the string (Google's TCF error 3.3, "the TC string will no longer be considered valid
    /// by Google and Google will not serve ads to that user"). The default, from the most recent public
    /// evidence: bocops/UMP-workarounds (README, "AdMob error 3.3": "Google UMP fails to do that and
    /// instead serves consent data that needs to be considered outdated"; its detect_outdated_consent
    /// workaround deletes the keys itself) and invertase/react-native-google-mobile-ads#510 (December
    /// 2023: error 3.3 reported, `loadAndShowConsentFormIfRequired` "still shows [the] user has consent").
    case keepStale
    /// UMP discards the stale record at the next update and asks again, as the TCF policy requires of a
    /// CMP ("remind the user … at least every 13 months"); the simulator's earlier guess.
    case reask

    /// The name scripts use.
    package var description: String { rawValue }
}

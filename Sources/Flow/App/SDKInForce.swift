/// Which SDK release an app gets: the one rule the app, scripts, `run --sdk`, `play --sdk`, home,
/// the trace, `record` and `doctor` ask.
///
/// Each consent SDK ships one library per platform (UMP for iOS and for Android; PersonalizedAdConsent
/// for iOS and the Consent SDK for Android), so the platform decides the family and a chosen release
/// counts only for its own family: after a change of platform the app links the other platform's
/// library, at the release chosen for it or else at its latest.
package enum SDKInForce {
    /// The release an app whose consent SDK is `sdk`, running on `platform`, links when `chosen` was
    /// chosen: `chosen` when it is a release of that family, else the family's latest; nil for an app
    /// without a consent SDK.
    package static func release(_ chosen: SDKRelease?, sdk: ConsentSDK, platform: DevicePlatform) -> SDKRelease? {
        guard let family = SDKFamily.of(sdk, on: platform) else { return nil }
        if let chosen, chosen.family == family { return chosen }
        return family.latest
    }

    /// Why `chosen` cannot be the release of an app that runs on `platform` (chosen before it or with
    /// it): a release of the other platform's library. Nil when they agree.
    package static func platformRefusal(_ chosen: SDKRelease, platform: DevicePlatform) -> String? {
        guard chosen.family.platform != platform, let family = SDKFamily.of(chosen.family.sdk, on: platform) else { return nil }
        return
            "\(chosen) is a release of \(chosen.family.title), but the app runs on \(platform): choose a release of \(family) (latest \(family.latest.version)) or the platform \(chosen.family.platform)"
    }
}

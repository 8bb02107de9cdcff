import Flow
import Store

extension DoctorReport {
    /// The consent SDK the app that wrote `domain` links: the legacy SDK when the dump holds its
    /// status and nothing UMP writes (an app that moved to UMP keeps the old status beside UMP's
    /// IABTCF, IABGPP and `UMP_` keys and its own state), else UMP.
    package func appSDK(_ domain: StoreDomain) -> ConsentSDK {
        guard legacyConsentSDK != nil else { return .ump }
        let umpPrefixes = ["IABTCF_", "IABGPP_", "UMP_", UMPPersisted.privateKeyPrefix, UMPPersisted.androidPrefix]
        let ump = domain.values.keys.contains { key in umpPrefixes.contains { key.hasPrefix($0) } }
        return ump ? .ump : .pac
    }

    /// The release the app that wrote `domain` links (`SDKInForce.release`): its SDK's library for the platform
    /// the dump comes from (the legacy SDK's key names it; else `platform`; else the chosen release's;
    /// else iOS), at `chosen` when that is a release of it, else at its latest. A release of the other
    /// platform's library than the dump's is refused (`SDKInForce.platformRefusal`).
    package func sdkInForce(_ domain: StoreDomain, chosen: SDKRelease?) -> Result<SDKRelease, SettingProblem> {
        let sdk = appSDK(domain)
        let dumpPlatform = sdk == .pac ? legacyConsentSDK?.platform : platform
        if let chosen, let dumpPlatform, let refusal = SDKInForce.platformRefusal(chosen, platform: dumpPlatform) {
            return .failure(SettingProblem(refusal + " (the dump comes from \(dumpPlatform))"))
        }
        // Every SDK but `none` has a library on both platforms.
        let release = SDKInForce.release(chosen, sdk: sdk, platform: dumpPlatform ?? chosen?.family.platform ?? .ios)!
        return .success(release)
    }

    /// Names `release` as the SDK in force and adds what the stored keys say against it, through the
    /// same `SDKChanges.has` the simulated app asks: a `UMP_consentModeValues` that a release before
    /// UMP iOS 3.0.0 / Android 3.2.0 never writes.
    package mutating func judge(_ domain: StoreDomain, sdk release: SDKRelease) {
        sdk = release
        let family = release.family == .umpIOS || release.family == .umpAndroid
        if family, domain[UMPConsentModeValues.key] != nil, !SDKChanges.has(.firebaseConsentMode, release),
            let first = SDKChanges.firstRelease(.firebaseConsentMode, of: release.family)
        {
            problems.append(
                DoctorProblem(
                    key: UMPConsentModeValues.key,
                    message:
                        "\(UMPConsentModeValues.key) is stored, but \(release.title) does not write it (\(release.family.title) \(first.version), \(first.date), sets Consent Mode through Firebase): another SDK or a later release wrote it",
                    severity: .warning))
        }
    }
}

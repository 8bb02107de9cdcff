import Flow
import Store

extension DoctorReport {
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

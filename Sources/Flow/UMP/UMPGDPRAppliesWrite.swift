/// What UMP writes as `IABTCF_gdprApplies` with the user's choices, where GDPR applies. Sources
/// disagree for UMP for Android: the IAB's in-app spec and iOS write 1; a public report on UMP for
/// Android 2.1.0 found 0 after an EEA form on Android 12 while iOS wrote 1
/// (googleads/googleads-mobile-unity#3059, 2023-12-12, open). The default is the spec's 1: one open
/// report against the documented behaviour; `zero` reproduces the report, so a tester can see what
/// the app and Google then decide.
package enum UMPGDPRAppliesWrite: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `IABTCF_gdprApplies` = 1, as the IAB in-app spec says and UMP for iOS writes.
    case one = "1"
    /// `IABTCF_gdprApplies` = 0, as reported for UMP for Android 2.1.0 (Android only).
    case zero = "0"

    /// The name scripts and flags use.
    package var description: String { rawValue }
}

/// When an app that must show ads (`AppConfiguration.requiresAds`) asks again through UMP's
/// privacy-options form.
package enum RepromptRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// By the app's own checks, as liko apps' velog post "애드몹 GDPR 메시지 대응하기 (최종)"
    /// (2024-01-05) does: when `canShowAds()` is false, its `reRequestGDPR` first checks
    /// `formStatus == .available`, presents the privacy-options form, and presents it again after every
    /// close that leaves `consentStatus` other than `obtained` ("Handle dismissal by reloading form").
    /// The default: it is the only published app code that re-prompts. Scripts and the command line
    /// also take its old name, `seed`.
    case appChecks
    /// By Google's verdict: re-prompt while it is "none" (no ad at all), again after every close, as
    /// long as "Privacy settings" is offered. No published app does this; it shows how an app that
    /// reads only Google's answer would behave.
    case googleNone
    /// Never re-prompt.
    case never

    /// The name scripts use.
    package var description: String { rawValue }
}

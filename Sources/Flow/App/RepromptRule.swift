/// When an app that must show ads (`AppConfiguration.requiresAds`) asks again through UMP's
/// privacy-options form.
package enum RepromptRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Seed 002 (the Korean AdMob UMP guide): when the app's own `canShowAds()` is false, its
    /// `reRequestGDPR` first checks `formStatus == .available`, presents the privacy-options form, and
    /// presents it again after every close that leaves `consentStatus` other than `obtained` ("Handle
    /// dismissal by reloading form"). The default: it is the only published app code that re-prompts.
    case seed
    /// The simulator's earlier rule: re-prompt while Google's verdict is "none" (no ad at all), again
    /// after every close, as long as "Privacy settings" is offered.
    case googleNone
    /// Never re-prompt.
    case never

    /// The name scripts use.
    package var description: String { rawValue }
}

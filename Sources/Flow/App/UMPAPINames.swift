/// The name an app's code calls each UMP API by, in the SDK release in force: the trace's `api`.
///
/// iOS 3.0.0 renamed the Swift API (release notes, 2025-03-24: `UMPConsentInformation` to
/// `ConsentInformation`, `UMPConsentForm` to `ConsentForm`, `sharedInstance` to `shared`, …); the notes
/// list class and property names only, so the method parts are written the same in both. Android's
/// names are those of `com.google.android.ump` (`ConsentInformation`, `UserMessagingPlatform`).
package enum UMPAPINames {
    /// The call `event` stands for, as the app writes it; nil for events the SDK raises itself.
    package static func name(of event: UMPEvent, in release: SDKRelease) -> String? {
        switch release.family {
        case .pacIOS, .pacAndroid: return nil
        case .umpAndroid:
            switch event {
            case .requestConsentInfoUpdate: return "ConsentInformation.requestConsentInfoUpdate(activity, params, …)"
            case .loadAndPresentIfRequired: return "UserMessagingPlatform.loadAndShowConsentFormIfRequired(activity, …)"
            case .loadForm: return "UserMessagingPlatform.loadConsentForm(context, …)"
            case .present: return "ConsentForm.show(activity, …)"
            case .presentPrivacyOptionsForm: return "UserMessagingPlatform.showPrivacyOptionsForm(activity, …)"
            case .reset: return "ConsentInformation.reset()"
            default: return nil
            }
        case .umpIOS:
            let swift = SDKChanges.has(.swiftAPINames, release)
            let information = swift ? "ConsentInformation.shared" : "UMPConsentInformation.sharedInstance"
            let form = swift ? "ConsentForm" : "UMPConsentForm"
            switch event {
            case .requestConsentInfoUpdate: return information + ".requestConsentInfoUpdate(with:completionHandler:)"
            case .loadAndPresentIfRequired: return form + ".loadAndPresentIfRequired(from:completionHandler:)"
            case .loadForm: return form + ".load(completionHandler:)"
            case .present: return form + ".present(from:completionHandler:)"
            case .presentPrivacyOptionsForm: return form + ".presentPrivacyOptionsForm(from:completionHandler:)"
            case .reset: return information + ".reset()"
            default: return nil
            }
        }
    }
}

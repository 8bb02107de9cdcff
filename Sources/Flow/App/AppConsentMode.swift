import Store
import TCF

extension AppState {
    /// What each of Google's readers holds for Consent Mode with what is stored now: Firebase's
    /// reading of the IABTCF keys (off when the app sets `GOOGLE_ANALYTICS_TCF_DATA_ENABLED` to false)
    /// and UMP's own values (`UMP_consentModeValues`).
    package var consentModeReadings: ConsentModeReadings {
        var keys: [String: InAppValue] = [:]
        for key in ConsentMode.firebaseTCFKeys { keys[key] = tcfValue(forKey: key) }
        return ConsentModeReadings.read(
            tcfKeys: keys, umpValues: device[UMPConsentModeValues.key], today: system.today, tcfDataEnabled: configuration.firebaseTCFData)
    }

    /// The Consent Mode v2 signals Firebase ends up with (`ConsentModeReadings.effective`).
    package var consentMode: ConsentMode { consentModeReadings.effective }
}

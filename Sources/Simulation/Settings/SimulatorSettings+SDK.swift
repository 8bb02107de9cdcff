import Flow
import TCF

/// The SDK version, consent sync id and announced-rules settings, and the check that refuses what the
/// SDK version in force does not have.
extension SimulatorSettings {
    /// `Set SDK` / `--sdk`: the consent SDK and version the app links. Right after `Platform` in the
    /// table, so that a UMP release also chooses the platform it runs on.
    package static let sdk = SimulatorOption(
        script: "SDK", flag: "sdk", valueName: "sdk-version", noun: "SDK",
        help:
            "The consent SDK and version the app links: ump-ios 2.6.0, ump-android 3.1.0 or pac-ios 1.0.5 (also ump-ios@2.6.0); default: the latest each SDK's release notes list (consentsim sdk --versions).",
        values: .text(
            SettingText(
                expected: "an SDK and a version (ump-ios 2.6.0)", words: 2,
                read: { text in SDKRelease.read(text).mapError { SettingValueError($0.message) } }, write: \.description)),
        field: SettingField(get: { $0.sdk }, set: { $0.sdk = $1 }),
        configure: { configuration, release in
            configuration.sdkRelease = release
            switch release.family {
            case .umpIOS: configuration.platform = .ios
            case .umpAndroid: configuration.platform = .android
            case .pacIOS: break
            }
        })

    /// `Set ConsentSyncID` / `--consent-sync-id`: the id UMP syncs consent across a publisher's apps with.
    package static let consentSyncID = SimulatorOption(
        script: "ConsentSyncID", flag: "consent-sync-id", valueName: "id",
        help: "The consent sync id the app sets on UMP's request parameters (UMP iOS 3.1.0, Android 4.0.0 and later).",
        values: .text(
            SettingText(
                expected: "a consent sync id (letters, digits, dashes)", quotable: true,
                read: { text in
                    let valid =
                        !text.isEmpty && text.utf8.count <= 128
                        && text.utf8.allSatisfy { $0 == 0x2D || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }
                    return valid
                        ? .success(text)
                        : .failure(SettingValueError("bad consent sync id (letters, digits and dashes, at most 128)"))
                }, write: { $0 })),
        field: SettingField(get: { $0.consentSyncID }, set: { $0.consentSyncID = $1 }), configure: { $0.consentSyncID = $1 })

    /// `Set Announced on` / `--announced on`: rules announced but not yet in force apply from their
    /// expected day (`consentsim rules --announced`).
    package static let announced = SimulatorOption(
        script: "Announced", flag: "announced", valueName: "on|off", noun: "value",
        help: "Apply the rules announced but not yet in force from their expected day (consentsim rules --announced); default: off.",
        values: .names(AnnouncedRulesSwitch.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.announced }, set: { $0.announced = $1 }),
        configure: { $0.umpMessage.announcedRules = $1 == .on })

    /// Why these settings ask for something the chosen SDK release does not have, naming the release
    /// that added it; nil when they do not (or no release was chosen: the latest has everything).
    package var sdkRefusal: String? {
        guard let sdk else { return nil }
        if let geography, geography == .regulatedUSState || geography == .other {
            let name = geography == .other ? "other" : "regulatedUSState"
            if let refusal = SDKChanges.refusal("the debug geography \(name)", needs: .usStateDebugGeographies, sdk) { return refusal }
        }
        if consentSyncID != nil, let refusal = SDKChanges.refusal("a consent sync id", needs: .consentSyncID, sdk) { return refusal }
        return nil
    }
}

/// `on` or `off`, as `--announced` and `Set Announced` write it.
package enum AnnouncedRulesSwitch: String, Hashable, Sendable, CaseIterable {
    case on, off
}

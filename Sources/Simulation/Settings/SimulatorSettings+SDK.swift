import Flow
import TCF

/// The SDK version, consent sync id and announced-rules settings, and the check that refuses what the
/// SDK version in force does not have.
extension SimulatorSettings {
    /// `Set SDK` / `--sdk`: the consent SDK and version the app links. First in the table, so that a
    /// release also chooses the platform its library runs on unless `Platform`, applied after it,
    /// chooses one (`platformInForce`).
    package static let sdk = SimulatorOption(
        script: "SDK", flag: "sdk", valueName: "sdk-version", noun: "SDK",
        help:
            "The consent SDK and version the app links: ump-ios 2.6.0, ump-android 3.1.0, pac-ios 1.0.5 or pac-android 1.0.8 (also ump-ios@2.6.0); a release also chooses its platform, and one for the other platform than the platform chosen is refused.",
        default: .described("the latest release each SDK's notes list (consentsim sdk --versions)"),
        values: .text(
            SettingText(
                expected: "an SDK and a version (ump-ios 2.6.0)", words: 2,
                read: { text in SDKRelease.read(text).mapError { SettingValueError($0.message) } }, write: \.description)),
        field: SettingField(get: { $0.sdk }, set: { $0.sdk = $1 }),
        configure: { configuration, release in
            configuration.sdkRelease = release
            configuration.platform = release.family.platform
        })

    /// `Set ConsentSyncID` / `--consent-sync-id`: the id UMP syncs consent across a publisher's apps with.
    package static let consentSyncID = SimulatorOption(
        script: "ConsentSyncID", flag: "consent-sync-id", valueName: "id",
        help: "The consent sync id the app sets on UMP's request parameters (UMP iOS 3.1.0, Android 4.0.0 and later).",
        default: .described("none"),
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
        help: "Apply the rules announced but not yet in force from their expected day (consentsim rules --announced).",
        default: .value(.off), values: .names(AnnouncedRulesSwitch.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.announced }, set: { $0.announced = $1 }),
        configure: { $0.umpMessage.announcedRules = $1 == .on })

    /// The platform these settings run the app on: the chosen one, else the one the chosen release's
    /// library runs on; nil when neither is chosen (the engine's default, iOS).
    package var platformInForce: DevicePlatform? { platform ?? sdk?.family.platform }

    /// The release in force as far as these settings decide it (`SDKInForce.release`, for an app of the
    /// chosen release's SDK): the chosen release on its own platform, the other platform's latest after
    /// a `Platform` that switched; nil when no release was chosen (the latest, which has everything).
    package var sdkInForce: SDKRelease? {
        sdk.flatMap { SDKInForce.release($0, sdk: $0.family.sdk, platform: platformInForce ?? $0.family.platform) }
    }

    /// Why putting `later` over these settings asks for what the app's SDK cannot give, or nil: the one
    /// check the script player (each `Set` line over the lines before it, a script over `play --sdk`)
    /// and `run` (all its flags at once) make.
    /// - A release `later` chooses for the other platform's library than the platform chosen before
    ///   it or with it (`SDKInForce.platformRefusal`). A `Platform` chosen after a release is no
    ///   mismatch: it switches the app to the other platform's library.
    /// - A setting the release in force afterwards lacks, with the release that added it.
    package func sdkRefusal(choosing later: SimulatorSettings) -> String? {
        if let release = later.sdk, let platform = later.platform ?? platform,
            let refusal = SDKInForce.platformRefusal(release, platform: platform)
        {
            return refusal
        }
        var merged = self
        merged.merge(later)
        guard let release = merged.sdkInForce else { return nil }
        if let geography = merged.geography, geography == .regulatedUSState || geography == .other {
            let name = geography == .other ? "other" : "regulatedUSState"
            if let refusal = SDKChanges.refusal("the debug geography \(name)", needs: .usStateDebugGeographies, release) { return refusal }
        }
        if merged.consentSyncID != nil, let refusal = SDKChanges.refusal("a consent sync id", needs: .consentSyncID, release) { return refusal }
        return nil
    }

    /// `sdkRefusal(choosing:)` for settings chosen all at once (`run`'s flags).
    package var sdkRefusal: String? { SimulatorSettings().sdkRefusal(choosing: self) }
}

/// `on` or `off`, as `--announced` and `Set Announced` write it.
package enum AnnouncedRulesSwitch: String, Hashable, Sendable, CaseIterable {
    case on, off
}

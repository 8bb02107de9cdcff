import Basics

/// The behaviours that changed between SDK versions, each named once. The table that dates and
/// sources them is `SDKChanges.table`; the app, scripts, `doctor` and `consentsim sdk --versions` read it.
package enum SDKChangeID: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// UMP stopped reading the advertising identifier (IDFA / Android Advertising ID).
    case noAdvertisingID = "no-advertising-id"
    /// `canRequestAds` is true when the app has no privacy message configured.
    case canRequestAdsWithoutMessage = "can-request-ads-without-message"
    /// The debug geographies `regulatedUSState` and `other`.
    case usStateDebugGeographies = "debug-geography-us-state-other"
    /// UMP sets Consent Mode (analytics_storage included) for Firebase when the publisher turned it on.
    case firebaseConsentMode = "firebase-consent-mode"
    /// The Swift API names (`ConsentInformation.shared`).
    case swiftAPINames = "swift-api-names"
    /// `consentSyncID` on the request parameters.
    case consentSyncID = "consent-sync-id"
    /// The minimum Android API level went up.
    case androidMinimumAPI = "android-minimum-api"

    /// The id `consentsim sdk --versions` prints.
    package var description: String { rawValue }
}

/// The version of each SDK a change came with.
package struct SDKChangeSince: Hashable, Sendable {
    /// The SDK.
    package var family: SDKFamily
    /// The first version with the new behaviour.
    package var version: SDKVersion
    /// That version's release date.
    package var date: CivilDate

    init(_ family: SDKFamily, _ version: String) {
        let number = SDKVersion(version)!
        self.family = family
        self.version = number
        date = family.releases.first { $0.version == number }!.date!
    }
}

/// One dated behaviour change: what an older SDK does, what the newer does, since which version of
/// each SDK, and where the release notes say so.
package struct SDKChange: Hashable, Sendable {
    /// The stable id.
    package var id: SDKChangeID
    /// A short title.
    package var title: String
    /// What a version before it does.
    package var before: String
    /// What a version from it on does.
    package var after: String
    /// The first version of each SDK that has it.
    package var since: [SDKChangeSince]
    /// The pages it comes from.
    package var sources: [String]
    /// What consentsim changes with it, and what it leaves alone.
    package var simulated: String
}

/// The SDK behaviour table (data, with sources) and the one function each rule is asked through.
package enum SDKChanges {
    static let iosNotes = "developers.google.com/admob/ios/privacy/download, release notes (seen 2026-11-29)"
    static let androidNotes = "developers.google.com/admob/android/privacy/release-notes (seen 2026-11-29)"

    /// Every change, oldest first.
    package static let table: [SDKChange] = [
        SDKChange(
            id: .noAdvertisingID, title: "No advertising identifier",
            before: "UMP reads the advertising identifier (IDFA on iOS, the Advertising ID on Android)",
            after: "UMP no longer uses it (iOS: \"removed all references to advertisingIdentifier\"; Android: \"removed all use of Advertising ID\")",
            since: [SDKChangeSince(.umpIOS, "2.2.0"), SDKChangeSince(.umpAndroid, "2.2.0")], sources: [iosNotes, androidNotes],
            simulated: "before, the trace and the app's log (Expect Log) note the identifier UMP reads with the consent-info request; after, none"),
        SDKChange(
            id: .canRequestAdsWithoutMessage, title: "canRequestAds without a message",
            before:
                "with no privacy message published the request fails with a misconfiguration error (\"no form(s) configured\"), so canRequestAds stays false",
            after: "canRequestAds returns true when the app has no privacy messages configured",
            since: [SDKChangeSince(.umpIOS, "2.5.0"), SDKChangeSince(.umpAndroid, "3.0.0")], sources: [iosNotes, androidNotes],
            simulated:
                "Set UMPError noMessage: the request fails with error 3 before, succeeds with notRequired after. The notes say only what changed; the error before is the misconfiguration text reported on devices"
        ),
        SDKChange(
            id: .usStateDebugGeographies, title: "Debug geographies regulatedUSState and other",
            before: "the debug geographies are disabled, EEA and notEEA", after: "regulatedUSState and other are added; notEEA is deprecated",
            since: [SDKChangeSince(.umpIOS, "2.7.0"), SDKChangeSince(.umpAndroid, "3.1.0")], sources: [iosNotes, androidNotes],
            simulated: "Set Geography regulatedUSState|other (and --geography) are refused before, with the version that added them"),
        SDKChange(
            id: .firebaseConsentMode, title: "Consent Mode through Firebase",
            before: "UMP does not call Firebase's consent APIs: Firebase reads only the IABTCF keys",
            after:
                "with consent mode turned on in Privacy & messaging, UMP sets the Consent Mode signals (analytics_storage included) through Firebase",
            since: [SDKChangeSince(.umpIOS, "3.0.0"), SDKChangeSince(.umpAndroid, "3.2.0")], sources: [iosNotes, androidNotes],
            simulated:
                "Set UMPConsentMode true: UMP_consentModeValues is not written before, so Expect ConsentMode reads Firebase's TCF reading alone"
        ),
        SDKChange(
            id: .swiftAPINames, title: "Swift API names",
            before: "Swift code calls UMPConsentInformation.sharedInstance, UMPRequestParameters, UMPDebugSettings, …",
            after: "ConsentInformation.shared, RequestParameters, DebugSettings, … (Apple's API Design Guidelines)",
            since: [SDKChangeSince(.umpIOS, "3.0.0")], sources: [iosNotes],
            simulated: "the trace's api and the app's log (Expect Log) name each UMP call the app makes by the Swift name of the version in force"),
        SDKChange(
            id: .consentSyncID, title: "consentSyncID",
            before: "no way to share a user's consent across a publisher's apps",
            after: "the request parameters take a consent sync id (setConsentSyncID / setConsentSyncId) to sync consent across apps",
            since: [SDKChangeSince(.umpIOS, "3.1.0"), SDKChangeSince(.umpAndroid, "4.0.0")], sources: [iosNotes, androidNotes],
            simulated: "Set ConsentSyncID (--consent-sync-id) is refused before; after, the trace's request and the app's log carry it"),
        SDKChange(
            id: .androidMinimumAPI, title: "Android minimum API level",
            before: "below 21 (the notes before 3.0.0 do not state it)", after: "21 from 3.0.0, 23 from 4.0.0",
            since: [SDKChangeSince(.umpAndroid, "3.0.0"), SDKChangeSince(.umpAndroid, "4.0.0")], sources: [androidNotes],
            simulated: "shown with the SDK in force (home, trace, doctor); the simulated device has no API level of its own"),
    ]

    /// The row of `id`.
    package static func change(_ id: SDKChangeID) -> SDKChange { table.first { $0.id == id }! }

    /// Whether `release` has the behaviour `id` brought: the one question the app, scripts and
    /// `doctor` ask. An SDK the change does not concern (PAC; Swift names on Android) does not have it.
    package static func has(_ id: SDKChangeID, _ release: SDKRelease) -> Bool {
        guard let since = change(id).since.first(where: { $0.family == release.family }) else { return false }
        return release.version >= since.version
    }

    /// The first release of `family` with `id`, for refusals ("needs UMP for iOS 2.7.0 (2024-10-30)").
    package static func firstRelease(_ id: SDKChangeID, of family: SDKFamily) -> SDKChangeSince? {
        change(id).since.first { $0.family == family }
    }

    /// Why `release` cannot do what `feature` names (a setting or step), or nil when it can.
    package static func refusal(_ feature: String, needs id: SDKChangeID, _ release: SDKRelease) -> String? {
        if has(id, release) { return nil }
        guard let first = firstRelease(id, of: release.family) else { return "\(feature) is not in \(release.family.title)" }
        return "\(feature) needs \(release.family.title) \(first.version) or later (released \(first.date)); the app links \(release.version)"
    }

    /// UMP for Android's minimum API level in `release` (nil on other SDKs).
    package static func androidMinimumAPI(_ release: SDKRelease) -> Int? {
        guard release.family == .umpAndroid else { return nil }
        if release.version >= SDKVersion("4.0.0")! { return 23 }
        if release.version >= SDKVersion("3.0.0")! { return 21 }
        return nil
    }

    /// One line naming the SDK in force: "UMP for Android 4.0.0 (latest; minimum API level 23)".
    package static func summary(_ release: SDKRelease) -> String {
        var notes: [String] = []
        if release == release.family.latest { notes.append("latest") }
        if let api = androidMinimumAPI(release) { notes.append("minimum API level \(api)") }
        return release.title + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
    }
}

extension SDKChanges {
    /// The table for people, as `consentsim sdk --versions` prints it: one block per change (id, the
    /// first release of each SDK with its date, before and after, what consentsim changes, sources),
    /// then each SDK's releases with the latest, the default.
    package static func text() -> String {
        var lines: [String] = ["Behaviour that changed between releases (Set SDK / --sdk chooses the release):"]
        for change in table {
            lines.append("")
            let since = change.since.map { "\($0.family) \($0.version) \($0.date)" }.joined(separator: ", ")
            lines.append("\(change.id)  \(change.title)  [\(since)]")
            lines.append("  before: " + change.before)
            lines.append("  after: " + change.after)
            lines.append("  consentsim: " + change.simulated)
            for source in change.sources { lines.append("  source: " + source) }
        }
        lines.append("")
        lines.append("Releases (default: the latest):")
        for family in SDKFamily.allCases {
            let releases = family.releases.map { release in release.date.map { "\(release.version) (\($0))" } ?? "\(release.version)" }
            lines.append("  \(family)  \(family.title): " + releases.joined(separator: ", "))
            lines.append("    source: " + family.releaseNotes)
        }
        return lines.joined(separator: "\n")
    }
}

import Basics

/// A consent SDK an app can link, by platform: the names `Set SDK` and `--sdk` use.
package enum SDKFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Google's User Messaging Platform for iOS (`GoogleUserMessagingPlatform`).
    case umpIOS = "ump-ios"
    /// Google's User Messaging Platform for Android (`com.google.android.ump:user-messaging-platform`).
    case umpAndroid = "ump-android"
    /// The legacy PersonalizedAdConsent SDK for iOS (`PersonalizedAdConsent`).
    case pacIOS = "pac-ios"
    /// The legacy Consent SDK for Android (`com.google.android.ads.consent:consent-library`), the
    /// same SDK as `pacIOS` on the other platform (googleads/googleads-consent-sdk-android).
    case pacAndroid = "pac-android"

    /// The name scripts and flags use.
    package var description: String { rawValue }

    /// The name people read ("UMP for iOS").
    package var title: String {
        switch self {
        case .umpIOS: "UMP for iOS"
        case .umpAndroid: "UMP for Android"
        case .pacIOS: "PersonalizedAdConsent for iOS"
        case .pacAndroid: "Consent SDK for Android"
        }
    }

    /// The kind of consent SDK this is.
    package var sdk: ConsentSDK {
        switch self {
        case .umpIOS, .umpAndroid: .ump
        case .pacIOS, .pacAndroid: .pac
        }
    }

    /// The platform it runs on.
    package var platform: DevicePlatform {
        switch self {
        case .umpIOS, .pacIOS: .ios
        case .umpAndroid, .pacAndroid: .android
        }
    }

    /// The family an app of this kind links on `platform`: each SDK ships one library per platform.
    package static func of(_ sdk: ConsentSDK, on platform: DevicePlatform) -> SDKFamily? {
        switch (sdk, platform) {
        case (.ump, .ios): .umpIOS
        case (.ump, .android): .umpAndroid
        case (.pac, .ios): .pacIOS
        case (.pac, .android): .pacAndroid
        case (.none, _): nil
        }
    }

    /// Where the releases are listed, and when that list was read.
    package var releaseNotes: String {
        switch self {
        case .umpIOS:
            "developers.google.com/admob/ios/privacy/download (release notes table, seen 2026-11-29; the rows 1.0.0 to 2.4.0, with 2.2.0's advertisingIdentifier removal, seen the same day on its mirror developers.google.cn/admob/ump/ios/download)"
        case .umpAndroid:
            "developers.google.com/admob/android/privacy/release-notes (seen 2026-11-29; the rows 1.0.0 to 3.1.0, with 2.2.0's Advertising ID removal, seen the same day in the same UMP notes on developers.google.cn/ad-manager/mobile-ads-sdk/android/privacy/release-notes and .../dynamic-ad-insertion/sdk/android/privacy/release-notes)"
        case .pacIOS:
            "github.com/googleads/googleads-consent-sdk-ios, tags v1.0.0 to v1.0.5 with their commit dates, PACPersonalizedAdConsent.m's PACVersionString from 1.0.1 on (seen 2026-11-29; 1.0.5, of 2020-02-04, is the last: the README marks the SDK unmaintained)"
        case .pacAndroid:
            "mvnrepository.com/artifact/com.google.android.ads.consent/consent-library (nine versions with their dates, seen 2026-11-29); they agree with ChangeLog.md (1.0.0 to 1.0.8), the commits that brought each version and the version ConsentData.java writes from 1.0.2 on in github.com/googleads/googleads-consent-sdk-android (1.0.8, of 2019-12-12, is the last: the README marks the SDK unmaintained)"
        }
    }

    /// Every release the notes list, oldest first, each with its date.
    package var releases: [SDKReleaseDate] {
        switch self {
        case .umpIOS: Self.umpIOSReleases
        case .umpAndroid: Self.umpAndroidReleases
        case .pacIOS: Self.pacIOSReleases
        case .pacAndroid: Self.pacAndroidReleases
        }
    }

    // Built once: the app asks for the releases on every action, and building them parses each date and version.
    // Every UMP date below was read in Google's release-notes tables on 2026-11-29 (`releaseNotes` says where).
    private static let umpIOSReleases: [SDKReleaseDate] = [
        ("1.0.0", "2020-07-06"), ("1.1.0", "2020-08-11"), ("1.2.0", "2020-09-16"), ("1.3.0", "2020-10-21"),
        ("1.4.0", "2020-11-23"), ("2.0.0", "2021-03-15"), ("2.0.1", "2022-09-12"), ("2.1.0", "2023-07-24"),
        ("2.2.0", "2024-02-20"), ("2.3.0", "2024-03-14"), ("2.4.0", "2024-04-24"), ("2.5.0", "2024-06-26"),
        ("2.6.0", "2024-09-05"), ("2.7.0", "2024-10-30"), ("3.0.0", "2025-03-24"), ("3.1.0", "2025-10-29"),
    ].map(SDKReleaseDate.init)
    private static let umpAndroidReleases: [SDKReleaseDate] = [
        ("1.0.0", "2020-07-07"), ("2.0.0", "2021-07-12"), ("2.1.0", "2023-07-24"), ("2.2.0", "2024-01-24"),
        ("3.0.0", "2024-07-11"), ("3.1.0", "2024-10-30"), ("3.2.0", "2025-03-24"), ("4.0.0", "2025-10-31"),
    ].map(SDKReleaseDate.init)
    // The legacy SDKs' dates: iOS's are those of its git tags' commits, Android's those Maven gives
    // (each the day of the commit that brought it to GitHub, or the next).
    private static let pacIOSReleases: [SDKReleaseDate] = [
        ("1.0.0", "2018-05-20"), ("1.0.1", "2018-05-24"), ("1.0.2", "2018-06-26"), ("1.0.3", "2018-06-28"), ("1.0.4", "2019-12-12"),
        ("1.0.5", "2020-02-04"),
    ].map(SDKReleaseDate.init)
    private static let pacAndroidReleases: [SDKReleaseDate] = [
        ("1.0.0", "2018-05-21"), ("1.0.1", "2018-05-21"), ("1.0.2", "2018-05-24"), ("1.0.3", "2018-05-25"), ("1.0.4", "2018-06-07"),
        ("1.0.5", "2018-06-26"), ("1.0.6", "2018-06-28"), ("1.0.7", "2019-01-10"), ("1.0.8", "2019-12-12"),
    ].map(SDKReleaseDate.init)

    /// The newest release the notes list: the default.
    package var latest: SDKRelease { SDKRelease(family: self, version: releases[releases.count - 1].version) }
}

/// A version number `major.minor.patch`, compared numerically.
package struct SDKVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The three numbers.
    package var major: Int, minor: Int, patch: Int

    /// `2.6.0`, or nil when the text is not three numbers of at most three digits each.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...3).contains(part.utf8.count), part.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        (major, minor, patch) = (numbers[0], numbers[1], numbers[2])
    }

    package static func < (a: SDKVersion, b: SDKVersion) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }

    /// `2.6.0`.
    package var description: String { "\(major).\(minor).\(patch)" }
}

/// One release with the date its notes give (nil where none is published).
package struct SDKReleaseDate: Hashable, Sendable {
    /// The version.
    package var version: SDKVersion
    /// The release date.
    package var date: CivilDate?

    init(_ row: (String, String?)) {
        version = SDKVersion(row.0)!
        date = row.1.flatMap(CivilDate.init(iso8601Date:))
    }
}

/// The SDK an app links, at one version: `ump-ios 2.6.0`.
package struct SDKRelease: Hashable, Sendable, CustomStringConvertible {
    /// Which SDK.
    package var family: SDKFamily
    /// Which version of it.
    package var version: SDKVersion

    /// A release.
    package init(family: SDKFamily, version: SDKVersion) {
        self.family = family
        self.version = version
    }

    /// `ump-ios 2.6.0`, as `Set SDK` writes it.
    package var description: String { "\(family) \(version)" }

    /// "UMP for iOS 2.6.0".
    package var title: String { "\(family.title) \(version)" }

    /// The release `ump-ios 2.6.0` (or `ump-ios@2.6.0`) names, or why it names none: the family must
    /// be one of `SDKFamily`, the version one its release notes list.
    package static func read(_ text: String) -> Result<SDKRelease, SettingProblem> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "@" }).map(String.init)
        let families = SDKFamily.allCases.map(\.rawValue).joined(separator: ", ")
        guard words.count == 2, let family = SDKFamily(rawValue: words[0].lowercased()) else {
            return .failure(
                SettingProblem("bad SDK '\(MessageText.line(text, limit: 40))' (write an SDK and a version: ump-ios 2.6.0; SDKs: \(families))"))
        }
        let known = family.releases.map(\.version)
        guard let version = SDKVersion(words[1]), known.contains(version) else {
            return .failure(
                SettingProblem(
                    "\(family.title) has no release '\(MessageText.line(words[1], limit: 20))' (its release notes list \(known.map(\.description).joined(separator: ", ")))"
                ))
        }
        return .success(SDKRelease(family: family, version: version))
    }
}

/// Why a setting's text names no value, as one line.
package struct SettingProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    package var message: String
    /// A problem.
    package init(_ message: String) { self.message = message }
    /// The line.
    package var description: String { message }
}

import Basics
import ConsentsimTestSupport
import Flow
import Foundation
import Simulation
import Testing

@testable import consentsim

/// `consentsim sdk --versions`, `rules --announced`, and the `--sdk` and `--announced` flags of `run`,
/// `play` and `doctor`.
@Suite struct SDKCommandTests {
    @Test(.tags(.spawnsProcess)) func versionsPrintsEveryRowWithItsSources() throws {
        let r = try consentsim(["sdk", "--versions"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        for id in [
            "no-advertising-id", "can-request-ads-without-message", "debug-geography-us-state-other", "firebase-consent-mode",
            "swift-api-names", "consent-sync-id", "android-minimum-api",
        ] {
            #expect(r.stdout.contains("\n\(id)  "), "\(id)")
        }
        #expect(r.stdout.contains("[ump-ios 2.5.0 2024-06-26, ump-android 3.0.0 2024-07-11]"))
        #expect(r.stdout.contains("source: developers.google.com/admob/android/privacy/release-notes"))
        #expect(r.stdout.contains("ump-ios  UMP for iOS: 1.0.0 (2020-07-06)") && r.stdout.contains("3.1.0 (2025-10-29)"))
        #expect(r.stdout.contains("pac-android  Consent SDK for Android: 1.0.0 (2018-05-21), 1.0.1 (2018-05-21)"))
        #expect(r.stdout.contains("1.0.8 (2019-12-12)\n    source: mvnrepository.com/artifact/com.google.android.ads.consent/consent-library"))
    }

    @Test(.tags(.spawnsProcess)) func rulesAnnouncedListsTheAnnouncedRows() throws {
        let r = try consentsim(["rules", "--announced"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("Announced, not yet in force"))
        #expect(
            r.stdout.contains(
                "tcf-2-4-special-purpose-only-li  TCF v2.4: no LI bit for special-purpose-only vendors  [announced 2026-05-27, expected 2027-01-01]"))
        #expect(r.stdout.contains("gdpr-applies-0-publisher-view"))
        // The table of rules in force does not list them.
        #expect(!(try consentsim(["rules"]).stdout.contains("tcf-2-4-special-purpose-only-li")))
    }

    @Test(.tags(.spawnsProcess)) func aFlagTheReleaseLacksIsAUsageError() throws {
        let r = try consentsim(["run", "--sdk", "ump-ios 2.6.0", "--geography", "regulatedUSState"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("the debug geography regulatedUSState needs UMP for iOS 2.7.0 or later (released 2024-10-30)"))
        let bad = try consentsim(["run", "--sdk", "ump-ios@0.1.0"])
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        // A release of the other platform's library than --platform chooses.
        let other = try consentsim(["run", "--platform", "android", "--sdk", "ump-ios 2.4.0"])
        #expect(other.status == 2 && other.stdout.isEmpty)
        #expect(other.stderr.contains("ump-ios 2.4.0 is a release of UMP for iOS, but the app runs on android: choose a release of ump-android"))
    }

    @Test(.tags(.spawnsProcess)) func playStartsEverySessionWithTheRelease() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let script = "Set UMPError noMessage\nSet Order no-att\nLaunch\nExpect CanRequestAds true\nExpect Ads personalized\n"
        try writeBytes(Array(script.utf8), to: dir.path + "/s.keys")
        #expect(try consentsim(["play", dir.path + "/s.keys"]).status == 0)
        let old = try consentsim(["play", "--sdk", "ump-ios@2.4.0", dir.path + "/s.keys"])
        #expect(old.status == 1 && old.stdout.contains("CanRequestAds"))
    }

    @Test(.tags(.spawnsProcess)) func doctorNamesTheReleaseAndChecksItsKeys() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try writeBytes(Array("IABTCF_gdprApplies=0\nUMP_consentModeValues=1111\n".utf8), to: dir.path + "/keys.txt")
        let latest = try consentsim(["doctor", dir.path + "/keys.txt", "--today", "2026-01-15"])
        #expect(latest.stdout.contains("SDK: UMP for iOS 3.1.0 (latest)"))
        #expect(!latest.stdout.contains("does not write it"))
        let old = try consentsim(["doctor", dir.path + "/keys.txt", "--today", "2026-01-15", "--sdk", "ump-ios 2.7.0"])
        #expect(old.stdout.contains("SDK: UMP for iOS 2.7.0"))
        #expect(old.stdout.contains("UMP_consentModeValues is stored, but UMP for iOS 2.7.0 does not write it"))
    }

    /// `record` writes the release in force, as home and the trace name it: the PAC app's library
    /// on its platform, in place of a release of an SDK the form's app does not link.
    @Test func recordWritesTheReleaseInForce() throws {
        func header(_ settings: SimulatorSettings) throws -> [String] {
            try RecordHeader.lines(
                RunRequest(form: "pac-all-options", settings: settings), arguments: [], script: "/tmp/s.keys", workingDirectory: "/tmp")
        }
        let android = try header(SimulatorSettings { $0.platform = .android })
        #expect(android.contains("Set SDK pac-android 1.0.8") && android.contains("Set Platform android"))
        #expect(try header(SimulatorSettings { $0.sdk = try? SDKRelease.read("ump-ios 2.4.0").get() }).contains("Set SDK pac-ios 1.0.5"))
        #expect(try header(SimulatorSettings { $0.sdk = try? SDKRelease.read("pac-android 1.0.3").get() }).contains("Set SDK pac-android 1.0.3"))
    }

    /// A dump of the legacy Consent SDK for Android alone: doctor names that SDK, as home and the trace do.
    @Test(.tags(.spawnsProcess)) func doctorNamesTheLegacySDKOfTheDumpsPlatform() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let xml = "<map>\n    <string name=\"consent_string\">{&quot;consent_state&quot;:&quot;personalized&quot;}</string>\n</map>\n"
        try writeBytes(Array(xml.utf8), to: dir.path + "/mobileads_consent.xml")
        let latest = try consentsim(["doctor", dir.path + "/mobileads_consent.xml", "--today", "2026-01-15"])
        #expect(latest.stdout.contains("SDK: Consent SDK for Android 1.0.8 (latest)"), "\(latest.stdout)")
        let chosen = try consentsim(["doctor", dir.path + "/mobileads_consent.xml", "--today", "2026-01-15", "--sdk", "pac-android 1.0.6"])
        #expect(chosen.stdout.contains("SDK: Consent SDK for Android 1.0.6\n"))
        let other = try consentsim(["doctor", dir.path + "/mobileads_consent.xml", "--sdk", "pac-ios 1.0.5"])
        #expect(other.status == 2 && other.stderr.contains("but the app runs on android: choose a release of pac-android (latest 1.0.8)"))
    }
}

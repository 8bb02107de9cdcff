import Basics
import ConsentsimTestSupport
import Foundation
import Testing

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
}

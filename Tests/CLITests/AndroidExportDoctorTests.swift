import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// An Android run's store, exported as a device holds it and read back by `doctor`: the same
/// verdicts as the run, and the platform said.
@Suite(.tags(.spawnsProcess)) struct AndroidExportDoctorTests {
    static let session = """
        Set Platform android
        Set Geography EEA
        Set Store "store.plist"
        Set StoreAccess write-back
        Launch
        Select ump.doNotConsent
        Expect View home
        Expect Ads limited
        """

    @Test(arguments: ["android", "adb"])
    func anExportedAndroidStoreReadsBackToTheRunsVerdicts(_ format: String) throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        try writeBytes(Array(Self.session.utf8), to: dir.path + "/run.keys")
        let played = try consentsim(["play", dir.path + "/run.keys"])
        #expect(played.status == 0, "\(played.stdout)\(played.stderr)")
        let exported = try consentsim(["store", "export", "--store", dir.path + "/store.plist", "--format", format])
        #expect(exported.status == 0 && exported.stdout.contains("consent_status"))
        try writeBytes(Array(exported.stdout.utf8), to: dir.path + "/dump")
        let report = try consentsim(["doctor", dir.path + "/dump", "--today", "2026-01-15", "--region", "eea"])
        #expect(report.stdout.contains("platform: android"), "\(report.stdout)")
        #expect(report.stdout.contains("UMP's cached consent status: obtained (OBTAINED = 3)"))
        #expect(report.stdout.contains("Google's verdict: limited"))
        #expect(report.stdout.contains("canShowAds(): false"))
    }
}

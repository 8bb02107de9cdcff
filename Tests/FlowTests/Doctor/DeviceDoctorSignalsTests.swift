import Basics
import Store
import TCF
import Testing

@testable import Doctor
@testable import Flow

/// `doctor` on the signals beside the IABTCF keys: which Consent Mode reader sees what, UMP's
/// `UMP_consentModeValues`, and the GPP sections of every US state.
@Suite struct DeviceDoctorSignalsTests {
    static func examine(_ d: StoreDomain) -> DoctorReport { DeviceDoctorTests.examine(d) }

    @Test func firebaseReadsTheKeysOnlyWithTheSwitchAndGoogleConsented() throws {
        let on = try DeviceDoctorTests.domain(DeviceDoctorTests.consented()) { $0[InAppKey.enableAdvertiserConsentMode] = .integer(1) }
        let r = Self.examine(on)
        #expect(
            r.consentModeReadings.firebaseTCF.summary
                == "ad_storage granted, ad_user_data granted, ad_personalization granted, analytics_storage unset")
        #expect(r.consentModeReadings.firebaseTCFGap == nil)
        #expect(!r.problems.contains { $0.key == InAppKey.enableAdvertiserConsentMode }, "a known key")
        // Purpose 7 on legitimate interest only: ad_user_data denied. Google refused: nothing at all.
        var li = DeviceDoctorTests.consented()
        li.purposesConsent.remove(7)
        li.purposesLITransparency = [7]
        let liReport = Self.examine(try DeviceDoctorTests.domain(li) { $0[InAppKey.enableAdvertiserConsentMode] = .integer(1) })
        #expect(liReport.consentMode[.adUserData] == .denied)
        var refused = DeviceDoctorTests.consented()
        refused.vendorConsents = []
        let refusedReport = Self.examine(try DeviceDoctorTests.domain(refused) { $0[InAppKey.enableAdvertiserConsentMode] = .integer(1) })
        #expect(refusedReport.consentMode == ConsentMode())
        #expect(refusedReport.text().contains("Firebase from the IABTCF keys: nothing, vendor 755 has no consent"))
    }

    @Test func umpsOwnValuesStandOverTheTCFReading() throws {
        let d = try DeviceDoctorTests.domain(DeviceDoctorTests.consented()) { $0[UMPConsentModeValues.key] = .string("1221") }
        let r = Self.examine(d)
        #expect(r.consentModeReadings.ump?.description == "1221")
        #expect(r.consentMode.summary == "ad_storage granted, ad_user_data denied, ad_personalization denied, analytics_storage granted")
        let text = r.text()
        #expect(text.contains("UMP's own (UMP_consentModeValues 1221): ad_storage granted, ad_user_data denied"))
        let notConfigured = Self.examine(
            try DeviceDoctorTests.domain(DeviceDoctorTests.consented()) { $0[UMPConsentModeValues.key] = .string("4444") })
        #expect(notConfigured.consentMode == ConsentMode())
        #expect(notConfigured.text().contains("analytics_storage not configured"))
        let bad = Self.examine(try DeviceDoctorTests.domain(DeviceDoctorTests.consented()) { $0[UMPConsentModeValues.key] = .string("12") })
        #expect(bad.problems.contains { $0.key == UMPConsentModeValues.key && $0.message.contains("not four digits") })
    }

    @Test func everyUSSectionIsShownWithItsOptOuts() {
        // A usnat string with a Colorado section (10) opted out of sale, as a multi-state CMP writes it.
        let co = GPPReaderTests.stateCore(noticesBefore: 3, sale: 1, targeted: 2)
        let gpp = GPPUSNational.header(sectionIDs: [7, 10]) + "~" + GPPUSNational(optedOut: false).coreSegment + "~" + co
        let d = StoreDomain(["IABGPP_HDR_GppString": .string(gpp), "IABGPP_GppSID": .string("10")])
        let r = Self.examine(d)
        #expect(r.usSignals.sectionIDs == [7, 10] && r.usSignals.sectionsInForce == [10])
        #expect(r.usSignals.usSections.map(\.name) == ["usnat", "usco"])
        #expect(r.usSignals.restrictedDataProcessing == "GPP usco opt-out of sale: restricted data processing, non-personalized ads")
        let text = r.text()
        #expect(text.contains("US privacy (GPP): sections usnat, usco (in force per IABGPP_GppSID: 10)"))
        #expect(text.contains("  usco: sale opted out, targeted advertising did not opt out"))
        #expect(text.contains("Restricted data processing: GPP usco opt-out of sale"))
    }

    @Test func gppKeysNoReaderCanUseAreProblems() {
        let r = Self.examine(StoreDomain(["IABGPP_HDR_GppString": .string("not gpp"), "IABGPP_GppSID": .string("7;8")]))
        #expect(r.problems.map(\.key).filter { $0?.hasPrefix("IABGPP_") == true } == ["IABGPP_HDR_GppString", "IABGPP_GppSID"])
        let noSID = Self.examine(StoreDomain(["IABGPP_HDR_GppString": .string(GPPUSNational(optedOut: true).gppString)]))
        #expect(noSID.problems.contains { $0.key == "IABGPP_GppSID" && $0.severity == .warning })
        #expect(noSID.usSignals.restrictedDataProcessing != nil)
        let missing = Self.examine(
            StoreDomain(["IABGPP_HDR_GppString": .string(GPPUSNational(optedOut: true).gppString), "IABGPP_GppSID": .string("7_8")]))
        #expect(missing.problems.contains { $0.message.contains("names section 8 that IABGPP_HDR_GppString does not hold") })
    }
}

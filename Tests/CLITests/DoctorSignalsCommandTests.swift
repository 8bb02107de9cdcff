import Basics
import ConsentsimTestSupport
import Testing

/// `consentsim doctor` on an Android dump with a US state GPP section, UMP's own Consent Mode values
/// and the legacy Consent SDK's `mobileads_consent` file.
@Suite(.tags(.spawnsProcess)) struct DoctorSignalsCommandTests {
    static let file = DoctorCommandTests.fixtures + "android-us-states-legacy-sdk.xml"

    @Test func showsEachSignalAndReader() throws {
        let r = try consentsim(["doctor", Self.file, "--today", "2026-03-01"])
        #expect(r.status == 0, "\(r.stderr)")
        for line in [
            "platform: android",
            "  UMP's own (UMP_consentModeValues 1221): ad_storage granted, ad_user_data denied, ad_personalization denied, analytics_storage granted",
            "  Firebase from the IABTCF keys: nothing, vendor 755 has no consent in IABTCF_VendorConsents",
            "US privacy (GPP): sections usnat, usca (in force per IABGPP_GppSID: 7_8)",
            "  usca: sale opted out, sharing opted out",
            "  Restricted data processing: GPP usca opt-out of sale, sharing: restricted data processing, non-personalized ads",
            "Legacy consent SDK, the Consent SDK for Android (mobileads_consent), mobileads_consent/consent_string: consent status non_personalized",
        ] {
            #expect(r.stdout.contains(line), "missing: \(line)\n\(r.stdout)")
        }
    }

    @Test func theJSONCarriesTheSameReadings() throws {
        let r = try consentsim(["doctor", Self.file, "--format", "json", "--today", "2026-03-01"])
        guard case .object(let o)? = try? JSONParser.parse(r.stdout) else {
            Issue.record("not JSON: \(r.stdout)")
            return
        }
        guard case .object(let us)? = o["usPrivacy"], case .array(let sections)? = us["usSections"],
            case .object(let legacy)? = o["legacyConsentSDK"], case .object(let readers)? = o["consentModeReaders"],
            case .object(let ump)? = readers["ump"]
        else {
            Issue.record("missing members: \(r.stdout)")
            return
        }
        #expect(sections.count == 2)
        #expect(legacy["consentStatus"] == .string("non_personalized") && legacy["consentSource"] == .string("form"))
        #expect(ump["stored"] == .string("1221"))
    }
}

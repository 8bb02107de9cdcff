import Basics
import Store
import Testing

@testable import Flow

/// `consent_string` as the Android Consent SDK writes it with Gson: fields in declaration order,
/// null ones left out, strings escaped as Gson's default (HTML-safe) writer escapes them.
@Suite struct PACAndroidStorageTests {
    @Test func theConsentStringIsWrittenAsGsonWritesIt() {
        var status = PACStoredStatus()
        status.isRequestInEEAOrUnknown = true
        status.consentStatus = .nonPersonalized
        status.publisherIdentifiers = ["pub-1", "pub-2"]
        let google = PACAdProvider(identifier: 1, name: "Google", privacyPolicyURL: "https://policies.google.com/privacy")
        status.adProviders = [google, PACAdProvider(identifier: 42, name: "A&B", privacyPolicyURL: "https://x.example/?a=1")]
        status.consentedProviders = [google]
        status.consentSource = .form
        status.rawResponse = "{\"is_request_in_eea_or_unknown\":true}"
        let expected =
            #"{"providers":[{"company_id":"1","company_name":"Google","policy_url":"https://policies.google.com/privacy"},"#
            + #"{"company_id":"42","company_name":"A\u0026B","policy_url":"https://x.example/?a\u003d1"}],"#
            + #""is_request_in_eea_or_unknown":true,"consented_providers":[{"company_id":"1","company_name":"Google","#
            + #""policy_url":"https://policies.google.com/privacy"}],"tag_for_under_age_of_consent":false,"#
            + #""consent_state":"non_personalized","pub_ids":["pub-1","pub-2"],"has_any_npa_pub_id":false,"#
            + #""consent_source":"form","version":"1.0.8","plat":"android","#
            + #""raw_response":"{\"is_request_in_eea_or_unknown\":true}"}"#
        #expect(PACAndroidStorage.consentString(status) == expected)
    }

    @Test func aFreshStatusLeavesOutTheSourceAndWritesEmptyLists() {
        #expect(
            PACAndroidStorage.consentString(PACStoredStatus())
                == #"{"providers":[],"is_request_in_eea_or_unknown":false,"consented_providers":[],"tag_for_under_age_of_consent":false,"#
                + #""consent_state":"unknown","pub_ids":[],"has_any_npa_pub_id":false,"version":"1.0.8","plat":"android","raw_response":""}"#)
    }

    /// Gson escapes C0 controls (five by name), quotes, backslashes, U+2028 and U+2029, and with its
    /// default HTML-safe setting `<`, `>`, `&`, `=` and `'`; DEL, C1 controls and the rest pass as they are.
    @Test func stringsAreEscapedAsGsonEscapesThem() {
        var status = PACStoredStatus()
        status.rawResponse = "<b>&c='d'\u{2028}\u{2029}\u{7F}\u{85}\u{200E}\u{FEFF}\u{1}\u{8}\u{C}\t\n\r\"\\é😀"
        let expected =
            #""raw_response":"\u003cb\u003e\u0026c\u003d\u0027d\u0027\u2028\u2029"# + "\u{7F}\u{85}\u{200E}\u{FEFF}"
            + #"\u0001\b\f\t\n\r\"\\é😀"}"#
        #expect(PACAndroidStorage.consentString(status).hasSuffix(expected))
    }
}

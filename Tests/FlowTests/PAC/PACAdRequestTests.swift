import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC ad request helper")
struct PACAdRequestTests {
    func state(status: PACConsentStatus, eea: Bool, tfua: Bool = false) -> PACState {
        var s = PACState()
        s.status.consentStatus = status
        s.status.isRequestInEEAOrUnknown = eea
        s.status.tagForUnderAgeOfConsent = tfua
        return s
    }

    @Test(
        "status × location",
        arguments: [
            (PACConsentStatus.personalized, true, AdRequestKind.personalized),
            (.personalized, false, .personalized),
            (.nonPersonalized, true, .nonPersonalized),
            (.nonPersonalized, false, .nonPersonalized),
            (.unknown, true, .nonPersonalized),
            (.unknown, false, .personalized),
        ])
    func table(status: PACConsentStatus, eea: Bool, kind: AdRequestKind) {
        let d = PACAdRequest.decision(for: state(status: status, eea: eea))
        #expect(d.kind == kind)
        #expect(!d.reason.isEmpty)
        #expect(PACAdRequest.kind(for: state(status: status, eea: eea)) == kind)
    }

    @Test("under age of consent: non-personalized whatever the status and location")
    func underAge() {
        for status in PACConsentStatus.allCases {
            for eea in [true, false] {
                let d = PACAdRequest.decision(for: state(status: status, eea: eea, tfua: true))
                #expect(d.kind == .nonPersonalized)
                #expect(d.reason.hasPrefix("tagged for under age of consent"))
                #expect(d.kind.requestExtras == ["npa": "1"])
            }
        }
    }

    @Test("the reasons say why")
    func reasons() {
        #expect(PACAdRequest.decision(for: state(status: .unknown, eea: true)).reason.contains("unknown in the EEA"))
        #expect(PACAdRequest.decision(for: state(status: .unknown, eea: false)).reason.contains("not in the EEA"))
        #expect(PACAdRequest.decision(for: state(status: .nonPersonalized, eea: true)).reason.contains("npa=1"))
    }

    @Test("end to end: ad-free choice in the EEA leaves an unknown status, so npa=1")
    func endToEnd() {
        var h = PACHarness()
        #expect(PACAdRequest.kind(for: h.state) == .personalized)  // never updated: PAC says "not EEA"
        h.update()
        #expect(PACAdRequest.kind(for: h.state) == .nonPersonalized)
        let (id, _) = h.presentForm(adFree: true)
        h.send(.form(id, .choosePersonalized))
        #expect(PACAdRequest.kind(for: h.state) == .personalized)
    }
}

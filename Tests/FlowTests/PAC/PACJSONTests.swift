import Basics
import ConsentsimTestSupport
import Store
import Testing

@testable import Flow

@Suite("PAC trace JSON and value semantics")
struct PACJSONTests {
    @Test("events render with a leading event name, stable keys")
    func events() {
        #expect(PACEvent.reset.json.serialized() == #"{"event":"reset"}"#)
        #expect(
            PACEvent.requestConsentInfoUpdate(publisherIDs: ["a", "b"]).json.serialized()
                == #"{"event":"requestConsentInfoUpdate","publisherIDs":["a","b"]}"#)
        #expect(
            PACEvent.form(2, .load(appName: "Demo")).json.serialized()
                == #"{"event":"form","formID":2,"action":"load","appName":"Demo"}"#)
        #expect(PACEvent.form(1, .back).json.serialized() == #"{"event":"form","formID":1,"action":"back"}"#)
        #expect(
            PACEvent.launch(stored: ["tag_for_under_age_of_consent": 1]).json.serialized()
                == #"{"event":"launch","stored":{"tag_for_under_age_of_consent":1}}"#)
        #expect(PACEvent.launch(stored: nil).json.serialized() == #"{"event":"launch","stored":null}"#)
        #expect(
            PACEvent.httpResponse(.transportError("x")).json.serialized()
                == #"{"event":"httpResponse","result":{"transportError":"x"}}"#)
    }

    @Test("effects render with a leading effect name")
    func effects() {
        #expect(
            PACEffect.updateCompleted(.consent(PACError("Invalid response."))).json.serialized()
                == #"{"effect":"updateCompleted","error":{"domain":"Consent","code":1,"message":"Invalid response."}}"#)
        #expect(PACEffect.updateCompleted(nil).json.serialized() == #"{"effect":"updateCompleted","error":null}"#)
        #expect(
            PACEffect.formDismissed(3, error: nil, userPrefersAdFree: true).json.serialized()
                == #"{"effect":"formDismissed","formID":3,"error":null,"userPrefersAdFree":true}"#)
        #expect(
            PACEffect.storeWrite(key: rootKey, value: ["x": 1]).json.serialized()
                == #"{"effect":"storeWrite","key":"personalized_ad_status","value":{"x":1}}"#)
    }

    @Test("every effect and event of a full session renders to an object naming itself")
    func fullSession() {
        var h = PACHarness()
        var events: [PACEvent] = [.setDebugGeography(.eea), .setDebugIdentifiers(["A"]), .setDevice(PACDevice())]
        h.update()
        let (id, _) = h.presentForm(adFree: true)
        events += [.form(id, .showLearnMore), .form(id, .openProviderPolicy(index: 0)), .form(id, .back), .form(id, .chooseAdFree)]
        for e in events { h.send(e) }
        h.send(.reset)
        for e in h.effects {
            guard case .object(let o) = e.json else {
                Issue.record("not an object: \(e)")
                continue
            }
            #expect(o.keys.first == "effect")
        }
        for e in events {
            guard case .object(let o) = e.json else { continue }
            #expect(o.keys.first == "event")
        }
    }

    @Test("state JSON: stable top-level key order")
    func state() {
        var h = PACHarness()
        h.update()
        _ = h.presentForm()
        guard case .object(let o) = h.state.json else {
            Issue.record("not an object")
            return
        }
        #expect(
            o.keys == [
                "status", "storedValue", "device", "debugGeography", "debugIdentifiers", "pendingRequests", "forms",
                "nextFormID", "presentedFormID",
            ])
        #expect(h.state.json.serialized() == h.state.json.serialized())
    }

    @Test("Hashable agrees with ==, including stored values")
    func hashing() {
        var a = PACHarness()
        a.update()
        var b = PACHarness()
        b.update()
        #expect(a.state == b.state)
        #expect(a.state.hashValue == b.state.hashValue)
        #expect(Set(a.effects + b.effects).count == Set(a.effects).count)
        let w1 = PACEffect.storeWrite(key: "k", value: ["a": 1, "b": [.real(.nan)]])
        let w2 = PACEffect.storeWrite(key: "k", value: ["b": [.real(.nan)], "a": 1])
        #expect(w1 == w2)
        #expect(w1.hashValue == w2.hashValue)
        #expect(PACEvent.launch(stored: "x") != PACEvent.launch(stored: nil))
    }

    @Test("failure descriptions")
    func failures() {
        #expect(PACFailure.consent(PACError("Invalid response.")).description == #"Error Domain=Consent Code=1 "Invalid response.""#)
        #expect(PACFailure.transport("t").description == "t")
        #expect(PACFailure.jsonSerialization("d").description == #"Error Domain=NSCocoaErrorDomain Code=3840 "d" UserInfo={NSDebugDescription=d}"#)
    }

    @Test("the benchmark step runs and does one navigation")
    func benchmark() {
        #expect(PACBenchmarks.reducerStep() == 1)
    }
}

import Basics
import ConsentsimTestSupport
import Store
import TCF
import Testing

@testable import Flow

@Suite("PAC through the runtime: store and trace")
struct PACRuntimeTests {
    /// The trace's records after the header, with their event names.
    func records(_ sink: MemoryTraceSink) throws -> [(name: String, record: JSONObject)] {
        try sink.lines.dropFirst().map { line in
            guard case .object(let o) = try JSONParser.parse(line), case .object(let event)? = o["event"],
                case .string(let name)? = event["event"]
            else { throw TraceShapeError() }
            return (name, o)
        }
    }

    struct TraceShapeError: Error {}

    @Test("a short PAC session's trace is JSON Lines naming PAC's events and effects")
    func trace() throws {
        let sink = MemoryTraceSink()
        let r = try launched(pacConfig(), trace: sink)
        try r.send(.pacForm(.chooseNonPersonalized))
        try r.send(.pacForm(.agree))
        let all = try records(sink)
        #expect(all.count == r.sequence)
        #expect(
            all.map(\.name) == [
                "launch", "pac.httpResponse", "pac.form(webViewDidFinishLoad)", "pacForm(chooseNonPersonalized)",
                "pacForm(agree)",
            ])
        guard case .object(let header) = try JSONParser.parse(sink.lines[0]), case .object(let c)? = header["configuration"]
        else { Issue.record("no header"); return }
        #expect(c["sdk"] == .string("pac"))

        // The launch asks; the response is its own record.
        guard case .array(let launchEffects)? = all[0].record["effects"] else { Issue.record("no effects"); return }
        let launchJSON = launchEffects.map { $0.serialized() }
        #expect(launchJSON.contains { $0.contains("\"pacCall\":{\"event\":\"requestConsentInfoUpdate\"") })
        #expect(launchJSON.contains { $0.contains("\"pac\":{\"effect\":\"httpGet\"") })
        guard case .object(let response)? = all[1].record["event"], case .object(let detail)? = response["detail"]
        else { Issue.record("no response detail"); return }
        #expect(detail["event"] == .string("httpResponse"))
        guard case .object(let changes)? = all[1].record["changes"] else { Issue.record("no changes"); return }
        #expect(changes["pac.status.isRequestInEEAOrUnknown"] == .bool(true))
        #expect(changes["device.personalized_ad_status"] != nil)
        #expect(changes.keys.allSatisfy { !$0.hasPrefix("pac.storedValue") })

        guard case .object(let loaded)? = all[2].record["changes"] else { return }
        #expect(loaded["screen"] == .string("pacForm") && loaded["pacForm.screen"] == .string("options"))
        guard case .object(let agreed)? = all[4].record["changes"] else { return }
        #expect(agreed["screen"] == .string("home") && agreed["pac.status.consentStatus"] == .string("non_personalized"))
        #expect(agreed["adRequest.kind"] == .string("non-personalized"))
    }

    @Test("PAC's writes reach the device store with the event that caused them")
    func storeMirrorsState() throws {
        let store = MemoryStore()
        let r = try launched(pacConfig(), store: store)
        #expect(store.load() == r.state.device)
        try r.send(.pacForm(.choosePersonalized))
        let saved = store.load()
        #expect(saved == r.state.device)
        guard case .dictionary(let d)? = saved[PACConstants.userDefaultsRootKey] else {
            Issue.record("personalized_ad_status missing")
            return
        }
        #expect(d["consent_state"] == .string("personalized") && d["pub_ids"] == .array([.string(pub)]))
        // A new process reads it back: no form.
        let again = try FlowRuntime(configuration: r.state.configuration, store: store)
        let effects = try again.launch()
        #expect(again.state.screen == .home && !effects.presentsPACForm)
        try again.send(.pacReset)
        #expect(store.load() == again.state.device)
        try again.send(.reinstall)
        #expect(again.pacForm?.formID == 1)
    }

    @Test("the PAC cycle benchmark runs a whole first launch")
    func benchmarkCycle() {
        let n = FlowBenchmarks.launchDecideStoreCyclePAC(store: MemoryStore())
        #expect(n == 1 + AdRequestKind.personalized.rawValue.utf8.count)
    }
}

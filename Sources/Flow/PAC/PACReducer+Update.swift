import Basics
import Store

extension PACReducer {
    /// `requestConsentInfoUpdateForPublisherIdentifiers:`: warn when the set changed, then fetch.
    static func requestUpdate(_ state: inout PACState, publisherIDs: [String]) -> [PACEffect] {
        var effects: [PACEffect] = []
        let stored = state.status.publisherIdentifiers
        if !stored.isEmpty && Set(stored) != Set(publisherIDs) {
            effects.append(.log(PACConstants.publisherIdentifiersChangedWarning))
        }
        let url = PACRequestURL.make(publisherIDs: publisherIDs, state: state)
        state.pendingRequests.append(PACPendingRequest(publisherIdentifiers: publisherIDs, url: url))
        effects.append(.httpGet(url: url))
        return effects
    }

    /// The data task's completion, then `-handleInfoUpdateResponse:` for the oldest pending request.
    static func handleResponse(_ state: inout PACState, _ result: PACHTTPResult) -> [PACEffect] {
        guard !state.pendingRequests.isEmpty else {
            return [.note("consentsim: an HTTP response arrived with no info update pending; ignored")]
        }
        let request = state.pendingRequests.removeFirst()
        let body: String
        switch result {
        case .transportError(let text): return [.updateCompleted(.transport(text))]
        case .body(let b): body = b
        }
        if body.isEmpty { return [.updateCompleted(.consent(PACError(PACErrorText.unableToUpdate)))] }
        let parsed: JSONValue
        do throws(JSONSyntaxError) {
            parsed = try JSONParser.parse(body)
        } catch {
            let detail = "\(error.message) around line \(error.location.line), column \(error.location.column)."
            return [.updateCompleted(.jsonSerialization(detail))]
        }
        let info: JSONObject
        switch parsed {
        case .object(let o): info = o
        case .array: return [.updateCompleted(.consent(PACError(PACErrorText.invalidResponse)))]
        case .null, .bool, .int, .double, .string:
            // NSJSONSerialization without NSJSONReadingFragmentsAllowed rejects a scalar document.
            return [
                .updateCompleted(
                    .jsonSerialization("JSON text did not start with array or object and option to allow fragments not set."))
            ]
        }
        let validation = validationError(info)
        let notes = PACResponseAudit.crashNote(info, validationFails: validation != nil).map { [PACEffect.note($0)] } ?? []
        if let validation { return notes + [.updateCompleted(.consent(PACError(validation)))] }
        apply(&state, info: info, responseString: body, publisherIDs: request.publisherIdentifiers)
        return notes + [write(&state), .updateCompleted(nil)]
    }

    /// The `ad_network_ids` entries PAC can read (a non-array, or a non-dictionary entry, would crash
    /// the SDK; consentsim skips them).
    private static func adNetworks(_ info: JSONObject) -> [JSONObject] {
        guard case .array(let items)? = info["ad_network_ids"] else { return [] }
        return items.compactMap { if case .object(let o) = $0 { o } else { nil } }
    }

    /// `-validateInfo:`: only for EEA-or-unknown responses; lookup failures, then not-found ids.
    static func validationError(_ info: JSONObject) -> String? {
        guard PACObjC.boolValue(info["is_request_in_eea_or_unknown"]) == true else { return nil }
        var lookupFailed: [String] = []
        var notFound: [String] = []
        for network in adNetworks(info) {
            let id = network["ad_network_id"].map(PACObjC.description) ?? PACErrorText.publisherIdentifierMissing
            if PACObjC.boolValue(network["lookup_failed"]) == true { lookupFailed.append(id) }
            if PACObjC.boolValue(network["not_found"]) == true { notFound.append(id) }
        }
        guard !lookupFailed.isEmpty || !notFound.isEmpty else { return nil }
        var parts = [PACErrorText.responseError]
        if !lookupFailed.isEmpty { parts.append(PACErrorText.lookupFailurePrefix + lookupFailed.joined(separator: ", ")) }
        if !notFound.isEmpty { parts.append(PACErrorText.notFoundPrefix + notFound.joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    /// The successful part of `-handleInfoUpdateResponse:` (1.0.4+ re-consent rule).
    private static func apply(_ state: inout PACState, info: JSONObject, responseString: String, publisherIDs: [String]) {
        var s = state.status
        let previousHasAnyNPA = s.hasAnyNonPersonalizedPublisherIdentifier
        s.hasAnyNonPersonalizedPublisherIdentifier = false
        var npaCompanyIDs = Set<Int64>()
        for network in adNetworks(info) where PACObjC.boolValue(network["is_npa"]) == true {
            s.hasAnyNonPersonalizedPublisherIdentifier = true
            if case .array(let ids)? = network["company_ids"] {
                for id in ids {
                    switch id {
                    case .int(let i): npaCompanyIDs.insert(i)
                    case .double(let d) where d == d.rounded() && abs(d) < 9e15: npaCompanyIDs.insert(Int64(d))
                    default: break
                    }
                }
            }
        }
        s.rawResponse = responseString
        var seen = Set<String>()
        s.publisherIdentifiers = publisherIDs.filter { seen.insert($0).inserted }
        s.isRequestInEEAOrUnknown = PACObjC.boolValue(info["is_request_in_eea_or_unknown"]) == true

        var providers: [PACAdProvider] = []
        var providerIDs = Set<Int64>()
        if case .array(let companies)? = info["companies"] {
            for case .object(let company) in companies {
                guard case .dictionary(let d)? = PACStoreValues.storeValue(.object(company)),
                    let provider = PACAdProvider(dictionary: d)
                else { continue }
                guard !s.hasAnyNonPersonalizedPublisherIdentifier || npaCompanyIDs.contains(provider.identifier) else {
                    continue
                }
                if providerIDs.insert(provider.identifier).inserted { providers.append(provider) }
            }
        }
        s.adProviders = providers

        let npaChanged = s.hasAnyNonPersonalizedPublisherIdentifier != previousHasAnyNPA
        let consentedIDs = Set(s.consentedProviders.map(\.identifier))
        let isSubset = providerIDs.isSubset(of: consentedIDs)
        if s.isRequestInEEAOrUnknown && (!isSubset || npaChanged) {
            s.consentedProviders = []
            s.consentStatus = .unknown
            s.consentSource = .sdk
        }
        state.status = s
    }
}

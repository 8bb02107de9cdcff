import Basics

/// A pure stand-in for `adservice.google.com/getconfig/pubvendors`.
package enum PACServer {
    /// The answer to `url` under `scenario`.
    ///
    /// Outside the EEA the body is the observed minimal `{"is_request_in_eea_or_unknown":false}`.
    /// Inside, `companies` lists the table's companies used by found identifiers, and
    /// `ad_network_ids` has one entry per requested identifier, in request order. The entry shape
    /// follows the fields PAC reads; the real server's other fields are unknown.
    package static func respond(to url: String, scenario: PACServerScenario) -> PACHTTPResult {
        let query = PACRequestURL.queryParameters(url)
        let ids = (query["pubs"] ?? "").split(separator: ",").map(String.init)
        let inEEA: Bool =
            switch query["debug_geo"] {
            case "1": true
            case "2": false
            default: scenario.isDeviceInEEAOrUnknown
            }
        var includeFlag = true
        switch scenario.failure {
        case .transportError(let text)?: return .transportError(text)
        case .emptyBody?: return .body("")
        case .invalidJSON?: return .body("{\"is_request_in_eea_or_unknown\":tru")
        case .nonDictionaryJSON?: return .body("[]")
        case .body(let b)?: return .body(b)
        case .missingEEAFlag?: includeFlag = false
        case nil: break
        }
        var o = JSONObject()
        if includeFlag { o["is_request_in_eea_or_unknown"] = .bool(inEEA) }
        if inEEA {
            var used = Set<Int64>()
            var networks: [JSONValue] = []
            for id in ids {
                let publisher = scenario.publishers[id]
                let lookup = publisher?.lookup ?? .notFound
                let companyIDs = lookup == .found ? publisher?.companyIDs ?? [] : []
                used.formUnion(companyIDs)
                networks.append(
                    .object([
                        "ad_network_id": .string(id),
                        "company_ids": .array(companyIDs.map { .int($0) }),
                        "lookup_failed": .bool(lookup == .lookupFailed),
                        "not_found": .bool(lookup == .notFound),
                        "is_npa": .bool(publisher?.isNonPersonalizedOnly ?? false),
                    ]))
            }
            o["companies"] = .array(
                scenario.companies.filter { used.contains($0.id) }.map { c in
                    .object([
                        "company_id": .int(c.id), "company_name": .string(c.name), "policy_url": .string(c.policyURL),
                    ])
                })
            o["ad_network_ids"] = .array(networks)
        }
        return .body(JSONValue.object(o).serialized())
    }
}

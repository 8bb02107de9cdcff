import Basics
import Store
import Testing

@testable import Flow

@Suite("PAC simulated server")
struct PACServerTests {
    let url = "https://adservice.google.com/getconfig/pubvendors?es=2&plat=ios&v=1.0.5&pubs=\(pub)"

    @Test("default scenario: EEA, the publisher's companies, one ad network entry")
    func defaultBody() {
        let result = PACServer.respond(to: url, scenario: .default)
        #expect(
            result
                == .body(
                    #"{"is_request_in_eea_or_unknown":true,"companies":[{"company_id":1,"company_name":"Google","policy_url":"https://policies.google.com/privacy"},{"company_id":2,"company_name":"AppLovin","policy_url":"https://www.applovin.com/privacy/"},{"company_id":3,"company_name":"Unity Ads","policy_url":"https://unity.com/legal/privacy-policy"},{"company_id":4,"company_name":"InMobi","policy_url":"https://www.inmobi.com/privacy-policy"},{"company_id":5,"company_name":"Liftoff","policy_url":"https://liftoff.io/privacy-policy/"}],"ad_network_ids":[{"ad_network_id":"pub-0123456789012345","company_ids":[1,2,3,4,5],"lookup_failed":false,"not_found":false,"is_npa":false}]}"#
                ))
    }

    @Test("outside the EEA: the minimal body")
    func notEEA() {
        #expect(
            PACServer.respond(to: url, scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
                == .body(#"{"is_request_in_eea_or_unknown":false}"#))
    }

    @Test("debug_geo overrides the device's location")
    func debugGeo() {
        #expect(
            PACServer.respond(to: url + "&debug_geo=2", scenario: .default)
                == .body(#"{"is_request_in_eea_or_unknown":false}"#))
        let eea = PACServer.respond(to: url + "&debug_geo=1", scenario: PACServerScenario(isDeviceInEEAOrUnknown: false))
        guard case .body(let b) = eea else {
            Issue.record("no body")
            return
        }
        #expect(b.hasPrefix(#"{"is_request_in_eea_or_unknown":true,"#))
    }

    @Test("unknown and failing ids, in request order; companies only of found ids")
    func lookups() {
        var s = PACServerScenario.default
        s.publishers["f"] = PACServerPublisher(companyIDs: [2], lookup: .lookupFailed)
        s.publishers["n"] = PACServerPublisher(companyIDs: [3], isNonPersonalizedOnly: true)
        let result = PACServer.respond(to: "x?pubs=zz,f,n", scenario: s)
        #expect(
            result
                == .body(
                    #"{"is_request_in_eea_or_unknown":true,"companies":[{"company_id":3,"company_name":"Unity Ads","policy_url":"https://unity.com/legal/privacy-policy"}],"ad_network_ids":[{"ad_network_id":"zz","company_ids":[],"lookup_failed":false,"not_found":true,"is_npa":false},{"ad_network_id":"f","company_ids":[],"lookup_failed":true,"not_found":false,"is_npa":false},{"ad_network_id":"n","company_ids":[3],"lookup_failed":false,"not_found":false,"is_npa":true}]}"#
                ))
    }

    @Test("failure injection")
    func failures() {
        func r(_ f: PACServerFailure) -> PACHTTPResult { PACServer.respond(to: url, scenario: PACServerScenario(failure: f)) }
        #expect(r(.transportError("x")) == .transportError("x"))
        #expect(r(.emptyBody) == .body(""))
        #expect(r(.nonDictionaryJSON) == .body("[]"))
        #expect(r(.body("hello")) == .body("hello"))
        guard case .body(let invalid) = r(.invalidJSON), case .body(let missing) = r(.missingEEAFlag) else {
            Issue.record("no body")
            return
        }
        #expect((try? JSONParser.parse(invalid)) == nil)
        #expect(!missing.contains("is_request_in_eea_or_unknown"))
        #expect(missing.contains("ad_network_ids"))
    }

    @Test("query parsing")
    func query() {
        #expect(PACRequestURL.queryParameters("a?x=1&y=&z&x=2") == ["x": "2", "y": "", "z": ""])
        #expect(PACRequestURL.queryParameters("no-query").isEmpty)
    }

    @Test("query parsing agrees with splitting on Characters, ASCII or not")
    func queryMatchesCharacterSplitting() {
        /// The Character-based reading, as `queryParameters` did it before its byte scan.
        func reference(_ url: String) -> [String: String] {
            guard let q = url.firstIndex(of: "?") else { return [:] }
            var result: [String: String] = [:]
            for pair in url[url.index(after: q)...].split(separator: "&", omittingEmptySubsequences: true) {
                if let eq = pair.firstIndex(of: "=") {
                    result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
                } else {
                    result[String(pair)] = ""
                }
            }
            return result
        }
        let urls = [
            "", "?", "a?", "?&&", "?=", "?=v", "?k=", "?a=b=c&a", "x?a=1&&b=2&", "x?a?b=c&d?=e", "p?pubs=pub-1,pub-2&debug_geo=1",
            "é?x=ü&y=2", "?a=\r\n&b=\u{301}", "?x=1&\u{301}y=2", "\u{1F600}?&=&", "a?x=1\r\n&y=2",
            PACRequestURL.make(publisherIDs: ["pub-0123456789012345", "pub-9"], debugGeography: .eea, isDebugDevice: true),
        ]
        for url in urls {
            #expect(PACRequestURL.queryParameters(url) == reference(url), "\(url)")
        }
    }
}

import Flow

/// What the simulated PAC `pubvendors` server does (the load errors and reduced layouts it causes).
package enum PACServerChoice: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default scenario: the publisher is found with five providers.
    case normal
    /// The device is offline: the request fails with NSURLErrorDomain -1009.
    case offline
    /// 200 with an empty body: "Unable to update publisher identifier info."
    case emptyBody
    /// A body that is not JSON.
    case invalidJSON
    /// A JSON array instead of an object: "Invalid response."
    case notDictionary
    /// No `is_request_in_eea_or_unknown` in the answer.
    case missingEEAFlag
    /// The publisher identifier is not found: "Response error. Publisher identifiers not found: …".
    case notFound
    /// The lookup failed: "Response error. Lookup failure for: …".
    case lookupFailed
    /// The publisher is configured for non-personalized ads only (`is_npa`).
    case npaPublisher
    /// The publisher has no ad technology providers.
    case noProviders
    /// The publisher added a sixth provider: PAC (1.0.4+) resets consent to unknown when the new list is
    /// not a subset of the consented one (Google's Consent SDK guide for iOS: consent is needed for the
    /// full list of providers configured for the publisher ids; googleads-consent-sdk-ios 38779c0,
    /// "reset only if new providers are not a subset"; googleads-consent-sdk-android#20).
    case moreProviders
    /// The publisher dropped a provider: the new list is a subset of the consented one, so PAC 1.0.4+
    /// keeps the consent (before 1.0.4 any change reset it).
    case fewerProviders

    /// The name scripts use.
    package var description: String { rawValue }
}

extension AppConfiguration {
    /// The PAC server scenario `choice` names, applied to every publisher identifier the app sends.
    package mutating func applyPACServer(_ choice: PACServerChoice) {
        var server = pac.server
        func publishers(_ change: (inout PACServerPublisher) -> Void) {
            for id in pac.publisherIDs {
                var publisher = server.publishers[id] ?? PACServerPublisher(companyIDs: server.companies.map(\.id))
                change(&publisher)
                server.publishers[id] = publisher
            }
        }
        switch choice {
        case .normal: break
        case .offline: server.failure = .transportError(PACServerFailure.offlineErrorText)
        case .emptyBody: server.failure = .emptyBody
        case .invalidJSON: server.failure = .invalidJSON
        case .notDictionary: server.failure = .nonDictionaryJSON
        case .missingEEAFlag: server.failure = .missingEEAFlag
        case .notFound: publishers { $0.lookup = .notFound }
        case .lookupFailed: publishers { $0.lookup = .lookupFailed }
        case .npaPublisher: publishers { $0.isNonPersonalizedOnly = true }
        case .noProviders: publishers { $0.companyIDs = [] }
        case .moreProviders:
            let added = PACServerCompany(id: 6, name: "Meta Audience Network", policyURL: "https://www.facebook.com/privacy/policy/")
            if !server.companies.contains(where: { $0.id == added.id }) { server.companies.append(added) }
            publishers { if !$0.companyIDs.contains(added.id) { $0.companyIDs.append(added.id) } }
        case .fewerProviders: publishers { $0.companyIDs.removeLast(min(1, $0.companyIDs.count)) }
        }
        pac.server = server
    }
}

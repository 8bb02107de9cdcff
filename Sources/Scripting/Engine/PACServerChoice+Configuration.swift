import Flow

extension AppConfiguration {
    /// The PAC server scenario `choice` names, applied to every publisher identifier the app sends.
    public mutating func applyPACServer(_ choice: PACServerChoice) {
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
        }
        pac.server = server
    }
}

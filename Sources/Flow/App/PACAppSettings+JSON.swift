import Basics

extension PACFormOptions {
    /// The options as JSON.
    package var json: JSONValue {
        .object(["personalized": .bool(personalized), "nonPersonalized": .bool(nonPersonalized), "adFree": .bool(adFree)])
    }
}

extension PACServerFailure {
    /// The failure as JSON: its case name and payload.
    package var json: JSONValue {
        switch self {
        case .transportError(let text): .object(["transportError": .string(text)])
        case .emptyBody: .string("emptyBody")
        case .invalidJSON: .string("invalidJSON")
        case .nonDictionaryJSON: .string("nonDictionaryJSON")
        case .missingEEAFlag: .string("missingEEAFlag")
        case .body(let b): .object(["body": .string(b)])
        }
    }
}

extension PACServerScenario {
    /// The scenario as JSON (publishers sorted by identifier, so the output is stable).
    package var json: JSONValue {
        var publishers = JSONObject()
        for (id, p) in self.publishers.sorted(by: { $0.key < $1.key }) {
            publishers[id] = .object([
                "companyIDs": .array(p.companyIDs.map { .int($0) }), "isNonPersonalizedOnly": .bool(p.isNonPersonalizedOnly),
                "lookup": .string(p.lookup.rawValue),
            ])
        }
        return .object([
            "isDeviceInEEAOrUnknown": .bool(isDeviceInEEAOrUnknown), "publishers": .object(publishers),
            "companies": .array(
                companies.map { .object(["id": .int($0.id), "name": .string($0.name), "policyURL": .string($0.policyURL)]) }),
            "failure": failure?.json ?? .null,
        ])
    }
}

extension PACAppSettings {
    /// The settings as JSON.
    package var json: JSONValue {
        .object([
            "publisherIDs": .array(publisherIDs.map { .string($0) }), "formOptions": formOptions.json,
            "privacyPolicyURL": .string(privacyPolicyURL), "server": server.json,
            "debugIdentifiers": debugIdentifiers.map { .array($0.map { .string($0) }) } ?? .null,
        ])
    }
}

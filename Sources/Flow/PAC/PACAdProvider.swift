import Basics
import Store

/// `PACAdProvider`: an ad technology provider (a `companies` entry of the server response).
///
/// PAC keeps the whole server dictionary (`dictionaryRepresentation`) and persists exactly that, so
/// fields PAC does not read survive in `personalized_ad_status`. PAC compares providers by
/// `identifier` only (1.0.4+); this type compares all fields and the reducer uses `identifier`
/// explicitly where PAC's set semantics matter.
package struct PACAdProvider: Hashable, Sendable {
    /// `company_id`.
    package var identifier: Int64
    /// `company_name`.
    package var name: String
    /// `policy_url`.
    package var privacyPolicyURL: String
    /// The dictionary the provider came from, as PAC stores it.
    package var dictionaryRepresentation: [String: StoreValue]

    /// `-[PACAdProvider initWithDictionary:]`: nil when `company_id`, `company_name` or a valid
    /// `policy_url` is missing.
    ///
    /// PAC accepts any object as `company_id` and `company_name`; this model needs a whole number and
    /// a string (what the server sends), and drops the provider otherwise.
    package init?(dictionary: [String: StoreValue]) {
        let identifier: Int64
        switch dictionary["company_id"] {
        case .integer(let i)?: identifier = i
        case .real(let d)? where d == d.rounded() && abs(d) < 9e15: identifier = Int64(d)
        default: return nil
        }
        guard case .string(let name)? = dictionary["company_name"],
            case .string(let url)? = dictionary["policy_url"], PACObjC.isValidURLString(url)
        else { return nil }
        self.identifier = identifier
        self.name = name
        self.privacyPolicyURL = url
        self.dictionaryRepresentation = dictionary
    }

    /// A provider with exactly PAC's three fields.
    package init(identifier: Int64, name: String, privacyPolicyURL: String) {
        self.identifier = identifier
        self.name = name
        self.privacyPolicyURL = privacyPolicyURL
        dictionaryRepresentation = [
            "company_id": .integer(identifier), "company_name": .string(name), "policy_url": .string(privacyPolicyURL),
        ]
    }

    /// Hashes the fields PAC reads; the raw dictionary only takes part in `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(name)
        hasher.combine(privacyPolicyURL)
    }

    /// `PACDeserializeAdProviders`: valid dictionaries of an array, first of each identifier kept
    /// (an `NSOrderedSet` of providers equal by identifier).
    static func providers(from stored: [StoreValue]) -> [PACAdProvider] {
        var seen = Set<Int64>()
        var result: [PACAdProvider] = []
        for item in stored {
            guard case .dictionary(let d) = item, let p = PACAdProvider(dictionary: d), seen.insert(p.identifier).inserted
            else { continue }
            result.append(p)
        }
        return result
    }

    /// The provider as a trace JSON object.
    package var json: JSONValue {
        .object([
            "identifier": .int(identifier),
            "name": .string(name),
            "privacyPolicyURL": .string(privacyPolicyURL),
            "dictionary": PACStoreValues.json(.dictionary(dictionaryRepresentation)),
        ])
    }
}

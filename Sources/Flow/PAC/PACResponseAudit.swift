import Basics

/// Finds where a server response would crash PAC on a device.
///
/// PAC trusts the response's shape: it sends `boolValue` to whatever a flag holds, enumerates
/// `ad_network_ids` and `companies` as arrays of dictionaries, and passes `policy_url` to
/// `+[NSURL URLWithString:]`. A `null` flag or a string where an array belongs raises an
/// unrecognised-selector exception. consentsim carries on leniently (skipping what it cannot read)
/// and names the first such spot in a note, so testers learn the app would have crashed.
enum PACResponseAudit {
    /// The note for the first spot PAC would crash on, in PAC's reading order; `validationFails`
    /// stops after `-validateInfo:` (PAC returns the error and reads no further).
    static func crashNote(_ info: JSONObject, validationFails: Bool) -> String? {
        guard let what = firstCrash(info, validationFails: validationFails) else { return nil }
        return "consentsim: the real SDK would crash on this response (\(what)); consentsim skips it"
    }

    private static func isCrashFlag(_ v: JSONValue?) -> Bool { v != nil && PACObjC.boolValue(v) == nil }

    /// `ad_network_ids` as PAC enumerates it, or what breaks the enumeration.
    private static func networks(_ info: JSONObject) -> Result<[JSONObject], Crash> {
        switch info["ad_network_ids"] {
        case nil: return .success([])
        case .array(let items)?:
            var out: [JSONObject] = []
            for item in items {
                guard case .object(let o) = item else {
                    return .failure(Crash("an ad_network_ids entry is \(item.kindDescription)"))
                }
                out.append(o)
            }
            return .success(out)
        case let other?: return .failure(Crash("ad_network_ids is \(other.kindDescription)"))
        }
    }

    private struct Crash: Error {
        var what: String
        init(_ what: String) { self.what = what }
    }

    private static func firstCrash(_ info: JSONObject, validationFails: Bool) -> String? {
        let eea = info["is_request_in_eea_or_unknown"]
        if isCrashFlag(eea) { return "is_request_in_eea_or_unknown is \(eea!.kindDescription)" }
        let list: [JSONObject]
        switch networks(info) {
        case .success(let l): list = l
        case .failure(let c): return c.what
        }
        if PACObjC.boolValue(eea) == true {
            for n in list {
                for key in ["lookup_failed", "not_found"] where isCrashFlag(n[key]) {
                    return "\(key) is \(n[key]!.kindDescription)"
                }
            }
        }
        if validationFails { return nil }
        for n in list {
            if isCrashFlag(n["is_npa"]) { return "is_npa is \(n["is_npa"]!.kindDescription)" }
            guard PACObjC.boolValue(n["is_npa"]) == true else { continue }
            switch n["company_ids"] {
            case nil, .array?: break
            case let other?: return "company_ids is \(other.kindDescription)"
            }
        }
        switch info["companies"] {
        case nil: break
        case .array(let items)?:
            for item in items {
                guard case .object(let c) = item else { return "a companies entry is \(item.kindDescription)" }
                switch c["policy_url"] {
                case nil, .string?: break
                case let other?: return "policy_url is \(other.kindDescription)"
                }
            }
        case let other?: return "companies is \(other.kindDescription)"
        }
        return nil
    }
}

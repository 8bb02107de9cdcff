/// What a stored in-app key set says, read back: the typed keys, the decoded TC string, and every
/// inconsistency between the keys and the string (the checks an ad SDK's debugger would make).
public struct InAppReading: Sendable {
    /// `IABTCF_gdprApplies`, or nil when unset (undetermined).
    public var gdprApplies: Int?
    /// `IABTCF_CmpSdkID`, or nil when unset (no CMP present).
    public var cmpSdkID: Int?
    /// `IABTCF_CmpSdkVersion`.
    public var cmpSdkVersion: Int?
    /// `IABTCF_PolicyVersion`.
    public var policyVersion: Int?
    /// `IABTCF_TCString`.
    public var tcString: String?
    /// The model: decoded from the TC string when it decodes, else rebuilt from the binary-string keys.
    public var model: TCModel?
    /// Whether `model` came from the TC string (true) or only from the separate keys (false).
    public var modelFromTCString: Bool
    /// Why the TC string did not decode, when it did not.
    public var tcStringError: String?
    /// `IABTCF_AddtlConsent`, parsed when present and valid.
    public var additionalConsent: AdditionalConsent?
    /// Each problem found: wrong types, malformed values, keys that disagree with the TC string.
    public var issues: [String]
}

extension InAppKeys {
    /// Reads a stored key set (only the `IABTCF_` keys are looked at) and cross-checks it.
    public static func read(_ keys: [String: InAppValue]) -> InAppReading {
        var issues: [String] = []

        func number(_ key: String) -> Int? {
            switch keys[key] {
            case .none: return nil
            case .number(let n): return n
            case .string(let s):
                issues.append("\(key) is stored as a String (\"\(s)\"); the CMP API requires a Number")
                return nil
            }
        }
        func string(_ key: String) -> String? {
            switch keys[key] {
            case .none: return nil
            case .string(let s): return s
            case .number(let n):
                issues.append("\(key) is stored as a Number (\(n)); the CMP API requires a String")
                return nil
            }
        }
        func bits(_ key: String) -> IDSet? {
            guard let s = string(key) else { return nil }
            guard let set = IDSet(binaryString: s) else {
                issues.append("\(key) is not a binary string of '0' and '1': \"\(s)\"")
                return nil
            }
            return set
        }

        let gdpr = number(InAppKey.gdprApplies)
        if let g = gdpr, g != 0 && g != 1 { issues.append("\(InAppKey.gdprApplies) must be 0 or 1, found \(g)") }
        var reading = InAppReading(
            gdprApplies: gdpr, cmpSdkID: number(InAppKey.cmpSdkID), cmpSdkVersion: number(InAppKey.cmpSdkVersion),
            policyVersion: number(InAppKey.policyVersion), tcString: string(InAppKey.tcString), model: nil,
            modelFromTCString: false, tcStringError: nil, additionalConsent: nil, issues: [])

        let cc = string(InAppKey.publisherCC)
        let p1t = number(InAppKey.purposeOneTreatment)
        // UMP writes the flag under its pre-2.2 name (see `KeyProfile`); either name is read.
        let nonStdKey =
            keys[InAppKey.useNonStandardTexts] == nil && keys[InAppKey.useNonStandardStacks] != nil
            ? InAppKey.useNonStandardStacks : InAppKey.useNonStandardTexts
        let nonStd = number(nonStdKey)
        let sets: [(String, IDSet?)] = [
            (InAppKey.vendorConsents, bits(InAppKey.vendorConsents)),
            (InAppKey.vendorLegitimateInterests, bits(InAppKey.vendorLegitimateInterests)),
            (InAppKey.purposeConsents, bits(InAppKey.purposeConsents)),
            (InAppKey.purposeLegitimateInterests, bits(InAppKey.purposeLegitimateInterests)),
            (InAppKey.specialFeaturesOptIns, bits(InAppKey.specialFeaturesOptIns)),
            (InAppKey.publisherConsent, bits(InAppKey.publisherConsent)),
            (InAppKey.publisherLegitimateInterests, bits(InAppKey.publisherLegitimateInterests)),
            (InAppKey.publisherCustomPurposesConsents, bits(InAppKey.publisherCustomPurposesConsents)),
            (InAppKey.publisherCustomPurposesLegitimateInterests, bits(InAppKey.publisherCustomPurposesLegitimateInterests)),
            (InAppKey.disclosedVendors, bits(InAppKey.disclosedVendors)),
        ]
        var storedRestrictions: [Int: String] = [:]
        for (key, value) in keys where key.hasPrefix(InAppKey.publisherRestrictionsPrefix) {
            let suffix = key.dropFirst(InAppKey.publisherRestrictionsPrefix.count)
            guard let id = Int(suffix), id >= 1, id <= 24 else {
                issues.append("\(key) does not name a purpose id 1-24")
                continue
            }
            guard case .string(let s) = value else {
                issues.append("\(key) is stored as a Number; the CMP API requires a String")
                continue
            }
            if s.utf8.contains(where: { !"_0123".utf8.contains($0) }) {
                issues.append("\(key) may only hold '0', '1', '2' (or '_' for none): \"\(s)\"")
            }
            storedRestrictions[id] = s
        }
        if let ac = string(InAppKey.additionalConsent) {
            do { reading.additionalConsent = try AdditionalConsent(parsing: ac) } catch {
                issues.append("\(InAppKey.additionalConsent): \(error)")
            }
        }

        if let tc = reading.tcString {
            do {
                let model = try TCString.decode(tc)
                reading.model = model
                reading.modelFromTCString = true
                compare(
                    model: model, cc: cc, p1t: p1t, nonStd: nonStd, nonStdKey: nonStdKey, policy: reading.policyVersion,
                    sets: sets, restrictions: storedRestrictions, issues: &issues)
            } catch {
                reading.tcStringError = "\(error)"
                issues.append("\(InAppKey.tcString) does not decode: \(error)")
            }
        } else if gdpr == 1 {
            issues.append("\(InAppKey.gdprApplies) is 1 but \(InAppKey.tcString) is missing")
        }
        if reading.model == nil, sets.contains(where: { $0.1 != nil }) {
            reading.model = rebuild(cc: cc, p1t: p1t, nonStd: nonStd, policy: reading.policyVersion, sets: sets)
        }
        reading.issues = issues
        return reading
    }

    private static func compare(
        model: TCModel, cc: String?, p1t: Int?, nonStd: Int?, nonStdKey: String, policy: Int?, sets: [(String, IDSet?)],
        restrictions: [Int: String], issues: inout [String]
    ) {
        if let cc, cc != model.publisherCC {
            issues.append("\(InAppKey.publisherCC) is \"\(cc)\" but the TC string says \"\(model.publisherCC)\"")
        }
        if let p1t, p1t != (model.purposeOneTreatment ? 1 : 0) {
            issues.append("\(InAppKey.purposeOneTreatment) is \(p1t) but the TC string says \(model.purposeOneTreatment ? 1 : 0)")
        }
        if let nonStd, nonStd != (model.useNonStandardTexts ? 1 : 0) {
            issues.append("\(nonStdKey) is \(nonStd) but the TC string says \(model.useNonStandardTexts ? 1 : 0)")
        }
        if let policy, policy != model.tcfPolicyVersion {
            issues.append("\(InAppKey.policyVersion) is \(policy) but the TC string says \(model.tcfPolicyVersion)")
        }
        let pub = model.publisherTC ?? PublisherTC()
        let expected: [String: IDSet] = [
            InAppKey.vendorConsents: model.vendorConsents,
            InAppKey.vendorLegitimateInterests: model.vendorLegitimateInterests,
            InAppKey.purposeConsents: model.purposesConsent,
            InAppKey.purposeLegitimateInterests: model.purposesLITransparency,
            InAppKey.specialFeaturesOptIns: model.specialFeatureOptIns,
            InAppKey.publisherConsent: pub.pubPurposesConsent,
            InAppKey.publisherLegitimateInterests: pub.pubPurposesLITransparency,
            InAppKey.publisherCustomPurposesConsents: pub.customPurposesConsent,
            InAppKey.publisherCustomPurposesLegitimateInterests: pub.customPurposesLITransparency,
            InAppKey.disclosedVendors: model.disclosedVendors ?? IDSet(),
        ]
        for (key, stored) in sets {
            guard let stored, let want = expected[key], stored != want else { continue }
            let extra = stored.subtracting(want)
            let missing = want.subtracting(stored)
            var parts: [String] = []
            if !extra.isEmpty { parts.append("key sets \(extra) that the TC string does not") }
            if !missing.isEmpty { parts.append("TC string sets \(missing) that the key does not") }
            issues.append("\(key) disagrees with the TC string: " + parts.joined(separator: "; "))
        }
        let want = Dictionary(uniqueKeysWithValues: restrictionStrings(model.publisherRestrictions).map { ($0.purposeId, $0.string) })
        for id in Set(want.keys).union(restrictions.keys).sorted() {
            let key = InAppKey.publisherRestrictions(purposeId: id)
            let a = normaliseRestriction(restrictions[id] ?? "")
            let b = normaliseRestriction(want[id] ?? "")
            if !a.elementsEqual(b) {
                issues.append("\(key) is \"\(restrictions[id] ?? "(missing)")\" but the TC string implies \"\(want[id] ?? "(none)")\"")
            }
        }
    }

    /// Trailing "no restriction" positions carry no meaning; `_` and a short string compare equal.
    /// Works on the UTF-8 bytes: reversing and rebuilding the Characters of a restriction string
    /// (one per vendor, thousands long) was 97% of a doctor report on a 700-vendor key set.
    private static func normaliseRestriction(_ s: String) -> Substring.UTF8View {
        let bytes = s.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "_") {
            end = bytes.index(before: end)
        }
        return s[..<end].utf8
    }

    private static func rebuild(cc: String?, p1t: Int?, nonStd: Int?, policy: Int?, sets: [(String, IDSet?)]) -> TCModel {
        var m = TCModel()
        let s = Dictionary(uniqueKeysWithValues: sets.map { ($0.0, $0.1 ?? IDSet()) })
        m.publisherCC = cc ?? "AA"
        m.purposeOneTreatment = p1t == 1
        m.useNonStandardTexts = nonStd == 1
        m.tcfPolicyVersion = policy ?? m.tcfPolicyVersion
        m.vendorConsents = s[InAppKey.vendorConsents]!
        m.vendorLegitimateInterests = s[InAppKey.vendorLegitimateInterests]!
        m.purposesConsent = s[InAppKey.purposeConsents]!
        m.purposesLITransparency = s[InAppKey.purposeLegitimateInterests]!
        m.specialFeatureOptIns = s[InAppKey.specialFeaturesOptIns]!
        m.disclosedVendors = s[InAppKey.disclosedVendors]
        return m
    }
}

import Basics

/// The JSON shape of a TC model used by `tc decode --json` and `tc encode`: the spec's field names,
/// camelCase, id sets as sorted arrays of 1-based ids, times in deciseconds.
extension TCModel {
    /// The model as a JSON object, fields in spec order.
    public var json: JSONValue {
        func ids(_ s: IDSet) -> JSONValue { .array(s.sorted.map { .int(Int64($0)) }) }
        var o = JSONObject()
        o["version"] = .int(Int64(version))
        o["created"] = .int(created)
        o["lastUpdated"] = .int(lastUpdated)
        o["cmpId"] = .int(Int64(cmpId))
        o["cmpVersion"] = .int(Int64(cmpVersion))
        o["consentScreen"] = .int(Int64(consentScreen))
        o["consentLanguage"] = .string(consentLanguage)
        o["vendorListVersion"] = .int(Int64(vendorListVersion))
        o["tcfPolicyVersion"] = .int(Int64(tcfPolicyVersion))
        o["isServiceSpecific"] = .bool(isServiceSpecific)
        o["useNonStandardTexts"] = .bool(useNonStandardTexts)
        o["specialFeatureOptIns"] = ids(specialFeatureOptIns)
        o["purposesConsent"] = ids(purposesConsent)
        o["purposesLITransparency"] = ids(purposesLITransparency)
        o["purposeOneTreatment"] = .bool(purposeOneTreatment)
        o["publisherCC"] = .string(publisherCC)
        o["vendorConsents"] = ids(vendorConsents)
        o["vendorLegitimateInterests"] = ids(vendorLegitimateInterests)
        o["publisherRestrictions"] = .array(
            publisherRestrictions.map { r in
                .object([
                    "purposeId": .int(Int64(r.purposeId)),
                    "restrictionType": .int(Int64(r.restrictionType.rawValue)),
                    "vendorIds": ids(r.vendorIds),
                ])
            })
        o["disclosedVendors"] = disclosedVendors.map(ids) ?? .null
        if let p = publisherTC {
            o["publisherTC"] = .object([
                "pubPurposesConsent": ids(p.pubPurposesConsent),
                "pubPurposesLITransparency": ids(p.pubPurposesLITransparency),
                "numCustomPurposes": .int(Int64(p.numCustomPurposes)),
                "customPurposesConsent": ids(p.customPurposesConsent),
                "customPurposesLITransparency": ids(p.customPurposesLITransparency),
            ])
        } else {
            o["publisherTC"] = .null
        }
        return .object(o)
    }

    /// Reads the JSON shape back. Absent fields keep their defaults; unknown fields are rejected so a
    /// misspelt name cannot silently drop a choice. Errors name the JSON path of the offending value.
    public init(json root: JSONCursor) throws(JSONDecodeError) {
        self.init()
        let known: Set<String> = [
            "version", "created", "lastUpdated", "cmpId", "cmpVersion", "consentScreen", "consentLanguage",
            "vendorListVersion", "tcfPolicyVersion", "isServiceSpecific", "useNonStandardTexts", "specialFeatureOptIns",
            "purposesConsent", "purposesLITransparency", "purposeOneTreatment", "publisherCC", "vendorConsents",
            "vendorLegitimateInterests", "publisherRestrictions", "disclosedVendors", "publisherTC",
        ]
        for (key, c) in try root.members() where !known.contains(key) {
            throw c.error("unknown field \"\(key)\"")
        }
        if let c = try root.optionalField("version") {
            guard try c.int() == 2 else { throw c.error("only version 2 is supported") }
        }
        if let c = try root.optionalField("created") { created = try TCModel.time(c) }
        if let c = try root.optionalField("lastUpdated") { lastUpdated = try TCModel.time(c) }
        if let c = try root.optionalField("cmpId") { cmpId = try c.int(in: 0...4095) }
        if let c = try root.optionalField("cmpVersion") { cmpVersion = try c.int(in: 0...4095) }
        if let c = try root.optionalField("consentScreen") { consentScreen = try c.int(in: 0...63) }
        if let c = try root.optionalField("consentLanguage") { consentLanguage = try TCModel.letters(c) }
        if let c = try root.optionalField("vendorListVersion") { vendorListVersion = try c.int(in: 0...4095) }
        if let c = try root.optionalField("tcfPolicyVersion") { tcfPolicyVersion = try c.int(in: 0...63) }
        if let c = try root.optionalField("isServiceSpecific") { isServiceSpecific = try c.bool() }
        if let c = try root.optionalField("useNonStandardTexts") { useNonStandardTexts = try c.bool() }
        if let c = try root.optionalField("specialFeatureOptIns") { specialFeatureOptIns = try TCModel.ids(c, max: 12) }
        if let c = try root.optionalField("purposesConsent") { purposesConsent = try TCModel.ids(c, max: 24) }
        if let c = try root.optionalField("purposesLITransparency") { purposesLITransparency = try TCModel.ids(c, max: 24) }
        if let c = try root.optionalField("purposeOneTreatment") { purposeOneTreatment = try c.bool() }
        if let c = try root.optionalField("publisherCC") { publisherCC = try TCModel.letters(c) }
        if let c = try root.optionalField("vendorConsents") { vendorConsents = try TCModel.ids(c, max: IDSet.maxID) }
        if let c = try root.optionalField("vendorLegitimateInterests") {
            vendorLegitimateInterests = try TCModel.ids(c, max: IDSet.maxID)
        }
        if let c = try root.optionalField("publisherRestrictions") {
            publisherRestrictions = try c.array().map { (r: JSONCursor) throws(JSONDecodeError) -> PublisherRestriction in
                for (key, m) in try r.members() where !["purposeId", "restrictionType", "vendorIds"].contains(key) {
                    throw m.error("unknown field \"\(key)\"")
                }
                let typeCursor = try r.field("restrictionType")
                guard let type = RestrictionType(rawValue: try typeCursor.int(in: 0...3)) else {
                    throw typeCursor.error("unknown restriction type")
                }
                return PublisherRestriction(
                    purposeId: try r.field("purposeId").int(in: 1...63), restrictionType: type,
                    vendorIds: try TCModel.ids(try r.field("vendorIds"), max: IDSet.maxID))
            }
        }
        if let c = try root.optionalField("disclosedVendors") { disclosedVendors = try TCModel.ids(c, max: IDSet.maxID) }
        if let c = try root.optionalField("publisherTC") {
            var p = PublisherTC()
            let fields = [
                "pubPurposesConsent", "pubPurposesLITransparency", "numCustomPurposes", "customPurposesConsent", "customPurposesLITransparency",
            ]
            for (key, m) in try c.members() where !fields.contains(key) { throw m.error("unknown field \"\(key)\"") }
            if let f = try c.optionalField("pubPurposesConsent") { p.pubPurposesConsent = try TCModel.ids(f, max: 24) }
            if let f = try c.optionalField("pubPurposesLITransparency") { p.pubPurposesLITransparency = try TCModel.ids(f, max: 24) }
            let numCursor = try c.optionalField("numCustomPurposes")
            if let f = numCursor { p.numCustomPurposes = try f.int(in: 0...63) }
            if let f = try c.optionalField("customPurposesConsent") { p.customPurposesConsent = try TCModel.ids(f, max: 63) }
            if let f = try c.optionalField("customPurposesLITransparency") { p.customPurposesLITransparency = try TCModel.ids(f, max: 63) }
            let highest = p.customPurposesConsent.union(p.customPurposesLITransparency).maxOrZero
            if numCursor == nil {
                p.numCustomPurposes = highest
            } else if highest > p.numCustomPurposes {
                throw (numCursor ?? c).error("custom purpose \(highest) is above numCustomPurposes \(p.numCustomPurposes)")
            }
            publisherTC = p
        }
    }

    private static func time(_ c: JSONCursor) throws(JSONDecodeError) -> Int64 {
        if case .string(let s) = c.value {
            guard let ds = ISO8601Timestamp.epochDeciseconds(from: s, syntax: .dateOrDateTime) else {
                throw c.error("\"\(s)\" is not an ISO 8601 date or date-time")
            }
            guard ds >= 0 && ds < 1 << 36 else { throw c.error("\"\(s)\" is outside the 36-bit decisecond range") }
            return ds
        }
        let v = try c.int64()
        guard v >= 0 && v < 1 << 36 else { throw c.error("\(v) is out of range 0...\((1 << 36) - 1) deciseconds") }
        return v
    }

    private static func letters(_ c: JSONCursor) throws(JSONDecodeError) -> String {
        let s = try c.string()
        let up = s.uppercased()
        guard up.utf8.count == 2, up.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else {
            throw c.error("\"\(s)\" is not two letters A-Z")
        }
        return up
    }

    private static func ids(_ c: JSONCursor, max: Int) throws(JSONDecodeError) -> IDSet {
        var set = IDSet()
        for item in try c.array() { set.insert(try item.int(in: 1...max)) }
        return set
    }
}

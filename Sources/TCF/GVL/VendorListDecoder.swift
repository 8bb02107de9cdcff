import Basics

/// Turns a parsed `vendor-list.json` into a `VendorList`, naming the JSON path of anything wrong.
///
/// Required or optional — decided from the GVL v3 spec plus what real lists carry (every field was
/// counted over the 692 vendors of list v17, `shared/tcf/gvl-v3-vendor-list-v17.json`):
/// - Top level: all eleven members are required; every v3 list has them and nothing works without them.
/// - Purposes, special purposes, features, special features: `id`, `name`, `description` required;
///   `illustrations` defaults to none; `consentable` / `rightToObject` default to true (the spec's
///   defaults; v17 never writes them). Stacks: all five fields required. Data categories: all three.
/// - Vendors, required: `id`, `name`, `purposes`, `legIntPurposes` (the spec's REQUIRED fields; the
///   arrays may be empty), `usesCookies`, `cookieRefresh`, `usesNonCookieAccess` (v3 device-storage
///   disclosure, in all 692 vendors), `urls` (v3 requires 1 to 40 entries; in all 692 vendors).
/// - Vendors, optional with an empty default: `flexiblePurposes`, `specialPurposes`, `features`,
///   `specialFeatures` (the spec marks them OPTIONAL, "array may be empty"; absent means none).
/// - Vendors, optional and kept as nil: `dataDeclaration` (vendor 797 of v17 omits it),
///   `dataRetention` and its `stdRetention` (65 vendors give only per-purpose periods),
///   `cookieMaxAgeSeconds` (null for 193 vendors: no cookies), `deviceStorageDisclosureUrl`,
///   `deletedDate`, `overflow` (spec OPTIONAL), legacy `policyUrl`; in `urls`, `legIntClaim` (195 of
///   1,063 entries lack it).
/// - A null member counts as absent. Unknown members are ignored, so newer lists still load.
///
/// Checked: types; every id (member `id`, id arrays, retention keys) is a whole number that the TC
/// string field it ends up in can carry (`GVLIDField`): purposes, wherever they appear (the list's,
/// a vendor's consent, legitimate-interest and flexible purposes, a stack's, a retention period's),
/// 1...24; special features 1...12; every other id 1...65535 (the 16-bit vendor ids; `IDSet`'s
/// range), so a list the TC string cannot record is refused here rather than failing at the first
/// consent; each keyed entry's `id` equals its key;
/// retention days are 0...2^31-1; `vendorListVersion` (12 bits) and `tcfPolicyVersion` (6 bits) fit
/// their TC string fields; dates are ISO-8601. Not checked: cross-references (v17's vendor 738 declares data category 2008, which does
/// not exist) and the spec's purpose constraints (purpose in both consent and LI lists, flexible ⊆
/// declared) — real lists are not guaranteed to honour them, and the app can still show them.
enum VendorListDecoder {
    /// Decodes a whole list from its root value.
    static func decode(_ root: JSONValue) throws(JSONDecodeError) -> VendorList {
        do { return try list(root) } catch { throw error.decodeError }
    }

    typealias V = GVLValue

    static func list(_ root: JSONValue) throws(GVLDecodeFailure) -> VendorList {
        let c = try GVLFields(root)
        return VendorList(
            gvlSpecificationVersion: try c.required("gvlSpecificationVersion", V.int(in: 1...Int(Int32.max))),
            vendorListVersion: try c.required("vendorListVersion", V.int(in: 1...4095)),
            tcfPolicyVersion: try c.required("tcfPolicyVersion", V.int(in: 0...63)),
            lastUpdated: try c.required("lastUpdated", V.dateTime),
            purposes: try c.required("purposes", V.keyedByID(for: .purpose, purpose)),
            specialPurposes: try c.required("specialPurposes", V.keyedByID(purpose)),
            features: try c.required("features", V.keyedByID(purpose)),
            specialFeatures: try c.required("specialFeatures", V.keyedByID(for: .specialFeature, purpose)),
            stacks: try c.required("stacks", V.keyedByID(stack)),
            dataCategories: try c.required("dataCategories", V.keyedByID(dataCategory)),
            vendors: try c.required("vendors", V.keyedByID(vendor))
        )
    }

    static func purpose(_ c: GVLFields, id: Int) throws(GVLDecodeFailure) -> GVLPurpose {
        GVLPurpose(
            id: id,
            name: try c.required("name", V.string),
            description: try c.required("description", V.string),
            illustrations: try c.optional("illustrations", V.strings) ?? [],
            consentable: try c.optional("consentable", V.bool) ?? true,
            rightToObject: try c.optional("rightToObject", V.bool) ?? true
        )
    }

    static func stack(_ c: GVLFields, id: Int) throws(GVLDecodeFailure) -> GVLStack {
        GVLStack(
            id: id,
            purposes: try c.required("purposes", V.idSet(for: .purpose)),
            specialFeatures: try c.required("specialFeatures", V.idSet(for: .specialFeature)),
            name: try c.required("name", V.string),
            description: try c.required("description", V.string)
        )
    }

    static func dataCategory(_ c: GVLFields, id: Int) throws(GVLDecodeFailure) -> GVLDataCategory {
        GVLDataCategory(id: id, name: try c.required("name", V.string), description: try c.required("description", V.string))
    }

    static func vendor(_ c: GVLFields, id: Int) throws(GVLDecodeFailure) -> GVLVendor {
        GVLVendor(
            id: id,
            name: try c.required("name", V.string),
            purposes: try c.required("purposes", V.idSet(for: .purpose)),
            legIntPurposes: try c.required("legIntPurposes", V.idSet(for: .purpose)),
            flexiblePurposes: try c.optional("flexiblePurposes", V.idSet(for: .purpose)) ?? [],
            specialPurposes: try c.optional("specialPurposes", V.idSet) ?? [],
            features: try c.optional("features", V.idSet) ?? [],
            specialFeatures: try c.optional("specialFeatures", V.idSet(for: .specialFeature)) ?? [],
            dataDeclaration: try c.optional("dataDeclaration", V.idSet),
            dataRetention: try c.optional("dataRetention", retention),
            urls: try c.required("urls") { v throws(GVLDecodeFailure) in try V.array(v, url) },
            policyUrl: try c.optional("policyUrl", V.string),
            deletedDate: try c.optional("deletedDate", V.dateTime),
            overflow: try c.optional("overflow", overflow),
            usesCookies: try c.required("usesCookies", V.bool),
            cookieMaxAgeSeconds: try c.optional("cookieMaxAgeSeconds", V.int64),
            cookieRefresh: try c.required("cookieRefresh", V.bool),
            usesNonCookieAccess: try c.required("usesNonCookieAccess", V.bool),
            deviceStorageDisclosureUrl: try c.optional("deviceStorageDisclosureUrl", V.string)
        )
    }

    static func retention(_ value: JSONValue) throws(GVLDecodeFailure) -> GVLDataRetention {
        let c = try GVLFields(value)
        return GVLDataRetention(
            stdRetention: try c.optional("stdRetention", V.days),
            purposes: try c.optional("purposes", V.byIDKey(for: .purpose, V.days)) ?? [:],
            specialPurposes: try c.optional("specialPurposes", V.byIDKey(V.days)) ?? [:]
        )
    }

    static func url(_ value: JSONValue) throws(GVLDecodeFailure) -> GVLVendorURL {
        let c = try GVLFields(value)
        return GVLVendorURL(
            langId: try c.required("langId", V.string),
            privacy: try c.required("privacy", V.string),
            legIntClaim: try c.optional("legIntClaim", V.string)
        )
    }

    static func overflow(_ value: JSONValue) throws(GVLDecodeFailure) -> GVLOverflow {
        GVLOverflow(httpGetLimit: try GVLFields(value).required("httpGetLimit", V.int(in: 1...Int(Int32.max))))
    }
}

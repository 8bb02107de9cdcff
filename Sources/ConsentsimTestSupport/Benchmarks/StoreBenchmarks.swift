import Store

/// Tiny entry points for the benchmark harness: the write and load paths on a realistic domain.
package enum StoreBenchmarks {
    /// A domain like the one UMP and PAC leave behind: the IABTCF_* keys (numbers as integers,
    /// long binary strings for an ~1000-vendor list) and PAC's `personalized_ad_status` dictionary.
    package static func typicalDomain() -> StoreDomain {
        var d = StoreDomain()
        let vendors = String((0..<1100).map { $0 % 3 == 0 ? "1" : "0" })
        let purposes = "11111111111"
        for (key, value) in [
            ("IABTCF_CmpSdkID", 300), ("IABTCF_CmpSdkVersion", 2), ("IABTCF_PolicyVersion", 5), ("IABTCF_gdprApplies", 1),
            ("IABTCF_PurposeOneTreatment", 0), ("IABTCF_UseNonStandardTexts", 0),
        ] {
            d.set(value, forKey: key)
        }
        d.set("DE", forKey: "IABTCF_PublisherCC")
        // A placeholder of a real TC string's length (~370 characters with vendor ranges); not decodable.
        d.set(String(repeating: "CQAbCdEQAbCdEAKAcAENCZFs", count: 15) + ".YAAAAAAAAAAA", forKey: "IABTCF_TCString")
        for key in ["VendorConsents", "VendorLegitimateInterests", "DisclosedVendors"] { d.set(vendors, forKey: "IABTCF_" + key) }
        for key in [
            "PurposeConsents", "PurposeLegitimateInterests", "PublisherConsent", "PublisherLegitimateInterests",
            "PublisherCustomPurposesConsents", "PublisherCustomPurposesLegitimateInterests",
        ] {
            d.set(purposes, forKey: "IABTCF_" + key)
        }
        d.set("01", forKey: "IABTCF_SpecialFeaturesOptIns")
        for purpose in [2, 3, 4, 7, 9, 10] { d.set("_" + String(repeating: "1", count: 40), forKey: "IABTCF_PublisherRestrictions\(purpose)") }
        d.set("2~1.35.41.101.108.122.144.196.311.540~dv.9.21.81", forKey: "IABTCF_AddtlConsent")
        d.set("2~1.35.41.101~dv.9.21.81", forKey: "IABGPP_HDR_GppString")
        d.set("2", forKey: "IABGPP_GppSID")
        let provider: StoreValue = ["company_id": "1", "company_name": "Google", "policy_url": "https://policies.google.com/privacy"]
        d.set(
            [
                "version": "1.0.5", "plat": "ios", "tag_for_under_age_of_consent": 0, "is_request_in_eea_or_unknown": 1,
                "has_any_npa_pub_id": 0, "consent_state": "personalized", "pub_ids": ["pub-0123456789012345"],
                "providers": .array(Array(repeating: provider, count: 12)), "consented_providers": .array(Array(repeating: provider, count: 12)),
                "raw_response": .string(String(repeating: "{\"company_id\":\"1\"}", count: 40)),
            ], forKey: "personalized_ad_status")
        return d
    }

    /// Writes `typicalDomain()` to `path` atomically with `durability`.
    package static func writeTypicalDomain(at path: String, durability: PlistFileStore.Durability) throws {
        try PlistFileStore(path: path, durability: durability).replace(with: typicalDomain())
    }

    /// Loads and parses the domain at `path`.
    package static func loadDomain(at path: String) throws -> StoreDomain {
        try PlistFileStore(path: path).load()
    }
}

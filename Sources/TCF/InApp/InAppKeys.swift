/// Derives the CMP API v2 in-app key set from a TC model, and reads a stored key set back.
public enum InAppKeys {
    /// Every key a CMP writes for `model` (encoded as `tcString`) in `context`, in the spec's table order.
    ///
    /// Binary strings run up to the highest id set (empty when none), as the IAB reference library
    /// writes them; readers treat missing positions as 0. When GDPR does not apply only the CMP presence
    /// keys and `IABTCF_gdprApplies = 0` are written (the in-app analogue of the web TCData rule).
    public static func derive(model: TCModel, tcString: String, context: InAppContext) -> [(key: String, value: InAppValue)] {
        var out: [(key: String, value: InAppValue)] = [
            (InAppKey.cmpSdkID, .number(context.cmpSdkID)),
            (InAppKey.cmpSdkVersion, .number(context.cmpSdkVersion)),
            (InAppKey.policyVersion, .number(model.tcfPolicyVersion)),
        ]
        switch context.gdprApplies {
        case .some(false):
            out.append((InAppKey.gdprApplies, .number(0)))
            return out
        case .some(true):
            out.append((InAppKey.gdprApplies, .number(1)))
        case .none:
            break
        }
        out += [
            (InAppKey.publisherCC, .string(model.publisherCC)),
            (InAppKey.purposeOneTreatment, .number(model.purposeOneTreatment ? 1 : 0)),
            (InAppKey.useNonStandardTexts, .number(model.useNonStandardTexts ? 1 : 0)),
            (InAppKey.tcString, .string(tcString)),
            (InAppKey.vendorConsents, .string(model.vendorConsents.binaryString)),
            (InAppKey.vendorLegitimateInterests, .string(model.vendorLegitimateInterests.binaryString)),
            (InAppKey.purposeConsents, .string(model.purposesConsent.binaryString)),
            (InAppKey.purposeLegitimateInterests, .string(model.purposesLITransparency.binaryString)),
            (InAppKey.specialFeaturesOptIns, .string(model.specialFeatureOptIns.binaryString)),
        ]
        for (purposeId, string) in restrictionStrings(model.publisherRestrictions) {
            out.append((InAppKey.publisherRestrictions(purposeId: purposeId), .string(string)))
        }
        let pub = model.publisherTC ?? PublisherTC()
        out += [
            (InAppKey.publisherConsent, .string(pub.pubPurposesConsent.binaryString)),
            (InAppKey.publisherLegitimateInterests, .string(pub.pubPurposesLITransparency.binaryString)),
            (InAppKey.publisherCustomPurposesConsents, .string(pub.customPurposesConsent.binaryString)),
            (InAppKey.publisherCustomPurposesLegitimateInterests, .string(pub.customPurposesLITransparency.binaryString)),
            (InAppKey.disclosedVendors, .string((model.disclosedVendors ?? IDSet()).binaryString)),
        ]
        if let ac = context.additionalConsent {
            out.append((InAppKey.additionalConsent, .string(ac)))
        }
        return out
    }

    /// One `IABTCF_PublisherRestrictions{ID}` string per restricted purpose, ascending by purpose.
    ///
    /// Character n is the restriction type for vendor n+1; `_` marks "no restriction" so that later
    /// positions keep their index (the IAB reference library's convention; the key table lists only 0-2).
    public static func restrictionStrings(_ restrictions: [PublisherRestriction]) -> [(purposeId: Int, string: String)] {
        var byPurpose: [Int: [UInt8]] = [:]
        for r in restrictions {
            guard let maxID = r.vendorIds.max else { continue }
            var chars = byPurpose[r.purposeId] ?? []
            if chars.count < maxID { chars += [UInt8](repeating: UInt8(ascii: "_"), count: maxID - chars.count) }
            let c = UInt8(ascii: r.restrictionType.inAppCharacter.unicodeScalars.first!)
            r.vendorIds.forEach { chars[$0 - 1] = c }
            byPurpose[r.purposeId] = chars
        }
        return byPurpose.keys.sorted().map { ($0, String(decoding: byPurpose[$0]!, as: UTF8.self)) }
    }
}

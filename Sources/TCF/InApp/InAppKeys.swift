/// Derives the CMP API v2 in-app key set from a TC model, and reads a stored key set back.
public enum InAppKeys {
    /// Every key a CMP writes for `model` (encoded as `tcString`) in `context`, in the spec's table order.
    ///
    /// Under the `spec` profile binary strings run up to the highest id set (empty when none), as the IAB
    /// reference library writes them; readers treat missing positions as 0. The `ump` profile writes
    /// what Google UMP writes instead (see `KeyProfile`). When GDPR does not apply only the CMP presence
    /// keys and `IABTCF_gdprApplies = 0` are written (the in-app analogue of the web TCData rule).
    public static func derive(model: TCModel, tcString: String, context: InAppContext) -> [(key: String, value: InAppValue)] {
        let ump = context.profile == .ump
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
        /// UMP writes one character per purpose of the list (invertase#98, flutter#1147).
        func purposes(_ set: IDSet) -> InAppValue {
            let s = set.binaryString
            guard ump, s.count < context.purposeCount else { return .string(s) }
            return .string(s + String(repeating: "0", count: context.purposeCount - s.count))
        }
        /// UMP writes "0" for an empty vendor string (flutter#908).
        func vendors(_ set: IDSet) -> InAppValue {
            let s = set.binaryString
            return .string(ump && s.isEmpty ? "0" : s)
        }
        out += [
            (InAppKey.publisherCC, .string(model.publisherCC)),
            (InAppKey.purposeOneTreatment, .number(model.purposeOneTreatment ? 1 : 0)),
            (context.profile.nonStandardTextsKey, .number(model.useNonStandardTexts ? 1 : 0)),
            (InAppKey.tcString, .string(tcString)),
            (InAppKey.vendorConsents, vendors(model.vendorConsents)),
            (InAppKey.vendorLegitimateInterests, vendors(model.vendorLegitimateInterests)),
            (InAppKey.purposeConsents, purposes(model.purposesConsent)),
            (InAppKey.purposeLegitimateInterests, purposes(model.purposesLITransparency)),
            (InAppKey.specialFeaturesOptIns, .string(model.specialFeatureOptIns.binaryString)),
        ]
        for (purposeId, string) in restrictionStrings(model.publisherRestrictions) {
            out.append((InAppKey.publisherRestrictions(purposeId: purposeId), .string(string)))
        }
        let pub = model.publisherTC ?? PublisherTC()
        let publisherKeys: [(String, IDSet)] = [
            (InAppKey.publisherConsent, pub.pubPurposesConsent),
            (InAppKey.publisherLegitimateInterests, pub.pubPurposesLITransparency),
            (InAppKey.publisherCustomPurposesConsents, pub.customPurposesConsent),
            (InAppKey.publisherCustomPurposesLegitimateInterests, pub.customPurposesLITransparency),
        ]
        // UMP's dumps show no empty publisher purpose keys.
        for (key, set) in publisherKeys where !(ump && set.isEmpty) {
            out.append((key, .string(set.binaryString)))
        }
        out.append((InAppKey.disclosedVendors, .string((model.disclosedVendors ?? IDSet()).binaryString)))
        if let ac = context.additionalConsent {
            out.append((InAppKey.additionalConsent, .string(ac)))
        }
        if ump, let id = context.userConsentRecordID {
            out.append((InAppKey.userConsentRecordID, .string(id)))
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

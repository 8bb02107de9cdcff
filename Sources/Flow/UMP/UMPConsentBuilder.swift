import Basics
import Store
import TCF

/// Turns a GDPR-message outcome into what UMP stores: the TC model, its string, the Additional
/// Consent string and the ordered in-app keys. Pure, so it is tested on its own.
///
/// Rules (TCF 2.2/2.3 policy and the GVL, applied to what the message showed):
/// - Created = LastUpdated = UTC midnight of `today`; the DisclosedVendors segment is written unless the
///   CMP implements TCF 2.2 (`UMPMessageSettings.tcfVersion`).
/// - Purpose consent only for consentable purposes; special-feature opt-ins only for listed ones.
/// - Purpose LI transparency only for purposes some shown vendor claims LI for, never 1 or 3-6,
///   and only when LI is shown and the user did not object.
/// - Vendor consent only for shown vendors declaring a consent purpose or a special feature.
/// - Vendor LI for shown vendors with an LI purpose (other than 1, 3-6) and no objection, and always
///   for shown special-purpose-only vendors.
/// - `consentScreen` is 1 for first-layer buttons and 2 for "Confirm choices" (UMP's numbering is not
///   published).
package enum UMPConsentBuilder {
    /// Purposes that can never rest on legitimate interest (purpose 1, and 3-6 since TCF 2.2).
    package static let consentOnlyPurposes: IDSet = [1, 3, 4, 5, 6]

    /// What an outcome stores.
    package struct Output: Hashable, Sendable {
        /// The TC model.
        package var model: TCModel
        /// `model` encoded.
        package var tcString: String
        /// The Google Additional Consent v2 string.
        package var additionalConsent: String
        /// The in-app keys in the CMP API table's order, `IABTCF_AddtlConsent` last.
        package var keys: [StoreWrite]
    }

    /// The choices a first-layer button stands for; nil for outcomes that are not GDPR choices.
    package static func choices(for outcome: UMPFormOutcome, settings: UMPMessageSettings) -> UMPChoices? {
        switch outcome {
        case .consentAll:
            return UMPChoices(
                purposeConsents: settings.vendorIndex.consentablePurposeIDs,
                vendorConsents: settings.vendorIndex.consentableVendorIDs.intersection(settings.disclosedVendorIDs),
                specialFeatureOptIns: settings.vendorList.specialFeatureIDs,
                atpConsents: settings.shownATPIDs)
        case .doNotConsent, .close: return .defaults
        case .confirmChoices(let c): return c
        case .dismiss, .continueToATT, .optOut: return nil
        }
    }

    /// The TC model for `choices` made on `today` with the message `settings`.
    package static func model(choices: UMPChoices, settings: UMPMessageSettings, today: CivilDate, consentScreen: Int) -> TCModel {
        let list = settings.vendorList
        let shown = settings.disclosedVendorIDs
        var m = TCModel()
        m.created = today.deciseconds
        m.lastUpdated = m.created
        m.cmpId = settings.cmpID
        m.cmpVersion = settings.writtenCmpSdkVersion
        m.consentScreen = consentScreen
        m.consentLanguage = String(settings.consentLanguage.uppercased().prefix(2))
        m.vendorListVersion = list.vendorListVersion
        m.tcfPolicyVersion = list.tcfPolicyVersion
        m.isServiceSpecific = true
        m.publisherCC = settings.publisherCC.uppercased()
        let index = settings.vendorIndex
        m.purposesConsent = choices.purposeConsents.intersection(index.consentablePurposeIDs)
        m.specialFeatureOptIns = choices.specialFeatureOptIns.intersection(list.specialFeatureIDs)
        m.disclosedVendors = settings.tcfVersion == .v23 ? shown : nil

        let allShown = settings.shownVendorIDs == nil
        var liClaimed = IDSet()
        if allShown {
            liClaimed = index.allLegitimateInterestPurposes
        } else {
            shown.forEach { id in if let p = index.legitimateInterestPurposes[id] { liClaimed.formUnion(p) } }
        }
        // TCF v2.4 (announced) drops the LI bit of vendors that declare only special purposes.
        let specialPurposeOnlyLI = !AnnouncedRules.applies(.specialPurposeOnlyLI, on: today, announced: settings.announcedRules)
        var vendorLI = specialPurposeOnlyLI ? index.specialPurposeOnlyVendorIDs.intersection(shown) : IDSet()
        if settings.showsLegitimateInterest {
            vendorLI.formUnion(index.legitimateInterestVendorIDs.intersection(shown).subtracting(choices.vendorLIObjections))
            m.purposesLITransparency = liClaimed.intersection(list.purposeIDs).subtracting(choices.purposeLIObjections)
        }
        m.vendorConsents = choices.vendorConsents.intersection(index.consentableVendorIDs).intersection(shown)
        m.vendorLegitimateInterests = vendorLI
        return m
    }

    /// The whole output for `choices`; nil only if the model cannot be encoded (a bad setting such as a
    /// three-letter language), which tests rule out for the shipped defaults.
    package static func build(choices: UMPChoices, settings: UMPMessageSettings, today: CivilDate, consentScreen: Int) -> Output? {
        let model = model(choices: choices, settings: settings, today: today, consentScreen: consentScreen)
        guard let tc = try? TCString.encode(model) else { return nil }
        let ac = AdditionalConsent(consented: choices.atpConsents.intersection(settings.shownATPIDs), disclosed: settings.shownATPIDs)
            .description
        let context = InAppContext(
            gdprApplies: true, cmpSdkID: settings.cmpID, cmpSdkVersion: settings.writtenCmpSdkVersion, additionalConsent: ac,
            profile: settings.keyProfile, purposeCount: settings.vendorList.purposes.count,
            userConsentRecordID: userConsentRecordID(tcString: tc))
        let keys = InAppKeys.derive(model: model, tcString: tc, context: context)
            .filter { settings.tcfVersion == .v23 || $0.key != InAppKey.disclosedVendors }
            .map { key, value in
                // The whole TC data is written either way; only the flag differs (`UMPGDPRAppliesWrite`).
                key == InAppKey.gdprApplies && settings.gdprAppliesWithChoices == .zero
                    ? StoreWrite.set(key, .integer(0)) : StoreWrite.set(key, value.storeValue)
            }
        return Output(model: model, tcString: tc, additionalConsent: ac, keys: keys)
    }

    /// The keys UMP writes where GDPR does not apply: CMP presence, `IABTCF_gdprApplies = 0`, and
    /// removal of every TC data key (the in-app analogue of the web TCData rule).
    package static func gdprDoesNotApplyKeys(settings: UMPMessageSettings) -> [StoreWrite] {
        presenceKeys(settings: settings, gdprApplies: false) + removeTCDataKeys + consentModeValues(settings: settings, after: nil)
    }

    /// `UMP_consentModeValues` as UMP writes it with a GDPR choice recorded as `model`, or where GDPR
    /// does not apply (`model` nil): `4444` with consent mode off, `3333` where it does not apply,
    /// otherwise `UMPConsentModeValues.afterChoice`. Nothing under the `spec` key profile, which keeps
    /// to the IAB's keys, and nothing from a release before the Firebase integration (`writesConsentModeValues`).
    package static func consentModeValues(settings: UMPMessageSettings, after model: TCModel?) -> [StoreWrite] {
        guard settings.keyProfile == .ump, settings.writesConsentModeValues else { return [] }
        let values: UMPConsentModeValues =
            if !settings.consentMode { UMPConsentModeValues(all: .notConfigured) } else if let model {
                UMPConsentModeValues.afterChoice(model)
            } else { UMPConsentModeValues(all: .notApplicable) }
        return [.set(UMPConsentModeValues.key, .string(values.description))]
    }

    /// `IABTCF_CmpSdkID`, `IABTCF_CmpSdkVersion`, `IABTCF_PolicyVersion` and `IABTCF_gdprApplies`.
    package static func presenceKeys(settings: UMPMessageSettings, gdprApplies: Bool) -> [StoreWrite] {
        [
            .set(InAppKey.cmpSdkID, .integer(Int64(settings.cmpID))),
            .set(InAppKey.cmpSdkVersion, .integer(Int64(settings.writtenCmpSdkVersion))),
            .set(InAppKey.policyVersion, .integer(Int64(settings.vendorList.tcfPolicyVersion))),
            .set(InAppKey.gdprApplies, .integer(gdprApplies ? 1 : 0)),
        ]
    }

    /// Removes every TC data key (everything `IABTCF_` but the four presence keys).
    package static let removeTCDataKeys: [StoreWrite] =
        [
            InAppKey.publisherCC, InAppKey.purposeOneTreatment, InAppKey.useNonStandardTexts, InAppKey.tcString,
            InAppKey.vendorConsents, InAppKey.vendorLegitimateInterests, InAppKey.purposeConsents,
            InAppKey.purposeLegitimateInterests, InAppKey.specialFeaturesOptIns, InAppKey.publisherConsent,
            InAppKey.publisherLegitimateInterests, InAppKey.publisherCustomPurposesConsents,
            InAppKey.publisherCustomPurposesLegitimateInterests, InAppKey.disclosedVendors, InAppKey.additionalConsent,
            InAppKey.useNonStandardStacks, InAppKey.userConsentRecordID,
        ].map { StoreWrite.remove($0) } + [.removePrefix(InAppKey.publisherRestrictionsPrefix)]

    /// The `IABTCF_UserConsentRecordId` UMP writes with a consent: an upper-case UUID (flutter#908 shows
    /// "68BC96BF-AE15-47D7-93F2-8F1A88114A01"). Real UMP's is random; here it is derived from the TC
    /// string so that a run replays to the same keys.
    package static func userConsentRecordID(tcString: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, then SplitMix64 for the 128 bits
        for byte in tcString.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var rng = SplitMix64(seed: hash)
        var bytes = (0..<2).flatMap { _ in withUnsafeBytes(of: rng.next().bigEndian, Array.init) }
        bytes[6] = (bytes[6] & 0x0f) | 0x40  // version 4
        bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 4122 variant
        let hex = bytes.map { byte -> String in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        let cuts = [8, 12, 16, 20]
        var out = ""
        for (i, c) in hex.enumerated() {
            if cuts.contains(i) { out.append("-") }
            out.append(c)
        }
        return out
    }
}

extension InAppValue {
    /// The property-list value: Numbers as integers, Strings as strings (never booleans).
    package var storeValue: StoreValue {
        switch self {
        case .number(let n): .integer(Int64(n))
        case .string(let s): .string(s)
        }
    }
}

/// Google's documented TCF rules for vendor 755 (Google Advertising Products), as a pure decision.
///
/// | kind | P1 | P2, P7, P9, P10 | P3, P4 |
/// | personalized | consent | consent or LI | consent |
/// | non-personalized | consent | consent or LI | - |
/// | limited | no consent | consent or LI | - |
/// Google must itself be allowed as a vendor on the legal basis each purpose uses, and a TC string whose
/// last update is more than 13 months old is invalid (AdMob TCF error 3.3).
public struct AdEligibility: Hashable, Sendable {
    /// What the app may request.
    public var kind: AdRequestKind
    /// Why, most decisive reason first (e.g. "purpose 1 consent missing for vendor 755").
    public var reasons: [String]
    /// Whether the ad request may carry the IDFA (ATT authorized), independent of `kind`.
    public var idfaAvailable: Bool
    /// Whether US-state restricted data processing made the ads non-personalized (the SDK reads the
    /// signal from storage, so the request carries no `npa` extra).
    public var restrictedDataProcessing: Bool

    /// A verdict with its reasons.
    public init(kind: AdRequestKind, reasons: [String], idfaAvailable: Bool, restrictedDataProcessing: Bool = false) {
        self.kind = kind
        self.reasons = reasons
        self.idfaAvailable = idfaAvailable
        self.restrictedDataProcessing = restrictedDataProcessing
    }
}

/// Decides what Google Mobile Ads may request from the stored TCF signals.
public enum GoogleAdEligibility {
    /// Google Advertising Products' GVL id.
    public static let googleVendorID = 755
    /// How long a TC string stays valid after its last update.
    public static let validityMonths = 13
    /// Purposes that may rest on consent or legitimate interest for every ad kind.
    public static let basicPurposes = [2, 7, 9, 10]
    /// Purposes that need consent for personalised ads.
    public static let personalisationPurposes = [3, 4]

    /// The verdict from a stored key set (`InAppKeys.read`), the ATT status and today's date.
    public static func evaluate(_ reading: InAppReading, att: ATTrackingStatus?, today: CivilDate) -> AdEligibility {
        let idfa = att == .authorized
        var notes: [String] = []
        if let att, att != .authorized { notes.append("IDFA unavailable: ATT status is \(att)") }
        switch reading.gdprApplies {
        case .none:
            return AdEligibility(kind: .personalized, reasons: ["IABTCF_gdprApplies is unset: TCF does not govern the request"] + notes, idfaAvailable: idfa)
        case .some(0):
            return AdEligibility(kind: .personalized, reasons: ["GDPR does not apply (IABTCF_gdprApplies = 0)"] + notes, idfaAvailable: idfa)
        case .some(1):
            break
        case .some(let other):
            return AdEligibility(kind: .none, reasons: ["IABTCF_gdprApplies has the invalid value \(other)"], idfaAvailable: idfa)
        }
        guard let tc = reading.tcString else {
            return AdEligibility(kind: .none, reasons: ["GDPR applies but there is no TC string (IABTCF_TCString unset)"], idfaAvailable: idfa)
        }
        guard reading.modelFromTCString, let model = reading.model else {
            return AdEligibility(kind: .none, reasons: ["the TC string is invalid: \(reading.tcStringError ?? tc)"], idfaAvailable: idfa)
        }
        var verdict = evaluate(model, today: today)
        verdict.idfaAvailable = idfa
        verdict.reasons += notes
        return verdict
    }

    /// The verdict for a decoded TC string under GDPR, as of `today`.
    public static func evaluate(_ model: TCModel, today: CivilDate) -> AdEligibility {
        let updated = CivilDate(deciseconds: model.lastUpdated)
        let expiry = updated.adding(months: validityMonths)
        if today >= expiry {
            return AdEligibility(
                kind: .none,
                reasons: ["the TC string was last updated on \(updated), more than \(validityMonths) months ago (expired \(expiry))"],
                idfaAvailable: false)
        }
        if model.tcfPolicyVersion < 4 {
            return AdEligibility(kind: .none, reasons: ["TCF policy version \(model.tcfPolicyVersion) is no longer accepted (4 or later required)"], idfaAvailable: false)
        }
        if !model.isServiceSpecific {
            return AdEligibility(kind: .none, reasons: ["the TC string is not service-specific (IsServiceSpecific = 0)"], idfaAvailable: false)
        }
        let g = googleVendorID
        let vendorConsent = model.vendorConsents.contains(g)
        let vendorLI = model.vendorLegitimateInterests.contains(g)
        if !vendorConsent && !vendorLI {
            return AdEligibility(kind: .none, reasons: ["vendor \(g) (Google) has neither consent nor legitimate interest"], idfaAvailable: false)
        }
        let restrictions = model.publisherRestrictions.filter { $0.vendorIds.contains(g) }
        func restriction(_ p: Int) -> RestrictionType? { restrictions.first { $0.purposeId == p }?.restrictionType }

        /// Why purpose `p` is not allowed for Google by consent, or nil when it is.
        func consentGap(_ p: Int) -> String? {
            if restriction(p) == .notAllowed { return "the publisher does not allow vendor \(g) purpose \(p)" }
            if restriction(p) == .requireLegitimateInterest { return "the publisher requires legitimate interest for vendor \(g) purpose \(p)" }
            if !model.purposesConsent.contains(p) { return "purpose \(p) consent missing for vendor \(g)" }
            if !vendorConsent { return "vendor \(g) has no consent (needed for purpose \(p))" }
            return nil
        }
        /// Why purpose `p` is allowed neither by consent nor by legitimate interest, or nil when it is.
        func basisGap(_ p: Int) -> String? {
            if restriction(p) == .notAllowed { return "the publisher does not allow vendor \(g) purpose \(p)" }
            let byConsent = restriction(p) != .requireLegitimateInterest && model.purposesConsent.contains(p) && vendorConsent
            let byLI = restriction(p) != .requireConsent && model.purposesLITransparency.contains(p) && vendorLI
            if byConsent || byLI { return nil }
            return "purpose \(p) has neither consent nor legitimate interest for vendor \(g)"
        }

        let basicGaps = basicPurposes.compactMap(basisGap)
        if !basicGaps.isEmpty {
            return AdEligibility(kind: .none, reasons: basicGaps, idfaAvailable: false)
        }
        if let p1 = consentGap(1) {
            return AdEligibility(kind: .limited, reasons: [p1 + ": only limited ads"], idfaAvailable: false)
        }
        let personalGaps = personalisationPurposes.compactMap(consentGap)
        if !personalGaps.isEmpty {
            return AdEligibility(kind: .nonPersonalized, reasons: personalGaps.map { $0 + ": non-personalized ads (npa=1)" }, idfaAvailable: false)
        }
        return AdEligibility(kind: .personalized, reasons: ["vendor \(g) has consent for purposes 1, 3, 4 and a legal basis for 2, 7, 9, 10"], idfaAvailable: false)
    }
}

extension GoogleAdEligibility {
    /// The verdict `evaluate(InAppKeys.read(keys), att:today:)` gives, from the only two stored keys it
    /// depends on: `IABTCF_gdprApplies` and `IABTCF_TCString` as stored (nil when unset).
    ///
    /// `InAppKeys.read` also parses every binary-string key (three run to 4,000+ characters with the
    /// full vendor list), the Additional Consent string and the restriction keys, and cross-checks them
    /// against the TC string. The verdict never looks at those findings, and that work was most of
    /// the cost of a consent decision, so an app deciding on every ad request calls this instead.
    /// A value of the wrong type counts as unset, as in `InAppKeys.read`.
    public static func evaluate(
        gdprApplies: InAppValue?, tcString: InAppValue?, att: ATTrackingStatus?, today: CivilDate
    ) -> AdEligibility {
        let gdpr: Int? = if case .number(let n)? = gdprApplies { n } else { nil }
        let tc: String? = if case .string(let s)? = tcString { s } else { nil }
        var reading = InAppReading(
            gdprApplies: gdpr, cmpSdkID: nil, cmpSdkVersion: nil, policyVersion: nil, tcString: tc, model: nil,
            modelFromTCString: false, tcStringError: nil, additionalConsent: nil, issues: [])
        // The model is consulted only where GDPR applies; where the string does not decode, `read`
        // would rebuild a model from the binary-string keys, which the verdict ignores just the same.
        if gdpr == 1, let tc {
            do {
                reading.model = try TCString.decode(tc)
                reading.modelFromTCString = true
            } catch {
                reading.tcStringError = "\(error)"
            }
        }
        return evaluate(reading, att: att, today: today)
    }
}

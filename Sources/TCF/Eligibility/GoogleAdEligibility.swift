import Basics
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
    /// Why, most decisive reason first, each with Google's TCF error code where one applies.
    public var reasonDetails: [VerdictReason]
    /// Whether the ad request may carry the IDFA (ATT authorized), independent of `kind`.
    public var idfaAvailable: Bool
    /// Whether US-state restricted data processing made the ads non-personalized (the SDK reads the
    /// signal from storage, so the request carries no `npa` extra).
    public var restrictedDataProcessing: Bool

    /// A verdict with its reasons.
    public init(kind: AdRequestKind, reasonDetails: [VerdictReason], idfaAvailable: Bool, restrictedDataProcessing: Bool = false) {
        self.kind = kind
        self.reasonDetails = reasonDetails
        self.idfaAvailable = idfaAvailable
        self.restrictedDataProcessing = restrictedDataProcessing
    }

    /// A verdict whose reasons carry no error code.
    public init(kind: AdRequestKind, reasons: [String], idfaAvailable: Bool, restrictedDataProcessing: Bool = false) {
        self.init(kind: kind, reasonDetails: reasons.map { VerdictReason(message: $0) }, idfaAvailable: idfaAvailable,
                  restrictedDataProcessing: restrictedDataProcessing)
    }

    /// The reasons' messages (e.g. "purpose 1 consent missing for vendor 755"). Setting it keeps the
    /// code of every message that was already there; new messages carry none.
    public var reasons: [String] {
        get { reasonDetails.map(\.message) }
        set {
            let codes = Dictionary(reasonDetails.map { ($0.message, $0.code) }, uniquingKeysWith: { first, _ in first })
            reasonDetails = newValue.map { VerdictReason(code: codes[$0] ?? nil, message: $0) }
        }
    }
}

/// One reason of a verdict: the message, and the code of Google's "Troubleshooting IAB EU TCF v2.2
/// implementation" error table (support.google.com/admob/answer/9999955, the same table as
/// support.google.com/admanager/answer/9999955) where one applies, e.g. "1.1" (Google, as a vendor, is
/// not allowed under consent or legitimate interest), "1.2" (no consent for Purpose 1 for EEA
/// countries and the UK), "2.1a" (tag or SDK isn't receiving a TC string), "3.3" (the TC string's last
/// update is more than 13 months old).
public struct VerdictReason: Hashable, Sendable, CustomStringConvertible {
    /// Google's TCF error code, or nil where the table has none for this reason.
    public var code: String?
    /// What happened, in words.
    public var message: String

    /// A reason, optionally with Google's error code.
    public init(code: String? = nil, message: String) {
        self.code = code
        self.message = message
    }

    /// `message`, prefixed with `[TCF error <code>]` when there is a code.
    public var description: String {
        guard let code else { return message }
        return "[TCF error \(code)] \(message)"
    }
}

/// Google's published TCF error codes (support.google.com/admob/answer/9999955, "Troubleshooting IAB EU
/// TCF v2.2 implementation"; the table's texts as reproduced by CMP vendors' help pages, e.g.
/// complianz.io/adsense-errors and help.quantcast.com "Google IAB TCF v2 Error Codes Guidance").
/// Only codes whose meaning the table states are used; the others (2.1b-2.2c, 3.1, 4.1, 5.x, 6.1, 7.x)
/// have no published text we could check, so no reason claims them.
public enum GoogleTCFErrorCode {
    /// "Google, as a vendor, is not allowed under consent or legitimate interest."
    public static let vendorNotAllowed = "1.1"
    /// "No consent for Purpose 1 for EEA countries and the UK."
    public static let noPurposeOneConsent = "1.2"
    /// "Tag or SDK isn't receiving a TC string due to CMP status being stub, loading, or error." In an
    /// app the SDK reads the stored key, so a missing `IABTCF_TCString` where GDPR applies is the analogue.
    public static let noTCString = "2.1a"
    /// The TC string was last updated more than 13 months ago ("the TC string will no longer be
    /// considered valid by Google and Google will not serve ads to that user").
    public static let expired = "3.3"
}

/// Where the ad request comes from, as Google's servers see it (by IP), independently of what the
/// CMP stored in `IABTCF_gdprApplies`.
public enum AdRequestRegion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The EEA, the UK (and Switzerland): Google requires a TC string from a Google-certified CMP.
    case eea = "eea"
    /// Anywhere else.
    case other = "other"

    /// `eea` or `other`.
    public var description: String { rawValue }
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

    /// The verdict from a stored key set (`InAppKeys.read`), the ATT status, today's date and where the
    /// request comes from.
    ///
    /// From the EEA or the UK a request without a TC string gets only limited ads: since 16 January 2024
    /// Google requires publishers to use a Google-certified CMP (one that writes a TC string) for EEA and
    /// UK traffic, and serves such traffic without one only limited ads (support.google.com/admob/answer/13554116
    /// "Google-certified CMPs"; support.google.com/adsense/answer/13554020). Elsewhere a missing
    /// `IABTCF_gdprApplies` or `0` means TCF does not govern the request.
    public static func evaluate(
        _ reading: InAppReading, att: ATTrackingStatus?, today: CivilDate, region: AdRequestRegion = .other
    ) -> AdEligibility {
        let idfa = att == .authorized
        var notes: [VerdictReason] = []
        if let att, att != .authorized { notes.append(VerdictReason(message: "IDFA unavailable: ATT status is \(att)")) }
        if region == .eea, reading.tcString == nil, reading.gdprApplies != 1 {
            let why = reading.gdprApplies == nil ? "IABTCF_gdprApplies is unset" : "IABTCF_gdprApplies is 0"
            return AdEligibility(
                kind: .limited,
                reasonDetails: [VerdictReason(message: "EEA/UK request without a TC string (\(why)): only limited ads since 16 January 2024")] + notes,
                idfaAvailable: idfa)
        }
        switch reading.gdprApplies {
        case .none:
            return AdEligibility(kind: .personalized, reasonDetails: [VerdictReason(message: "IABTCF_gdprApplies is unset: TCF does not govern the request")] + notes, idfaAvailable: idfa)
        case .some(0):
            return AdEligibility(kind: .personalized, reasonDetails: [VerdictReason(message: "GDPR does not apply (IABTCF_gdprApplies = 0)")] + notes, idfaAvailable: idfa)
        case .some(1):
            break
        case .some(let other):
            return AdEligibility(kind: .none, reasons: ["IABTCF_gdprApplies has the invalid value \(other)"], idfaAvailable: idfa)
        }
        guard let tc = reading.tcString else {
            let missing = VerdictReason(code: GoogleTCFErrorCode.noTCString, message: "GDPR applies but there is no TC string (IABTCF_TCString unset)")
            if region == .eea {
                return AdEligibility(kind: .limited, reasonDetails: [missing, VerdictReason(message: "EEA/UK request without a TC string: only limited ads since 16 January 2024")], idfaAvailable: idfa)
            }
            return AdEligibility(kind: .none, reasonDetails: [missing], idfaAvailable: idfa)
        }
        guard reading.modelFromTCString, let model = reading.model else {
            return AdEligibility(kind: .none, reasons: ["the TC string is invalid: \(reading.tcStringError ?? tc)"], idfaAvailable: idfa)
        }
        var verdict = evaluate(model, today: today)
        verdict.idfaAvailable = idfa
        verdict.reasonDetails += notes
        return verdict
    }

    /// The verdict for a decoded TC string under GDPR, as of `today`.
    public static func evaluate(_ model: TCModel, today: CivilDate) -> AdEligibility {
        let updated = CivilDate(deciseconds: model.lastUpdated)
        let expiry = updated.adding(months: validityMonths)
        if today >= expiry {
            return AdEligibility(
                kind: .none,
                reasonDetails: [VerdictReason(
                    code: GoogleTCFErrorCode.expired,
                    message: "the TC string was last updated on \(updated), more than \(validityMonths) months ago (expired \(expiry))")],
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
            return AdEligibility(
                kind: .none,
                reasonDetails: [VerdictReason(code: GoogleTCFErrorCode.vendorNotAllowed, message: "vendor \(g) (Google) has neither consent nor legitimate interest")],
                idfaAvailable: false)
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

        /// A publisher restriction that forbids Google a purpose is 1.1's "publisher restrictions" case.
        func coded(_ p: Int, _ message: String) -> VerdictReason {
            VerdictReason(code: restriction(p) == .notAllowed ? GoogleTCFErrorCode.vendorNotAllowed : nil, message: message)
        }
        let basicGaps = basicPurposes.compactMap { p in basisGap(p).map { coded(p, $0) } }
        if !basicGaps.isEmpty {
            return AdEligibility(kind: .none, reasonDetails: basicGaps, idfaAvailable: false)
        }
        if let p1 = consentGap(1) {
            let code = restriction(1) == .notAllowed ? GoogleTCFErrorCode.vendorNotAllowed : GoogleTCFErrorCode.noPurposeOneConsent
            return AdEligibility(kind: .limited, reasonDetails: [VerdictReason(code: code, message: p1 + ": only limited ads")], idfaAvailable: false)
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
        gdprApplies: InAppValue?, tcString: InAppValue?, att: ATTrackingStatus?, today: CivilDate,
        region: AdRequestRegion = .other
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
        return evaluate(reading, att: att, today: today, region: region)
    }
}

import Basics

/// Google's serving decision on an ad request, from the stored TCF signals, under the rules of
/// `GoogleServingRules` in force on the simulated date: personalized, non-personalized, limited,
/// technical ad delivery (until April 2025) or none, with the reasons, the rules that decided, and the
/// least change that would lift it.
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
    /// For limited, technical or none: the single choice that would lift the verdict furthest, or nil
    /// when none would (or the verdict is not that low).
    public var lift: VerdictLift?
    /// When the TC string's CMP has unknown certification (`CMPCertification.unknown`): what Google
    /// would serve if the CMP is not certified; `kind` is what it serves if it is. Nil otherwise.
    public var ifNotCertified: AdRequestKind?

    /// A verdict with its reasons.
    public init(kind: AdRequestKind, reasonDetails: [VerdictReason], idfaAvailable: Bool, restrictedDataProcessing: Bool = false) {
        self.kind = kind
        self.reasonDetails = reasonDetails
        self.idfaAvailable = idfaAvailable
        self.restrictedDataProcessing = restrictedDataProcessing
    }

    /// A verdict whose reasons carry no error code.
    public init(kind: AdRequestKind, reasons: [String], idfaAvailable: Bool, restrictedDataProcessing: Bool = false) {
        self.init(
            kind: kind, reasonDetails: reasons.map { VerdictReason(message: $0) }, idfaAvailable: idfaAvailable,
            restrictedDataProcessing: restrictedDataProcessing)
    }

    /// The reasons' messages (e.g. "purpose 1 consent missing for vendor 755"). Setting it keeps the
    /// code and rule of every message that was already there; new messages carry none.
    public var reasons: [String] {
        get { reasonDetails.map(\.message) }
        set {
            let old = Dictionary(reasonDetails.map { ($0.message, $0) }, uniquingKeysWith: { first, _ in first })
            reasonDetails = newValue.map { VerdictReason(code: old[$0]?.code, message: $0, rule: old[$0]?.rule) }
        }
    }

    /// The rules the reasons name, most decisive first, each once.
    public var decidedBy: [ServingRuleID] {
        var seen: [ServingRuleID] = []
        for rule in reasonDetails.compactMap(\.rule) where !seen.contains(rule) { seen.append(rule) }
        return seen
    }
}

/// One reason of a verdict: the message, the code of Google's "Troubleshooting IAB EU TCF v2.2
/// implementation" error table (support.google.com/admob/answer/9999955, the same table as
/// support.google.com/admanager/answer/9999955) where one applies, e.g. "1.1" (Google, as a vendor, is
/// not allowed under consent or legitimate interest), "1.2" (no consent for Purpose 1 for EEA
/// countries and the UK), "2.1a" (tag or SDK isn't receiving a TC string), "3.3" (the TC string's last
/// update is more than 13 months old), and the rule of `GoogleServingRules` that gave it.
public struct VerdictReason: Hashable, Sendable, CustomStringConvertible {
    /// Google's TCF error code, or nil where the table has none for this reason.
    public var code: String?
    /// The serving rule behind the reason, or nil for a note (the IDFA, the app's own request).
    public var rule: ServingRuleID?
    /// The words, made when read. Most verdicts are never worded: `doctor --batch` counts rules and
    /// codes, and the least change (`lift`) judges a dozen changed strings only for their kind, so
    /// formatting every message up front was most of a new device's time.
    private var wording: @Sendable () -> String

    /// A reason, optionally with Google's error code and its rule. `message` is evaluated only when
    /// the reason is read (`message`, `description`, comparison), so it must not depend on state that
    /// changes afterwards (Swift refuses a captured `var` here).
    public init(code: String? = nil, message: @autoclosure @escaping @Sendable () -> String, rule: ServingRuleID? = nil) {
        self.code = code
        self.rule = rule
        wording = message
    }

    /// What happened, in words.
    public var message: String {
        get { wording() }
        set { wording = { newValue } }
    }

    /// The same reason credited to `rule`.
    public func credited(to rule: ServingRuleID?) -> VerdictReason {
        var reason = self
        reason.rule = rule
        return reason
    }

    /// `message`, prefixed with `[TCF error <code>]` when there is a code.
    public var description: String {
        guard let code else { return message }
        return "[TCF error \(code)] \(message)"
    }

    /// Reasons are equal when their codes, rules and words are.
    public static func == (lhs: VerdictReason, rhs: VerdictReason) -> Bool {
        lhs.code == rhs.code && lhs.rule == rhs.rule && lhs.message == rhs.message
    }

    /// Hashes the code, the rule and the words.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(rule)
        hasher.combine(message)
    }
}

/// Google's published TCF error codes (support.google.com/admob/answer/9999955, "Troubleshooting IAB EU
/// TCF v2.2 implementation"; the table's texts as reproduced by CMP vendors' help pages, e.g.
/// complianz.io/adsense-errors and help.quantcast.com "Google IAB TCF v2 Error Codes Guidance").
/// Only codes whose meaning a source states are used; the others (2.1b-2.2c, 3.1, 4.1, 5.2, 6.1, 7.x)
/// have no published text we could check, so no reason claims them.
public enum GoogleTCFErrorCode {
    /// "Google, as a vendor, is not allowed under consent or legitimate interest."
    public static let vendorNotAllowed = "1.1"
    /// "No consent for Purpose 1 for EEA countries and the UK."
    public static let noPurposeOneConsent = "1.2"
    /// TCF 2.3: the DisclosedVendors segment is missing, malformed, or does not include Google (vendor
    /// 755); introduced with Google's TCF v2.3 enforcement of 2 March 2026 (as reported by ppc.land and
    /// kukie.io, "IAB TCF v2.3 explained").
    public static let disclosedVendors = "1.4"
    /// "Tag or SDK isn't receiving a TC string due to CMP status being stub, loading, or error." In an
    /// app the SDK reads the stored key, so a missing `IABTCF_TCString` where GDPR applies is the analogue.
    public static let noTCString = "2.1a"
    /// The TC string was last updated more than 13 months ago ("the TC string will no longer be
    /// considered valid by Google and Google will not serve ads to that user").
    public static let expired = "3.3"
    /// Global scope (IsServiceSpecific 0) "is not allowed when working with Google (see 5.1 error …)"
    /// (help.quantcast.com, "Fix Issues Related to Google's TCF Consent Scope Requirement").
    public static let globalScope = "5.1"
}

/// Where the ad request comes from, as Google's servers see it (by IP), independently of what the
/// CMP stored in `IABTCF_gdprApplies`.
public enum AdRequestRegion: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The EEA: Google requires a TC string from a Google-certified CMP since 16 January 2024.
    case eea = "eea"
    /// The United Kingdom: the same rule from the same day (AdMob answer 13554116, "EEA and UK").
    case uk = "uk"
    /// Switzerland: the same since 31 July 2024.
    case switzerland = "ch"
    /// Anywhere else.
    case other = "other"

    /// `eea`, `uk`, `ch` or `other`.
    public var description: String { rawValue }

    /// The certified-CMP rule that covers this region, if any.
    var certifiedCMPRule: ServingRuleID? {
        switch self {
        case .eea, .uk: .certifiedCMP
        case .switzerland: .certifiedCMPSwitzerland
        case .other: nil
        }
    }
}

/// What, besides the stored signals, Google's decision depends on: the date (which rules are in
/// force), where the request comes from, and the Google-certified CMPs known.
public struct ServingContext: Hashable, Sendable {
    /// The simulated date.
    public var today: CivilDate { didSet { day = today.daysSinceEpoch } }
    /// `today` as days since the epoch, kept with it: a verdict and its least change ask which rules
    /// are in force some hundred times.
    private(set) var day: Int
    /// Where Google sees the request come from.
    public var region: AdRequestRegion
    /// The CMP ids Google has certified.
    public var certifiedCMPs: CertifiedCMPList
    /// The IAB's CMP list, which says what an id the certified list does not name is.
    public var iabCMPs: IABCMPList
    /// Whether rules announced but not in force apply from their expected day (`AnnouncedRules`).
    package var announcedRules = false

    /// A context; by default a request from outside the EEA, with the embedded lists.
    public init(
        today: CivilDate, region: AdRequestRegion = .other, certifiedCMPs: CertifiedCMPList = .embedded, iabCMPs: IABCMPList = .embedded
    ) {
        self.today = today
        day = today.daysSinceEpoch
        self.region = region
        self.certifiedCMPs = certifiedCMPs
        self.iabCMPs = iabCMPs
    }

    /// What the lists say about `cmpID`.
    public func certification(of cmpID: Int) -> CMPCertification { certifiedCMPs.certification(of: cmpID, iab: iabCMPs) }

    /// Whether `rule` is in force today.
    public func inForce(_ rule: ServingRuleID) -> Bool { GoogleServingRules.isInForce(rule, day: day) }

    /// The certified-CMP rule in force for this request's region, if any.
    public var certifiedCMPRule: ServingRuleID? { region.certifiedCMPRule.flatMap { inForce($0) ? $0 : nil } }
}

/// Decides what Google Mobile Ads may request from the stored TCF signals, applying the rules of
/// `GoogleServingRules` in force on the context's date.
///
/// Google defines serving modes, each with its requirements (the developer page "Ad serving modes" and
/// the help centre's limited-ads pages); the verdict is the best mode whose requirements hold, capped
/// by the rules that limit a request whatever the choices (an uncertified CMP, a TCF 2.3 string
/// without the DisclosedVendors segment), and refused outright by those that invalidate the string
/// (13 months, global scope).
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
    /// From the EEA, the UK or Switzerland a request without a TC string gets only limited ads once the
    /// certified-CMP rule is in force there (`ServingRuleID.certifiedCMP`). Elsewhere a missing
    /// `IABTCF_gdprApplies` or `0` means TCF does not govern the request.
    public static func evaluate(
        _ reading: InAppReading, att: ATTrackingStatus?, today: CivilDate, region: AdRequestRegion = .other,
        certifiedCMPs: CertifiedCMPList = .embedded
    ) -> AdEligibility {
        evaluate(reading, att: att, context: ServingContext(today: today, region: region, certifiedCMPs: certifiedCMPs))
    }

    /// The verdict from a stored key set in `context`.
    ///
    /// Where a certified-CMP rule is in force (EEA, UK, Switzerland), Google places the request by
    /// where it comes from, whatever the CMP stored: a missing `IABTCF_gdprApplies` does not take the
    /// request out of the TCF (a stored TC string is read as under `gdprApplies` 1), and `0` means the
    /// CMP removed the TC data, so the request carries no TC string from a certified CMP: limited ads
    /// either way. This is consentsim's reading of the certified-CMP rule's wording ("requests from the
    /// EEA, the UK, or Switzerland that don't include a TC string from a Google-certified CMP"); no
    /// Google page says what the SDK sends without the key.
    public static func evaluate(_ reading: InAppReading, att: ATTrackingStatus?, context: ServingContext) -> AdEligibility {
        let idfa = att == .authorized
        var notes: [VerdictReason] = []
        if let att, att != .authorized { notes.append(VerdictReason(message: "IDFA unavailable: ATT status is \(att)")) }
        let certifiedRule = context.certifiedCMPRule
        var gdprApplies = reading.gdprApplies
        if gdprApplies == 0, AnnouncedRules.applies(.gdprAppliesZero, on: context.today, announced: context.announcedRules) {
            notes.append(
                VerdictReason(
                    message:
                        "announced (\(AnnouncedRuleID.gdprAppliesZero)): IABTCF_gdprApplies 0 is the publisher's view; a vendor may check for itself whether GDPR applies"
                ))
        }
        if let certifiedRule {
            switch gdprApplies {
            case .some(0),
                .none where reading.tcString == nil:
                let why = gdprApplies == nil ? "IABTCF_gdprApplies is unset" : "IABTCF_gdprApplies is 0"
                var verdict = AdEligibility(
                    kind: .limited,
                    reasonDetails: [
                        VerdictReason(
                            message:
                                "\(regionName(context.region)) request without a TC string (\(why)): only limited ads since \(GoogleServingRules.rule(certifiedRule).effective)",
                            rule: certifiedRule)
                    ] + notes,
                    idfaAvailable: idfa)
                verdict.lift = VerdictLift(change: "a TC string from a Google-certified CMP (let the CMP ask)", to: nil)
                return verdict
            case .none:
                notes.insert(
                    VerdictReason(
                        message:
                            "IABTCF_gdprApplies is unset: Google places a \(regionName(context.region)) request by where it comes from and reads the stored TC string",
                        rule: certifiedRule), at: 0)
                gdprApplies = 1
            default:
                break
            }
        }
        switch gdprApplies {
        case .none:
            return AdEligibility(
                kind: .personalized,
                reasonDetails: [VerdictReason(message: "IABTCF_gdprApplies is unset: TCF does not govern the request", rule: .tcfScope)] + notes,
                idfaAvailable: idfa)
        case .some(0):
            return AdEligibility(
                kind: .personalized, reasonDetails: [VerdictReason(message: "GDPR does not apply (IABTCF_gdprApplies = 0)", rule: .tcfScope)] + notes,
                idfaAvailable: idfa)
        case .some(1):
            break
        case .some(let other):
            return AdEligibility(
                kind: .none, reasonDetails: [VerdictReason(message: "IABTCF_gdprApplies has the invalid value \(other)", rule: .tcfScope)],
                idfaAvailable: idfa)
        }
        guard let tc = reading.tcString else {
            let missing = VerdictReason(
                code: GoogleTCFErrorCode.noTCString, message: "GDPR applies but there is no TC string (IABTCF_TCString unset)", rule: .noTCString)
            var verdict: AdEligibility
            if let certifiedRule {
                verdict = AdEligibility(
                    kind: .limited,
                    reasonDetails: [
                        missing,
                        VerdictReason(
                            message:
                                "\(regionName(context.region)) request without a TC string: only limited ads since \(GoogleServingRules.rule(certifiedRule).effective)",
                            rule: certifiedRule),
                    ], idfaAvailable: idfa)
            } else {
                verdict = AdEligibility(kind: .none, reasonDetails: [missing], idfaAvailable: idfa)
            }
            verdict.lift = VerdictLift(change: "a TC string from a Google-certified CMP (let the CMP ask)", to: nil)
            return verdict
        }
        guard reading.modelFromTCString, let model = reading.model else {
            return AdEligibility(
                kind: .none,
                reasonDetails: notes.filter { $0.rule != nil } + [
                    VerdictReason(message: "the TC string is invalid: \(reading.tcStringError ?? tc)", rule: .invalidTCString)
                ],
                idfaAvailable: idfa)
        }
        var verdict = evaluate(model, context: context)
        verdict.idfaAvailable = idfa
        verdict.reasonDetails += notes
        return verdict
    }

    /// The verdict for a decoded TC string under GDPR, as of `today`, for a request from outside the EEA.
    public static func evaluate(_ model: TCModel, today: CivilDate) -> AdEligibility {
        evaluate(model, context: ServingContext(today: today))
    }

    /// The verdict for a decoded TC string under GDPR in `context`, with the least change that lifts it.
    public static func evaluate(_ model: TCModel, context: ServingContext) -> AdEligibility {
        var verdict = decide(model, context)
        if verdict.kind.rank <= AdRequestKind.limited.rank { verdict.lift = lift(model, context, from: verdict.kind) }
        return verdict
    }

    /// "EEA/UK", "UK" or "Swiss", as reasons name the request's origin.
    static func regionName(_ region: AdRequestRegion) -> String {
        switch region {
        case .eea: "EEA/UK"
        case .uk: "UK"
        case .switzerland: "Swiss"
        case .other: "non-EEA"
        }
    }

    /// The verdict without the lift: invalidating rules, then the best serving mode, then the caps.
    static func decide(_ model: TCModel, _ context: ServingContext) -> AdEligibility {
        if expired(model, context) {
            let updated = CivilDate(deciseconds: model.lastUpdated)
            let expiry = expiry(of: model)
            return AdEligibility(
                kind: .none,
                reasonDetails: [
                    VerdictReason(
                        code: GoogleTCFErrorCode.expired,
                        message: "the TC string was last updated on \(updated), more than \(validityMonths) months ago (expired \(expiry))",
                        rule: .thirteenMonths)
                ],
                idfaAvailable: false)
        }
        if context.inForce(.serviceSpecific), !model.isServiceSpecific {
            return AdEligibility(
                kind: .none,
                reasonDetails: [
                    VerdictReason(
                        code: GoogleTCFErrorCode.globalScope, message: "the TC string is not service-specific (IsServiceSpecific = 0)",
                        rule: .serviceSpecific)
                ],
                idfaAvailable: false)
        }
        var verdict = servingMode(model, context)
        let caps = caps(model, context)
        if !caps.isEmpty, verdict.kind.rank > AdRequestKind.limited.rank {
            verdict.kind = .limited
            verdict.reasonDetails = caps
        } else {
            verdict.reasonDetails += caps
        }
        if let unknown = unknownCertification(model, context) {
            // Never silently limited: the verdict is the certified one, and the other one travels with it.
            if verdict.kind.rank > AdRequestKind.limited.rank { verdict.ifNotCertified = .limited }
            let other = verdict.ifNotCertified.map { ", \($0) if not" } ?? ""
            let kind = verdict.kind
            verdict.reasonDetails.append(
                VerdictReason(message: unknown() + ": certification unknown — \(kind) if certified\(other)", rule: context.certifiedCMPRule))
        }
        if model.tcfPolicyVersion < 4, context.inForce(.tcfV21Accepted) {
            let version = model.tcfPolicyVersion
            verdict.reasonDetails.append(
                VerdictReason(
                    message: "TCF policy version \(version) (TCF v2.1 era): Google keeps accepting it (the IAB does not; see doctor)",
                    rule: .tcfV21Accepted))
        }
        return verdict
    }

    /// The day `model`'s string stops being valid: `validityMonths` after its last update.
    static func expiry(of model: TCModel) -> CivilDate {
        CivilDate(deciseconds: model.lastUpdated).adding(months: validityMonths)
    }

    /// Whether the 13-month rule refuses `model`'s string in `context`.
    static func expired(_ model: TCModel, _ context: ServingContext) -> Bool {
        context.inForce(.thirteenMonths) && context.today >= expiry(of: model)
    }

    /// Rules that hold a request at limited ads whatever the user chose: a CMP Google has not
    /// certified (EEA, UK, Switzerland), and a TCF 2.3 string without Google in its DisclosedVendors.
    static func caps(_ model: TCModel, _ context: ServingContext) -> [VerdictReason] {
        var caps: [VerdictReason] = []
        if let rule = context.certifiedCMPRule {
            let cmp = model.cmpId
            let region = regionName(context.region)
            switch context.certification(of: cmp) {
            case .certified, .unknown: break
            case .webOnly(let row):
                caps.append(
                    VerdictReason(
                        message:
                            "CMP \(cmp) (\(MessageText.line(row.name, limit: 60))) is Google-certified for the web only, which does not count in an app: \(region) requests get at most limited ads",
                        rule: rule))
            case .notCertified(let why):
                caps.append(
                    VerdictReason(
                        message: "CMP \(cmp) is not a Google-certified CMP (\(why)): \(region) requests get at most limited ads", rule: rule))
            }
        }
        if let problem = disclosedVendorsGap(model, today: context.today) {
            caps.append(
                VerdictReason(code: GoogleTCFErrorCode.disclosedVendors, message: problem() + ": at most limited ads", rule: .disclosedVendors))
        }
        return caps
    }

    /// Why the certification of `model`'s CMP is unknown (worded when called), where the
    /// certified-CMP rule applies, or nil.
    static func unknownCertification(_ model: TCModel, _ context: ServingContext) -> (@Sendable () -> String)? {
        let cmp = model.cmpId
        guard context.certifiedCMPRule != nil, case .unknown(let name, let why) = context.certification(of: cmp) else { return nil }
        return { "CMP \(cmp) (\(MessageText.line(name, limit: 60)), \(why))" }
    }

    /// Whether `model`'s CMP counts as Google-certified where the certified-CMP rule applies: certified
    /// for apps, or of unknown certification (read as certified, with the other verdict beside it).
    static func certifiedOrUnknown(_ model: TCModel, _ context: ServingContext) -> Bool {
        switch context.certification(of: model.cmpId) {
        case .certified, .unknown: true
        case .webOnly, .notCertified: false
        }
    }

    /// What the TCF 2.3 rule finds wrong with `model`'s DisclosedVendors segment on `today`, or nil:
    /// the one check the verdict and `doctor` share.
    public static func disclosedVendorsProblem(_ model: TCModel, today: CivilDate) -> String? {
        disclosedVendorsGap(model, today: today)?()
    }

    /// The check of `disclosedVendorsProblem`, its words made only when called.
    static func disclosedVendorsGap(_ model: TCModel, today: CivilDate) -> (@Sendable () -> String)? {
        let rule = GoogleServingRules.rule(.disclosedVendors)
        let created = CivilDate(deciseconds: model.created)
        guard rule.isInForce(on: today), created >= rule.effective else { return nil }
        guard let disclosed = model.disclosedVendors else {
            let effective = rule.effective
            return {
                "the TC string, created \(created), has no DisclosedVendors segment (mandatory under TCF 2.3 for strings created from \(effective))"
            }
        }
        guard disclosed.contains(googleVendorID) else {
            return { "vendor \(googleVendorID) (Google) is not in the TC string's DisclosedVendors segment (TCF 2.3)" }
        }
        return nil
    }

    /// Whether Google serves limited ads in an app on `model`'s string at all: "LTD on apps will only be
    /// supported for the IAB TCF v2.2 framework" (support.google.com/admob/answer/10105530), that is a
    /// TCF policy version of 4 (TCF v2.2) or later (5, TCF 2.3, keeps the v2.2 framework).
    public static func limitedAdsSupported(_ model: TCModel) -> Bool { model.tcfPolicyVersion >= 4 }

    /// Whether transparency is established for Google as a vendor: vendor 755 disclosed in the
    /// DisclosedVendors segment, or, in a string without that segment (before TCF 2.3), vendor 755's
    /// consent or legitimate-interest bit, the only trace of its disclosure such a string carries. An
    /// objected legitimate interest removes a legal basis, not the disclosure (see the Limited ads 2.0
    /// rule's note).
    public static func googleDisclosed(_ model: TCModel) -> Bool {
        if let disclosed = model.disclosedVendors { return disclosed.contains(googleVendorID) }
        return model.vendorConsents.contains(googleVendorID) || model.vendorLegitimateInterests.contains(googleVendorID)
    }

    /// The best serving mode whose requirements `model` meets under the rules in force.
    static func servingMode(_ model: TCModel, _ context: ServingContext) -> AdEligibility {
        let g = googleVendorID
        let vendorConsent = model.vendorConsents.contains(g)
        let vendorLI = model.vendorLegitimateInterests.contains(g)
        let restrictions = model.publisherRestrictions.filter { $0.vendorIds.contains(g) }
        func restriction(_ p: Int) -> RestrictionType? { restrictions.first { $0.purposeId == p }?.restrictionType }
        func byConsent(_ p: Int) -> Bool {
            restriction(p) != .notAllowed && restriction(p) != .requireLegitimateInterest && model.purposesConsent.contains(p) && vendorConsent
        }
        func byLI(_ p: Int) -> Bool {
            restriction(p) != .notAllowed && restriction(p) != .requireConsent && model.purposesLITransparency.contains(p) && vendorLI
        }

        /// Why purpose `p` is not allowed for Google by consent (worded when called), or nil when it is.
        func consentGap(_ p: Int) -> (@Sendable () -> String)? {
            if restriction(p) == .notAllowed { return { "the publisher does not allow vendor \(g) purpose \(p)" } }
            if restriction(p) == .requireLegitimateInterest { return { "the publisher requires legitimate interest for vendor \(g) purpose \(p)" } }
            if !model.purposesConsent.contains(p) { return { "purpose \(p) consent missing for vendor \(g)" } }
            if !vendorConsent { return { "vendor \(g) has no consent (needed for purpose \(p))" } }
            return nil
        }
        /// Why purpose `p` is allowed neither by consent nor by legitimate interest (worded when
        /// called), or nil when it is.
        func basisGap(_ p: Int) -> (@Sendable () -> String)? {
            if restriction(p) == .notAllowed { return { "the publisher does not allow vendor \(g) purpose \(p)" } }
            if byConsent(p) || byLI(p) { return nil }
            return { "purpose \(p) has neither consent nor legitimate interest for vendor \(g)" }
        }
        /// A publisher restriction that forbids Google a purpose is 1.1's "publisher restrictions" case.
        func coded(_ p: Int, _ words: @escaping @Sendable () -> String) -> VerdictReason {
            VerdictReason(code: restriction(p) == .notAllowed ? GoogleTCFErrorCode.vendorNotAllowed : nil, message: words())
        }

        // Personalized and non-personalized ads.
        let googleAllowed = vendorConsent || vendorLI
        let basicGaps = basicPurposes.compactMap { p in basisGap(p).map { coded(p, $0) } }
        let purposeOne = consentGap(1).map { gap in
            VerdictReason(
                code: restriction(1) == .notAllowed ? GoogleTCFErrorCode.vendorNotAllowed : GoogleTCFErrorCode.noPurposeOneConsent, message: gap())
        }
        var whyNot: [VerdictReason]
        if !googleAllowed {
            whyNot = [
                VerdictReason(code: GoogleTCFErrorCode.vendorNotAllowed, message: "vendor \(g) (Google) has neither consent nor legitimate interest")
            ]
        } else if !basicGaps.isEmpty {
            whyNot = basicGaps
        } else if let purposeOne {
            whyNot = [purposeOne]
        } else {
            let personalGaps = personalisationPurposes.compactMap(consentGap)
            if personalGaps.isEmpty {
                return AdEligibility(
                    kind: .personalized,
                    reasonDetails: [
                        VerdictReason(message: "vendor \(g) has consent for purposes 1, 3, 4 and a legal basis for 2, 7, 9, 10", rule: .personalized)
                    ], idfaAvailable: false)
            }
            return AdEligibility(
                kind: .nonPersonalized,
                reasonDetails: personalGaps.map { gap in VerdictReason(message: gap() + ": non-personalized ads (npa=1)", rule: .nonPersonalized) },
                idfaAvailable: false)
        }

        // Neither: what is left depends on the date, and in apps on the string's TCF version.
        if !limitedAdsSupported(model), context.inForce(.limitedAds) || context.inForce(.limitedAds2) {
            let rule: ServingRuleID = context.inForce(.limitedAds2) ? .limitedAds2 : .limitedAds
            let version = model.tcfPolicyVersion
            return AdEligibility(
                kind: .none,
                reasonDetails: whyNot.map { $0.credited(to: rule) } + [
                    VerdictReason(
                        message:
                            "TCF policy version \(version) is not TCF v2.2: limited ads in apps are supported only for TCF v2.2 strings (policy version 4 or later)",
                        rule: rule)
                ], idfaAvailable: false)
        }
        if context.inForce(.limitedAds2) {
            for i in whyNot.indices { whyNot[i].rule = .limitedAds2 }
            if googleDisclosed(model) {
                if whyNot.count == 1, let only = whyNot.first, only.code == GoogleTCFErrorCode.noPurposeOneConsent {
                    return AdEligibility(
                        kind: .limited,
                        reasonDetails: [VerdictReason(code: only.code, message: only.message + ": only limited ads", rule: .limitedAds2)],
                        idfaAvailable: false)
                }
                whyNot.append(
                    VerdictReason(
                        message: "vendor \(g) is disclosed (transparency for Google and Special Purposes 1 and 2): limited ads 2.0",
                        rule: .limitedAds2))
                return AdEligibility(kind: .limited, reasonDetails: whyNot, idfaAvailable: false)
            }
            whyNot.append(
                VerdictReason(
                    code: GoogleTCFErrorCode.vendorNotAllowed,
                    message: "vendor \(g) (Google) is not disclosed: no transparency for Google as a vendor, not even limited ads",
                    rule: .limitedAds2))
            return AdEligibility(kind: .none, reasonDetails: whyNot, idfaAvailable: false)
        }
        if context.inForce(.limitedAds), googleAllowed, basicGaps.isEmpty, let purposeOne {
            return AdEligibility(
                kind: .limited,
                reasonDetails: [VerdictReason(code: purposeOne.code, message: purposeOne.message + ": only limited ads", rule: .limitedAds)],
                idfaAvailable: false)
        }
        let anyBasis = (1...24).contains { byConsent($0) || byLI($0) }
        if context.inForce(.technicalAdDelivery), !anyBasis, googleDisclosed(model) {
            whyNot.append(
                VerdictReason(
                    message:
                        "no consent or legitimate interest for any purpose, vendor \(g) disclosed: technical ad delivery (Special Purpose 2 only)",
                    rule: .technicalAdDelivery))
            return AdEligibility(kind: .technical, reasonDetails: whyNot, idfaAvailable: false)
        }
        let rule: ServingRuleID = context.inForce(.limitedAds) ? .limitedAds : .nonPersonalized
        return AdEligibility(
            kind: .none, reasonDetails: whyNot.map { $0.credited(to: rule) }, idfaAvailable: false)
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
        region: AdRequestRegion = .other, certifiedCMPs: CertifiedCMPList = .embedded
    ) -> AdEligibility {
        evaluate(
            gdprApplies: gdprApplies, tcString: tcString, att: att,
            context: ServingContext(today: today, region: region, certifiedCMPs: certifiedCMPs))
    }

    /// The same verdict in `context`.
    public static func evaluate(gdprApplies: InAppValue?, tcString: InAppValue?, att: ATTrackingStatus?, context: ServingContext) -> AdEligibility {
        let gdpr: Int? = if case .number(let n)? = gdprApplies { n } else { nil }
        let tc: String? = if case .string(let s)? = tcString { s } else { nil }
        var reading = InAppReading(
            gdprApplies: gdpr, cmpSdkID: nil, cmpSdkVersion: nil, policyVersion: nil, tcString: tc, model: nil,
            modelFromTCString: false, tcStringError: nil, additionalConsent: nil, issues: [])
        // The model is consulted only where GDPR applies or may (an unset key in a certified-CMP
        // region); where the string does not decode, `read` would rebuild a model from the
        // binary-string keys, which the verdict ignores just the same.
        if gdpr == 1 || gdpr == nil, let tc {
            do {
                reading.model = try TCString.decode(tc)
                reading.modelFromTCString = true
            } catch {
                reading.tcStringError = "\(error)"
            }
        }
        return evaluate(reading, att: att, context: context)
    }
}

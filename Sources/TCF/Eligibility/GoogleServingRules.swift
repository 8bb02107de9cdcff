import Basics

/// Google's serving rules (and the two IAB rules `doctor` checks) as one dated table: what each rule
/// does, its sources, and the days it is in force. `GoogleAdEligibility` applies the rules in force on
/// the simulated date, `DeviceDoctor` reports from the same entries, and `consentsim rules` and the
/// Verdicts article print them. Where a page carries no date, the note says which date consentsim uses and why.
public enum GoogleServingRules {
    /// The day Google's ad systems began reading TCF v2 strings (15 August 2020, the start of Google's
    /// 90-day TCF v2 grace period as Didomi's "Set up Google Advertising Products in the TCF" quotes it;
    /// Ad Manager answer 13554116: "In 2020, we integrated our ads systems with the TCF").
    public static let tcfV2Integration = CivilDate(year: 2020, month: 8, day: 15)
    /// Limited ads 2.0 (Sourcepoint, "Google Limited Ads 2.0 (GDPR TCF)": "In April 2025, Google replaced
    /// Limited ads and Technical ad delivery"); only the month is published, so the 1st.
    public static let limitedAds2Launch = CivilDate(year: 2025, month: 4, day: 1)
    /// The IAB's TCF v2.2 switch-over: from 20 November 2023 CMPs had to write TCF v2.2 strings (policy
    /// version 4), the only strings that get limited ads in apps.
    public static let tcfV22SwitchOver = CivilDate(year: 2023, month: 11, day: 20)
    /// The first day a TC string must carry the DisclosedVendors segment (IAB TCF 2.3: transition until
    /// 28 February 2026; Google validates strings created from 1 March 2026).
    public static let tcf23Deadline = CivilDate(year: 2026, month: 3, day: 1)

    static let adServingModes =
        "developers.google.com/admob/ios/privacy/ad-serving-modes (\"Ad serving modes\", AdMob iOS, Android, Unity and Flutter; page updated 2025-08-31)"
    static let troubleshooting = "support.google.com/admob/answer/9999955 (\"Troubleshooting IAB EU TCF v2.2 implementation\", 2023)"

    /// Every rule, in the order the verdict applies them.
    public static let table: [ServingRule] = [
        ServingRule(
            id: .tcfScope, title: "TCF scope",
            effect: "IABTCF_gdprApplies unset or 0: TCF does not govern the request (personalized, unless another rule applies)",
            sources: ["IAB TCF CMP API v2, in-app details (IABTCF_gdprApplies: 1 applies, 0 does not, unset undetermined)"],
            effective: tcfV2Integration),
        ServingRule(
            id: .noTCString, title: "No TC string", effect: "GDPR applies but no TC string is stored: no ads",
            errorCode: GoogleTCFErrorCode.noTCString, sources: [troubleshooting], effective: tcfV2Integration,
            note: "In an app the SDK reads the stored key, so a missing IABTCF_TCString is the analogue of the tag receiving none."),
        ServingRule(
            id: .invalidTCString, title: "Invalid TC string", effect: "a TC string that does not decode: no ads",
            sources: [
                "developers.google.com/tag-platform/security/guides/implement-TCF-strings (Google accepts only TC strings implemented as the TCF specifies)"
            ],
            effective: tcfV2Integration),
        ServingRule(
            id: .certifiedCMP, title: "Google-certified CMP (EEA, UK)",
            effect: "EEA and UK requests without a TC string from a Google-certified CMP: at most limited ads",
            sources: [
                "support.google.com/admob/answer/13554116 (certified-CMP requirement for publishers, with the list of certified CMPs)",
                "support.google.com/adsense/answer/14210870 (Limited ads: \"requests from the EEA, the UK, or Switzerland that don't include a TC string from a Google-certified CMP\")",
            ],
            effective: CivilDate(year: 2024, month: 1, day: 16),
            note:
                "Enforced on part of the traffic from 16 January 2024 and on all of it by the end of February 2024 (Google's reminder as quoted by publishers); consentsim applies it from the first day. Only CMPs certified for apps count (the list's Platform column). A CMP the IAB registers but the list in use does not name reads as \"certification unknown\", with the verdict if certified and the one if not. The lists (consentsim rules prints them): "
                + CertifiedCMPList.embedded.summary + "; " + IABCMPList.embedded.summary + "."
        ),
        ServingRule(
            id: .certifiedCMPSwitzerland, title: "Google-certified CMP (Switzerland)",
            effect: "Swiss requests without a TC string from a Google-certified CMP: at most limited ads",
            sources: [
                "support.google.com/admob/answer/13554116 (\"Switzerland: As of 31 July 2024, a certified CMP integrated with the TCF is required\")"
            ],
            effective: CivilDate(year: 2024, month: 7, day: 31)),
        ServingRule(
            id: .thirteenMonths, title: "13-month validity",
            effect: "a TC string last updated more than 13 months ago is no longer valid: no ads",
            errorCode: GoogleTCFErrorCode.expired, sources: [troubleshooting], effective: tcfV2Integration,
            note: "Google's page does not date the rule; consentsim applies it from the TCF v2 integration."),
        ServingRule(
            id: .tcfV21Accepted, title: "TCF v2.1 strings accepted",
            effect:
                "a TC string with a policy version below 4 (TCF v2.1 era) is read like any other, except that in apps it gets no limited ads: Google decides what Google serves, and Google says it keeps accepting them",
            sources: [
                "support.google.com/admanager/answer/9999955 and support.google.com/admob/answer/9999955?hl=en-GB (\"Troubleshooting IAB EU TCF v2.2 implementation\", stored copies, undated: \"TCF v2.1: We'll continue accepting TCF v2.1 strings, but encourage CMPs to follow IAB guidance\")",
                "support.google.com/admob/answer/9760862 (the same sentence, \"We will continue accepting TCF v2.1 strings\")",
            ], effective: tcfV2Integration,
            note:
                "Re-checked against the stored copies of 9999955: the sentence is in the TCF v2.2 version of the page (Ad Manager's, and AdMob's British-English copy); an older AdMob copy, \"Troubleshooting TCF v2.0 implementation\", predates it and does not have it. In apps such a string still gets no limited ads (see limited-ads)."
        ),
        ServingRule(
            id: .iabPolicyVersion4, authority: .iab, title: "IAB: policy version 4 or later",
            effect: "the IAB deems a TC string with a policy version below 4 invalid (a doctor problem; Google's verdict is unchanged)",
            sources: [
                "InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework PR 334 (\"Post 30 September 2023 a TC String with a policy version set to smaller than 4 will be deemed invalid\")"
            ],
            effective: CivilDate(year: 2023, month: 10, day: 1),
            note:
                "A reviewer of PR 334 called the date \"not a finalized deadline\"; the merged text keeps it. PR 378 (2024) removed the older rule that any policy-version change invalidates a string, so a policy-4 string under a policy-5 list is not a problem."
        ),
        ServingRule(
            id: .serviceSpecific, title: "Service-specific strings only",
            effect: "a TC string with IsServiceSpecific 0 (global scope): no ads",
            errorCode: GoogleTCFErrorCode.globalScope,
            sources: [
                "help.quantcast.com/hc/en-us/articles/1500002004841 (\"Global scope is not allowed when working with Google (see 5.1 error in Google's Troubleshooting TCF v2.0 implementation)\")"
            ],
            effective: tcfV2Integration),
        ServingRule(
            id: .personalized, title: "Personalized ads",
            effect: "vendor 755 allowed, consent for purposes 1, 3, 4 and consent or legitimate interest for 2, 7, 9, 10",
            sources: [adServingModes, "support.google.com/admob/answer/9760862"], effective: tcfV2Integration),
        ServingRule(
            id: .nonPersonalized, title: "Non-personalized ads",
            effect: "as personalized without purposes 3 and 4: non-personalized ads (npa=1)",
            sources: [adServingModes, "support.google.com/admob/answer/9760862"], effective: tcfV2Integration),
        ServingRule(
            id: .limitedAds, title: "Limited ads (apps: TCF v2.2 strings)",
            effect:
                "no consent for purpose 1, vendor 755 allowed with consent or legitimate interest for 2, 7, 9, 10, and a TCF v2.2 string (policy version 4 or later): limited ads; an older string gets none",
            errorCode: GoogleTCFErrorCode.noPurposeOneConsent,
            sources: [
                "support.google.com/admob/answer/10105530 (\"Limited ads\", stored copy, undated: \"If a publisher uses the IAB TCF v2.2 consent framework, we will attempt to serve an eligible limited ad when there is no consent for Purpose 1\"; \"LTD on apps will only be supported for the IAB TCF v2.2 framework at this time\")",
                "support.google.com/admanager/answer/9882911 (TCF v2.0 text, for the web: \"we will attempt to serve an eligible limited ad when there is no consent for Purpose 1\")",
            ],
            effective: tcfV22SwitchOver, until: limitedAds2Launch,
            note:
                "On the web limited ads date from the TCF v2 integration (2020-08-15); in apps only TCF v2.2 strings get them, and AdMob's page gives no date, so consentsim starts the app rule at the IAB's v2.2 switch-over (20 November 2023), when CMPs had to write v2.2 strings. Before it, and for older strings, a refused purpose 1 serves nothing in an app. The older AdMob text kept purposes 2, 7, 9, 10 and vendor 755 as for non-personalized ads; anything less served nothing."
        ),
        ServingRule(
            id: .technicalAdDelivery, title: "Technical ad delivery",
            effect:
                "no consent or legitimate interest for any purpose, vendor 755 disclosed: ads delivered on Special Purpose 2 alone (IP address only)",
            sources: [
                "support.google.com/admanager/answer/12767726 (\"Technical ad delivery (Beta)\": allowlisted publishers, reservations and mediation only)",
                adServingModes + " (still lists it)",
            ],
            effective: tcfV22SwitchOver, until: limitedAds2Launch,
            note:
                "Neither page is dated; its TCF v2.2 wording fits no earlier than the IAB's v2.2 switch-over (20 November 2023), so consentsim starts it there. It was a beta for allowlisted publishers; consentsim offers it to every app. The developer page still lists it after April 2025, but the help centre and CMP notes say Limited ads 2.0 replaced it, and the help centre decides here."
        ),
        ServingRule(
            id: .limitedAds2, title: "Limited ads 2.0",
            effect:
                "when personalized and non-personalized ads are not allowed but transparency is established for Special Purposes 1 and 2 and Google as a vendor (vendor 755 disclosed): limited ads; without it, no ads",
            errorCode: GoogleTCFErrorCode.vendorNotAllowed,
            sources: [
                "support.google.com/admanager/answer/9882911 and support.google.com/adsense/answer/14210870 (current text: \"transparency has been established for Special Purpose 1 …, Special Purpose 2 …, and Google as a vendor\")",
                "docs.sourcepoint.com article 40607415478035, \"Google Limited Ads 2.0 (GDPR TCF)\" (\"In April 2025, Google replaced Limited ads and Technical ad delivery\")",
            ],
            effective: limitedAds2Launch,
            note:
                "In apps only for TCF v2.2 strings (policy version 4 or later), as AdMob answer 10105530 still says. Transparency for Google is its disclosure, not a legal basis: the DisclosedVendors segment records it; strings without that segment (before TCF 2.3) show it only as vendor 755's consent or legitimate-interest bit. An objected legitimate interest therefore leaves Google disclosed: special purposes carry no right to object (IAB TCF Policy), and Google's TCF 2.3 note reads disclosure from the DisclosedVendors segment. Only the month is published."
        ),
        ServingRule(
            id: .disclosedVendors, title: "TCF 2.3 DisclosedVendors",
            effect:
                "a TC string created on or after 1 March 2026 without the DisclosedVendors segment, or without vendor 755 in it: at most limited ads",
            errorCode: GoogleTCFErrorCode.disclosedVendors,
            sources: [
                "Google's TCF v2.3 note (Ad Manager integration text as quoted by CMPs: \"Failure to meet this requirement may cause the associated ad request to be defaulted to Limited Ads\"); the AdSense Help Center announcement of 2 March 2026 with error 1.4, as reported by ppc.land (\"Google's TCF v2.3 deadline hits publishers\")",
                "IAB TCF 2.3 (released 19 June 2025; transition until 28 February 2026, strings created before stay valid); SirDataFR/iabtcfv2 PR 7 validates by the Created date",
            ],
            effective: tcf23Deadline,
            note:
                "Google says such requests \"may\" default to limited ads or be dropped; consentsim caps them at limited. Google's own help-page number for the note was not found."
        ),
        ServingRule(
            id: .underAgeOfConsent, title: "Under age of consent (TFUA)",
            effect:
                "a request tagged for under age of consent: at most non-personalized ads (\"disables personalized advertising, including remarketing\")",
            sources: ["support.google.com/admob/answer/9009425"], effective: CivilDate(year: 2018, month: 5, day: 25),
            note: "Dated from the GDPR's first day, when Google introduced the tag; the page itself is not dated."),
        ServingRule(
            id: .restrictedDataProcessing, title: "Restricted data processing (US states)",
            effect: "gad_rdp, a US Privacy string opting out of sale, or a GPP usnat opt-out: non-personalized ads only",
            sources: [
                "developers.google.com/admob/ios/privacy/us-states (page updated 2026-02-05)", "support.google.com/admob/answer/14125907",
                "support.google.com/admanager/answer/14117973",
            ],
            effective: CivilDate(year: 2020, month: 1, day: 1),
            note: "Dated from the CCPA's first day, for which Google introduced restricted data processing; the pages are not dated."),
        ServingRule(
            id: .consentMode, title: "Consent Mode from the IABTCF keys (Firebase)",
            effect:
                "only with vendor 755 consent, IABTCF_gdprApplies 1 and IABTCF_EnableAdvertiserConsentMode 1, from consent bits alone: ad_storage = purpose 1; ad_personalization = purposes 3 and 4; ad_user_data = purposes 1 and 7 (policy version 4 or later); analytics_storage is never set; otherwise nothing",
            sources: [
                "developers.google.com/tag-platform/security/guides/implement-TCF-strings (\"Google's TCF integration was updated in November 2023 to map to the new consent parameters ad_user_data and ad_personalization\"; a CMP turns the integration on with enableAdvertiserConsentMode; apps turn it off with GOOGLE_ANALYTICS_TCF_DATA_ENABLED)",
                "Google Analytics for Firebase for Android, two public decompilations of its TCF client (keys read: IABTCF_VendorConsents character 755, IABTCF_gdprApplies, IABTCF_EnableAdvertiserConsentMode, IABTCF_PolicyVersion, IABTCF_PurposeConsents; seen 2026-11-29)",
                "UMP iOS 3.0.0 / Android 3.2.0 set all four signals themselves when consent mode is on in AdMob (\"Interpret consent mode values\", page updated 2025-09-04), stored as UMP_consentModeValues (developers.google.com/funding-choices/fc-sdks)",
            ],
            effective: CivilDate(year: 2023, month: 11, day: 1),
            note:
                "Only the month is published. Before it, only ad_storage followed purpose 1. The conditions and the consent-bits-only reading are the SDK's code, not a published page; which of UMP's call and the TCF reading Firebase keeps is not published (consentsim keeps UMP's)."
        ),
    ]

    /// Each id's place in `table`, by the id's `ordinal`. A verdict asks about rules a dozen times;
    /// scanning the table and copying a rule with its texts each time was a third of `doctor
    /// --batch`'s time.
    static let places: [Int] = ServingRuleID.allCases.map { id in table.firstIndex { $0.id == id } ?? 0 }

    /// Each id's days in force, by the id's `ordinal`: from the first day, before the end if any.
    static let periods: [(effective: Int, until: Int)] = ServingRuleID.allCases.map { id in
        let rule = table[places[id.ordinal]]
        return (rule.effective.daysSinceEpoch, rule.until?.daysSinceEpoch ?? Int.max)
    }

    /// The rule with `id`.
    public static func rule(_ id: ServingRuleID) -> ServingRule {
        // Every id has exactly one entry (a unit test checks it).
        table[places[id.ordinal]]
    }

    /// Whether `id` is in force on `date` (`ServingRule.isInForce`, without copying the rule).
    public static func isInForce(_ id: ServingRuleID, on date: CivilDate) -> Bool { isInForce(id, day: date.daysSinceEpoch) }

    /// Whether `id` is in force on the day `day` days after the epoch.
    static func isInForce(_ id: ServingRuleID, day: Int) -> Bool {
        let period = periods[id.ordinal]
        return day >= period.effective && day < period.until
    }

    /// The rules in force on `date`, in table order.
    public static func inForce(on date: CivilDate) -> [ServingRule] {
        table.filter { $0.isInForce(on: date) }
    }
}

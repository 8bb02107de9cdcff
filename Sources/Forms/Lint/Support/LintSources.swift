/// The public source of each lint rule (regulators' guidance, the IAB's TCF policy, Apple's HIG), as
/// findings and `lint --explain` quote them.
enum LintSources {
    static let g1 =
        "EDPB Cookie Banner Taskforce report (18 Jan 2023) type A para 8; CNIL guidelines Oct 2020 (\"refuser doit être aussi simple qu'accepter\")"
    static let g2 = "DSK Orientierungshilfe Telemedien 2021 p.14; Bavarian DPA 2021; LfD Niedersachsen"
    static let g3 =
        "CNIL formal notices 2024 (\"mise en valeur disproportionnée\"); LfDI BW FAQ A.4.3; LG Rostock 2021; thesis heuristics: area ratio 1.5, ΔE CMC 30"
    static let g4 = "GDPR Recital 32; EDPB Cookie Banner Taskforce report (18 Jan 2023), pre-ticked boxes"
    static let g6 = "DSK Orientierungshilfe Telemedien 2021 p.14; LfDI BW FAQ B.1.3.12.1"
    static let g7 = "LfDI BW FAQ B.1.3.7"
    static let g9 = "GDPR Art. 7(3); EDPB Guidelines 05/2020 para 114; AdMob help 14189727 (consent revocation link)"
    static let g12 = "LfDI BW FAQ B.1.3.1"
    static let g13 = "UMP \"Close (do not consent)\" (AdMob help 10113207); CNIL \"Continuer sans accepter\""
    static let t1 = "IAB TCF v2.2 policy changes (iabeurope.eu/tcf-faqs): layer 1 shows the number of vendors and links the list"
    static let t3 = "TCF v2.2 Policies via iubenda help 140986: required elements visible before consent, no truncated text"
    static let t4 = "TCF v2.2 Policies via iubenda help 140986: calls to action legible, contrast at least 5:1"
    static let t4Text =
        "W3C WCAG 2.1, success criterion 1.4.3 Contrast (Minimum), level AA (w3.org/TR/WCAG21/#contrast-minimum): text at least 4.5:1, large text 3:1; contrast ratio (L1 + 0.05) / (L2 + 0.05) of relative luminances L = 0.2126 R + 0.7152 G + 0.0722 B (w3.org/TR/WCAG21/#dfn-relative-luminance)"
    static let t5 = "IAB TCF v2.2 FAQ (iabeurope.eu/tcf-faqs): purposes 3-6 consent only; purpose 1 consent only"
    static let t12 = "IAB TCF FAQ (iabeurope.eu/tcf-faqs): legitimate-interest disclosure and right to object reachable from layer 1"
    static let t13 =
        "IAB Europe TCF Policies, Appendix A (the standard names, descriptions and illustrations of purposes and features) and their official translations (vendor-list.consensu.org/v3/purposes-<lang>.json); IAB Tech Lab consent string spec, UseNonStandardTexts"
    static let a1 = "Apple HIG \"Accessing user data\" (Apr 2021): a pre-alert screen has one button like \"Continue\", never \"Allow\""
    static let a2 = "Apple HIG \"Accessing user data\" (Apr 2021): no arrows or highlights pointing at \"Allow\""
    static let a3 = "Apple HIG \"Accessing user data\"; Apple Support HT212025: no incentives, no withholding of content"
    static let a4 = "Apple Information Property List: NSUserTrackingUsageDescription (required, short, specific, localised)"
}

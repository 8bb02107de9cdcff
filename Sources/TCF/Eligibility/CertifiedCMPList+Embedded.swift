extension CertifiedCMPList {
    /// Google's list of certified CMPs (AdMob, Ad Manager and AdSense answer 13554116, "List of
    /// Google-certified CMPs", columns Certified CMP, TCF CMP ID, Platform) as a stored copy shows it.
    static let googleList =
        "support.google.com/admob/answer/13554116 (\"List of Google-certified CMPs\"; stored copy of the page as published before 16 January 2024, table cut after its fourth row)"
    /// A secondary page that names certified CMPs without ids or platforms.
    static let majira =
        "majira.co.ke, \"List Of All Google-certified CMPs\" (secondary, undated; names only, ids matched by name against the IAB list)"

    /// What consentsim could read of Google's list, row by row with where and when it was seen. Public
    /// copies show only part of a list of some 30 to 40 CMPs, so the list is not complete: an id the
    /// IAB registers and this list does not name reads as "certification unknown", with the verdict
    /// both ways. `--certified-cmps FILE` replaces it with a complete list.
    public static let embedded = CertifiedCMPList(
        entries: [
            CertifiedCMP(
                id: 7, name: "Didomi", platform: .unknown, seen: "2025-02-04",
                source:
                    "didomi.io blog, \"What are Google CMP certifications\" (2025-02-04: \"Google recently re-certified our Consent Management Platform (CMP) for publishers\")",
                note: "The CMP's own statement; the platform is not given."),
            CertifiedCMP(
                id: 31, name: "Consentmanager CMP", platform: .webAndApp, seen: "2023", source: googleList),
            CertifiedCMP(id: 63, name: "Clickio CMP", platform: .web, seen: "2023", source: googleList),
            CertifiedCMP(
                id: 134, name: "Cookiebot CMP", platform: .web, seen: "2023", source: googleList,
                note: "The copy's Platform cell is cut after \"We\"; Web is read from the IAB list, which registers Cookiebot for the web only."),
            CertifiedCMP(
                id: 279, name: "Osano CMP", platform: .unknown, seen: "undated", source: majira,
                note: "Id by name (IAB: Osano, Inc., web only)."),
            CertifiedCMP(
                id: 282, name: "Farlex CMP", platform: .unknown, seen: "undated", source: majira, note: "Id by name (IAB: Farlex Inc, web only)."),
            CertifiedCMP(
                id: 299, name: "Ezoic", platform: .unknown, seen: "undated", source: majira, note: "Id by name (IAB: Ezoic, web only)."),
            CertifiedCMP(
                id: googleCMPID, name: "Google consent management", platform: .webAndApp, seen: "2023",
                source: majira + " (\"Google consent management\")",
                note:
                    "The stored copy of Google's page stops before this row; web and app because UMP, Google's consent management for apps, writes CMP id 300."
            ),
            CertifiedCMP(
                id: 416, name: "Commanders Act CMP", platform: .web, seen: "2023", source: googleList,
                note:
                    "The IAB list of 2025-03-20 registers id 416 to Springer Nature AG & Co. KGAA and Commanders Act as 90; the id is kept as Google's page gives it."
            ),
        ],
        source: "support.google.com/admob/answer/13554116 (stored copy) and the sources named per row", dated: "read 2026-11", complete: false)
}

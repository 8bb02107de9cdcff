/// What UMP's first layer must disclose about vendors and legitimate interest (T1, T12).
enum VendorDisclosureRules {
    /// The first-layer texts always on screen; `intro` and `legitimateInterestNotice` sit behind
    /// "Learn more", so a count that appears only there is not shown before the user decides.
    static let visibleFirstLayerTexts: [TextKey] = [.title, .purposesSummary, .storeAccessSummary, .vendorsLink]

    static let t1 = LintRule(
        id: "T1", severity: .error,
        summary: "The first layer states the number of vendors ({vendorCount}) and links the vendor list",
        source: LintSources.t1
    ) { form, _ in
        guard let ump = form.ump else { return [] }
        let count = String(ump.shownVendors.count)
        var issues: [LintRule.Issue] = []
        // Grouped by the vendors link, which is where a finding points and what designers fix.
        for group in form.lintGroups([.vendorsLink]) {
            if form.lintTextIsBlank(.vendorsLink, group.language) {
                issues.append(
                    .init(
                        path: form.lintPath(.vendorsLink, group.language),
                        message: "the first layer in \(group.names) has no link to the vendor list: the vendorsLink text is empty"))
                continue
            }
            let silent = group.languages.filter { language in
                !visibleFirstLayerTexts.contains { key in
                    // ASCII digit runs over the bytes: Character properties cost most of `lint` on long texts.
                    form.lintText(key, language).utf8.split { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                        .contains { $0.elementsEqual(count.utf8) }
                }
            }
            guard !silent.isEmpty else { continue }
            issues.append(
                .init(
                    path: form.lintPath(.vendorsLink, group.language),
                    message:
                        "the first layer in \(silent.map(\.rawValue).joined(separator: ", ")) never states the number of vendors (\(count)): none of title, purposesSummary, storeAccessSummary or vendorsLink (\"\(form.lintText(.vendorsLink, group.language))\") shows {vendorCount}"
                ))
        }
        return issues
    }

    static let t12 = LintRule(
        id: "T12", severity: .warning,
        summary: "When legitimate interest is used, the first layer discloses it and the right to object",
        source: LintSources.t12
    ) { form, _ in
        guard let ump = form.ump, !ump.legitimateInterestPurposes.isEmpty else { return [] }
        return form.lintGroups([.legitimateInterestNotice]).compactMap { group in
            guard form.lintTextIsBlank(.legitimateInterestNotice, group.language) else { return nil }
            return .init(
                path: form.lintPath(.legitimateInterestNotice, group.language),
                message:
                    "legitimate interest is used (purposes \(ump.legitimateInterestPurposes.map(String.init).joined(separator: ", "))) but the first layer's legitimateInterestNotice is empty in \(group.names): users are not told they can object"
            )
        }
    }
}

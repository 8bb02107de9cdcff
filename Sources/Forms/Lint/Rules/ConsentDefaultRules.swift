import TCF

/// What the switches start as and which legal bases are offered (G4, G9, T5).
enum ConsentDefaultRules {
    static let g4 = LintRule(
        id: "G4", severity: .error,
        summary: "No pre-ticked consent: consent switches start off",
        source: LintSources.g4
    ) { form, _ in
        guard let ump = form.ump, ump.consentSwitch.defaultOn else { return [] }
        return [
            .init(
                path: "consentSwitch.defaultOn",
                message:
                    "consent switches start on (pre-ticked): Confirm choices would give consent the user never gave; set consentSwitch.defaultOn: false"
            )
        ]
    }

    static let g9 = LintRule(
        id: "G9", severity: .error,
        summary: "The app has a privacy-options entry point, so consent can be withdrawn as easily as given",
        source: LintSources.g9
    ) { form, _ in
        guard let ump = form.ump, !ump.privacyOptionsEntryPoint else { return [] }
        return [
            .init(
                path: "privacyOptionsEntryPoint",
                message:
                    "the app has no \"Privacy and cookie settings\" entry point, so users cannot re-open the form to withdraw consent; set privacyOptionsEntryPoint: true"
            )
        ]
    }

    /// Purposes that TCF v2.2 allows only with consent: 1 (storage and access) and 3-6 (profiles).
    static let consentOnlyPurposes: Set<Int> = [1, 3, 4, 5, 6]

    static let t5 = LintRule(
        id: "T5", severity: .error,
        summary: "Legitimate interest is never offered for purposes 1 and 3-6 (TCF v2.2)",
        source: LintSources.t5
    ) { form, _ in
        guard let ump = form.ump else { return [] }
        func name(_ id: Int) -> String { form.purposeName(id: id, language: .english).map { " (\($0))" } ?? "" }
        if let listed = ump.legitimateInterest.purposes, ump.legitimateInterest.shown {
            return listed.enumerated().compactMap { index, id in
                guard consentOnlyPurposes.contains(id) else { return nil }
                return .init(
                    path: "legitimateInterest.purposes[\(index)]",
                    message: "legitimate interest is offered for purpose \(id)\(name(id)), which TCF v2.2 allows only with consent")
            }
        }
        // No list: UMP shows an LI switch for each purpose a shown vendor claims LI for.
        return ump.legitimateInterestPurposes.filter(consentOnlyPurposes.contains).map { id in
            let claimants = ump.shownVendors.filter { $0.legIntPurposes.contains(id) }
            let names = claimants.prefix(3).map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            let more = claimants.count > 3 ? " and \(claimants.count - 3) more" : ""
            return .init(
                path: "vendors",
                message:
                    "legitimate interest is offered for purpose \(id)\(name(id)), which TCF v2.2 allows only with consent: claimed by \(names)\(more)"
            )
        }
    }
}

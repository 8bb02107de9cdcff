import Basics

extension TCModel {
    /// The largest value of the 36-bit Created / LastUpdated fields.
    public static let maxTimestamp: Int64 = (1 << 36) - 1

    /// Checks that every field fits its TC string width; throws for the first one that does not.
    ///
    /// Only the format is checked (widths, id ranges, letters), not TCF policy such as which
    /// purposes may carry legitimate interest.
    public func validate() throws(TCModelError) {
        try check("version", version, 2...2)
        try check("created", created, 0...TCModel.maxTimestamp)
        try check("lastUpdated", lastUpdated, 0...TCModel.maxTimestamp)
        try check("cmpId", cmpId, 0...4095)
        try check("cmpVersion", cmpVersion, 0...4095)
        try check("consentScreen", consentScreen, 0...63)
        try checkCode("consentLanguage", consentLanguage)
        try check("vendorListVersion", vendorListVersion, 0...4095)
        try check("tcfPolicyVersion", tcfPolicyVersion, 0...63)
        try checkIDs("specialFeatureOptIns", specialFeatureOptIns, max: 12)
        try checkIDs("purposesConsent", purposesConsent, max: 24)
        try checkIDs("purposesLITransparency", purposesLITransparency, max: 24)
        try checkCode("publisherCC", publisherCC)
        try checkRestrictions()
        if let publisherTC {
            try checkIDs("publisherTC.pubPurposesConsent", publisherTC.pubPurposesConsent, max: 24)
            try checkIDs("publisherTC.pubPurposesLITransparency", publisherTC.pubPurposesLITransparency, max: 24)
            try check("publisherTC.numCustomPurposes", publisherTC.numCustomPurposes, 0...63)
            let n = publisherTC.numCustomPurposes
            try checkIDs(
                "publisherTC.customPurposesConsent", publisherTC.customPurposesConsent, max: n,
                requirement: "ids must be in 1...numCustomPurposes (\(n))")
            try checkIDs(
                "publisherTC.customPurposesLITransparency", publisherTC.customPurposesLITransparency,
                max: n, requirement: "ids must be in 1...numCustomPurposes (\(n))")
        }
        // Vendor sets need no check: IDSet already limits ids to 1...65535, the 16-bit range.
    }

    private func checkRestrictions() throws(TCModelError) {
        for (i, r) in publisherRestrictions.enumerated() {
            try check("publisherRestrictions[\(i)].purposeId", r.purposeId, 1...63)
        }
        let canonical = PublisherRestriction.canonical(publisherRestrictions)
        if canonical.count > RangeEntries.maxEntries {
            throw TCModelError(
                field: "publisherRestrictions", value: "\(canonical.count) (purpose, type) pairs",
                requirement: "at most 4095 pairs fit NumPubRestrictions")
        }
        // Runs never outnumber half the id span, so only sets reaching past id 8190 need counting.
        for r in canonical where r.vendorIds.maxOrZero > 2 * RangeEntries.maxEntries {
            let runs = RangeEntries.stats(r.vendorIds).runs
            if runs > RangeEntries.maxEntries {
                throw TCModelError(
                    field: "publisherRestrictions(purposeId \(r.purposeId), \(r.restrictionType)).vendorIds",
                    value: "\(runs) runs", requirement: "at most 4095 runs of consecutive ids fit NumEntries")
            }
        }
    }
}

// Field names are autoclosures: building "publisherRestrictions[3].purposeId" for every valid
// entry would cost more than the check.
private func check<T: BinaryInteger>(
    _ field: @autoclosure () -> String, _ value: T, _ range: ClosedRange<T>
) throws(TCModelError) {
    guard range.contains(value) else {
        let requirement =
            range.lowerBound == range.upperBound
            ? "must be \(range.lowerBound)" : "must be in \(range.lowerBound)...\(range.upperBound)"
        throw TCModelError(field: field(), value: "\(value)", requirement: requirement)
    }
}

private func checkCode(_ field: String, _ code: String) throws(TCModelError) {
    guard TwoLetterCode.isValid(code) else {
        throw TCModelError(field: field, value: "\"\(code)\"", requirement: "must be two letters A-Z")
    }
}

private func checkIDs(
    _ field: String, _ ids: IDSet, max: Int, requirement: String? = nil
) throws(TCModelError) {
    guard let highest = ids.max, highest > max else { return }
    throw TCModelError(field: field, value: "\(ids)", requirement: requirement ?? "ids must be in 1...\(max)")
}

extension TCModel {
    /// The days a TC string can record: Created and LastUpdated count deciseconds since 1970-01-01 in
    /// 36 bits (IAB Tech Lab, "Consent string and vendor list formats v2", Final v2.2 of May 2023,
    /// core string table rows Created and LastUpdated; read at commit 10b489e of 2026-02-26 of
    /// InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework), so the last is 2187-10-06.
    public static let recordableDates = CivilDate(year: 1970, month: 1, day: 1)...CivilDate(deciseconds: maxTimestamp)
}

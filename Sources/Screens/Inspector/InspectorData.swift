import Flow
import Store
import TCF

/// The store inspector's content: every key of the app's domain with a typed value, marked by how
/// the last action changed it, plus the keys it removed.
package struct InspectorData: Hashable, Sendable {
    /// One key.
    package struct Entry: Hashable, Sendable {
        /// The key.
        package var key: String
        /// The value as shown: type and text (`Number 1`, `String "…"`, `ids 1-11 of 11`).
        package var value: String
        /// How the last action changed it (nil: unchanged).
        package var change: StoreDiff.Change?
    }

    /// Keys in display order: `IABTCF_*`, `IABGPP_*`, other app keys, then the simulator's private keys.
    package var entries: [Entry]
    /// How many keys the last action added, changed and removed.
    package var added: Int, changed: Int, removed: Int
    /// Both verdicts on these keys: Google's (with its TCF error codes) and the app's own checks.
    package var verdicts: [String] = []

    /// The inspector for `domain`, highlighting `diff` (the last action's changes).
    package init(domain: StoreDomain, diff: StoreDiff) {
        var entries: [Entry] = []
        for (key, value) in domain.entries {
            entries.append(Entry(key: key, value: InspectorData.describe(key: key, value: value), change: diff.change(forKey: key)))
        }
        for key in diff.removed { entries.append(Entry(key: key, value: "(removed)", change: .removed)) }
        entries.sort { (InspectorData.group($0.key), $0.key) < (InspectorData.group($1.key), $1.key) }
        self.entries = entries
        added = diff.added.count
        changed = diff.changed.count
        removed = diff.removed.count
    }

    /// The display group of a key: TCF, GPP, the app's own, the simulator's private keys.
    static func group(_ key: String) -> Int {
        if key.hasPrefix("IABTCF_") { return 0 }
        if key.hasPrefix("IABGPP_") || key.hasPrefix("IABUSPrivacy") { return 1 }
        if key.hasPrefix("consentsim.") { return 3 }
        return 2
    }

    /// Keys whose value is a string of `0`/`1`, one character per id.
    static let bitStringKeys: Set<String> = [
        InAppKey.vendorConsents, InAppKey.vendorLegitimateInterests, InAppKey.purposeConsents,
        InAppKey.purposeLegitimateInterests, InAppKey.specialFeaturesOptIns, InAppKey.publisherConsent,
        InAppKey.publisherLegitimateInterests, InAppKey.publisherCustomPurposesConsents,
        InAppKey.publisherCustomPurposesLegitimateInterests, InAppKey.disclosedVendors,
    ]

    /// A value with its type, abbreviated where long: binary strings show the ids that are set.
    package static func describe(key: String, value: StoreValue) -> String {
        switch value {
        case .integer(let i): return "Number \(i)"
        case .real(let d): return "Number \(value.scalarText ?? String(d))"
        case .boolean(let b): return "Boolean \(b)"
        case .string(let s):
            if bitStringKeys.contains(key), !s.isEmpty, s.utf8.allSatisfy({ $0 == 0x30 || $0 == 0x31 }) {
                return bitString(s)
            }
            let clean = TerminalText.sanitize(s)
            if clean.unicodeScalars.count > 48 {
                return "String \"" + String(clean.prefix(24)) + "…" + String(clean.suffix(12)) + "\" (\(clean.count) chars)"
            }
            return "String \"" + clean + "\""
        case .data(let bytes): return "Data (\(bytes.count) bytes)"
        case .date(let date): return "Date " + date.iso8601
        case .array(let items): return "Array (\(items.count) items)"
        case .dictionary(let items): return "Dictionary (\(items.count) keys)"
        }
    }

    /// `ids 1-4,7 (5 of 11 set)`; long id lists end with `…`. The runs are read off the characters, not
    /// through an `IDSet`: a stored string may be longer than the 65,535 ids TCF can name.
    static func bitString(_ bits: String) -> String {
        let count = bits.utf8.count
        var runs: [ClosedRange<Int>] = []
        var setCount = 0
        var runStart: Int?
        for (offset, byte) in bits.utf8.enumerated() {
            if byte == 0x31 {
                setCount += 1
                if runStart == nil { runStart = offset + 1 }
            } else if let start = runStart {
                if runs.count <= 8 { runs.append(start...offset) }
                runStart = nil
            }
        }
        if let start = runStart, runs.count <= 8 { runs.append(start...count) }
        if setCount == 0 { return "String of \(count) bits: none set" }
        var text = ""
        for (shown, run) in runs.enumerated() {
            if shown >= 8 {
                text += ",…"
                break
            }
            text += (text.isEmpty ? "" : ",") + (run.count == 1 ? "\(run.lowerBound)" : "\(run.lowerBound)-\(run.upperBound)")
        }
        return "String of \(count) bits: ids \(text) (\(setCount) set)"
    }
}

extension InspectorData {
    /// The two verdicts on what `app` stores now, in one paragraph (the inspector is short at 80x24):
    /// Google's serving decision with its TCF error codes, the rules that decided it and the change that
    /// would lift it, then the app's own checks (UMP apps only); and a line of Consent Mode signals.
    package static func verdicts(of app: AppState) -> [String] {
        let verdict = app.adEligibility
        let codes = verdict.reasonDetails.compactMap(\.code)
        var line = "Google: \(verdict.kind)" + (codes.isEmpty ? "" : " (TCF error \(codes.joined(separator: ", ")))")
        let rules = verdict.decidedBy.map(\.rawValue)
        if verdict.kind.rank <= AdRequestKind.limited.rank, !rules.isEmpty { line += " [\(rules.joined(separator: ", "))]" }
        if let other = verdict.ifNotCertified { line += "; certification unknown: \(other) if the CMP is not certified" }
        if let lift = verdict.lift { line += "; to lift: \(lift)" }
        if let checks = app.appChecks {
            line += "; canShowAds() \(checks.canShowAds.value), canShowPersonalizedAds() \(checks.canShowPersonalizedAds.value)"
        }
        var lines = [line, "Consent Mode: " + app.consentMode.summary]
        if let android = androidLine(of: app) { lines.insert(android, at: 0) }
        return lines
    }

    /// On Android, the platform and UMP's statuses by their Android constants (the store shows
    /// their numbers, which differ from iOS's: the Platforms article); nil on iOS.
    static func androidLine(of app: AppState) -> String? {
        guard app.configuration.platform == .android else { return nil }
        var line = "Android: advertising ID \(app.configuration.advertisingID)"
        if let ump = app.ump {
            line += "; ConsentStatus \(ump.consentStatus.androidName) = \(ump.consentStatus.androidRawValue)"
            line += ", PrivacyOptionsRequirementStatus \(ump.privacyOptionsRequirementStatus.androidName)"
        }
        return line
    }
}

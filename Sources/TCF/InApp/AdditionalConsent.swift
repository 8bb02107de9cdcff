import Basics

/// Google's Additional Consent (AC) string: consent for Google Ad Tech Providers that are not on the GVL.
///
/// Version 2 (`2~1.35.41~dv.9.21`) lists the consented provider ids, then after `~dv.` the ids that were
/// disclosed but not consented; version 1 (`1~1.35.41`) only the consented ids.
public struct AdditionalConsent: Hashable, Sendable, CustomStringConvertible {
    /// Format version: 1 or 2.
    public var version: Int
    /// ATP ids the user consented to.
    public var consented: IDSet
    /// ATP ids shown to the user but not consented (v2 only; never overlaps `consented`).
    public var disclosedOnly: IDSet

    /// A v2 string for providers `disclosed`, of which `consented` got consent.
    public init(consented: IDSet, disclosed: IDSet) {
        version = 2
        self.consented = consented
        disclosedOnly = disclosed.subtracting(consented)
    }

    /// Every provider the user saw (consented or not).
    public var disclosed: IDSet { consented.union(disclosedOnly) }

    /// The encoded string, e.g. `2~1.35~dv.9.21`.
    public var description: String {
        let c = consented.sorted.map(String.init).joined(separator: ".")
        switch version {
        case 1: return "1~" + c
        default: return "2~" + c + "~dv." + disclosedOnly.sorted.map(String.init).joined(separator: ".")
        }
    }

    /// Parses an AC string; throws `AdditionalConsentError` naming the offending part.
    public init(parsing text: String) throws(AdditionalConsentError) {
        let parts = text.split(separator: "~", omittingEmptySubsequences: false)
        guard let head = parts.first, let v = Int(head), v == 1 || v == 2 else {
            throw AdditionalConsentError(text: text, reason: "it must start with \"1~\" or \"2~\"")
        }
        version = v
        guard parts.count >= 2 else { throw AdditionalConsentError(text: text, reason: "the consented-id part is missing") }
        consented = try AdditionalConsent.ids(parts[1], in: text)
        disclosedOnly = IDSet()
        if v == 1 {
            guard parts.count == 2 else { throw AdditionalConsentError(text: text, reason: "version 1 has exactly two parts") }
            return
        }
        // Google's adapters treat a v2 string without the `dv.` part as unparseable.
        guard parts.count == 3, parts[2].hasPrefix("dv.") else {
            throw AdditionalConsentError(text: text, reason: "version 2 needs a third part starting with \"dv.\"")
        }
        disclosedOnly = try AdditionalConsent.ids(parts[2].dropFirst(3), in: text)
        let both = consented.intersection(disclosedOnly)
        guard both.isEmpty else {
            throw AdditionalConsentError(text: text, reason: "ids \(both) appear both as consented and in the dv. part")
        }
    }

    private static func ids(_ part: Substring, in text: String) throws(AdditionalConsentError) -> IDSet {
        var set = IDSet()
        guard !part.isEmpty else { return set }
        for token in part.split(separator: ".", omittingEmptySubsequences: false) {
            guard token.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(token), id >= 1, id <= IDSet.maxID else {
                throw AdditionalConsentError(text: text, reason: "\"\(MessageText.line(token, limit: 40))\" is not a provider id")
            }
            set.insert(id)
        }
        return set
    }
}

/// Why an Additional Consent string is malformed.
public struct AdditionalConsentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string that failed.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// `invalid Additional Consent string "…": reason`, one line: the string is escaped and cut.
    public var description: String { "invalid Additional Consent string \"\(MessageText.line(text, limit: 80))\": \(reason)" }
}

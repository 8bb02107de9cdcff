import TCF

/// The reasons of an ad verdict as a failure report shows them.
enum VerdictReasons {
    /// `reasons: [TCF error 3.3] … (rule limited-ads-2); …`, or that there are none.
    static func summary(_ reasons: [VerdictReason]) -> String {
        guard !reasons.isEmpty else { return "no reasons (the app made no ad request)" }
        return "reasons: " + reasons.map { $0.description + ($0.rule.map { " (rule \($0))" } ?? "") }.joined(separator: "; ")
    }
}

/// How serious a lint finding is; each rule has one (the Forms article, the lint table).
package enum LintSeverity: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// A rule regulators or the IAB enforce is broken: lint exits 1.
    case error
    /// Likely a problem; a person should review it.
    case warning
    /// Worth knowing; never a failure.
    case info

    /// The word used in text and JSON output.
    package var description: String { rawValue }

    /// The SARIF 2.1.0 `level` (`error`, `warning`, `note`).
    package var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Most serious first.
    package static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }
}

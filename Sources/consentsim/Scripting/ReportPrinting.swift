import Basics
import Scripting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `play` and `test` print a report: escaped (scripts, forms and screens are untrusted), then
/// coloured when standard output is a terminal and `NO_COLOR` is not set.
enum ReportPrinting {
    /// Whether this process colours its reports.
    static let colour = ReportColour.enabled(isTerminal: isatty(STDOUT_FILENO) == 1, noColor: getenv("NO_COLOR").map { String(cString: $0) })

    /// `report` as printed.
    static func shown(_ report: String) -> String {
        let text = FailureReport.shown(report)
        return colour ? ReportColour.paint(text) : text
    }
}

import Basics
import TCF

/// What a batch found over all its devices: how many got each serving mode, each Google error code,
/// each deciding rule and each least change, and how many lines could not be read. Counting is the
/// only state a batch keeps; summaries of parts add up (`merge`), as a reduce step needs.
package struct FleetSummary: Hashable, Sendable {
    /// Devices judged.
    package var devices = 0
    /// Lines that could not be read.
    package var badLines = 0
    /// The format of the input, once known.
    package var format: FleetFormat?
    /// Devices per serving mode.
    package var verdicts: [AdRequestKind: Int] = [:]
    /// Devices per Google TCF error code (devices without one are not counted here).
    package var codes: [String: Int] = [:]
    /// Devices per deciding rule.
    package var rules: [ServingRuleID: Int] = [:]
    /// Devices per least change that would lift them, with what it lifts them to.
    package var lifts: [String: Int] = [:]

    /// An empty summary.
    package init() {}

    /// Counts one judged device.
    package mutating func add(_ judgement: FleetJudgement) {
        devices += 1
        verdicts[judgement.verdict.kind, default: 0] += 1
        if let code = judgement.code { codes[code, default: 0] += 1 }
        if let rule = judgement.rule { rules[rule, default: 0] += 1 }
        if let lift = judgement.verdict.lift { lifts[lift.description, default: 0] += 1 }
    }

    /// Adds another part's counts.
    package mutating func merge(_ other: FleetSummary) {
        devices += other.devices
        badLines += other.badLines
        format = format ?? other.format
        verdicts.merge(other.verdicts, uniquingKeysWith: +)
        codes.merge(other.codes, uniquingKeysWith: +)
        rules.merge(other.rules, uniquingKeysWith: +)
        lifts.merge(other.lifts, uniquingKeysWith: +)
    }

    /// `count` of the devices as a share, 0 to 1 (0 when there are none).
    package func share(_ count: Int) -> Double { devices == 0 ? 0 : Double(count) / Double(devices) }

    /// Counts, largest first, ties by name, so the output is the same from run to run.
    static func ranked(_ counts: [String: Int]) -> [(name: String, count: Int)] {
        counts.map { (name: $0.key, count: $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }

    /// The serving modes in `AdRequestKind` order, each with its count (zeros included).
    var verdictRows: [(name: String, count: Int)] { AdRequestKind.allCases.map { (name: $0.rawValue, count: verdicts[$0] ?? 0) } }
    var codeRows: [(name: String, count: Int)] { Self.ranked(codes) }
    var ruleRows: [(name: String, count: Int)] { Self.ranked(Dictionary(uniqueKeysWithValues: rules.map { ($0.key.rawValue, $0.value) })) }
    var liftRows: [(name: String, count: Int)] { Self.ranked(lifts) }

    /// The summary for people: each table with counts and percentages.
    package var text: String {
        var lines = ["\(devices) devices\(format.map { " (\($0.rawValue))" } ?? ""), \(badLines) bad lines"]
        func table(_ title: String, _ rows: [(name: String, count: Int)]) {
            lines.append("")
            lines.append(title + (rows.isEmpty ? ": none" : ":"))
            for row in rows { lines.append("  \(Self.percent(share(row.count))) \(row.count) \(MessageText.line(row.name, limit: 200))") }
        }
        table("Serving mode", verdictRows)
        table("Google TCF error code", codeRows)
        table("Rule that decided", ruleRows)
        table("Least change that would lift", liftRows)
        return lines.joined(separator: "\n")
    }

    /// The summary as JSON: counts and shares of each table, largest first.
    package var json: JSONValue {
        func table(_ rows: [(name: String, count: Int)]) -> JSONValue {
            .array(
                rows.map {
                    .object(JSONObject([("name", .string($0.name)), ("count", .int(Int64($0.count))), ("share", .double(share($0.count)))]))
                })
        }
        return .object(
            JSONObject([
                ("devices", .int(Int64(devices))), ("badLines", .int(Int64(badLines))), ("format", format.map { .string($0.rawValue) } ?? .null),
                ("servingModes", table(verdictRows)), ("errorCodes", table(codeRows)), ("rules", table(ruleRows)), ("lifts", table(liftRows)),
            ]))
    }

    /// "12.5%", right-aligned in 6 columns.
    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        let text = "\(tenths / 10).\(tenths % 10)%"
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}

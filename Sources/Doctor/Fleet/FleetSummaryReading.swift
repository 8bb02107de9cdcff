import Basics
import TCF

/// Reads back the JSON summary (`FleetSummary.json`), so a reduce step can add up the summaries of
/// the parts a map step judged (`doctor --merge-summaries`).
extension FleetSummary {
    /// The most devices (or bad lines) one summary may count; merged totals are held to
    /// `maxMergedCount`, so no sum can overflow.
    package static let maxCount: Int64 = 1_000_000_000_000
    /// The most devices (or bad lines) merged summaries may count together.
    package static let maxMergedCount = 1_000_000_000_000_000

    /// The summary `value` holds, as `json` writes it. Throws a message naming the member at fault.
    package init(json value: JSONValue) throws(FleetLineError) {
        guard case .object(let object) = value else { throw FleetLineError("a summary is a JSON object", column: 1) }
        self.init()
        devices = try Self.count(object["devices"], "devices", limit: Self.maxCount)
        badLines = try Self.count(object["badLines"], "badLines", limit: Self.maxCount)
        switch object["format"] {
        case .string(let name)?:
            guard let known = FleetFormat(rawValue: name) else {
                throw FleetLineError("format must be one of \(FleetFormat.allCases.map(\.rawValue).joined(separator: ", "))", column: 1)
            }
            format = known
        case .null?, nil: format = nil
        default: throw FleetLineError("format must be a string or null", column: 1)
        }
        for (name, count) in try table(object, "servingModes") where count > 0 {
            guard let kind = AdRequestKind(rawValue: name) else {
                throw FleetLineError("servingModes: unknown mode '\(MessageText.line(name, limit: 40))'", column: 1)
            }
            verdicts[kind, default: 0] += count
        }
        for (name, count) in try table(object, "errorCodes") { codes[name, default: 0] += count }
        for (name, count) in try table(object, "rules") {
            guard let rule = ServingRuleID(rawValue: name) else {
                throw FleetLineError("rules: unknown rule '\(MessageText.line(name, limit: 40))'", column: 1)
            }
            rules[rule, default: 0] += count
        }
        for (name, count) in try table(object, "lifts") { lifts[name, default: 0] += count }
    }

    /// The rows of table `key`: names and counts, each count at most the summary's devices (rows
    /// of one table count distinct devices, so their sum is bounded too).
    private func table(_ object: JSONObject, _ key: String) throws(FleetLineError) -> [(String, Int)] {
        guard case .array(let rows)? = object[key] else { throw FleetLineError("\(key) must be an array", column: 1) }
        var out: [(String, Int)] = []
        var total = 0
        for row in rows {
            guard case .object(let o) = row, case .string(let name)? = o["name"] else {
                throw FleetLineError("\(key): each row is an object with a name", column: 1)
            }
            let count = try Self.count(o["count"], "\(key).count", limit: Int64(devices))
            total += count
            guard total <= devices else { throw FleetLineError("\(key): the rows count more than the \(devices) devices", column: 1) }
            out.append((name, count))
        }
        return out
    }

    /// A whole count in 0...limit.
    private static func count(_ value: JSONValue?, _ name: String, limit: Int64) throws(FleetLineError) -> Int {
        guard case .int(let n)? = value, (0...limit).contains(n) else {
            throw FleetLineError("\(name) must be a whole number from 0 to \(limit)", column: 1)
        }
        return Int(n)
    }
}

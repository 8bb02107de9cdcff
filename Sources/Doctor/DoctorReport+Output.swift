import Basics
import Flow
import TCF

extension DoctorReport {
    /// The report as JSON, members in a fixed order (`file` and `format` first when given), so the
    /// output of the same input is byte-identical from run to run.
    package func json(file: String? = nil, format: String? = nil) -> JSONValue {
        func reasons(_ r: [VerdictReason]) -> JSONValue {
            .array(
                r.map {
                    .object(
                        JSONObject([
                            ("code", $0.code.map(JSONValue.string) ?? .null), ("message", .string($0.message)),
                            ("rule", $0.rule.map { .string($0.rawValue) } ?? .null),
                        ]))
                })
        }
        func check(_ c: AppCheck) -> JSONValue {
            .object(JSONObject([("value", .bool(c.value)), ("reasons", .array(c.reasons.map(JSONValue.string)))]))
        }
        var members: [(String, JSONValue)] = []
        if let file { members.append(("file", .string(file))) }
        if let format { members.append(("format", .string(format))) }
        members.append(("platform", platform.map { .string($0.rawValue) } ?? .null))
        members.append(("umpConsentStatus", umpConsentStatus.map { .string($0.description) } ?? .null))
        members.append(("sdk", sdk.map { .string($0.description) } ?? .null))
        members.append(
            (
                "platforms",
                .array(
                    servingByPlatform.map { serving in
                        .object(
                            JSONObject([
                                ("platform", .string(serving.platform.rawValue)), ("googleVerdict", .string(serving.verdict.kind.rawValue)),
                                ("appRequests", .string(serving.request.kind.rawValue)),
                                ("identifier", .string(serving.identifier)),
                                ("canShowAds", .bool(serving.appChecks.canShowAds.value)),
                                ("canShowPersonalizedAds", .bool(serving.appChecks.canShowPersonalizedAds.value)),
                            ]))
                    })
            ))
        members += [
            ("today", .string(today.description)),
            ("att", att.map { .string($0.description) } ?? .null),
            ("region", .string(region.rawValue)),
            ("tcfKeys", .int(Int64(tcfKeyCount))),
            (
                "googleVerdict",
                .object(
                    JSONObject([
                        ("kind", .string(googleVerdict.kind.rawValue)),
                        ("idfaAvailable", .bool(googleVerdict.idfaAvailable)),
                        ("reasons", reasons(googleVerdict.reasonDetails)),
                        ("lift", googleVerdict.lift.map { .string($0.description) } ?? .null),
                        ("ifNotCertified", googleVerdict.ifNotCertified.map { .string($0.rawValue) } ?? .null),
                    ]))
            ),
            (
                "appChecks",
                .object(
                    JSONObject([
                        ("canShowAds", check(appChecks.canShowAds)),
                        ("canShowPersonalizedAds", check(appChecks.canShowPersonalizedAds)),
                    ]))
            ),
            ("consentMode", consentMode.doctorJSON),
            ("consentModeReaders", consentModeReadings.doctorJSON),
            ("usPrivacy", usSignals.doctorJSON),
            ("legacyConsentSDK", legacyConsentSDK?.doctorJSON ?? .null),
            (
                "problems",
                .array(
                    problems.map { p in
                        .object(
                            JSONObject([
                                ("severity", .string(p.severity.rawValue)), ("code", p.code.map(JSONValue.string) ?? .null),
                                ("key", p.key.map(JSONValue.string) ?? .null), ("message", .string(p.message)),
                            ]))
                    })
            ),
        ]
        return .object(JSONObject(members))
    }

    /// Which platform the dump comes from and what UMP cached there, in that platform's numbering.
    var platformLine: String {
        var line: String
        switch platform {
        case .android?: line = "platform: android (UMP for Android; SharedPreferences; no ATT)"
        case .ios?: line = "platform: ios (UMP for iOS; NSUserDefaults)"
        case nil: line = "platform: not told by the dump (IABTCF keys alone are the same on both)"
        }
        if let status = umpConsentStatus, let platform {
            let raw = status.rawValue(on: platform)
            line += "; UMP's cached consent status: \(status) (\(platform == .android ? "\(status.androidName) = \(raw)" : "\(raw)"))"
        }
        return line
    }

    /// The report for people. Text from the file (key names, values inside messages) goes through
    /// `MessageText`, so control, bidirectional and separator characters cannot reach the terminal.
    package func text(file: String? = nil, format: String? = nil) -> String {
        var lines: [String] = []
        if let file {
            lines.append(MessageText.line(file) + (format.map { " (\($0), \(tcfKeyCount) IABTCF_ keys)" } ?? ""))
        }
        lines.append(platformLine)
        lines.append("as of \(today), ATT \(att.map(\.description) ?? "unavailable"), region \(region)")
        if let sdk { lines.append("SDK: " + SDKChanges.summary(sdk)) }
        lines.append("")
        lines.append("Google's verdict: \(googleVerdict.kind)\(googleVerdict.idfaAvailable ? " (with IDFA)" : "")")
        for r in googleVerdict.reasonDetails { lines.append("  - " + MessageText.line(r.description, limit: Self.lineLimit)) }
        let rules = googleVerdict.decidedBy.map(GoogleServingRules.rule)
        if !rules.isEmpty { lines.append("  Rules: " + rules.map { "\($0.id) (\($0.title), \($0.period))" }.joined(separator: "; ")) }
        if let other = googleVerdict.ifNotCertified {
            lines.append("  Certification unknown: \(googleVerdict.kind) if the CMP is certified, \(other) if not")
        }
        if let lift = googleVerdict.lift { lines.append("  To lift: " + MessageText.line(lift.description, limit: Self.lineLimit)) }
        lines.append("")
        lines += consentModeLines
        lines.append("")
        lines += usPrivacyLines
        if let legacy = legacyConsentSDK {
            lines.append("")
            lines += legacy.lines
        }
        lines.append("")
        lines.append("App's own ad checks (Stack Overflow answer 68310602):")
        for (name, c) in [("canShowAds", appChecks.canShowAds), ("canShowPersonalizedAds", appChecks.canShowPersonalizedAds)] {
            lines.append("  \(name)(): \(c.value)")
            for r in c.reasons { lines.append("    - " + MessageText.line(r, limit: Self.lineLimit)) }
        }
        if !servingByPlatform.isEmpty {
            lines.append("")
            lines.append("On each platform, with these keys:")
            for serving in servingByPlatform {
                let checks = serving.appChecks
                lines.append(
                    "  \(serving.platform == .ios ? "iOS" : "Android"): Google \(serving.verdict.kind) with \(serving.identifier); "
                        + "canShowAds() \(checks.canShowAds.value), canShowPersonalizedAds() \(checks.canShowPersonalizedAds.value)"
                        + (serving.request.kind == serving.verdict.kind ? "" : "; the app requests \(serving.request.kind) (npa=1)"))
            }
        }
        lines.append("")
        if problems.isEmpty {
            lines.append("Problems: none")
        } else {
            lines.append("Problems (\(problems.count)):")
            for p in problems {
                let code = p.code.map { "[TCF error \($0)] " } ?? ""
                lines.append("  - \(p.severity): \(code)" + MessageText.line(p.message, limit: Self.lineLimit))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The longest line of text from the file a report shows (a TC string of 4,000 characters is cut).
    static let lineLimit = 1_000
}

import Flow
import Forms
import Screens
import Simulation
import TCF

extension LineParser {
    /// `Expect <What> …`.
    mutating func parseExpectation() throws -> ScriptExpectation {
        let kind = try word("what to expect (\(ScriptVocabulary.expectations.joined(separator: ", ")))")
        let expectation: ScriptExpectation
        switch kind.text {
        case "Screen":
            return .screen(try screenPattern(after: "Expect Screen"))
        case "NoScreen":
            return .noScreen(try screenPattern(after: "Expect NoScreen"))
        case "Focus":
            let id = try elementID("an element id or none (Expect Focus ump.consent)")
            expectation = .focus(id == "none" ? nil : id)
        case "View":
            expectation = .view(try elementID("a screen id (Expect View ump.firstLayer)"))
        case "Status":
            let subject = try choice(StatusSubject.allCases.map { ($0.rawValue, $0) }, what: "SDK")
            let value = try choice(subject.values.map { ($0, $0) }, what: "\(subject) status")
            expectation = .status(subject, value)
        case "Key":
            let key = try storeKey()
            if index < tokens.count, tokens[index].kind == .regex {
                let token = tokens[index]
                index += 1
                do { _ = try ScreenRegex(token.text) } catch { throw self.error("bad regular expression: \(error)", at: token) }
                expectation = .keyMatches(key, token.text)
            } else if index < tokens.count, tokens[index].kind == .word, ["exists", "absent"].contains(tokens[index].text) {
                expectation = .keyExists(key, tokens[index].text == "exists")
                index += 1
            } else {
                expectation = .key(key, try expectedValue(for: key))
            }
        case "NoKey":
            expectation = .noKey(try storeKey())
        case "UMPError":
            let token = try word("an error as Set UMPError names it, or none")
            guard let choice = UMPErrorChoice(rawValue: token.text) else {
                let names = UMPErrorChoice.allCases.filter { $0 != .noMessage }.map(\.rawValue)
                throw error(
                    "unknown UMP error '\(token.text)'" + Suggestion.didYouMean(token.text, among: names, maxEdits: 4)
                        + " (\(names.joined(separator: ", ")))", at: token)
            }
            // No message is not an error: the update succeeds and the form is unavailable.
            guard choice != .noMessage else {
                throw error("noMessage returns no error; write Expect UMPError none and Expect Status ump.form unavailable", at: token)
            }
            expectation = .umpError(choice)
        case "Ads":
            expectation = try adsExpectation()
        case "Reason":
            return .reason(try screenPattern(after: "Expect Reason"))
        case "Log":
            return .log(try screenPattern(after: "Expect Log"))
        case "NoLog":
            return .noLog(try screenPattern(after: "Expect NoLog"))
        case "CanRequestAds":
            expectation = .canRequestAds(try boolean("value"))
        case "AppCheck":
            let check = try choice(AppCheckName.allCases.map { ($0.rawValue, $0) }, what: "app check")
            expectation = .appCheck(check, try boolean("value"))
        case "ConsentMode":
            let signal = try choice(ConsentModeSignal.allCases.map { ($0.rawValue, $0) }, what: "Consent Mode signal")
            expectation = .consentMode(signal, try choice(ConsentModeValue.allCases.map { ($0.rawValue, $0) }, what: "Consent Mode value"))
        default:
            throw error(
                "unknown expectation '\(kind.text)'" + Suggestion.didYouMean(kind.text, among: ScriptVocabulary.expectations, maxEdits: 4)
                    + " (Expect \(ScriptVocabulary.expectations.joined(separator: "|")))", at: kind)
        }
        try end(after: "the expected value")
        return expectation
    }

    /// `Expect Ads <kind> [<code>] [rule <id>]`.
    mutating func adsExpectation() throws -> ScriptExpectation {
        let kind = try choice(ScriptVocabulary.adKinds, what: "ad verdict")
        var code: String?
        var rule: String?
        if hasArgument, tokens[index].kind == .word, tokens[index].text != "rule" {
            let token = tokens[index]
            index += 1
            // Google's codes: a number, a dot, a number, perhaps a letter (1.1, 2.1a, 3.3).
            let parts = token.text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let major = parts[0].first, major.isNumber, parts[0].allSatisfy(\.isNumber),
                let minor = parts[1].first, minor.isNumber, parts[1].dropFirst().allSatisfy({ $0.isNumber || ($0.isLowercase && $0.isASCII) })
            else {
                throw error("'\(token.text)' is not a TCF error code (Google's table writes 1.1, 2.1a, 3.3) nor `rule <id>`", at: token)
            }
            code = token.text
        }
        if hasArgument {
            let keyword = try word("rule")
            guard keyword.text == "rule" else {
                throw error("unexpected '\(keyword.text)' after the ad verdict (Expect Ads limited 1.1 rule limited-ads-2)", at: keyword)
            }
            rule = try choice(ServingRuleID.allCases.map { ($0.rawValue, $0.rawValue) }, what: "serving rule")
        }
        return .ads(kind, code: code, rule: rule)
    }

    /// `Settings Tracking on|off` or `Settings AllowAppsToRequestToTrack on|off [continue|stop]` (after
    /// `off`, `continue` is iOS's "Allow Apps to Continue Tracking", `stop`, the default, "Ask Apps to
    /// Stop Tracking").
    mutating func parseTrackingSettings() throws -> TrackingSettingsChange {
        let which = try choice(ScriptVocabulary.trackingSwitches.map { ($0, $0) }, what: "Settings switch")
        let on = try choice([("on", true), ("off", false)], what: "switch position")
        if which == "Tracking" {
            try end(after: "the switch position")
            return .appTracking(allowed: on)
        }
        var keepAllowed = false
        if !on, hasArgument { keepAllowed = try choice([("continue", true), ("stop", false)], what: "answer to iOS's question") }
        try end(after: on ? "the switch position" : "the answer")
        return .allowAppsToRequest(on: on, keepAllowed: keepAllowed)
    }

    /// A store key; an `IABTCF_` key must be one the spec defines (a typo there would never match).
    mutating func storeKey() throws -> String {
        let token = try wordOrString("a store key (IABTCF_gdprApplies)")
        let root = StorePath.rootKey(token.text)
        if root.hasPrefix("IABTCF_"), !ScriptVocabulary.isKnownTCFKey(root) {
            throw error(
                "unknown key '\(root)'" + Suggestion.didYouMean(root, among: ScriptVocabulary.tcfKeys, maxEdits: 4)
                    + " (IABTCF_ keys are the IAB in-app keys)", at: token)
        }
        return token.text
    }

    /// A typed value: `1` Number, `"1"` String, `true`/`false` Boolean, `1.5` Real.
    mutating func expectedValue(for key: String) throws -> ExpectedValue {
        let token = try next("a value (1, \"1\", true or 1.5)")
        switch token.kind {
        case .quoted:
            return .string(token.text)
        case .regex:
            throw error("expected a value, found a regular expression", at: token)
        case .word:
            if token.text == "true" || token.text == "false" { return .boolean(token.text == "true") }
            if let i = Int64(token.text) { return .integer(i) }
            if token.text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let d = Double(token.text), d.isFinite {
                return .real(d)
            }
            throw error(
                "'\(token.text)' is not a value: write 1 (a Number), \"\(token.text)\" (a String), true or false (a Boolean) or 1.5 (a Real)",
                at: token)
        }
    }
}

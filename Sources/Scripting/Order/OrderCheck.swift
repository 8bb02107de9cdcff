import Basics
import Flow
import Forms

/// One place in a flow where an `OrderRule` holds: which record of the flow trace shows it, and why.
package struct OrderWarning: Hashable, Sendable {
    /// The rule.
    package var rule: OrderRule
    /// The flow trace record (`seq`) where it shows.
    package var record: Int
    /// What happened, naming the screens, events and keys concerned.
    package var message: String

    /// A warning.
    package init(rule: OrderRule, record: Int, message: String) {
        self.rule = rule
        self.record = record
        self.message = message
    }
}

/// `consentsim check-order`: reads the flow trace of a session (the JSON Lines `play --trace` and
/// `run --trace` write: a header with the configuration and the state, then one record per event
/// with its effects and the state's changes) and warns where the order of consent, tracking and ads
/// is one App Review rejects or Google's policies flag (`OrderRule`). Pure: records in, warnings out.
package enum OrderCheck {
    /// The warnings for `records`, in trace order. `explainerFindings` are the form lint's findings
    /// on the explainer the session showed (rules A1-A3), reported where the explainer appears.
    package static func warnings(_ records: [JSONValue], explainerFindings: [LintFinding] = []) -> [OrderWarning] {
        var walk = Walk()
        for record in records { walk.read(record, explainerFindings: explainerFindings) }
        return walk.warnings
    }

    /// The trace read record by record: the state as flat paths, and what the rules remember.
    struct Walk {
        var warnings: [OrderWarning] = []
        var configuration = JSONObject()
        var state: [String: JSONValue] = [:]
        /// The record where the user refused personalised ads in this install, and how.
        var refusal: (record: Int, how: String)?
        var warnedAds = false
        var explainerShown = false

        mutating func read(_ record: JSONValue, explainerFindings: [LintFinding]) {
            guard case .object(let o) = record else { return }
            let seq = OrderCheck.int(o["seq"]) ?? 0
            if case .object(let c)? = o["configuration"] {
                configuration = c
                state = Dictionary(o["state"]?.flattened().map { ($0.path, $0.value) } ?? [], uniquingKeysWith: { _, last in last })
                return
            }
            let before = state
            if case .object(let changes)? = o["changes"] {
                for member in changes.members { state[member.key] = member.value }
            }
            let event = OrderCheck.string(OrderCheck.member(o["event"], "event")) ?? ""
            let effects: [JSONValue] = if case .array(let a)? = o["effects"] { a } else { [] }
            // A new install or a reset consent SDK has no decision any more.
            if ["reinstall", "umpReset", "pacReset"].contains(event) { refusal = nil }
            if let decision = OrderCheck.decision(event: event, before: before, after: state) { refusal = decision.map { (seq, $0) } }
            let alertShown = effects.contains { OrderCheck.member(OrderCheck.member($0, "att"), "showAlert") == .bool(true) }
            if alertShown, let refusal {
                warnings.append(
                    .init(
                        rule: .attAfterRefusal, record: seq,
                        message:
                            "the ATT alert shows after the user refused personalised ads (\(refusal.how), trace record \(refusal.record)); ask for tracking only when the consent given allows it"
                    ))
            }
            stacked(seq, event: event, effects: effects, alertShown: alertShown, before: before)
            ads(seq, effects: effects)
            if !explainerShown, OrderCheck.string(state["screen"]) == "attExplainer" {
                explainerShown = true
                for finding in explainerFindings {
                    warnings.append(
                        .init(
                            rule: .explainerWording, record: seq,
                            message:
                                "the explainer shown before the ATT alert breaks \(finding.ruleID) (\(finding.file):\(finding.line):\(finding.column)): \(finding.message)"
                        ))
                }
            }
        }

        /// Two prompts at once: the ATT alert over a consent form that is not waiting for it, a
        /// consent form over the ATT alert, or a second tracking request while the alert is up.
        mutating func stacked(_ seq: Int, event: String, effects: [JSONValue], alertShown: Bool, before: [String: JSONValue]) {
            let formUp = OrderCheck.string(state["ump.presented.kind"]) != nil && state["ump.presented.awaitingATT"] != .bool(true)
            let pacFormUp = OrderCheck.isUp("pacForm", in: state)
            let alertWasUp = before["att.alertShowing"] == .bool(true)
            let formPresented =
                effects.contains { OrderCheck.member(OrderCheck.member($0, "ump"), "presentForm") != nil }
                || (!OrderCheck.isUp("pacForm", in: before) && pacFormUp)
            let droppedRequest =
                alertWasUp && !event.hasPrefix("alert")
                && effects.contains { OrderCheck.member(OrderCheck.member($0, "att"), "completion") == .string("notDetermined") }
            let message: String? =
                if alertShown && (formUp || pacFormUp) {
                    "the ATT alert is requested while the consent form is still on screen; iOS does not show it, and the request answers notDetermined"
                } else if alertWasUp && state["att.alertShowing"] == .bool(true) && formPresented {
                    "a consent form is presented while the ATT alert is still up (\(event)); show one prompt after the other"
                } else if droppedRequest {
                    "tracking is requested again while the ATT alert is up (\(event)); iOS drops the second request (notDetermined)"
                } else {
                    nil
                }
            if let message { warnings.append(.init(rule: .stackedPrompts, record: seq, message: message)) }
        }

        /// Ads before consent: once per trace, the first start or request that precedes it.
        mutating func ads(_ seq: Int, effects: [JSONValue]) {
            guard !warnedAds else { return }
            let started = effects.contains { OrderCheck.member($0, "startMobileAds") == .bool(true) }
            let requested = effects.contains { OrderCheck.member($0, "requestAd") != nil }
            guard started || requested else { return }
            let what = started ? "the Mobile Ads SDK starts" : "an ad is requested"
            let message: String? =
                if state["canRequestAds"] == .bool(false) {
                    "\(what) while canRequestAds is false (consent status \(OrderCheck.string(state["ump.consentStatus"]) ?? "unknown"))"
                } else if OrderCheck.string(configuration["sdk"]) == "none" && OrderCheck.gdprApplies(configuration) {
                    "\(what) where GDPR applies (\(OrderCheck.region(configuration))) and the app links no consent SDK: no consent was gathered"
                } else {
                    nil
                }
            guard let message else { return }
            warnedAds = true
            warnings.append(.init(rule: .adsBeforeConsent, record: seq, message: message))
        }
    }

    /// What a consent decision said about personalised ads: nil when `event` is no decision; else
    /// nil in the inner optional when it granted them (purposes 3 and 4 consented, PAC's personalised
    /// choice), or how it refused them ("Do not consent", choices or a close that leave purpose 3 or 4
    /// without consent, PAC's non-personalised or ad-free choice). A later decision replaces an earlier one.
    static func decision(event: String, before: [String: JSONValue], after state: [String: JSONValue]) -> String?? {
        if ["umpForm(consentAll)", "umpForm(doNotConsent)", "umpForm(close)"].contains(event) || event.hasPrefix("umpForm(confirmChoices") {
            let consents = string(state["device.IABTCF_PurposeConsents"]) ?? ""
            let bits = Array(consents)
            if bits.count >= 4 && bits[2] == "1" && bits[3] == "1" { return .some(nil) }
            if event == "umpForm(doNotConsent)" { return "Do not consent" }
            let name = event.dropFirst("umpForm(".count).dropLast()
            return "\(name) without consent to purposes 3 and 4 (IABTCF_PurposeConsents \(consents.isEmpty ? "unset" : consents))"
        }
        if event.hasPrefix("pacForm("), state != before {
            if state["userPrefersAdFree"] == .bool(true) && before["userPrefersAdFree"] != .bool(true) { return "PAC's ad-free choice" }
            let status = string(state["pac.status.consentStatus"])
            if status != string(before["pac.status.consentStatus"]) {
                if status == "non_personalized" { return "PAC's non-personalized choice" }
                if status == "personalized" { return .some(nil) }
            }
        }
        return nil
    }

    /// Whether GDPR applies to the configured device: its debug geography on a test device, else its region.
    package static func gdprApplies(_ configuration: JSONObject) -> Bool {
        ["EEA", "UK", "CH"].contains(region(configuration))
    }

    /// The region the configuration puts the device in. The debug geography is UMP's: an app that
    /// links no consent SDK is where the device really is, as Google's verdict reads it.
    package static func region(_ configuration: JSONObject) -> String {
        if configuration["testDevice"] == .bool(true), string(configuration["sdk"]) != "none", let debug = string(configuration["debugGeography"]),
            debug != "disabled"
        {
            return debug
        }
        return string(configuration["deviceRegion"]) ?? "other"
    }

    /// Whether the object at `path` is shown in the flat `state` (one of its leaves is not null).
    static func isUp(_ path: String, in state: [String: JSONValue]) -> Bool {
        let prefix = path + "."
        return state.contains { $0.key.hasPrefix(prefix) && $0.value != .null }
    }

    static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let o)? = value else { return nil }
        return o[key]
    }

    static func string(_ value: JSONValue?) -> String? {
        if case .string(let s)? = value { s } else { nil }
    }

    static func int(_ value: JSONValue?) -> Int? {
        if case .int(let n)? = value { Int(exactly: n) } else { nil }
    }
}

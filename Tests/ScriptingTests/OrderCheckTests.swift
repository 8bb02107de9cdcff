import Basics
import Forms
import Scripting
import Testing

/// `consentsim check-order`: the orders App Review rejects or Google flags, found in a session's
/// flow trace, each with its source.
@Suite struct OrderCheckTests {
    /// The flow trace of `script` played on the real engine.
    func trace(_ script: String) -> [JSONValue] {
        let records = TraceRecords()
        let runner = ScriptRunner(
            mode: .compare, loader: memoryLoader(["s.keys": script]), readSnapshot: { _ in nil }, writeSnapshot: { _, _ in },
            makeHost: { EngineHost(trace: records) })
        let result = runner.runAll(["s.keys"], jobs: 1)[0]
        #expect(!result.failed, "\(result.failureLine ?? "")")
        return records.records
    }

    func rules(_ script: String, explainer: [LintFinding] = []) -> [OrderRule] {
        OrderCheck.warnings(trace(script), explainerFindings: explainer).map(\.rule)
    }

    /// The default order (UMP's IDFA message: the GDPR message, then straight the ATT alert) asks for
    /// tracking right after "Do not consent", which App Review rejects under 5.1.1(iv).
    @Test func theDefaultOrderAfterDoNotConsentIsFlaggedWithItsSource() throws {
        let script = "Set Geography EEA\nLaunch\nSelect ump.doNotConsent\nExpect View att.alert\nSelect att.askNotToTrack\nExpect Ads limited\n"
        let warnings = OrderCheck.warnings(trace(script))
        let warning = try #require(warnings.first { $0.rule == .attAfterRefusal })
        #expect(warning.message.contains("Do not consent"))
        #expect(warning.rule.source.contains("App Store Review Guidelines 5.1.1(iv)"))
        #expect(warning.rule.source.contains("AppLovin/AppLovin-MAX-SDK-iOS#281"))
        #expect(warnings.map(\.rule) == [.attAfterRefusal])
    }

    /// The same order is clean when the user consents, and orders that skip ATT after a refusal are clean.
    @Test func consentOrAnOrderThatRespectsTheRefusalIsNotFlagged() {
        #expect(rules("Set Geography EEA\nLaunch\nSelect ump.consent\nSelect att.allow\nExpect Ads personalized\n").isEmpty)
        let skipping =
            "Set Order cmp-then-att-if-personalized\nSet Geography EEA\nLaunch\nSelect ump.doNotConsent\nExpect View home\nExpect Ads limited\n"
        #expect(rules(skipping).isEmpty)
        let cmpFirst = "Set Order cmp-first\nSet Geography EEA\nLaunch\nSelect ump.doNotConsent\nExpect View att.alert\nSelect att.askNotToTrack\n"
        #expect(rules(cmpFirst) == [.attAfterRefusal])
    }

    /// A later decision replaces a refusal: consent after a reset and a relaunch asks for tracking
    /// rightly. PAC's non-personalised choice is a refusal like UMP's "Do not consent".
    @Test func aLaterConsentReplacesARefusalAndPACsChoicesCount() throws {
        let reconsidered = """
            Set Order cmp-then-att-if-personalized
            Set Geography EEA
            Launch
            Select ump.doNotConsent
            Expect View home
            Select home.umpReset
            Relaunch
            Select ump.consent
            Expect View att.alert
            Select att.allow
            Expect Ads personalized

            """
        #expect(rules(reconsidered).isEmpty)
        let pac = "Set Form pac-all-options\nSet Order cmp-first\nLaunch\nSelect pac.nonPersonalized\nSelect pac.agree\nExpect View att.alert\n"
        let warnings = OrderCheck.warnings(trace(pac))
        #expect(warnings.map(\.rule) == [.attAfterRefusal])
        #expect(warnings.first?.message.contains("PAC's agree choice") == false)
        #expect(warnings.first?.message.contains("PAC's non-personalized choice") == true, "\(warnings)")
        let personalized = "Set Form pac-all-options\nSet Order cmp-first\nLaunch\nSelect pac.personalized\nExpect View att.alert\n"
        #expect(rules(personalized).isEmpty)
    }

    /// An app without a consent SDK starts ads at once: where GDPR applies (where the device really
    /// is: the debug geography is UMP's), before any consent.
    @Test func adsWithoutConsentWhereGDPRAppliesAreFlagged() throws {
        let eea =
            "Set Form att-explainer\nSet Geography disabled\nSet Region EEA\nLaunch\nSelect att.continue\nSelect att.allow\nExpect Ads limited\n"
        let warnings = OrderCheck.warnings(trace(eea))
        let warning = try #require(warnings.first)
        #expect(warnings.map(\.rule) == [.adsBeforeConsent])
        #expect(warning.message.contains("the Mobile Ads SDK starts where GDPR applies (EEA)"))
        #expect(warning.rule.source.contains("developers.google.com/admob/ios/privacy"))
        #expect(warning.rule.source.contains("user-consent-policy"))
        let elsewhere = eea.replacing("Set Region EEA", with: "Set Region other").replacing("Expect Ads limited", with: "Expect Ads personalized")
        #expect(rules(elsewhere).isEmpty)
        // A UMP debug geography does not move an app that links no UMP.
        let debugOnly = "Set Form att-explainer\nSet Geography EEA\nLaunch\nSelect att.continue\nSelect att.allow\nExpect Ads personalized\n"
        #expect(rules(debugOnly).isEmpty)
    }

    /// A start while canRequestAds is false, whatever the SDK, is flagged once.
    @Test func adsWhileCanRequestAdsIsFalseAreFlaggedOnce() {
        let records = Self.records([
            [
                "event": .object(["event": .string("launch")]), "effects": .array([Self.effect("startMobileAds", .bool(true))]),
                "changes": .object([:]),
            ],
            ["event": .object(["event": .string("dismiss")]), "effects": .array([Self.effect("requestAd", .object([:]))]), "changes": .object([:])],
        ])
        let warnings = OrderCheck.warnings(records)
        #expect(warnings.map(\.rule) == [.adsBeforeConsent])
        #expect(warnings.first?.message == "the Mobile Ads SDK starts while canRequestAds is false (consent status required)")
        #expect(warnings.first?.record == 1)
    }

    /// Two prompts at once: the ATT alert over a consent form not waiting for it, a form over the alert,
    /// and a second request while the alert is up.
    @Test func stackedPromptsAreFlagged() {
        let alert = Self.effect("att", .object(["showAlert": .bool(true)]))
        let overForm = Self.records([
            [
                "event": .object(["event": .string("ump.formLoadFinished(success)")]),
                "effects": .array([Self.effect("ump", .object(["presentForm": .object([:])]))]),
                "changes": .object(["ump.presented.kind": .string("consentMessage"), "ump.presented.awaitingATT": .bool(false)]),
            ],
            ["event": .object(["event": .string("launch")]), "effects": .array([alert]), "changes": .object(["att.alertShowing": .bool(true)])],
        ])
        #expect(OrderCheck.warnings(overForm).map(\.rule) == [.stackedPrompts])
        #expect(OrderCheck.warnings(overForm).first?.record == 2)
        // UMP's own "message, then ATT" waits for the alert: not stacked.
        let waiting = Self.records([
            [
                "event": .object(["event": .string("umpForm(consent)")]), "effects": .array([alert]),
                "changes": .object([
                    "ump.presented.kind": .string("consentMessageThenATT"), "ump.presented.awaitingATT": .bool(true), "att.alertShowing": .bool(true),
                ]),
            ]
        ])
        #expect(OrderCheck.warnings(waiting).isEmpty)
        let formOverAlert = Self.records([
            ["event": .object(["event": .string("launch")]), "effects": .array([alert]), "changes": .object(["att.alertShowing": .bool(true)])],
            [
                "event": .object(["event": .string("ump.formLoadFinished(success)")]),
                "effects": .array([Self.effect("ump", .object(["presentForm": .object([:])]))]), "changes": .object([:]),
            ],
        ])
        #expect(
            OrderCheck.warnings(formOverAlert).map(\.message) == [
                "a consent form is presented while the ATT alert is still up (ump.formLoadFinished(success)); show one prompt after the other"
            ])
        let again = Self.records([
            ["event": .object(["event": .string("launch")]), "effects": .array([alert]), "changes": .object(["att.alertShowing": .bool(true)])],
            [
                "event": .object(["event": .string("relaunch")]),
                "effects": .array([Self.effect("att", .object(["completion": .string("notDetermined")]))]), "changes": .object([:]),
            ],
        ])
        #expect(OrderCheck.warnings(again).map(\.rule) == [.stackedPrompts])
    }

    /// The explainer's words are judged by lint's Apple rules, reported where the explainer shows.
    @Test func anExplainerThatBreaksApplesRulesIsFlaggedWhereItShows() throws {
        let finding = LintFinding(
            ruleID: "A1", severity: .error, message: "the explainer's button \"Allow\" says \"Allow\"", source: "HIG", file: "f.yaml", line: 3,
            column: 7)
        let script =
            "Set Form att-explainer\nSet Geography other\nLaunch\nExpect View att.explainer\nSelect att.continue\nSelect att.allow\nExpect Ads personalized\n"
        let warnings = OrderCheck.warnings(trace(script), explainerFindings: [finding])
        let warning = try #require(warnings.first)
        #expect(warnings.map(\.rule) == [.explainerWording])
        #expect(warning.record == 1)
        #expect(warning.message.hasPrefix("the explainer shown before the ATT alert breaks A1 (f.yaml:3:7): "))
        #expect(warning.rule.source.contains("Human Interface Guidelines"))
        // Without an explainer on screen, the form's findings are not the flow's.
        #expect(rules("Set Order no-att\nSet Geography other\nLaunch\nExpect View home\nExpect Ads personalized\n", explainer: [finding]).isEmpty)
    }

    /// Every rule names a page or a guideline.
    @Test func everyRuleHasASource() {
        for rule in OrderRule.allCases {
            #expect(rule.source.contains("developer.apple.com") || rule.source.contains("developers.google.com"), "\(rule)")
            #expect(!rule.summary.isEmpty)
        }
    }

    /// The debug geography is UMP's: an app without a consent SDK is where the device really is.
    @Test func anAppWithoutAConsentSDKIsWhereTheDeviceIs() {
        func config(_ sdk: String, region: String) -> JSONObject {
            JSONObject([
                ("sdk", .string(sdk)), ("debugGeography", .string("EEA")), ("testDevice", .bool(true)), ("deviceRegion", .string(region)),
            ])
        }
        #expect(OrderCheck.region(config("ump", region: "other")) == "EEA")
        #expect(OrderCheck.region(config("none", region: "other")) == "other" && !OrderCheck.gdprApplies(config("none", region: "other")))
        #expect(OrderCheck.gdprApplies(config("none", region: "EEA")))
    }

    /// `# check-order: <rule> <why>` comments name the warnings a script shows on purpose.
    @Test func scriptsMarkTheWarningsTheyShowOnPurpose() {
        let marks = OrderRule.expected(inScript: "# name: x\n  # check-order: att-after-refusal  the order under test\n#check-order: nope\nLaunch\n")
        #expect(marks.rules == [.attAfterRefusal: "the order under test"])
        #expect(marks.unknown == ["nope"])
        #expect(OrderRule.expected(inScript: "Launch # check-order: att-after-refusal\n").rules.isEmpty)
    }

    static func effect(_ key: String, _ value: JSONValue) -> JSONValue { .object(JSONObject([(key, value)])) }

    /// A header (a UMP app in the EEA, consent required) and `bodies` numbered from 1.
    static func records(_ bodies: [[String: JSONValue]]) -> [JSONValue] {
        let header: JSONValue = .object(
            JSONObject([
                ("seq", .int(0)),
                ("configuration", .object(JSONObject([("sdk", .string("ump")), ("debugGeography", .string("EEA")), ("testDevice", .bool(true))]))),
                (
                    "state",
                    .object(
                        JSONObject([
                            ("screen", .string("home")), ("canRequestAds", .bool(false)),
                            ("att", .object(JSONObject([("alertShowing", .bool(false))]))),
                            ("ump", .object(JSONObject([("consentStatus", .string("required")), ("presented", .null)]))),
                        ]))
                ),
            ]))
        return [header]
            + bodies.enumerated().map { index, body in
                .object(JSONObject([("seq", .int(Int64(index + 1)))] + body.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
            }
    }
}

import Flow
import Forms
import Foundation
import Scripting
import Simulation
import Store
import TCF
import Testing

/// The vocabulary of the sourced app behaviours: `Expect AppCheck` and the settings that choose
/// between sources through `SimulatorSettings`.
@Suite struct SourcedSettingsTests {
    func commands(_ text: String) throws -> [ScriptCommand] {
        try memoryLoader(["s.keys": text]).load(path: "s.keys").steps.map(\.command)
    }

    @Test func appCheckExpectations() throws {
        #expect(
            try commands("Expect AppCheck canShowAds true\nExpect AppCheck canShowPersonalizedAds false") == [
                .expect(.appCheck(.canShowAds, true)), .expect(.appCheck(.canShowPersonalizedAds, false)),
            ])
        #expect(throws: (any Error).self) { try commands("Expect AppCheck canShowAd true") }
        #expect(throws: (any Error).self) { try commands("Expect AppCheck canShowAds yes") }
    }

    @Test func newSettingsParseThroughTheTable() throws {
        #expect(try commands("Set Reprompt googleNone") == [.set(.simulator(SimulatorSettings(reprompt: .googleNone)))])
        #expect(try commands("Set Keys spec") == [.set(.simulator(SimulatorSettings(keyProfile: .spec)))])
        #expect(try commands("Set UMPError noMessage") == [.set(.simulator(SimulatorSettings(umpError: .noMessage)))])
        #expect(try commands("Set Expiry reask") == [.set(.simulator(SimulatorSettings(expiry: .reask)))])
        #expect(try commands("Set Order cmp-then-att-if-personalized") == [.set(.simulator(SimulatorSettings(order: .cmpThenATTIfPersonalized)))])
        #expect(throws: (any Error).self) { try commands("Set Reprompt always") }
    }

    @Test func theRepromptRuleByTheAppsChecksKeepsItsOldNameAsAnAlias() throws {
        let option = SimulatorSettings.reprompt
        #expect(try commands("Set Reprompt appChecks") == [.set(.simulator(SimulatorSettings(reprompt: .appChecks)))])
        #expect(try commands("Set Reprompt seed") == [.set(.simulator(SimulatorSettings(reprompt: .appChecks)))])
        #expect(option.flagValue("app-checks") == .appChecks && option.flagValue("seed") == .appChecks)
        // Help, diagnostics and recordings use the new name only.
        #expect(option.flagNames == ["app-checks", "google-none", "never"])
        #expect(option.expected == "re-prompt rule (appChecks|googleNone|never)")
        #expect(option.scriptText(.appChecks) == "appChecks" && option.flagText(.appChecks) == "app-checks")
    }

    @Test func eachSettingChangesTheConfiguration() throws {
        let base = AppConfiguration()
        let c = SimulatorSettings(reprompt: .never, keyProfile: .spec, umpError: .timeout, expiry: .reask).apply(to: base)
        #expect(c.reprompt == .never && c.umpMessage.keyProfile == .spec && c.umpMessage.expiry == .reask)
        #expect(c.umpServer.formError == .timeout && c.umpServer.requestError == nil)
        let none = SimulatorSettings(umpError: .noMessage).apply(to: base)
        #expect(!none.umpServer.gdprMessage && !none.umpServer.usStatesMessage && !none.umpServer.hasAnyMessage)
        let invalid = SimulatorSettings(umpError: .invalidAppID).apply(to: base)
        #expect(!invalid.umpServer.appIDValid)
    }

    @Test func vendorListFileIsReadAndValidated() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = dir.appendingPathComponent("Tests/Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json").path
        let option = SimulatorSettings.vendorList
        guard case .success(let file) = option.scriptValue(path) else {
            Issue.record("the fixture should load")
            return
        }
        #expect(file.list.vendorListVersion == 15 && file.list.vendors.count == 2)
        #expect(SimulatorSettings(vendorList: file).apply(to: AppConfiguration()).umpMessage.vendorList.vendorListVersion == 15)
        guard case .failure(let error) = option.scriptValue(dir.appendingPathComponent("Package.swift").path) else {
            Issue.record("a Swift file is no vendor list")
            return
        }
        #expect(error.message.contains("Package.swift"))
    }

    @Test(arguments: UMPErrorChoice.allCases)
    func everyUMPErrorIsReachedAtLaunch(_ choice: UMPErrorChoice) throws {
        var c = AppConfiguration(attOrder: .noATT)
        c = SimulatorSettings(umpError: choice).apply(to: c)
        let runtime = try FlowRuntime(configuration: c, store: MemoryStore())
        try runtime.launch()
        let code: Int? =
            switch choice {
            case .none, .noMessage: nil
            case .requestInternal: 1
            case .invalidAppID: 2
            case .network: 3
            case .misconfiguration: 4
            case .formInternal: 5
            case .alreadyUsed: 6
            case .formUnavailable: 7
            case .timeout: 8
            case .invalidViewController: 9
            }
        if let code {
            #expect(runtime.state.lastError?.contains("Code=\(code) ") == true, "\(choice): \(runtime.state.lastError ?? "no error")")
        } else {
            #expect(runtime.state.lastError == nil)
            #expect(runtime.state.ump?.formStatus == (choice == .noMessage ? .unavailable : .available))
        }
    }
}

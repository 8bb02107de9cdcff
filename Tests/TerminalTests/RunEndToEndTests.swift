import ConsentsimTestSupport
import Flow
import Forms
import Foundation
import Screens
import Simulation
import Store
import TCF
import Testing

/// `consentsim run` end to end through the paths a tester takes, in tmux at 100x30, checking the
/// store file after each: accept all; manage options and reject a purpose; dismiss and reload;
/// privacy settings from home.
@Suite(.serialized, .tags(.tmux)) struct RunEndToEndTests {
    static let size = Size(width: 100, height: 30)

    /// `consentsim run` on a store file in `scratch`, with no ATT step (home follows the form).
    func start(_ scratch: ScratchDirectory, _ arguments: [String] = []) throws -> TmuxSession {
        try TmuxSession(
            width: RunEndToEndTests.size.width, height: RunEndToEndTests.size.height,
            command: RunBinary.command(
                ["--store", scratch.file("s.plist"), "--no-fsync", "--order", "no-att"] + arguments))
    }

    /// The store file's domain.
    func stored(_ scratch: ScratchDirectory) throws -> StoreDomain {
        try PlistFileStore(path: scratch.file("s.plist")).load()
    }

    /// The stored TC string, decoded.
    func storedModel(_ scratch: ScratchDirectory, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TCModel {
        let tc = try #require(try stored(scratch).string(forKey: InAppKey.tcString), "no IABTCF_TCString", sourceLocation: sourceLocation)
        return try TCString.decode(tc)
    }

    /// Quits with q and checks the exit status.
    func quit(_ session: TmuxSession, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try session.send("q")
        let screen = try session.waitFor("exit", sourceLocation: sourceLocation) { RunBinary.exitStatus(in: $0) != nil }
        #expect(RunBinary.exitStatus(in: screen) == 0, sourceLocation: sourceLocation)
    }

    @Test func acceptAll() throws {
        let scratch = try ScratchDirectory()
        let session = try start(scratch)
        try session.waitFor(text: "›View our vendors (902) and ad partners (4)")
        try session.send("Tab")
        try session.waitFor(text: "›[ Consent        ]")
        try session.send("Enter")
        try session.waitForFrame(containing: "Consent status  obtained", "Personalized ad", "[ Privacy and cookie settings ]")
        let domain = try stored(scratch)
        #expect(domain["IABTCF_gdprApplies"] == .integer(1))
        #expect(domain["IABTCF_PurposeConsents"] == .string("11111111111"))
        let model = try storedModel(scratch)
        #expect(model.purposesConsent == IDSet(range: 1...11))
        #expect(model.vendorConsents.contains(755) && model.vendorLegitimateInterests.contains(755))
        #expect(model.cmpId == 300 && model.publisherCC == "DE")
        try quit(session)
    }

    @Test func manageOptionsRejectOnePurpose() throws {
        // The focus order of Manage options at this size, from the same session code in-process, tells
        // how many Down presses reach each consent switch.
        let form = FormLibrary.defaultForm
        let runtime = try Simulator(form: form, settings: SimulatorSettings(order: .noATT)).start()
        try runtime.send(.resize(RunEndToEndTests.size))
        #expect(try runtime.select("ump.manageOptions"))
        let order = runtime.state.render(size: RunEndToEndTests.size).focusOrder
        #expect(order.first == "ump.back")

        let scratch = try ScratchDirectory()
        let session = try start(scratch)
        try session.waitFor(text: "›View our vendors")
        try session.send("Tab", "Tab", "Tab", "Enter")
        try session.waitFor(text: "Manage your data")
        try session.waitFor(text: "›Back")
        var position = 0
        for purpose in 1...11 where purpose != 3 {
            let index = try #require(order.firstIndex(of: ElementID("purpose.\(purpose).consent")))
            let downs = Array(repeating: "Down", count: index - position)
            position = index
            try session.send(downs + ["Space"])
            try session.waitFor(text: "›[x] Consent")
        }
        try session.send("End")
        try session.waitFor(text: "›[ Confirm choices ]")
        try session.send("Enter")
        try session.waitFor(text: "Consent status  obtained")
        let tc = try storedModel(scratch)
        #expect(tc.purposesConsent == IDSet([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]))
        #expect(try stored(scratch)["IABTCF_PurposeConsents"] == .string("11011111111"))
        #expect(tc.vendorConsents.isEmpty, "no vendor switch was turned on")
        try quit(session)
    }

    @Test func escapeDismissesAndTheFormComesBack() throws {
        let scratch = try ScratchDirectory()
        let trace = scratch.file("trace.jsonl")
        let session = try start(scratch, ["--trace", trace])
        try session.waitFor(text: "›View our vendors")
        try session.send("Tab")  // a focus change, to see the reloaded form start over
        try session.waitFor(text: "›[ Consent        ]")
        try session.send("Escape")
        try session.waitFor(text: "›View our vendors")  // a new form object, focus back at its start
        try session.waitForFrame(containing: "Daily Puzzle asks for your consent")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.contains("\"event\":\"dismiss\"") })
        #expect(lines.filter { $0.contains("\"presentForm\"") }.count == 2, "presented, dismissed, presented again")
        let domain = try stored(scratch)
        #expect(domain.string(forKey: InAppKey.tcString) == nil)
        #expect(domain.keys.filter { InAppKey.isTCDataKey($0) }.isEmpty, "nothing consent-related is stored: \(domain.keys)")
        try quit(session)
    }

    @Test func privacySettingsFromHome() throws {
        let scratch = try ScratchDirectory()
        let session = try start(scratch)
        try session.waitFor(text: "›View our vendors")
        try session.send("Tab", "Enter")  // Consent
        try session.waitForFrame(containing: "Personalized ad", "›[ Privacy and cookie settings ]")
        #expect(try storedModel(scratch).purposesConsent == IDSet(range: 1...11))
        try session.send("Enter")
        try session.waitForFrame(containing: "Manage your privacy choices", "[ Consent        ]", "[ Do not consent ]", "[ Manage options ]")
        try session.send("Tab", "Tab", "Enter")  // Do not consent, this time
        try session.waitFor(text: "Limited ad")
        let changed = try storedModel(scratch)
        #expect(changed.purposesConsent.isEmpty && changed.vendorConsents.isEmpty)
        #expect(changed.vendorLegitimateInterests.contains(755), "legitimate interest stays on")
        try quit(session)
    }

    @Test func inspectorShowsTheStoreLive() throws {
        let scratch = try ScratchDirectory()
        let session = try start(scratch, ["--inspector"])
        try session.waitFor(text: "Store (")
        try session.send("Tab", "Enter")
        try session.waitForFrame(containing: "+ IABTCF_AddtlConsent", "Last action: +")
        try session.send("i")
        try session.waitFor("the inspector to close") { !$0.contains("Store (") }
        try quit(session)
    }

    @Test func badInput() throws {
        let scratch = try ScratchDirectory()
        let broken = scratch.file("broken.yaml")
        try "id: Broken Name\nsdk: umpMessage\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let formErrors = try Spawn.run(RunBinary.path, ["run", "--form", broken], environment: ProcessInfo.processInfo.environment)
        #expect(formErrors.status == 1)
        let first = try #require(formErrors.errors.split(separator: "\n").first)
        #expect(first.hasPrefix(broken + ":1:"), "file:line:column lines: \(formErrors.errors)")

        for arguments in [
            ["--geography", "mars"], ["--att", "maybe"], ["--order", "sideways"], ["--ios", "x"], ["--language", "xx"],
            ["--att-denial", "sometimes"], ["--store", ""],
        ] {
            let result = try Spawn.run(RunBinary.path, ["run"] + arguments, environment: ProcessInfo.processInfo.environment)
            #expect(result.status == 2, "\(arguments): \(result.errors)")
            #expect(result.errors.contains("Error:"), "\(arguments): \(result.errors)")
        }
        // A missing form is bad input (exit 1), as in `preview` and `lint`.
        let missing = try Spawn.run(RunBinary.path, ["run", "--form", "no-such-form"], environment: ProcessInfo.processInfo.environment)
        #expect(missing.status == 1, "\(missing.errors)")
        #expect(missing.errors.hasPrefix("consentsim: no form named 'no-such-form'"))
    }
}

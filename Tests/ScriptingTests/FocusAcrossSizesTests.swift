import Screens
import Scripting
import Store
import Testing

/// Focus means the same at every terminal size: every shipped script, played at 40x12,
/// 80x24 and 200x60 (its own sizes, snapshots and screen-text checks set aside), passes and leaves
/// the same store, so raw keys such as `Tab Enter` press the same buttons everywhere.
@Suite struct FocusAcrossSizesTests {
    static let sizes = [(40, 12), (80, 24), (200, 60)]

    /// `script` at `columns` x `rows`: its size settings, snapshots and screen-text expectations removed
    /// (they depend on the size by nature), everything else kept.
    static func resized(_ script: Script, columns: Int, rows: Int) -> Script {
        let first = script.steps.first?.location ?? ScriptLocation(file: script.path, line: 1, column: 1)
        var steps = [
            ScriptStep(command: .set(.columns(columns)), location: first, text: "Set Columns \(columns)"),
            ScriptStep(command: .set(.rows(rows)), location: first, text: "Set Rows \(rows)"),
        ]
        for step in script.steps {
            switch step.command {
            case .set(.columns), .set(.rows), .snapshot, .expect(.screen), .expect(.noScreen): continue
            default: steps.append(step)
            }
        }
        return Script(path: script.path, steps: steps)
    }

    @Test func everyShippedScriptEndsTheSameAtEverySize() throws {
        let paths = ScriptFiles.findScripts(under: [ShippedScriptsTests.scriptsDirectory]).scripts
        #expect(paths.count >= 30)
        let runner = ScriptRunner(mode: .compare) { EngineHost() }
        for path in paths {
            let script = try ScriptFiles.loader.load(path: path)
            var stores: [StoreDomain?] = []
            for (columns, rows) in Self.sizes {
                let result = runner.run(Self.resized(script, columns: columns, rows: rows))
                #expect(result.passed, "\(path) at \(columns)x\(rows): \(result.failureLine ?? "")")
                stores.append(result.finalStore)
            }
            #expect(stores.allSatisfy { $0 == stores[0] } && stores[0] != nil, "\(path) leaves a different store at 40x12, 80x24 and 200x60")
        }
    }

    @Test func theATTAlertStartsOnAskAppNotToTrackAndTabReachesAllow() throws {
        let text =
            "Set Order cmp-first\nLaunch\nSelect ump.consent\nExpect View att.alert\nExpect Focus att.askNotToTrack\nTab\nExpect Focus att.allow\nExpect Key IABTCF_gdprApplies 1\nExpect Ads personalized"
        for (columns, rows) in Self.sizes {
            let script = try ScriptFiles.loader.load(text: "Set Columns \(columns)\nSet Rows \(rows)\n" + text, path: "alert.keys")
            let result = ScriptRunner(mode: .compare) { EngineHost() }.run(script)
            #expect(result.passed, "\(columns)x\(rows): \(result.failureLine ?? "")")
        }
    }

    @Test func aCardShownAnewStartsOnItsFirstElementAgain() throws {
        // The ATT alert after a reinstall, where "Allow" was pressed on the first install.
        let alert =
            "Set Order cmp-first\nLaunch\nSelect ump.consent\nTab\nExpect Focus att.allow\nSelect att.allow\nExpect View home\n"
            + "Select home.reinstall\nSelect ump.consent\nExpect View att.alert\nExpect Focus att.askNotToTrack\n"
            // Asking not to track makes the app's canShowPersonalizedAds() false: non-personalized.
            + "Select att.askNotToTrack\nExpect Key IABTCF_gdprApplies 1\nExpect Ads non-personalized"
        // A new PAC form from the app's privacy button, after the last one was answered on another button.
        let pac =
            "Set Form pac-all-options\nSet Order no-att\nLaunch\nSelect pac.personalized\nSelect home.privacySettings\n"
            + "Expect View pac.options\nExpect Focus pac.learnMore\nExpect Key personalized_ad_status/consent_state \"personalized\"\nExpect Ads personalized"
        for (name, text) in [("alert.keys", alert), ("pac.keys", pac)] {
            let result = ScriptRunner(mode: .compare) { EngineHost() }.run(try ScriptFiles.loader.load(text: text, path: name))
            #expect(result.passed, "\(name): \(result.failureLine ?? "")")
        }
    }

    @Test func theFirstLayerStartsOnTheVendorsLinkAtEverySize() throws {
        for (columns, rows) in Self.sizes {
            let text =
                "Set Columns \(columns)\nSet Rows \(rows)\nSet Order no-att\nLaunch\nExpect Focus ump.vendorsLink\nTab\nExpect Focus ump.consent\nEnter\nExpect View home\nExpect Key IABTCF_gdprApplies 1\nExpect Ads personalized"
            let result = ScriptRunner(mode: .compare) { EngineHost() }.run(try ScriptFiles.loader.load(text: text, path: "first.keys"))
            #expect(result.passed, "\(columns)x\(rows): \(result.failureLine ?? "")")
        }
    }
}

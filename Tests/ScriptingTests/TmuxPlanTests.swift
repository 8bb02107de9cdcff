import ConsentsimTestSupport
import Scripting
import Testing

/// Turning a key-only script into what tmux types, with the headless screen after each step.
@Suite struct TmuxPlanTests {
    func plan(_ text: String) throws -> TmuxPlan {
        let script = try memoryLoader(["p.keys": text]).load(path: "p.keys")
        var screens: [(ScriptStep, HostScreen)] = []
        var host = FakeHost()
        let result = ScriptPlayer(snapshots: SnapshotSet(scriptPath: "p.keys", mode: .update), observer: { screens.append(($0, $1)) }).play(
            script, on: &host)
        expectPassed(result)
        return try TmuxPlan.make(script, screens: screens)
    }

    @Test func keysBecomeTmuxNamesAndEachStepCarriesItsScreen() throws {
        let p = try plan(
            "Set Columns 60\nSet Rows 12\nLaunch\nExpect View dialog\nDown 2\nSpace\nShift+Tab\nType \"hi\"\nSnapshot x\nPageDown\nCtrl+C")
        #expect(p.settings.columns == 60 && p.settings.rows == 12)
        #expect(p.firstScreen.hasPrefix("Fake Demo asks for your consent\n\n[ Consent ]"))
        #expect(
            p.steps.map(\.inputs) == [[.key("Down"), .key("Down")], [.key("Space")], [.key("BTab")], [.text("hi")], [.key("NPage")], [.key("C-c")]])
        #expect(p.steps[1].screen?.contains("[x] Personalised ads") == true)
        #expect(p.steps.last?.screen == nil, "after Ctrl+C the app is gone")
        #expect(TmuxPlan.normalized("a  \nb\n\n\n") == "a\nb")
    }

    @Test func elementCommandsHaveNoKeystrokes() {
        #expect(throws: TmuxPlan.Unsupported.self) { try plan("Launch\nSelect dlg.accept") }
        do {
            _ = try plan("Launch\nDown\nRelaunch")
        } catch let error as TmuxPlan.Unsupported {
            #expect(error.description == "p.keys:3: Relaunch has no keystroke equivalent; tmux runs take scripts written with keys")
        } catch {
            Issue.record("\(error)")
        }
    }
}

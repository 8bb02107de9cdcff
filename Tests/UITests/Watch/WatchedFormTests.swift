import Flow
import Forms
import Store
import Testing

@testable import Screens
@testable import Simulation

/// The reload rules of `run --watch`: new text reloads, broken text keeps the last good form and
/// says where it broke, the next good save recovers.
@Suite struct WatchedFormTests {
    static let path = "/tmp/designs/att.yaml"
    static var original: String { FormLibrary.yaml(named: "att-explainer")! }

    static func watched() throws -> WatchedForm {
        WatchedForm(path: path, form: try FormLoader.load(yaml: original, fileName: path), text: original)
    }

    @Test func theSameTextChangesNothing() throws {
        var watched = try Self.watched()
        #expect(watched.update(text: Self.original) == .unchanged)
        #expect(watched.status == nil)
    }

    @Test func anUnreadableFileKeepsTheLastGoodFormAndSaysWhy() throws {
        var watched = try Self.watched()
        #expect(watched.update(readProblem: "\(Self.path): no such file") == .failed)
        #expect(watched.status == "\(Self.path): no such file · showing the last good version")
        #expect(watched.form.text(.explainerTitle, language: "en") == "Ads keep Daily Puzzle free")
        #expect(watched.update(readProblem: "\(Self.path): no such file") == .unchanged)
        // The same text back (the file restored) loads again and clears the line.
        #expect(watched.update(text: Self.original) == .reloaded)
        #expect(watched.status == nil)
    }

    @Test func anEditedTextReloads() throws {
        var watched = try Self.watched()
        let edited = Self.original.replacingOccurrences(of: "Ads keep {appName} free", with: "Thanks to ads, {appName} stays free")
        #expect(watched.update(text: edited) == .reloaded)
        #expect(watched.form.text(.explainerTitle, language: "en") == "Thanks to ads, Daily Puzzle stays free")
        #expect(watched.status == nil)
    }

    @Test func aBrokenTextKeepsTheLastGoodFormAndNamesTheProblem() throws {
        var watched = try Self.watched()
        let edited = Self.original.replacingOccurrences(of: "Ads keep {appName} free", with: "Thanks to ads")
        #expect(watched.update(text: edited) == .reloaded)
        let broken = edited.replacingOccurrences(of: "sdk: att", with: "sdk: atx")
        #expect(watched.update(text: broken) == .failed)
        #expect(watched.form.text(.explainerTitle, language: "en") == "Thanks to ads")
        let status = try #require(watched.status)
        #expect(status.hasPrefix("\(Self.path):8:6: sdk: unknown sdk 'atx'"), "\(status)")
        #expect(status.hasSuffix("showing the last good version"))
        // Saving the same broken text again reports nothing new; fixing it recovers.
        #expect(watched.update(text: broken) == .unchanged)
        #expect(watched.update(text: Self.original) == .reloaded)
        #expect(watched.status == nil)
        #expect(watched.form.text(.explainerTitle, language: "en") == "Ads keep Daily Puzzle free")
    }

    @Test func severalProblemsAreCounted() throws {
        var watched = try Self.watched()
        let broken = Self.original.replacingOccurrences(of: "sdk: att", with: "sdk: atx")
            .replacingOccurrences(of: "accent: blue", with: "accent: blu")
        #expect(watched.update(text: broken) == .failed)
        // Both problems in full, the first first; StatusLine wraps them.
        let status = try #require(watched.status)
        #expect(status.contains("sdk: unknown sdk 'atx'") && status.contains("colors.accent: unknown colour 'blu'"), "\(status)")
    }

    @Test func theStatusLineWrapsTheWholeMessageOverTheBottomRows() {
        var frame = Frame(size: Size(width: 20, height: 6))
        frame.canvas.write("title", x: 0, y: 0)
        frame.canvas.write("help line", x: 0, y: 5)
        StatusLine.draw("form.yaml:3:4: unknown key 'colour'", into: &frame)
        #expect(frame.canvas.lines() == ["title", "", "", "", "form.yaml:3:4:", "unknown key 'colour'"])
        #expect(frame.canvas[19, 5].style == StatusLine.style)
        // Beyond a third of the screen the last row is cut.
        var small = Frame(size: Size(width: 20, height: 3))
        StatusLine.draw("form.yaml:3:4: unknown key 'colour' and more", into: &small)
        #expect(small.canvas.lines() == ["", "", "form.yaml:3:4: unkn…"])
        // A reload note in its own style.
        StatusLine.draw(WatchStatus.note(WatchedForm.reloadNote(hour: 9, minute: 3, second: 4)), into: &small)
        #expect(small.canvas.lines().last == "reloaded 09:03:04")
        #expect(small.canvas[19, 2].style == StatusLine.noteStyle)
    }

    @Test func directories() {
        #expect(WatchedForm.directory(of: "a/b/form.yaml") == "a/b")
        #expect(WatchedForm.directory(of: "form.yaml") == ".")
        #expect(WatchedForm.directory(of: "/form.yaml") == "/")
    }
}

/// Reloading keeps the session where the user is.
@Suite struct SessionReloadTests {
    @Test func aReloadKeepsThePageAndShowsTheNewText() throws {
        let yaml = try #require(FormLibrary.yaml(named: "ump-gdpr-default"))
        let form = try FormLoader.load(yaml: yaml, fileName: "f.yaml")
        let driver = try SimulatorRuntime(state: SimulatorState(form: form, language: "ja"), stores: .memory())
        try driver.launch()
        let size = Size(width: 80, height: 24)
        _ = driver.frame(size: size)
        #expect(try driver.select("ump.manageOptions"))
        _ = driver.frame(size: size)
        #expect(driver.focus("purpose.3"))
        let before = driver.frame(size: size)
        let edited = try FormLoader.load(yaml: yaml + "texts:\n  ja:\n    manageOptionsTitle: \"データの管理（改）\"\n", fileName: "f.yaml")
        try driver.send(.reloadForm(edited))
        let after = driver.frame(size: size)
        #expect(driver.viewID == .umpManageOptions)
        #expect(driver.focusedElement == "purpose.3")
        #expect(after.canvas.text().contains("データの管理（改）"))
        #expect(!before.canvas.text().contains("データの管理（改）"))
        #expect(after.canvas.lines().dropFirst() == before.canvas.lines().dropFirst())
    }

    @Test func theLanguageFollowsTheFormsNewDefault() throws {
        let yaml = try #require(FormLibrary.yaml(named: "ump-gdpr-default"))
        let form = try FormLoader.load(yaml: yaml, fileName: "f.yaml")
        let french = try FormLoader.load(yaml: yaml.replacingOccurrences(of: "  default: en\n", with: "  default: fr\n"), fileName: "f.yaml")
        // Showing the old default: the new default, as a fresh run would.
        #expect(SimulatorState(form: form).reloading(form: french).language == "fr")
        // A language chosen at launch stays.
        #expect(SimulatorState(form: form, language: "ja").reloading(form: french).language == "ja")
        // An unchanged default keeps what is shown.
        #expect(SimulatorState(form: form).reloading(form: form).language == "en")
    }

    @Test func lShowsTheNextLanguageAndHelpSaysSo() throws {
        let form = FormLibrary.defaultForm
        let driver = try Simulator(form: form).start()
        let size = Size(width: 80, height: 24)
        #expect(driver.frame(size: size).canvas.text().contains("[ Consent"))
        #expect(try driver.handle(.char("l")))
        let russian = driver.frame(size: size).canvas.text()
        #expect(driver.state.language == "ru")
        #expect(russian.contains(form.text(.consent, language: "ru")))
        #expect(try driver.handle(.char("?")))
        #expect(driver.frame(size: size).canvas.text().contains("Show the form in the next of its languages"))
    }
}

/// `g` on the app's home relaunches in the next UMP debug geography, as a designer checks each message.
@Suite struct GeographyKeyTests {
    @Test func gRelaunchesInTheNextGeographyOnTheSameStore() throws {
        let form = FormLibrary.defaultForm
        let store = MemoryStore()
        let driver = try Simulator(form: form).start(stores: SimulatorStores(device: store, system: MemoryStore()))
        #expect(try driver.select("ump.consent"))
        #expect(try driver.select("att.allow"))
        #expect(driver.viewID == .home)
        let stored = store.load()
        let size = Size(width: 80, height: 24)
        #expect(try driver.handle(.char("?")))
        #expect(driver.frame(size: size).canvas.text().contains("Relaunch in the next debug geography"))
        #expect(try driver.handle(.escape))
        #expect(try driver.handle(.char("g")))
        #expect(driver.app.configuration.debugGeography == .regulatedUSState)
        #expect(driver.frame(size: size).canvas.text().contains("relaunched in debug geography regulatedUSState"))
        // The same device: what the EEA consent stored is still there.
        let tcString = stored["IABTCF_TCString"]
        #expect(tcString != nil && store.load()["IABTCF_TCString"] == tcString)
        #expect(SimulatorState.geography(after: .disabled) == .eea && SimulatorState.geography(after: .notEEA) == .eea)
    }
}

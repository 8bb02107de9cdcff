import Flow
import Forms
import Store
import Testing
@testable import UI

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
        #expect(watched.status?.contains("(+1 more)") == true, "\(watched.status ?? "")")
    }

    @Test func theStatusLineCoversTheBottomRow() {
        var frame = Frame(size: Size(width: 20, height: 3))
        frame.canvas.write("title", x: 0, y: 0)
        frame.canvas.write("help line", x: 0, y: 2)
        StatusLine.draw("form.yaml:3:4: unknown key 'colour'", into: &frame)
        #expect(frame.canvas.lines() == ["title", "", "form.yaml:3:4: unkn…"])
        #expect(frame.canvas[19, 2].style == StatusLine.style)
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
        let runtime = try FlowRuntime(configuration: FormConfiguration.configuration(for: form), store: MemoryStore())
        let driver = SessionDriver(session: UISession(form: form, language: "ja"), runtime: runtime)
        try driver.launch()
        let size = Size(width: 80, height: 24)
        _ = driver.frame(size: size)
        #expect(try driver.activate("ump.manageOptions"))
        _ = driver.frame(size: size)
        #expect(driver.focus("purpose.3"))
        let before = driver.frame(size: size)
        let edited = try FormLoader.load(yaml: yaml + "texts:\n  ja:\n    manageOptionsTitle: \"データの管理（改）\"\n", fileName: "f.yaml")
        driver.reload(form: edited)
        let after = driver.frame(size: size)
        #expect(driver.viewID == .umpManageOptions)
        #expect(driver.focusedElement == "purpose.3")
        #expect(after.canvas.text().contains("データの管理（改）"))
        #expect(!before.canvas.text().contains("データの管理（改）"))
        #expect(after.canvas.lines().dropFirst() == before.canvas.lines().dropFirst())
    }
}

import Screens
import Scripting
import Store
import TCF
import Testing

/// A tiny consent app behind the `ScriptHost` protocol, to test the player without the engine.
///
/// Views: `dialog` (the consent message: `dlg.accept`, `dlg.reject`, `dlg.toggle`) until a choice
/// is stored, then `home` (`home.privacy` reopens the dialog). Accept stores `IABTCF_gdprApplies`
/// as the Number 1, Reject stores it as the String "1" (the type bug testers hunt).
struct FakeHost: ScriptHost {
    var settings = SessionSettings()
    var store = StoreDomain()
    var view = "notRunning"
    var focusIndex = 0
    var toggle = false
    var typed = ""
    var running = false
    var launches = 0
    var today = 0
    var log: [String] = []

    var elements: [String] {
        switch view {
        case "dialog": ["dlg.accept", "dlg.reject", "dlg.toggle"]
        case "home": ["home.privacy"]
        default: []
        }
    }

    mutating func launch(_ settings: SessionSettings) throws(HostError) {
        if let form = settings.form, form != "fake" { throw .setup("no form named '\(form)'") }
        self.settings = settings
        start()
    }

    mutating func relaunch(_ settings: SessionSettings) throws(HostError) {
        self.settings = settings
        start()
    }

    private mutating func start() {
        launches += 1
        running = true
        view = store["IABTCF_gdprApplies"] == nil ? "dialog" : "home"
        focusIndex = 0
        log.append("launch \(settings.simulator.geography.map { "\($0)" } ?? "-")")
    }

    mutating func advance(_ amount: ClockAdvance) throws(HostError) {
        switch amount {
        case .days(let n): today += n
        case .months(let n): today += 30 * n
        }
    }

    mutating func resize(columns: Int, rows: Int) throws(HostError) {
        settings.columns = columns
        settings.rows = rows
    }

    mutating func press(_ key: Key) throws(HostError) -> Bool {
        guard running else { throw .notRunning }
        log.append(key.name)
        switch key {
        case .tab, .down: focusIndex = (focusIndex + 1) % max(1, elements.count)
        case .backTab, .up: focusIndex = (focusIndex + elements.count - 1) % max(1, elements.count)
        case .enter, .space: activate()
        case .escape: if view == "dialog" { view = "home" }
        case .ctrl("c"):
            running = false
            view = "notRunning"
            return false
        case .char(let c): typed.append(c)
        default: break
        }
        return true
    }

    mutating func focus(_ id: String) throws(HostError) {
        guard let index = elements.firstIndex(of: id) else { throw .noSuchElement(id: id, view: view, available: elements) }
        focusIndex = index
    }

    mutating func select(_ id: String) throws(HostError) {
        try focus(id)
        activate()
    }

    private mutating func activate() {
        guard focusIndex < elements.count else { return }
        switch elements[focusIndex] {
        case "dlg.accept":
            store["IABTCF_gdprApplies"] = .integer(1)
            store["IABTCF_PurposeConsents"] = .string(toggle ? "1111111111" : "1")
            view = "home"
        case "dlg.reject":
            store["IABTCF_gdprApplies"] = .string("1")
            store["IABTCF_PurposeConsents"] = .string("")
            view = "home"
        case "dlg.toggle": toggle.toggle()
        case "home.privacy": view = "dialog"
        default: break
        }
        focusIndex = 0
    }

    mutating func screen() -> HostScreen {
        var canvas = Canvas(size: Size(width: settings.columns, height: settings.rows))
        let focused = focusIndex < elements.count ? elements[focusIndex] : nil
        func line(_ y: Int, _ text: String, id: String? = nil) {
            let style: CellStyle = id != nil && id == focused ? CellStyle(attributes: .reverse) : .plain
            canvas.write(text, x: 0, y: y, style: style)
        }
        switch view {
        case "dialog":
            line(0, "Fake Demo asks for your consent", id: nil)
            line(2, "[ Consent ]", id: "dlg.accept")
            line(3, "[ Do not consent ]", id: "dlg.reject")
            line(4, toggle ? "[x] Personalised ads" : "[ ] Personalised ads", id: "dlg.toggle")
        case "home":
            line(0, "Home — day \(today)")
            line(1, "typed: \(typed)")
            line(2, "[ Privacy settings ]", id: "home.privacy")
        default:
            break
        }
        return HostScreen(view: view, canvas: canvas, focused: focused, elements: elements)
    }

    func status(_ subject: StatusSubject) -> String? {
        switch subject {
        case .ump: store["IABTCF_gdprApplies"] == nil ? "required" : "obtained"
        case .att: "notDetermined"
        default: nil
        }
    }

    var storedValues: StoreDomain { store }
    var adVerdict: AdRequestKind { store["IABTCF_gdprApplies"] == .integer(1) ? (toggle ? .personalized : .nonPersonalized) : .none }
    var canRequestAds: Bool { store["IABTCF_gdprApplies"] != nil }
}

/// A loader over an in-memory file table.
func memoryLoader(_ files: [String: String]) -> ScriptLoader {
    ScriptLoader { path in
        guard let text = files[path] else { throw ScriptLoader.ReadError("No such file or directory") }
        return text
    }
}

/// Loads and plays `text` as `name` on a fresh fake host.
func play(
    _ text: String, name: String = "t.keys", files: [String: String] = [:], snapshots: [String: String] = [:],
    mode: SnapshotSet.Mode = .compare
) throws -> (result: SessionResult, host: FakeHost) {
    var all = files
    all[name] = text
    let script = try memoryLoader(all).load(path: name)
    var host = FakeHost()
    let result = ScriptPlayer(snapshots: SnapshotSet(scriptPath: name, stored: snapshots, mode: mode)).play(script, on: &host)
    return (result, host)
}

/// The diagnostics of a script that must not load.
func diagnostics(_ text: String, name: String = "bad.keys", files: [String: String] = [:]) -> [ScriptDiagnostic] {
    var all = files
    all[name] = text
    do {
        _ = try memoryLoader(all).load(path: name)
        return []
    } catch {
        return error.diagnostics
    }
}

/// Records the failure report (not the whole result, whose canvas would flood the log) unless `result` passed.
func expectPassed(_ result: SessionResult, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    guard !result.passed else { return }
    Issue.record("session failed:\n\(FailureReport.render(result))\(context.isEmpty ? "" : "\n" + context)", sourceLocation: sourceLocation)
}

import Basics
import Forms
import Simulation
import Store
import TCF

/// Plays a script on a host: runs each step, checks each expectation, stops at the first failure.
///
/// Pure apart from the host: snapshots come in as a `SnapshotSet` and leave as `SnapshotWrite`s, and
/// there is no clock, so a session gives the same result every time.
package struct ScriptPlayer {
    /// The script's stored snapshots and whether to compare or update them.
    package var snapshots: SnapshotSet
    /// Called after every step with the step and the screen then (for `--cast`); nil costs nothing.
    package var observer: ((ScriptStep, HostScreen) -> Void)?
    /// The settings before the script's first `Set` (the command line's `--store-access`).
    package var settings: SessionSettings
    /// Whether to keep a trace of every step (`SessionResult.trace`); it costs a screen per step.
    package var tracing = false
    /// Where the step being played is told to the session's time limit (nil: nobody asks).
    package var progress: SessionProgress?
    /// Whether each press of a repeated key or typed string is its own step for the observer (a
    /// recording's frames, `SessionRecording.framed`), made as it is played.
    package var framed = false

    /// A player for a script whose snapshots are `snapshots`.
    package init(snapshots: SnapshotSet, observer: ((ScriptStep, HostScreen) -> Void)? = nil, settings: SessionSettings = SessionSettings()) {
        self.snapshots = snapshots
        self.observer = observer
        self.settings = settings
    }

    /// Plays `script` on `host` from the start. The screen at the end is `host.screen()`, drawn only
    /// if asked for (a frame is most of what a session costs).
    package func play<Host: ScriptHost>(_ script: Script, on host: inout Host) -> SessionResult {
        var run = PlayState(settings: settings)
        var result = SessionResult(path: script.path)
        var trace = tracing ? SessionTrace() : nil
        steps: for scriptStep in script.steps {
            progress?.current = scriptStep
            for step in FramedSteps(scriptStep, splitting: framed) {
                result.stepsRun += 1
                let before = trace != nil && run.launched ? host.storedValues : StoreDomain()
                let failure = run.perform(step, on: &host, snapshots: snapshots, writes: &result.snapshotWrites, checks: &result.checks)
                if trace != nil {
                    let after = run.launched ? host.storedValues : StoreDomain()
                    trace?.append(
                        SessionTrace.Step(
                            place: step.location.trail, text: step.text, screen: run.launched ? host.screenText() : nil,
                            storeChanges: SessionTrace.changes(from: before, to: after), failed: failure != nil))
                }
                if let failure {
                    if case .softExpect = step.command {
                        result.softFailures.append(failure)
                    } else {
                        result.failure = failure
                        break steps
                    }
                }
                if let observer, run.launched { observer(step, host.screen()) }
            }
        }
        // Soft assertions fail the session at its end, at the first of them.
        if result.failure == nil, let first = result.softFailures.first {
            result.failure = first
            result.softFailures.removeFirst()
        }
        result.trace = trace
        if run.launched { result.finalStore = host.storedValues }
        return result
    }
}

/// What the player tracks while it plays: the settings so far and whether the app runs.
struct PlayState {
    var settings: SessionSettings
    var launched = false
    var running = false
    var regexes: [String: ScreenRegex] = [:]

    /// Runs one step; returns the failure if it did not hold.
    mutating func perform<Host: ScriptHost>(
        _ step: ScriptStep, on host: inout Host, snapshots: SnapshotSet,
        writes: inout [SnapshotWrite], checks: inout Int
    ) -> ScriptFailure? {
        func fail(_ expected: String, _ found: String, diff: String? = nil) -> ScriptFailure {
            ScriptFailure(
                location: step.location, line: step.text, expected: expected, found: found, diff: diff,
                screen: launched ? host.screen() : nil)
        }
        if step.command.needsRunningApp, !running { return fail("the app to be running", HostError.notRunning.description) }
        do {
            switch step.command {
            case .key(let key, let count):
                for _ in 0..<count where running {
                    running = try host.press(key)
                }
            case .type(let text):
                for c in text where running {
                    running = try host.press(c == " " ? .space : .char(c))
                }
            case .sleep:
                break
            case .set(let setting):
                let before = settings
                settings.apply(setting)
                if launched, before.columns != settings.columns || before.rows != settings.rows {
                    try host.resize(columns: settings.columns, rows: settings.rows)
                }
            case .launch:
                try host.launch(settings)
                launched = true
                running = true
            case .relaunch:
                try host.relaunch(settings)
                running = true
            case .advance(let amount):
                try host.advance(amount)
            case .settings(let change):
                try host.changeTrackingSettings(change)
            case .select(let id):
                try host.select(id)
            case .focus(let id):
                try host.focus(id)
            case .annotation:
                break
            case .expect(let expectation), .softExpect(let expectation):
                checks += 1
                if let (expected, found) = check(expectation, on: &host) {
                    var failure = fail(expected, found)
                    if let key = expectation.storeKey {
                        failure.storedKeys = StoredKeysListing.lines(host.storedValues, around: key)
                        if case .key(_, let value) = expectation, let actual = StorePath.value(key, in: host.storedValues) {
                            failure.comparesValues = ValueDescription.sameKind(value.storeValue, actual)
                        }
                    }
                    return failure
                }
            case .wait(let wait):
                checks += 1
                // A bare Wait waits for `Set WaitPattern` (VHS's default, a shell prompt `/>$/`, has no meaning here).
                guard let pattern = wait.pattern ?? settings.waitPattern.map(ScreenPattern.regex) else { break }
                let screen = host.screen()
                if !wait.holds(on: screen, matching: { matches(pattern, $0) }) {
                    var failure = fail(
                        "\(wait.scope == .line ? (screen.focusRows == nil ? "a screen line" : "the focused row") : "the screen") to show \(pattern)",
                        "")
                    // The simulated app changes only on input, so a Wait that does not hold now never would: it
                    // is reported at once, as a timeout with the limit it had.
                    failure.timeoutLimit = Duration.describe(milliseconds: wait.timeoutMilliseconds ?? settings.waitTimeoutMilliseconds)
                    failure.found = "the screen never showed it (view \(screen.view); the simulated screen changes only on input)"
                    return failure
                }
            case .snapshot(let name, let style):
                checks += 1
                if let (expected, found, diff) = snapshot(name, style: style ?? settings.snapshotStyle, on: &host, in: snapshots, writes: &writes) {
                    return fail(expected, found, diff: diff)
                }
            }
        } catch {
            return fail(expectation(for: step.command), "\(error)")
        }
        return nil
    }

    /// What a step that threw was trying to do, for the report.
    func expectation(for command: ScriptCommand) -> String {
        switch command {
        case .select(let id), .focus(let id): "element '\(id)' on screen"
        case .launch, .relaunch: "the app to start"
        default: "the step to run"
        }
    }

    /// nil when `expectation` holds, else (expected, found).
    mutating func check<Host: ScriptHost>(_ expectation: ScriptExpectation, on host: inout Host) -> (String, String)? {
        switch expectation {
        case .screen(let pattern):
            let screen = host.screen()
            return shows(pattern, screen.text) ? nil : ("the screen to show \(pattern)", "it does not (view \(screen.view))")
        case .noScreen(let pattern):
            let screen = host.screen()
            return shows(pattern, screen.text) ? ("the screen not to show \(pattern)", "it does (view \(screen.view))") : nil
        case .focus(let id):
            let screen = host.screen()
            guard screen.focused != id else { return nil }
            return ("focus on \(id ?? "none")", "focus on \(screen.focused ?? "none") (view \(screen.view))")
        case .view(let id):
            let view = host.view()
            return view == id ? nil : ("view \(id)", "view \(view)")
        case .status(let subject, let value):
            guard let actual = host.status(subject) else { return ("\(subject) status \(value)", "the app does not link \(subject)") }
            return actual == value ? nil : ("\(subject) status \(value)", "\(subject) status \(actual)")
        case .key(let key, let value):
            let actual = StorePath.value(key, in: host.storedValues)
            return actual == value.storeValue ? nil : (ValueDescription.describe(value.storeValue), ValueDescription.describe(actual))
        case .noKey(let key):
            guard let actual = StorePath.value(key, in: host.storedValues) else { return nil }
            return ("no \(key)", ValueDescription.describe(actual))
        case .keyMatches(let key, let source):
            let actual = StorePath.value(key, in: host.storedValues)
            guard let text = actual.flatMap(ValueDescription.text) else {
                return ("\(key) to match /\(source)/", ValueDescription.describe(actual))
            }
            return matches(.regex(source), text) ? nil : ("\(key) to match /\(source)/", ValueDescription.describe(actual))
        case .keyExists(let key, let exists):
            let actual = StorePath.value(key, in: host.storedValues)
            if (actual != nil) == exists { return nil }
            return exists ? ("\(key) to be stored", ValueDescription.describe(nil)) : ("no \(key)", ValueDescription.describe(actual))
        case .umpError(let expected):
            guard host.status(.ump) != nil else { return ("UMP error \(expected)", "the app does not link UMP") }
            let code = host.lastUMPErrorCode
            let actual = code.map { UMPErrorChoice(code: $0)?.rawValue ?? "code \($0)" } ?? "none"
            return expected.code == code ? nil : ("UMP error \(expected)", "UMP error \(actual)" + (code == nil ? " (no error this launch)" : ""))
        case .ads(let kind, let code, let rule):
            let actual = host.adVerdict
            let expected = (["ads \(kind)"] + (code.map { ["TCF error \($0)"] } ?? []) + (rule.map { ["rule \($0)"] } ?? [])).joined(separator: ", ")
            guard actual == kind else { return (expected, "ads \(actual)") }
            guard code != nil || rule != nil else { return nil }
            let reasons = host.adEligibility?.reasonDetails ?? []
            let codeHolds = code.map { code in reasons.contains { $0.code == code } } ?? true
            let ruleHolds = rule.map { rule in reasons.contains { $0.rule?.rawValue == rule } } ?? true
            if codeHolds && ruleHolds { return nil }
            return (expected, "ads \(actual), " + VerdictReasons.summary(reasons))
        case .reason(let pattern):
            let reasons = host.adEligibility?.reasonDetails ?? []
            if reasons.contains(where: { matches(pattern, $0.description) }) { return nil }
            return ("a reason of the ad verdict to say \(pattern)", "ads \(host.adVerdict), " + VerdictReasons.summary(reasons))
        case .log(let pattern), .noLog(let pattern):
            let wanted: Bool = if case .log = expectation { true } else { false }
            guard let lines = host.consoleLines else { return ("the app's console", "this host simulates no app") }
            let found = lines.first { matches(pattern, $0) }
            if (found != nil) == wanted { return nil }
            if let found { return ("no console line to say \(pattern)", "the line \"\(MessageText.line(found, limit: 200))\"") }
            let last = lines.suffix(8).map { "  " + MessageText.line($0, limit: 200) }
            return (
                "a console line to say \(pattern)",
                lines.isEmpty
                    ? "nothing logged since the launch" : "\(lines.count) lines since the launch, the last:\n" + last.joined(separator: "\n")
            )
        case .canRequestAds(let value):
            let actual = host.canRequestAds
            return actual == value ? nil : ("canRequestAds \(value)", "canRequestAds \(actual)")
        case .appCheck(let check, let value):
            guard let checks = host.appChecks else {
                return ("\(check)() \(value)", "the app does not link UMP (its checks read UMP's consent status)")
            }
            let actual = check.value(in: checks)
            return actual == value
                ? nil
                : (
                    "\(check)() \(value)",
                    "\(check)() \(actual): "
                        + (check == .canShowAds ? checks.canShowAds : checks.canShowPersonalizedAds).reasons.joined(separator: "; ")
                )
        case .consentMode(let signal, let value):
            guard let mode = host.consentMode else { return ("\(signal) \(value)", "no simulated app") }
            return mode[signal] == value ? nil : ("\(signal) \(value)", "\(signal) \(mode[signal]) (\(mode.summary))")
        }
    }

    /// Whether the screen shows `pattern` as a reader sees it: in its cells, or in its text read as
    /// prose (`ShownText`: no box borders, a sentence wrapped over rows as one line), as Playwright's
    /// `toHaveText` reads an element's text rather than its pixels.
    mutating func shows(_ pattern: ScreenPattern, _ screen: String) -> Bool {
        matches(pattern, screen) || matches(pattern, ShownText.prose(screen))
    }

    /// Whether the screen text shows `pattern` (regexes are compiled once per session).
    mutating func matches(_ pattern: ScreenPattern, _ text: String) -> Bool {
        switch pattern {
        case .text(let t):
            return text.contains(t)
        case .regex(let source):
            if regexes[source] == nil {
                // The parser already compiled it once, so this cannot fail.
                regexes[source] = try? ScreenRegex(source)
            }
            guard let regex = regexes[source] else { return false }
            // Linear in the screen whatever the pattern (a Pike VM, not backtracking, so a hostile pattern cannot hang a run).
            return regex.matches(in: text)
        }
    }

    /// Compares the screen with a stored snapshot, or queues the new one in update mode; returns
    /// (expected, found, diff) when it differs in compare mode, or when one session takes the same
    /// snapshot twice with different screens (the second would overwrite the first).
    func snapshot<Host: ScriptHost>(
        _ name: String, style: Bool, on host: inout Host, in set: SnapshotSet,
        writes: inout [SnapshotWrite]
    ) -> (String, String, String?)? {
        let screen = host.screen()
        var layers = [(path: set.path(name, style: false), legacy: set.legacyPath(name, style: false), content: screen.canvas.text())]
        if style { layers.append((set.path(name, style: true), set.legacyPath(name, style: true), screen.canvas.styledText())) }
        // Every missing layer is written in the same run (text and style alike), so one failing run records the baseline.
        var written: [String] = []
        for layer in layers {
            if let queued = writes.first(where: { $0.path == layer.path }) {
                if queued.content == layer.content { continue }
                return (
                    "one screen for \(layer.path)",
                    "an earlier Snapshot \(name) in this session wrote a different screen; give the two different names",
                    SnapshotDiff.render(expected: queued.content, actual: layer.content)
                )
            }
            let stored = set.stored[layer.path]
            if stored == layer.content { continue }
            switch set.mode {
            case .update:
                writes.append(SnapshotWrite(path: layer.path, content: layer.content))
            case .compare:
                guard let stored else {
                    if set.stored[layer.legacy] != nil {
                        return (
                            "the snapshot \(layer.path)",
                            "no such file, but \(layer.legacy) is there (snapshots now have a folder per script): "
                                + "move it to \(layer.path), or record it with `consentsim test --update-snapshots`", nil
                        )
                    }
                    // Playwright writes a missing baseline and fails that run ("A snapshot doesn't exist at …,
                    // writing actual.", playwright.dev/docs/test-snapshots), so the next run compares with it.
                    writes.append(SnapshotWrite(path: layer.path, content: layer.content))
                    written.append(layer.path)
                    continue
                }
                let what = layer.path.hasSuffix(SnapshotSet.styleSuffix + ".txt") ? "style layer" : "text"
                return (
                    "the screen's \(what) to match \(layer.path)", "a different screen",
                    SnapshotDiff.render(expected: stored, actual: layer.content)
                )
            }
        }
        guard !written.isEmpty else { return nil }
        return (
            "the snapshot \(written.joined(separator: " and "))",
            "no such file, so this screen was written there as the baseline: review it, then run again", nil
        )
    }
}

import Simulation

/// Checks that need the whole session (after `Source` is expanded): what must come before `Launch`.
enum ScriptValidator {
    /// The problems in `steps`.
    static func check(_ steps: [ScriptStep]) -> [ScriptDiagnostic] {
        var diagnostics: [ScriptDiagnostic] = []
        var launch: ScriptStep?
        var chosen = SimulatorSettings()
        for step in steps {
            switch step.command {
            case .set(.simulator(let settings)):
                // A release for the other platform's library than the platform chosen before it, or a
                // setting the release in force does not have, in either order.
                let refusal = chosen.sdkRefusal(choosing: settings)
                chosen.merge(settings)
                if let refusal {
                    diagnostics.append(ScriptDiagnostic(location: step.location, message: refusal, lineText: step.text))
                    chosen.sdk = nil
                }
            case .launch:
                if let first = launch {
                    diagnostics.append(
                        ScriptDiagnostic(
                            location: step.location, message: "the app is already running (Launch at \(first.location.fileAndLine)); use Relaunch",
                            lineText: step.text))
                } else {
                    launch = step
                }
            case .relaunch where launch == nil:
                diagnostics.append(
                    ScriptDiagnostic(location: step.location, message: "Relaunch before Launch: the app has not started yet", lineText: step.text))
            case .set(let setting) where setting.onlyBeforeLaunch:
                if let first = launch {
                    let name =
                        switch setting {
                        case .form: "Form"
                        case .storeAccess: StoreAccess.script
                        default: "Store"
                        }
                    diagnostics.append(
                        ScriptDiagnostic(
                            location: step.location,
                            message: "Set \(name) must come before Launch (the app was launched at \(first.location.fileAndLine))",
                            lineText: step.text))
                }
            case let command where command.needsRunningApp && launch == nil:
                diagnostics.append(
                    ScriptDiagnostic(
                        location: step.location,
                        message:
                            "the app is not running yet: add Launch before this line (in a VHS tape, or Type \"consentsim run [flags]\" then Enter)",
                        lineText: step.text))
            default:
                break
            }
        }
        return diagnostics
    }

    /// What a script asks of the SDK release a run chose for every session (`play --sdk`). The
    /// script's own `Set` lines override the run's settings, as `Set Timeout` does `--timeout`, so a
    /// script with its own `Set SDK` keeps it; until that line the run's release is in force (or, after
    /// a `Set Platform` that switches platforms, the other platform's latest), and a `Set` line asking
    /// for what that release lacks (a debug geography, a consent sync id) is refused at its line,
    /// naming the release that added it, when the app launches with both.
    static func check(_ steps: [ScriptStep], underRun run: SimulatorSettings, flag: String) -> [ScriptDiagnostic] {
        guard run.sdk != nil else { return [] }
        var diagnostics: [ScriptDiagnostic] = []
        var script = SimulatorSettings()
        var asking: ScriptStep?
        var reported: Set<ScriptLocation> = []
        for step in steps {
            switch step.command {
            case .set(.simulator(let settings)):
                script.merge(settings)
                if settings.geography != nil || settings.consentSyncID != nil { asking = step }
            case .launch, .relaunch:
                // A release the script chose itself was checked against its lines when it was read.
                guard script.sdk == nil, let asking, !reported.contains(asking.location) else { continue }
                guard let refusal = run.sdkRefusal(choosing: script) else { continue }
                reported.insert(asking.location)
                diagnostics.append(
                    ScriptDiagnostic(
                        location: asking.location, message: refusal + " (\(flag); a Set SDK line in the script chooses another)",
                        lineText: asking.text))
            default:
                break
            }
        }
        return diagnostics
    }
}

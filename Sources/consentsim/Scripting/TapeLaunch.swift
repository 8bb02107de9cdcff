import Forms
import Scripting

extension RunCommand {
    /// A tape's `consentsim [run] FLAGS` read by `run`'s own parser (its options, values, errors),
    /// as the settings a session starts from: the form, the store and the simulator settings. The
    /// terminal's own options (`--device`, `--no-color`, `--mouse`, …) change nothing a session checks.
    static func scriptSettings(_ arguments: [String]) -> Result<[ScriptSetting], LaunchArgumentsProblem> {
        do {
            let request = try RunArguments.request(arguments)
            var settings: [ScriptSetting] = []
            if request.form != FormLibrary.defaultFormName { settings.append(.form(request.form)) }
            if let store = request.store { settings.append(.store(store)) }
            settings.append(.simulator(try request.settingsWithVendorList()))
            return .success(settings)
        } catch {
            let message = (error as? CLIError)?.message ?? "\(error)"
            return .failure(LaunchArgumentsProblem(message: message.split(separator: "\n").first.map(String.init) ?? message))
        }
    }
}

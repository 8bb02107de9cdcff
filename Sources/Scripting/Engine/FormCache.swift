import Dispatch
import Flow
import Forms
import Simulation

/// Forms and the simulators they start (base configuration and fresh UI session), built once per
/// process and shared by every session: a thousand scripts on one form parse it, index its vendor
/// list and lay out its switch model once. Thread-safe; failures are cached too, so a broken form is reported the same way each time.
package final class FormCache: @unchecked Sendable {
    // @unchecked: `forms` and `simulators` are only touched with `lock` held.
    private let lock = DispatchSemaphore(value: 1)
    private var forms: [String: Result<FormDefinition, HostError>] = [:]
    private var simulators: [String: Simulator] = [:]

    /// The process-wide cache.
    package static let shared = FormCache()

    /// An empty cache.
    package init() {}

    /// The form named by `nameOrPath` (nil: the embedded default form).
    package func form(_ nameOrPath: String?) throws(HostError) -> FormDefinition {
        guard let nameOrPath else { return FormLibrary.defaultForm }
        if let entry = locked({ forms[nameOrPath] }) { return try entry.get() }
        let loaded: Result<FormDefinition, HostError>
        do {
            loaded = .success(try FormLibrary.load(nameOrPath))
        } catch {
            loaded = .failure(.setup("\(error)"))
        }
        locked { forms[nameOrPath] = loaded }
        return try loaded.get()
    }

    /// The simulator a session on `nameOrPath` in `language` (nil: the form's default) starts from,
    /// before the session's other settings.
    package func simulator(_ nameOrPath: String?, language code: LanguageCode?) throws(HostError) -> Simulator {
        let key = (nameOrPath ?? "") + "\u{0}" + (code?.rawValue ?? "")
        if let cached = locked({ simulators[key] }) { return cached }
        let form = try form(nameOrPath)
        let simulator = Simulator(form: form, settings: SimulatorSettings(language: try FormCache.language(code, in: form)))
        locked { simulators[key] = simulator }
        return simulator
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

    /// The language to show, which the form must offer.
    static func language(_ code: LanguageCode?, in form: FormDefinition) throws(HostError) -> LanguageCode {
        guard let language = code else { return form.languages.default }
        guard form.languages.list.contains(language) else {
            throw .setup(
                "the form \(form.id) does not offer language '\(language)' (it offers \(form.languages.list.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return language
    }
}

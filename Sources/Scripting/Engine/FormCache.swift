import Dispatch
import Flow
import Forms
import UI

/// Forms, their base configurations and fresh UI sessions, built once per process and shared by every
/// session: a thousand scripts on one form parse it, index its vendor list and lay out its switch
/// model once. Thread-safe; failures are cached too, so a broken form is reported the same way each time.
public final class FormCache: @unchecked Sendable {
    /// What a session on one form in one language starts from.
    public struct Prototype: Sendable {
        /// The form.
        public var form: FormDefinition
        /// The language shown.
        public var language: LanguageCode
        /// The configuration the form implies (before the script's settings).
        public var configuration: AppConfiguration
        /// A UI session as a fresh launch has it (a value: each host copies it).
        public var session: UISession
    }

    // @unchecked: `forms` and `prototypes` are only touched with `lock` held.
    private let lock = DispatchSemaphore(value: 1)
    private var forms: [String: Result<FormDefinition, HostError>] = [:]
    private var prototypes: [String: Prototype] = [:]

    /// The process-wide cache.
    public static let shared = FormCache()

    /// An empty cache.
    public init() {}

    /// The form named by `nameOrPath` (nil: the embedded default form).
    public func form(_ nameOrPath: String?) throws(HostError) -> FormDefinition {
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

    /// The starting point of a session on `nameOrPath` in `language` (nil: the form's default).
    public func prototype(_ nameOrPath: String?, language code: String?) throws(HostError) -> Prototype {
        let key = (nameOrPath ?? "") + "\u{0}" + (code ?? "")
        if let cached = locked({ prototypes[key] }) { return cached }
        let form = try form(nameOrPath)
        let language = try FormCache.language(code, in: form)
        var configuration = FormConfiguration.configuration(for: form)
        configuration.language = language.rawValue
        configuration.umpMessage.consentLanguage = language.rawValue
        let prototype = Prototype(form: form, language: language, configuration: configuration,
                                  session: UISession(form: form, language: language))
        locked { prototypes[key] = prototype }
        return prototype
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

    /// The language to show, which the form must offer.
    static func language(_ code: String?, in form: FormDefinition) throws(HostError) -> LanguageCode {
        guard let code else { return form.languages.default }
        let language = LanguageCode(rawValue: code)
        guard form.languages.list.contains(language) else {
            throw .setup("the form \(form.id) does not offer language '\(code)' (it offers \(form.languages.list.map(\.rawValue).joined(separator: ", ")))")
        }
        return language
    }
}

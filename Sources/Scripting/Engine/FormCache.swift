import Dispatch
import Forms

/// Forms loaded once per process and shared by every session (a thousand scripts on one form parse
/// it once). Thread-safe; failures are cached too, so a broken form is reported the same way each time.
public final class FormCache: @unchecked Sendable {
    // @unchecked: `entries` is only touched with `lock` held.
    private let lock = DispatchSemaphore(value: 1)
    private var entries: [String: Result<FormDefinition, HostError>] = [:]

    /// The process-wide cache.
    public static let shared = FormCache()

    /// An empty cache.
    public init() {}

    /// The form named by `nameOrPath` (nil: the embedded default form).
    public func form(_ nameOrPath: String?) throws(HostError) -> FormDefinition {
        guard let nameOrPath else { return FormLibrary.defaultForm }
        lock.wait()
        if let entry = entries[nameOrPath] {
            lock.signal()
            return try entry.get()
        }
        lock.signal()
        let loaded: Result<FormDefinition, HostError>
        do {
            loaded = .success(try FormLibrary.load(nameOrPath))
        } catch {
            loaded = .failure(.setup("\(error)"))
        }
        lock.wait()
        entries[nameOrPath] = loaded
        lock.signal()
        return try loaded.get()
    }
}

import Basics

/// An in-process store for headless runs and tests: no file, no fsync, safe to share between threads.
public final class MemoryStore: DeviceStore, @unchecked Sendable {
    // @unchecked: `domain` is only touched with `mutex` held.
    private var domain: StoreDomain
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A store holding `domain` (empty by default).
    public init(_ domain: StoreDomain = StoreDomain()) {
        self.domain = domain
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// The current domain.
    public func load() -> StoreDomain { locked { domain } }

    /// Applies `body` atomically; a throwing `body` leaves the store unchanged.
    @discardableResult
    public func update(_ body: (inout StoreDomain) throws -> Void) throws -> StoreDiff {
        try locked {
            var copy = domain
            try body(&copy)
            let diff = copy.diff(from: domain)
            domain = copy
            return diff
        }
    }

    /// Applies `body` atomically without computing the diff (diffing sorts the changed keys, a
    /// tenth of a flow step against this store); a throwing `body` leaves the store unchanged.
    public func updateIgnoringDiff(_ body: (inout StoreDomain) throws -> Void) throws {
        try locked {
            var copy = domain
            try body(&copy)
            domain = copy
        }
    }

    /// Replaces the whole domain.
    @discardableResult
    public func replace(with newDomain: StoreDomain) -> StoreWriteResult {
        locked {
            let diff = newDomain.diff(from: domain)
            domain = newDomain
            return StoreWriteResult(diff: diff)
        }
    }

    /// Empties the domain.
    @discardableResult
    public func reset() -> StoreWriteResult { replace(with: StoreDomain()) }
}

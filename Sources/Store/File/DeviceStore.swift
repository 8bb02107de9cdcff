/// Where a simulated device keeps its `UserDefaults` domain: a plist file, or memory for headless runs.
///
/// Every change is a read-modify-write that other writers cannot interleave with, so concurrent
/// updates (several processes, several threads) never lose one another's keys.
public protocol DeviceStore: Sendable {
    /// The current domain (empty when nothing was ever written).
    func load() throws -> StoreDomain

    /// Reads the domain, lets `body` change it and saves the result, all under an exclusive lock;
    /// writes nothing when `body` leaves the domain unchanged. Returns what changed. `body` must not
    /// call the store (the lock is not reentrant); if it throws, nothing is saved.
    @discardableResult
    func update(_ body: (inout StoreDomain) throws -> Void) throws -> StoreDiff

    /// `update` for a caller that does not use the diff: the same atomic read-modify-write, but a
    /// store may skip working out what changed. The default calls `update`.
    func updateIgnoringDiff(_ body: (inout StoreDomain) throws -> Void) throws

    /// Replaces the whole domain atomically.
    @discardableResult
    func replace(with domain: StoreDomain) throws -> StoreWriteResult

    /// Empties the domain (`UserDefaults.removePersistentDomain`).
    @discardableResult
    func reset() throws -> StoreWriteResult
}

extension DeviceStore {
    /// Calls `update` and drops its diff.
    public func updateIgnoringDiff(_ body: (inout StoreDomain) throws -> Void) throws {
        try update(body)
    }
}

/// What a whole-domain write did.
public struct StoreWriteResult: Equatable, Sendable {
    /// What changed relative to the previous readable content (everything is "added" after a corrupt file).
    public var diff: StoreDiff
    /// Where an unreadable previous file was moved to keep it, if there was one.
    public var corruptFileMovedTo: String?

    /// A result.
    public init(diff: StoreDiff, corruptFileMovedTo: String? = nil) {
        self.diff = diff
        self.corruptFileMovedTo = corruptFileMovedTo
    }
}

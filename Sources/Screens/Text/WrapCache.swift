import Synchronization

/// Wrapped lines by text, width and line-breaking mode, shared by every frame and session.
///
/// A form shows the same few dozen texts frame after frame (the layout asks for each paragraph's
/// height, then draws it), and a test run plays hundreds of sessions on one form; wrapping is the
/// costliest part of a frame, so each text is wrapped once per width. Bounded: when full it starts
/// over, which costs one re-wrap per text.
final class WrapCache: Sendable {
    /// What a wrap depends on.
    struct Key: Hashable, Sendable {
        var text: String
        var width: Int
        var hangulWordPriority: Bool
    }

    /// The process-wide cache.
    static let shared = WrapCache(capacity: 4096)

    private let capacity: Int
    private let entries = Mutex<[Key: [String]]>([:])

    /// A cache of at most `capacity` wrapped texts.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The lines for `key`, wrapped by `wrap` the first time.
    func lines(_ key: Key, wrap: (Key) -> [String]) -> [String] {
        if let lines = entries.withLock({ $0[key] }) { return lines }
        let lines = wrap(key)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = lines
        }
        return lines
    }

    /// How many texts are cached.
    var count: Int { entries.withLock { $0.count } }
}

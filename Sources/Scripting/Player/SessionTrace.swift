import Store

/// Which sessions keep a trace for the HTML report (`consentsim test --trace`).
package enum TraceMode: String, CaseIterable, Hashable, Sendable {
    /// Failed sessions only (the default): a failed session is played again with the trace on, which
    /// gives the same steps, as sessions are deterministic, and costs passing sessions nothing.
    case onFailure = "on-failure"
    /// Every session.
    case on
    /// None.
    case off

    /// The values, as spelt.
    package static var names: String { allCases.map(\.rawValue).joined(separator: "|") }
}

/// What each step of a session did, for the HTML report's trace viewer (Playwright's trace viewer
/// is the model): the step, the screen after it, and the keys it changed in the store.
///
/// Bounded: at most `maxSteps` steps and `maxBytes` of screen and diff text; the steps past either
/// limit are counted, not kept (a `Tab 10000` session keeps its first steps and its count).
package struct SessionTrace: Hashable, Sendable {
    /// One step.
    package struct Step: Hashable, Sendable {
        /// Where it was written, after its include chain.
        package var place: String
        /// The step as written.
        package var text: String
        /// The screen after it (nil before the app first drew anything).
        package var screen: String?
        /// The store keys it changed: `+ key = value`, `~ key: old → new`, `- key`.
        package var storeChanges: [String]
        /// Whether the session failed at this step.
        package var failed: Bool

        /// A step.
        package init(place: String, text: String, screen: String?, storeChanges: [String], failed: Bool) {
            self.place = place
            self.text = text
            self.screen = screen
            self.storeChanges = storeChanges
            self.failed = failed
        }
    }

    /// The most steps kept.
    package static let maxSteps = 400
    /// The most text kept (screens and changes), in UTF-8 bytes.
    package static let maxBytes = 400_000

    /// The steps kept.
    package private(set) var steps: [Step] = []
    /// Steps left out by the limits.
    package private(set) var omitted = 0
    /// The text kept so far, in UTF-8 bytes.
    package private(set) var bytes = 0

    /// An empty trace.
    package init() {}

    /// Adds a step, unless a limit has been reached.
    package mutating func append(_ step: Step) {
        let size = (step.screen?.utf8.count ?? 0) + step.storeChanges.reduce(0) { $0 + $1.utf8.count } + step.text.utf8.count
        guard steps.count < Self.maxSteps, bytes + size <= Self.maxBytes else {
            omitted += 1
            return
        }
        bytes += size
        steps.append(step)
    }

    /// The changes from `before` to `after`, one line each, values in words and bounded.
    package static func changes(from before: StoreDomain, to after: StoreDomain) -> [String] {
        // Most steps write nothing, and a domain nothing wrote is the same storage: no diff to make.
        guard before != after else { return [] }
        let diff = StoreDiff(from: before, to: after)
        func shown(_ value: StoreValue?) -> String {
            let text = ValueDescription.describe(value)
            return text.count > 200 ? String(text.prefix(200)) + "…" : text
        }
        return diff.allKeys.map { key in
            switch diff.change(forKey: key) {
            case .added?: "+ \(key) = \(shown(after[key]))"
            case .removed?: "- \(key) (was \(shown(before[key])))"
            case .changed?, nil: "~ \(key): \(shown(before[key])) → \(shown(after[key]))"
            }
        }
    }
}

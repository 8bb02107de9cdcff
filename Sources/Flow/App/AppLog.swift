/// The app's console as a developer reads it in Xcode or logcat: each consent SDK call the app's code
/// makes, named as the SDK release in force spells it (the trace's `api`), the SDKs' own console
/// lines, and the app's and the simulator's notes. `Expect Log` reads it; the trace holds the same
/// records with their details.
package enum AppLog {
    /// The lines `effects` add to the console, in order.
    package static func lines(_ effects: [AppEffect]) -> [String] {
        var lines: [String] = []
        for effect in effects {
            switch effect {
            case .call(let event, let api?):
                lines.append(api + parameters(of: event))
            case .ump(.console(let text)), .note(let text), .pac(.log(let text)), .pac(.note(let text)):
                lines.append(text)
            case .persist, .followUp, .relaunchFromStore, .startMobileAds, .requestAd, .call, .ump, .att, .pacCall, .pac:
                break
            }
        }
        return lines
    }

    /// The request parameters a call sets beyond the debug settings, as the app's code writes them
    /// (` consentSyncID: "abc"`); empty for other calls.
    static func parameters(of event: UMPEvent) -> String {
        guard case .requestConsentInfoUpdate(let parameters, _) = event else { return "" }
        var set: [String] = []
        if parameters.tagForUnderAgeOfConsent { set.append("tagForUnderAgeOfConsent: true") }
        if let id = parameters.consentSyncID { set.append("consentSyncID: \"\(id)\"") }
        return set.isEmpty ? "" : " " + set.joined(separator: ", ")
    }
}

/// The console of one launch, bounded: a session that runs for days keeps its last lines.
package struct AppConsole: Hashable, Sendable {
    /// The lines kept, oldest first.
    package private(set) var lines: [String] = []
    /// How many lines it keeps.
    package static let capacity = 2_000

    /// An empty console.
    package init() {}

    /// Adds what handling `event` printed; a launch starts a new console, as a new process does.
    package mutating func record(_ event: AppEvent, _ effects: [AppEffect]) {
        if case .launch = event { lines.removeAll(keepingCapacity: true) }
        lines += AppLog.lines(effects)
        if lines.count > AppConsole.capacity { lines.removeFirst(lines.count - AppConsole.capacity) }
    }
}

import Flow
import Forms
import Screens
import Store
import TCF

/// What the player drives: the simulated app behind a terminal, headless.
///
/// The player knows nothing else about the engine, so it is tested against a fake and runs
/// unchanged over the real UI session. Every call returns once the app has settled (the flow runs
/// to quiescence), so there is never anything to wait for.
package protocol ScriptHost: SendableMetatype {
    /// Starts the app for the first time.
    mutating func launch(_ settings: SessionSettings) throws(HostError)
    /// Kills the app and starts it again with the same store; changed settings take effect now.
    mutating func relaunch(_ settings: SessionSettings) throws(HostError)
    /// Moves the simulated clock on (the app keeps running).
    mutating func advance(_ amount: ClockAdvance) throws(HostError)
    /// The terminal changed size.
    mutating func resize(columns: Int, rows: Int) throws(HostError)
    /// A key press. Returns false when it made the app quit (Ctrl+C), true otherwise.
    mutating func press(_ key: Key) throws(HostError) -> Bool
    /// Moves focus to the element with this id.
    mutating func focus(_ id: String) throws(HostError)
    /// Moves focus to the element and activates it (presses a button, flips a switch, follows a link).
    mutating func select(_ id: String) throws(HostError)
    /// The screen now (hosts render lazily and cache until the next input).
    mutating func screen() -> HostScreen
    /// The screen's plain text now (`HostScreen.text`); a trace reads it after every step, so hosts
    /// that cache the screen keep its text too.
    mutating func screenText() -> String
    /// The id of the view on screen, without drawing it when the host can tell.
    mutating func view() -> String
    /// An SDK status as scripts spell it (`obtained`, `authorized`); nil when the app does not link the SDK.
    func status(_ subject: StatusSubject) -> String?
    /// The app's `UserDefaults` domain now.
    var storedValues: StoreDomain { get }
    /// What the app may request from Google now.
    var adVerdict: AdRequestKind { get }
    /// The verdict with its reasons (Google's error codes and the serving rules behind them); nil
    /// when the app made no ad request.
    var adEligibility: AdEligibility? { get }
    /// The CMP's `canRequestAds`.
    var canRequestAds: Bool { get }
    /// The app's own ad checks now; nil when the app does not link UMP.
    var appChecks: AppChecks? { get }
    /// The Consent Mode v2 signals Google's SDKs infer from what is stored now; nil without a simulated app.
    var consentMode: ConsentMode? { get }
    /// The `UMPErrorDomain` code of the last error UMP returned this launch; nil for none.
    var lastUMPErrorCode: Int? { get }
    /// The app's console since its last launch (`AppConsole`); nil without a simulated app.
    var consoleLines: [String]? { get }
    /// A switch changed in the iOS Settings app (the app need not be running, but installed).
    mutating func changeTrackingSettings(_ change: TrackingSettingsChange) throws(HostError)
}

extension ScriptHost {
    /// Hosts without a simulated app give no reasons.
    package var adEligibility: AdEligibility? { nil }

    /// Hosts without a simulated app have no app checks.
    package var appChecks: AppChecks? { nil }

    /// Hosts without a simulated app infer no Consent Mode.
    package var consentMode: ConsentMode? { nil }

    /// Hosts without a simulated app return no UMP errors.
    package var lastUMPErrorCode: Int? { nil }

    /// Hosts without a simulated app have no console.
    package var consoleLines: [String]? { nil }

    /// Hosts without a simulated device have no Settings app.
    package mutating func changeTrackingSettings(_ change: TrackingSettingsChange) throws(HostError) {
        throw .setup("this host simulates no Settings app")
    }

    /// The text of the drawn screen, made again each time (hosts that cache it override this).
    package mutating func screenText() -> String { screen().text }

    /// The view of the drawn screen (hosts that know it without drawing override this).
    package mutating func view() -> String { screen().view }
}

/// What the terminal shows, as scripts see it.
package struct HostScreen: Hashable, Sendable {
    /// The stable id of the view on screen (`home`, `ump.firstLayer`, `att.alert`, …).
    package var view: String
    /// The cells (plain text and the style layer come from here).
    package var canvas: Canvas
    /// The focused element.
    package var focused: String?
    /// The focusable elements in focus order.
    package var elements: [String]
    /// The rows of the focused element (where a terminal's cursor would be); nil when nothing has focus.
    package var focusRows: Range<Int>?

    /// A screen.
    package init(view: String, canvas: Canvas, focused: String?, elements: [String], focusRows: Range<Int>? = nil) {
        self.view = view
        self.canvas = canvas
        self.focused = focused
        self.elements = elements
        self.focusRows = focusRows
    }

    /// The plain text, trailing spaces trimmed, one line per row, final newline.
    package var text: String { canvas.text() }
}

/// Why the host could not do what a step asked.
package enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `Select`/`Focus` named an element that is not on screen.
    case noSuchElement(id: String, view: String, available: [String])
    /// A key or element command while the app is not running (it quit).
    case notRunning
    /// The settings cannot make a session (unknown form, unreadable store, language not offered…).
    case setup(String)
    /// The engine failed (a reducer that never settles, a store write error).
    case engine(String)

    /// One line for reports.
    package var description: String {
        switch self {
        case .noSuchElement(let id, let view, let available):
            let list = available.isEmpty ? "no focusable elements" : "elements: " + available.joined(separator: ", ")
            return "no element '\(id)' on screen \(view)" + Suggestion.didYouMean(id, among: available, maxEdits: 4) + " (\(list))"
        case .notRunning: return "the app is not running (it quit); use Relaunch"
        case .setup(let message): return message
        case .engine(let message): return "engine error: \(message)"
        }
    }
}

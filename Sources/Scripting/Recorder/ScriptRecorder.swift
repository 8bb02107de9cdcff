import Screens
import Simulation
import Store
import TCF

/// Writes a script while a person uses the terminal UI, so that a recorded session reads as a test.
///
/// Focus moves followed by Enter or Space become `Select <id>` (the arrow keys that got there are
/// dropped, so the script survives layout and language changes); focus moves followed by anything
/// else become `Focus <id>`; repeated keys collapse (`PageDown 3`), typed characters become `Type`;
/// every change of screen adds `Expect View <id>`; `finish` closes with assertions on the final state.
package struct ScriptRecorder {
    /// Where the UI was before or after a key.
    package struct Point: Hashable, Sendable {
        /// The view id.
        package var view: String
        /// The focused element.
        package var focused: String?

        /// A point.
        package init(view: String, focused: String?) {
            self.view = view
            self.focused = focused
        }
    }

    /// The final state the closing assertions describe.
    package struct Final: Sendable {
        /// The view at the end.
        package var view: String
        /// SDK statuses (only those the app links).
        package var statuses: [(StatusSubject, String)]
        /// The ad verdict.
        package var ads: AdRequestKind
        /// `canRequestAds`.
        package var canRequestAds: Bool
        /// The app's `canShowAds()` / `canShowPersonalizedAds()` (nil when the app does not link UMP).
        package var appChecks: AppChecks?
        /// The store at the end.
        package var store: StoreDomain

        /// A final state.
        package init(
            view: String, statuses: [(StatusSubject, String)], ads: AdRequestKind, canRequestAds: Bool,
            appChecks: AppChecks?, store: StoreDomain
        ) {
            self.view = view
            self.statuses = statuses
            self.ads = ads
            self.canRequestAds = canRequestAds
            self.appChecks = appChecks
            self.store = store
        }
    }

    /// Keys that only move focus, for a host with no key bindings.
    static let navigationKeys: Set<Key> = [.tab, .backTab, .up, .down, .home, .end]

    /// What `key` does on a host with no key bindings.
    static func kind(of key: Key) -> RecordedKey {
        if navigationKeys.contains(key) { return .focusMove }
        if key == .enter || key == .space { return .activation }
        return .key
    }

    /// The character `key` adds to a `Type` line: any character key (`Type "p"` presses p), and
    /// Space where it types into a field.
    static func typedCharacter(_ key: Key, _ kind: RecordedKey) -> Character? {
        switch key {
        case .char(let c): c
        case .space where kind == .typing: " "
        default: nil
        }
    }
    /// Store keys asserted at the end when present (short, and what testers check first).
    static let asserted = [
        "IABTCF_gdprApplies", "IABTCF_PurposeConsents", "IABTCF_PurposeLegitimateInterests", "IABTCF_SpecialFeaturesOptIns",
        "personalized_ad_status",
    ]

    private var lines: [String]
    private var pendingFrom: String??
    private var lastKey: (name: String, count: Int)?
    private var typed = ""
    private var view: String
    /// The person's pause before the next line, in milliseconds (each pause capped at `maxPause`).
    private var pause = 0

    /// The longest pause kept between two keys, and the shortest written: a person who walked away
    /// does not make a script wait minutes, and typing rhythm is not worth a line.
    package static let maxPause = 2_000, minPause = 300

    /// A recording that starts with `header` (comments, `Set` lines) and `Launch`, and the first screen.
    package init(header: [String], start: Point) {
        lines = header + ["Launch", "Expect View \(start.view)"]
        view = start.view
    }

    /// Notes a key pressed in the UI, with what it did (`kind`, from the key bindings) and where the
    /// UI was before and after it. Without `kind` (a host with no bindings), Tab, Shift+Tab, the
    /// arrows, Home and End move focus, Enter and Space activate, and characters are typed.
    package mutating func keyPressed(_ key: Key, as kind: RecordedKey? = nil, before: Point, after: Point) {
        let kind = kind ?? ScriptRecorder.kind(of: key)
        if kind == .focusMove, before.view == after.view {
            if pendingFrom == nil {
                flushKeys()
                pendingFrom = .some(before.focused)
            }
            return
        }
        if kind == .activation, let focused = before.focused {
            flushKeys()
            pendingFrom = nil
            emit("Select \(focused)")
        } else {
            flushNavigation(focusNow: before.focused)
            if let c = ScriptRecorder.typedCharacter(key, kind) {
                flushRepeats()
                typed.append(c)
            } else {
                flushTyped()
                if let last = lastKey, last.name == key.name {
                    lastKey = (last.name, last.count + 1)
                } else {
                    flushRepeats()
                    lastKey = (key.name, 1)
                }
            }
        }
        if after.view != before.view {
            flushKeys()
            emit("Expect View \(after.view)")
            view = after.view
        }
    }

    /// Notes the person's pause before the next key (written as `Sleep` before the next line, capped).
    package mutating func paused(milliseconds: Int) {
        // A pause ends a run of typed characters or repeated keys, so the Sleep comes after them.
        if milliseconds >= ScriptRecorder.minPause { flushKeys() }
        pause = min(pause + min(milliseconds, ScriptRecorder.maxPause), ScriptRecorder.maxPause)
    }

    /// Appends a recorded line, after a `Sleep` for the pause before it when it was long enough.
    private mutating func emit(_ line: String) {
        if pause >= ScriptRecorder.minPause { lines.append("Sleep \(pause)ms") }
        pause = 0
        lines.append(line)
    }

    /// Notes that the terminal changed size (snapshots and paging depend on it).
    package mutating func resized(columns: Int, rows: Int) {
        flushKeys()
        emit("Set Columns \(columns)")
        emit("Set Rows \(rows)")
    }

    /// Notes a command the front end ran for a key whose meaning is better written as a command
    /// (`Relaunch` for the home screen's `r`, `Advance 1 day` for `d`), so the script says what happened.
    package mutating func command(_ line: String, before: Point, after: Point) {
        flushNavigation(focusNow: before.focused)
        flushKeys()
        emit(line)
        if after.view != before.view {
            emit("Expect View \(after.view)")
            view = after.view
        }
    }

    /// The script: everything recorded, then assertions on `final`.
    package mutating func finish(focusNow: String?, final: Final) -> String {
        flushNavigation(focusNow: focusNow)
        flushKeys()
        var out = lines
        out.append("")
        out.append("# The state the session ended in.")
        if final.view != view { out.append("Expect View \(final.view)") }
        for (subject, value) in final.statuses { out.append("Expect Status \(subject) \(value)") }
        out.append("Expect CanRequestAds \(final.canRequestAds)")
        out.append("Expect Ads \(final.ads)")
        if let checks = final.appChecks {
            for check in AppCheckName.allCases { out.append("Expect AppCheck \(check) \(check.value(in: checks))") }
        }
        for key in ScriptRecorder.asserted {
            guard let value = final.store[key] else { continue }
            switch value {
            case .integer(let i): out.append("Expect Key \(key) \(i)")
            case .string(let s) where s.count <= 64: out.append("Expect Key \(key) \(ScriptQuoting.quoted(s))")
            case .boolean(let b): out.append("Expect Key \(key) \(b)")
            default: continue
            }
        }
        // The keys that decided the ad verdict for Google, too long to assert whole: vendor 755's consent
        // and legitimate-interest bits, which GoogleAdEligibility reads.
        let google = GoogleAdEligibility.googleVendorID
        for key in ["IABTCF_VendorConsents", "IABTCF_VendorLegitimateInterests"] where final.store[key] != nil {
            if case .string(let bit)? = StorePath.value("\(key)[\(google)]", in: final.store) {
                out.append("Expect Key \(key)[\(google)] \(ScriptQuoting.quoted(bit))")
            }
        }
        if final.store[InAppKey.tcString] == nil { out.append("Expect NoKey \(InAppKey.tcString)") }
        return out.joined(separator: "\n") + "\n"
    }

    /// Navigation that was not followed by an activation: a `Focus` line if focus moved.
    private mutating func flushNavigation(focusNow: String?) {
        guard let from = pendingFrom else { return }
        pendingFrom = nil
        if let focusNow, focusNow != from { emit("Focus \(focusNow)") }
    }

    private mutating func flushKeys() {
        flushTyped()
        flushRepeats()
    }

    private mutating func flushTyped() {
        guard !typed.isEmpty else { return }
        emit("Type \(ScriptQuoting.quoted(typed))")
        typed = ""
    }

    private mutating func flushRepeats() {
        guard let last = lastKey else { return }
        emit(last.count == 1 ? last.name : "\(last.name) \(last.count)")
        lastKey = nil
    }
}

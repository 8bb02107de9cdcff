import Flow

/// The simulated app's own screen: consent status, `canRequestAds`, the ad slot and why, ATT and
/// IDFA, the "Privacy settings" button when UMP requires it, and the relaunch and clock controls.
package enum HomeView {
    /// The body's scroll view.
    package static let scrollID: ElementID = "home.body"
    /// "Privacy settings".
    package static let privacySettings: ElementID = "home.privacySettings"
    /// Relaunch the app.
    package static let relaunch: ElementID = "home.relaunch"
    /// Delete and reinstall the app.
    package static let reinstall: ElementID = "home.reinstall"
    /// Clock +1 day.
    package static let clockDay: ElementID = "home.clockDay"
    /// Clock +1 month.
    package static let clockMonth: ElementID = "home.clockMonth"
    /// Clock +13 months (a stored TC string expires).
    package static let clock13Months: ElementID = "home.clock13Months"
    /// The debug menu's UMP `reset()`.
    package static let umpReset: ElementID = "home.umpReset"
    /// Settings › Privacy & Security › Tracking: the app's switch turned off.
    package static let stopTracking: ElementID = "home.stopTracking"
    /// The app's switch turned on.
    package static let allowTracking: ElementID = "home.allowTracking"
    /// "Allow Apps to Request to Track" turned off ("Ask Apps to Stop Tracking" for apps allowed).
    package static let appsCannotAsk: ElementID = "home.appsCannotAsk"
    /// "Allow Apps to Request to Track" turned on.
    package static let appsCanAsk: ElementID = "home.appsCanAsk"

    /// The home screen of `data`.
    package static func render(_ data: HomeViewData, scroll: ScrollState, context: ViewContext) -> RenderedScreen {
        var frame = context.simulatorFrame()
        let title = data.iconGlyph.isEmpty ? data.appName : data.iconGlyph + " " + data.appName
        let body = Box(title: title).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let rows = self.rows(data)
        let view = ScrollView(id: scrollID, rows: rows, offset: scroll.offset, followsFocus: scroll.followsFocus)
        let stops = view.focusStops
        frame.focused = FocusResolution.resolve(context.focus, in: stops)
        frame.register(scrollID, rect: body)
        view.draw(in: body, into: &frame)
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// The rows, top to bottom.
    static func rows(_ data: HomeViewData) -> [any Widget] {
        var rows: [any Widget] = []
        if let status = data.consentStatus { rows.append(FieldRow("Consent status", status)) }
        rows.append(FieldRow("canRequestAds", data.canRequestAds ? "true" : "false"))
        rows.append(FieldRow("ATT", data.attStatus))
        rows.append(FieldRow(data.advertisingIDName, data.idfa))
        rows.append(FieldRow("Date", "\(data.today) (launch \(data.launchCount))"))
        // The release in force, the latest too: a tester reading home knows which SDK behaviour applies.
        // It takes the row of the blank line above the ad slot, so home after a consent still fits 80x24.
        rows.append(FieldRow("Consent SDK", data.sdkRelease ?? data.sdk))
        if let alert = data.alert { rows.append(FieldRow("Alert", alert, valueStyle: .bold)) }
        if let error = data.lastError { rows.append(FieldRow("Last SDK error", error, valueStyle: CellStyle(foreground: .danger))) }
        rows.append(AdSlotBox(data.adSlot, advertisingIDName: data.advertisingIDName))
        if !data.adSlot.reasons.isEmpty {
            rows.append(Label("Why:", style: .bold))
            rows += data.adSlot.reasons.map { Indented(Bullet($0), by: 1) }
        }
        if let rules = data.decidedBy { rows.append(FieldRow("Rules", rules)) }
        if let lift = data.lift { rows.append(FieldRow("To lift", lift)) }
        if let mode = data.consentMode { rows.append(FieldRow("Consent Mode", mode)) }
        // The app's own checks: one row when both pass (home fits 80x24), each with its reason otherwise.
        if !data.appChecks.isEmpty, data.appChecks.allSatisfy({ $0.hasSuffix(" true") }) {
            rows.append(FieldRow("App checks", data.appChecks.joined(separator: ", ")))
        } else if !data.appChecks.isEmpty {
            rows.append(Label("App's own ad checks:", style: .bold))
            rows += data.appChecks.map { Indented(Bullet($0), by: 1) }
        }
        rows.append(Spacer())
        if data.showsPrivacySettings {
            rows.append(
                ButtonRow([
                    Button(
                        id: privacySettings, label: data.privacySettingsLabel, prominence: .primary,
                        action: .app(.tapPrivacySettings))
                ]))
        } else if data.privacyEntryMissing {
            rows.append(
                Paragraph(
                    "UMP requires a privacy settings entry, but this form offers none (privacyOptionsEntryPoint: false).",
                    style: CellStyle(foreground: .warning, attributes: .bold)))
        }
        var lifecycle = [
            Button(id: relaunch, label: "Relaunch", action: .app(.relaunch)),
            Button(id: reinstall, label: "Reinstall", action: .app(.reinstall)),
        ]
        // Only UMP has a debug `reset()`; PAC and ATT-only apps offer none.
        if data.sdk == ConsentSDK.ump.description { lifecycle.append(Button(id: umpReset, label: "UMP reset", action: .app(.umpReset))) }
        // iOS Settings › Privacy & Security › Tracking, outside the app (a change quits it; see
        // `AppReducer.trackingSettings`): the app's switch beside the lifecycle, the global one beside the clock.
        if let allowed = data.trackingSwitch {
            lifecycle.append(
                Button(
                    id: allowed ? stopTracking : allowTracking, label: allowed ? "Stop tracking" : "Allow tracking",
                    action: .app(.trackingSettings(.appTracking(allowed: !allowed)))))
        }
        rows.append(ButtonRow(lifecycle, spacing: 1))
        var clock = [
            Button(id: clockDay, label: "+1 day", action: .app(.advanceClock(days: 1))),
            Button(id: clockMonth, label: "+1 month", action: .app(.advanceClockMonths(1))),
            Button(id: clock13Months, label: "+13 months", action: .app(.advanceClockMonths(13))),
        ]
        if let on = data.allowAppsToRequest {
            clock.append(
                Button(
                    id: on ? appsCannotAsk : appsCanAsk, label: on ? "Apps can't ask" : "Apps can ask",
                    action: .app(.trackingSettings(.allowAppsToRequest(on: !on, keepAllowed: false)))))
        }
        rows.append(ButtonRow(clock, spacing: 1))
        return rows
    }
}

/// The ad slot: a bordered box saying which ad the app requested (or would request).
struct AdSlotBox: Widget {
    var slot: HomeViewData.AdSlot
    /// "IDFA" or "Advertising ID".
    var advertisingIDName: String

    init(_ slot: HomeViewData.AdSlot, advertisingIDName: String) {
        self.slot = slot
        self.advertisingIDName = advertisingIDName
    }

    /// The lines inside the box.
    var lines: [(String, CellStyle)] {
        var lines: [(String, CellStyle)] = []
        let kind: String
        switch slot.kind {
        case .personalized: kind = "Personalized ad"
        case .nonPersonalized: kind = "Non-personalized ad"
        case .limited: kind = "Limited ad"
        case .technical: kind = "Technical ad delivery (Special Purpose 2 only)"
        case .none: kind = "No ad (nothing is eligible)"
        }
        lines.append((slot.requested ? kind : "No ad requested yet (canRequestAds is false)", .bold))
        if !slot.requested { lines.append(("A request now would be: \(slot.kind)", .plain)) }
        let extras = slot.extras.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lines.append(("Extras: " + (extras.isEmpty ? "none" : extras.joined(separator: " ")), .plain))
        lines.append((advertisingIDName + ": " + slot.idfa, .plain))
        return lines
    }

    func height(forWidth width: Int) -> Int {
        lines.reduce(2) { $0 + TextLayout.lineCount($1.0, width: max(1, width - 4)) }
    }

    func draw(in rect: Rect, into frame: inout Frame) {
        let inner = Box(title: "Ad slot").draw(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: height(forWidth: rect.width)), into: &frame)
            .inset(left: 1, right: 1)
        var y = inner.y
        for (text, style) in lines {
            for line in TextLayout.wrap(text, width: max(1, inner.width)) {
                frame.canvas.write(line, x: inner.x, y: y, style: style, within: inner)
                y += 1
            }
        }
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Flow

/// Tracking switched in Settings after the decision: what `trackingAuthorizationStatus` reads, and
/// what the app does at its next launch.
@Suite struct TrackingSettingsTests {
    /// An install whose alert was answered `answer`.
    static func answered(_ answer: ATTEvent) -> ATTState {
        var s = ATTState()
        _ = ATTReducer.reduce(&s, .requestAuthorization)
        _ = ATTReducer.reduce(&s, answer)
        return s
    }

    @Test func theAppsSwitchSetsItsStatus() {
        var s = Self.answered(.alertAllow)
        #expect(s.listedInTrackingSettings)
        _ = ATTReducer.reduce(&s, .settings(.appTracking(allowed: false)))
        #expect(s.status == .denied && s.idfa == ATTState.zeroIDFA)
        _ = ATTReducer.reduce(&s, .settings(.appTracking(allowed: true)))
        #expect(s.status == .authorized && s.idfaAvailable)
    }

    @Test func anAppThatNeverAskedHasNoSwitch() {
        var s = ATTState()
        #expect(!s.listedInTrackingSettings)
        _ = ATTReducer.reduce(&s, .settings(.appTracking(allowed: true)))
        #expect(s.status == .notDetermined)
        // The system alert holds the screen: Settings cannot be reached until it is answered.
        var asking = ATTState()
        _ = ATTReducer.reduce(&asking, .requestAuthorization)
        _ = ATTReducer.reduce(&asking, .settings(.allowAppsToRequest(on: false, keepAllowed: false)))
        #expect(asking.allowAppsToRequestToTrack && asking.alertShowing)
        var managed = ATTState(initial: .restricted)
        _ = ATTReducer.reduce(&managed, .settings(.allowAppsToRequest(on: false, keepAllowed: false)))
        #expect(managed.status == .restricted && managed.allowAppsToRequestToTrack)
    }

    /// Observed on iOS 14.2 (n_komiya, Qiita, 2021-01-06): "Allow Apps to Continue Tracking" gives the
    /// status back when the switch returns, "Ask Apps to Stop Tracking" leaves the app denied, and an
    /// app that never asked reads notDetermined again.
    @Test func theGlobalSwitchHidesAndRestoresTheAppsStatus() {
        for (keep, after) in [(true, ATTrackingStatus.authorized), (false, .denied)] {
            var s = Self.answered(.alertAllow)
            _ = ATTReducer.reduce(&s, .settings(.allowAppsToRequest(on: false, keepAllowed: keep)))
            #expect(s.status == .denied && !s.allowAppsToRequestToTrack)
            // The app's switch is greyed out while the global one is off.
            _ = ATTReducer.reduce(&s, .settings(.appTracking(allowed: true)))
            #expect(s.status == .denied)
            _ = ATTReducer.reduce(&s, .settings(.allowAppsToRequest(on: true, keepAllowed: false)))
            #expect(s.status == after, "keep \(keep)")
        }
        var never = ATTState()
        _ = ATTReducer.reduce(&never, .settings(.allowAppsToRequest(on: false, keepAllowed: false)))
        #expect(never.status == .denied)
        _ = ATTReducer.reduce(&never, .settings(.allowAppsToRequest(on: true, keepAllowed: false)))
        #expect(never.status == .notDetermined)
        // Asked while the switch was off, the app stays denied when it comes back on.
        var asked = ATTState(initial: .deniedByGlobalToggle)
        _ = ATTReducer.reduce(&asked, .requestAuthorization)
        _ = ATTReducer.reduce(&asked, .settings(.allowAppsToRequest(on: true, keepAllowed: false)))
        #expect(asked.status == .denied)
        _ = ATTReducer.reduce(&asked, .reinstall)
        #expect(asked.status == .notDetermined)
    }

    @Test func iOSQuitsTheAppAndTheNextLaunchReadsTheNewStatus() throws {
        let r = try launched(config { $0.attOrder = .cmpFirst })
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAllow)
        #expect(r.verdict == .personalized)
        let effects = try r.send(.trackingSettings(.appTracking(allowed: false)))
        #expect(effects.contains(.note("iOS quits the app when its privacy settings change")))
        #expect(r.state.phase == .notRunning && r.state.screen == .notRunning)
        try r.send(.relaunch)
        #expect(r.state.screen == .home && r.state.system.att.status == .denied)
        // UMP keeps its consent; the app's own check turns its request non-personalized.
        #expect(r.ump.consentStatus == .obtained)
        #expect(r.state.appChecks?.canShowPersonalizedAds.value == false)
        #expect(r.verdict == .nonPersonalized)
        #expect(r.state.adRequest?.idfa == ATTState.zeroIDFA)
        // Nothing to change: a note, and the app keeps running.
        let none = try r.send(.trackingSettings(.appTracking(allowed: false)))
        #expect(none.contains { if case .note(let n) = $0 { n.hasPrefix("Settings: nothing to change") } else { false } })
        #expect(r.state.phase == .ready)
    }

    @Test func theSwitchesSurviveANewProcessThroughTheSystemStore() throws {
        let system = MemoryStore()
        let r = try FlowRuntime(configuration: config { $0.attOrder = .cmpFirst }, store: MemoryStore(), systemStore: system)
        try r.launch()
        try r.send(.umpForm(.consentAll))
        try r.send(.alertAllow)
        try r.send(.trackingSettings(.allowAppsToRequest(on: false, keepAllowed: true)))
        var restored = SimulatedSystem(today: jan15, att: ATTState())
        restored.restore(from: system.load())
        #expect(!restored.att.allowAppsToRequestToTrack && restored.att.status == .denied)
        #expect(restored.att.statusBehindGlobalSwitch == .authorized)
    }
}

import TCF
import Testing

@testable import Flow

@Suite struct ATTReducerTests {
    @Test func rawValues() {
        #expect(ATTrackingStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func promptOncePerInstall() {
        var s = ATTState()
        #expect(s.status == .notDetermined && s.idfa == ATTState.zeroIDFA)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.showAlert])
        #expect(s.alertShowing)
        #expect(ATTReducer.reduce(&s, .alertAllow) == [.dismissAlert(.authorized), .completion(.authorized)])
        #expect(s.status == .authorized && s.idfa == ATTState.deviceIDFA && s.promptedThisInstall)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.authorized)])
        #expect(!s.alertShowing)
    }

    @Test func denyGivesZeros() {
        var s = ATTState()
        _ = ATTReducer.reduce(&s, .requestAuthorization)
        #expect(ATTReducer.reduce(&s, .alertAskNotToTrack) == [.dismissAlert(.denied), .completion(.denied)])
        #expect(s.status == .denied && s.idfa == ATTState.zeroIDFA)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.denied)])
    }

    @Test func restrictedNeverPrompts() {
        var s = ATTState(initial: .restricted)
        #expect(s.status == .restricted)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.restricted)])
        #expect(!s.alertShowing && s.idfa == ATTState.zeroIDFA)
    }

    @Test func globalToggleOffIsDeniedWithoutPrompt() {
        var s = ATTState(initial: .deniedByGlobalToggle)
        #expect(s.status == .denied)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.denied)])
        #expect(!s.alertShowing)
    }

    @Test func authorizedInitially() {
        let s = ATTState(initial: .authorized)
        #expect(s.status == .authorized && s.idfaAvailable)
    }

    @Test func iOS13HasNoATT() {
        var s = ATTState(iosVersion: IOSVersion(13, 7))
        #expect(!s.available && s.statusForAds == nil && s.idfaAvailable)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.notDetermined)])
        s.limitAdTracking = true
        #expect(s.idfa == ATTState.zeroIDFA)
    }

    @Test(arguments: ["14.0", "14.2", "14.4.2"])
    func iOS14EarlyAlwaysDenied(_ version: String) {
        var s = ATTState(iosVersion: IOSVersion(version)!)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.denied)])
        #expect(s.status == .denied && !s.alertShowing)
        var fixed = ATTState(iosVersion: IOSVersion(14, 5))
        #expect(ATTReducer.reduce(&fixed, .requestAuthorization) == [.showAlert])
    }

    @Test func iOS174EarlyDeniedCallback() {
        var s = ATTState(iosVersion: IOSVersion(17, 4, 1))
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.showAlert, .completion(.denied)])
        #expect(s.alertShowing && s.status == .notDetermined)
        #expect(ATTReducer.reduce(&s, .alertAllow) == [.dismissAlert(.authorized)])
        #expect(s.status == .authorized)
        var fixed = ATTState(iosVersion: IOSVersion(17, 5))
        #expect(ATTReducer.reduce(&fixed, .requestAuthorization) == [.showAlert])
    }

    @Test func concurrentRequestIsNotPreserved() {
        var s = ATTState()
        _ = ATTReducer.reduce(&s, .requestAuthorization)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.completion(.notDetermined)])
    }

    @Test func reinstallAllowsThePromptAgain() {
        var s = ATTState()
        _ = ATTReducer.reduce(&s, .requestAuthorization)
        _ = ATTReducer.reduce(&s, .alertAskNotToTrack)
        _ = ATTReducer.reduce(&s, .reinstall)
        #expect(s.status == .notDetermined && !s.promptedThisInstall)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.showAlert])
        var r = ATTState(initial: .restricted)
        _ = ATTReducer.reduce(&r, .reinstall)
        #expect(r.status == .restricted)
    }

    @Test func terminationDropsAnUnansweredAlert() {
        var s = ATTState()
        _ = ATTReducer.reduce(&s, .requestAuthorization)
        _ = ATTReducer.reduce(&s, .appTerminated)
        #expect(!s.alertShowing && s.status == .notDetermined)
        #expect(ATTReducer.reduce(&s, .requestAuthorization) == [.showAlert])
    }
}

extension ATTReducer {
    /// ATT's transition table (phases `status` or `status+alert`) over every initial setting and the
    /// quirky iOS versions, with the Settings switches.
    package static let transitions: [Transition] = {
        var initial: [(ATTState, [ATTEvent])] = []
        for setting in ATTInitialState.allCases {
            for version in [IOSVersion(13, 7), IOSVersion(14, 2), IOSVersion(17, 4), IOSVersion(17, 5)] {
                initial.append((ATTState(initial: setting, iosVersion: version), []))
            }
        }
        return TransitionExplorer.explore(
            initial: initial,
            alphabet: [
                .requestAuthorization, .alertAllow, .alertAskNotToTrack, .appTerminated, .reinstall,
                .settings(.appTracking(allowed: false)), .settings(.appTracking(allowed: true)),
                .settings(.allowAppsToRequest(on: false, keepAllowed: true)),
                .settings(.allowAppsToRequest(on: false, keepAllowed: false)), .settings(.allowAppsToRequest(on: true, keepAllowed: true)),
            ],
            maxStates: 1000,
            step: { state, event in
                _ = ATTReducer.reduce(&state, event); return []
            }, phase: \.phase, name: \.name)
    }()
}

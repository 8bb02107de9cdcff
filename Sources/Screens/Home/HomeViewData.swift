import Flow
import TCF

/// What the simulated app's home screen shows.
package struct HomeViewData: Hashable, Sendable {
    /// The ad slot: the request the app made, or the one it would make, and why.
    package struct AdSlot: Hashable, Sendable {
        /// Whether the app requested an ad this launch (false: it is waiting for `canRequestAds`).
        package var requested: Bool
        /// The request kind (made, or what a request now would be).
        package var kind: AdRequestKind
        /// Extra parameters (`npa=1`).
        package var extras: [String: String]
        /// Google's reasons, most decisive first.
        package var reasons: [String]
        /// The IDFA the request carries.
        package var idfa: String

        /// An ad slot.
        package init(requested: Bool, kind: AdRequestKind, extras: [String: String], reasons: [String], idfa: String) {
            self.requested = requested
            self.kind = kind
            self.extras = extras
            self.reasons = reasons
            self.idfa = idfa
        }
    }

    /// The app's display name.
    package var appName: String
    /// The app icon stand-in (an emoji or a symbol).
    package var iconGlyph: String
    /// The consent SDK linked (`ump`, `pac`, `none`).
    package var sdk: String
    /// The SDK release in force ("UMP for iOS 3.1.0 (latest)"); nil when the app links no consent SDK.
    package var sdkRelease: String?
    /// UMP's `consentStatus`, nil without UMP.
    package var consentStatus: String?
    /// `canRequestAds`.
    package var canRequestAds: Bool
    /// The ad slot.
    package var adSlot: AdSlot
    /// Whether the "Privacy settings" button shows (UMP requires it and the form offers the entry).
    package var showsPrivacySettings: Bool
    /// The button's label (the form's `privacyOptionsEntry`).
    package var privacySettingsLabel: String
    /// UMP requires a privacy entry but the form offers none (a finding worth showing).
    package var privacyEntryMissing: Bool
    /// ATT status, or why there is none.
    package var attStatus: String
    /// The IDFA, or on Android the advertising ID.
    package var idfa: String
    /// What the platform calls that identifier: "IDFA" on iOS, "Advertising ID" on Android.
    package var advertisingIDName = "IDFA"
    /// The simulated date.
    package var today: String
    /// Launches on this install.
    package var launchCount: Int
    /// An alert the app shows, if any.
    package var alert: String?
    /// The last SDK error, if any.
    package var lastError: String?
    /// The app's own ad checks, one line each (`canShowAds() false: …`); empty without UMP.
    package var appChecks: [String] = []
    /// The serving rules that decided the ad slot, with their dates ("Limited ads 2.0 (from 2025-04-01)").
    package var decidedBy: String?
    /// The least change that lifts a limited, technical or empty verdict.
    package var lift: String?
    /// The Consent Mode v2 signals inferred from the stored TC string.
    package var consentMode: String?
    /// Settings › Privacy › Tracking as it stands: the app's switch (nil when iOS lists no switch for
    /// the app) and "Allow Apps to Request to Track" (nil without ATT or on a managed device).
    package var trackingSwitch: Bool?, allowAppsToRequest: Bool?

    /// Home screen data.
    package init(
        appName: String, iconGlyph: String, sdk: String, consentStatus: String?, canRequestAds: Bool, adSlot: AdSlot,
        showsPrivacySettings: Bool, privacySettingsLabel: String, privacyEntryMissing: Bool, attStatus: String, idfa: String,
        today: String, launchCount: Int, alert: String?, lastError: String?
    ) {
        self.appName = appName
        self.iconGlyph = iconGlyph
        self.sdk = sdk
        self.consentStatus = consentStatus
        self.canRequestAds = canRequestAds
        self.adSlot = adSlot
        self.showsPrivacySettings = showsPrivacySettings
        self.privacySettingsLabel = privacySettingsLabel
        self.privacyEntryMissing = privacyEntryMissing
        self.attStatus = attStatus
        self.idfa = idfa
        self.today = today
        self.launchCount = launchCount
        self.alert = alert
        self.lastError = lastError
    }
}

extension HomeViewData {
    /// The home data of `app`, named as `form` names the app.
    package init(app: AppState, appName: String, iconGlyph: String, privacySettingsLabel: String, offersPrivacyEntry: Bool) {
        let home = app.home
        let request = home.adRequest ?? app.currentAdRequest
        let att: String
        switch (app.configuration.platform, home.attStatus) {
        // Android has no ATT; the app reads the advertising ID (the Platforms article).
        case (.android, _): att = "none (Android has no ATT)"
        case (.ios, let status?): att = status.description
        case (.ios, nil): att = "unavailable (iOS \(app.configuration.iosVersion) has no ATT)"
        }
        self.init(
            appName: appName, iconGlyph: iconGlyph, sdk: app.configuration.sdk.description,
            consentStatus: home.consentStatus?.description, canRequestAds: home.canRequestAds,
            adSlot: AdSlot(
                requested: home.adRequest != nil, kind: request.eligibility.kind, extras: request.extras,
                reasons: request.eligibility.reasonDetails.map(\.description), idfa: request.idfa),
            showsPrivacySettings: home.privacySettingsVisible && offersPrivacyEntry, privacySettingsLabel: privacySettingsLabel,
            privacyEntryMissing: home.privacySettingsVisible && !offersPrivacyEntry, attStatus: att, idfa: home.idfa,
            today: home.today.description, launchCount: app.launchCount, alert: home.alert, lastError: home.lastError)
        if app.configuration.platform == .android { advertisingIDName = "Advertising ID" }
        sdkRelease = app.configuration.sdkInForce.map(SDKChanges.summary)
        appChecks = app.appChecks.map(HomeViewData.lines) ?? []
        // Which rule decided matters where ads are held back; personalized and non-personalized say why in their reasons.
        let rules = request.eligibility.decidedBy.map(GoogleServingRules.rule)
        if request.eligibility.kind.rank <= AdRequestKind.limited.rank, !rules.isEmpty {
            decidedBy = rules.map { "\($0.title) (\($0.period))" }.joined(separator: "; ")
        }
        lift = request.eligibility.lift?.description
        consentMode = app.configuration.sdk == .ump ? HomeViewData.consentModeLine(app.consentMode) : nil
        let tracking = app.system.att
        if tracking.available, !tracking.restricted {
            allowAppsToRequest = tracking.allowAppsToRequestToTrack
            trackingSwitch = tracking.allowAppsToRequestToTrack && tracking.listedInTrackingSettings ? tracking.status == .authorized : nil
        }
    }

    /// The Consent Mode signals in one home line, grouped by value ("granted: ad_storage, ad_user_data,
    /// ad_personalization"); `analytics_storage`, which only UMP's own values set, only when it is set
    /// (the inspector, the trace and `doctor` list all four); "none set" when nobody set any.
    package static func consentModeLine(_ mode: ConsentMode) -> String {
        if mode.values.values.allSatisfy({ $0 == .notSet }) { return "none set (the app's defaults apply)" }
        let shown = ConsentModeSignal.allCases.filter { $0 != .analyticsStorage || mode[$0] != .notSet }
        var groups: [(ConsentModeValue, [ConsentModeSignal])] = []
        for signal in shown {
            if let i = groups.firstIndex(where: { $0.0 == mode[signal] }) {
                groups[i].1.append(signal)
            } else {
                groups.append((mode[signal], [signal]))
            }
        }
        return groups.map { "\($0.0): " + $0.1.map(\.rawValue).joined(separator: ", ") }.joined(separator: "; ")
    }

    /// The app's two ad checks as lines: the answer, and when it is false the most decisive reason
    /// (the trace and `Expect AppCheck` failures carry them all).
    package static func lines(_ checks: AppChecks) -> [String] {
        [("canShowAds()", checks.canShowAds), ("canShowPersonalizedAds()", checks.canShowPersonalizedAds)].map { name, check in
            guard !check.value, let first = check.reasons.first else { return "\(name) \(check.value)" }
            let more = check.reasons.count > 1 ? " (+\(check.reasons.count - 1) more)" : ""
            return "\(name) false: \(first)\(more)"
        }
    }
}

import Basics
import Store
import TCF
import Testing

@testable import Flow

/// The SDK release in force: the dated behaviour table, the one function each rule is asked through,
/// and what the simulated app does by release.
@Suite struct SDKVersionTests {
    static func release(_ text: String) throws -> SDKRelease { try SDKRelease.read(text).get() }

    static func app(_ sdk: String, _ tweak: (inout AppConfiguration) -> Void = { _ in }) throws -> AppConfiguration {
        let release = try release(sdk)
        return config {
            $0.sdkRelease = release
            $0.platform = release.family == .umpAndroid ? .android : .ios
            tweak(&$0)
        }
    }

    @Test func everyRowIsDatedBySourcedReleases() {
        for change in SDKChanges.table {
            #expect(!change.sources.isEmpty && !change.since.isEmpty, "\(change.id)")
            for since in change.since {
                #expect(since.family.releases.contains { $0.version == since.version && $0.date == since.date }, "\(change.id)")
            }
        }
        #expect(Set(SDKChanges.table.map(\.id)) == Set(SDKChangeID.allCases))
        #expect(SDKFamily.umpIOS.latest.description == "ump-ios 3.1.0")
        #expect(SDKFamily.umpAndroid.latest.description == "ump-android 4.0.0")
        #expect(SDKFamily.pacIOS.latest.description == "pac-ios 1.0.5")
        #expect(SDKFamily.pacAndroid.latest.description == "pac-android 1.0.8")
        // The legacy SDK's releases, with the dates Maven and the git tags give.
        #expect(SDKFamily.pacAndroid.releases.map(\.version.description) == (0...8).map { "1.0.\($0)" })
        #expect(SDKFamily.pacAndroid.releases.first { $0.version.description == "1.0.7" }?.date?.description == "2019-01-10")
        #expect(SDKFamily.pacIOS.releases.map(\.version.description) == (0...5).map { "1.0.\($0)" })
        for family in SDKFamily.allCases {
            #expect(family.releases.allSatisfy { $0.date != nil }, "\(family)")
            #expect(zip(family.releases, family.releases.dropFirst()).allSatisfy { $0.version < $1.version && $0.date! <= $1.date! }, "\(family)")
        }
    }

    /// Each SDK ships one library per platform: the family is the pair, and a release names both.
    @Test func eachSDKHasOneFamilyPerPlatform() {
        for sdk in [ConsentSDK.ump, .pac] {
            for platform in DevicePlatform.allCases {
                let family = SDKFamily.of(sdk, on: platform)
                #expect(family?.sdk == sdk && family?.platform == platform, "\(sdk) \(platform)")
            }
        }
        #expect(SDKFamily.of(.pac, on: .android) == .pacAndroid)
        #expect(SDKFamily.of(.none, on: .android) == nil)
        #expect(Set(SDKFamily.allCases.compactMap { SDKFamily.of($0.sdk, on: $0.platform) }) == Set(SDKFamily.allCases))
    }

    @Test func eachRuleTurnsOnAtItsRelease() throws {
        let cases: [(SDKChangeID, String, String)] = [
            (.noAdvertisingID, "ump-ios 2.1.0", "ump-ios 2.2.0"), (.noAdvertisingID, "ump-android 2.1.0", "ump-android 2.2.0"),
            (.canRequestAdsWithoutMessage, "ump-ios 2.4.0", "ump-ios 2.5.0"),
            (.canRequestAdsWithoutMessage, "ump-android 2.2.0", "ump-android 3.0.0"),
            (.usStateDebugGeographies, "ump-ios 2.6.0", "ump-ios 2.7.0"), (.usStateDebugGeographies, "ump-android 3.0.0", "ump-android 3.1.0"),
            (.firebaseConsentMode, "ump-ios 2.7.0", "ump-ios 3.0.0"), (.firebaseConsentMode, "ump-android 3.1.0", "ump-android 3.2.0"),
            (.swiftAPINames, "ump-ios 2.7.0", "ump-ios 3.0.0"), (.consentSyncID, "ump-ios 3.0.0", "ump-ios 3.1.0"),
            (.consentSyncID, "ump-android 3.2.0", "ump-android 4.0.0"),
        ]
        for (id, before, after) in cases {
            #expect(!SDKChanges.has(id, try Self.release(before)), "\(id) \(before)")
            #expect(SDKChanges.has(id, try Self.release(after)), "\(id) \(after)")
        }
        #expect(!SDKChanges.has(.swiftAPINames, try Self.release("ump-android 4.0.0")))
        #expect(!SDKChanges.has(.canRequestAdsWithoutMessage, try Self.release("pac-ios 1.0.5")))
        #expect(SDKChanges.androidMinimumAPI(try Self.release("ump-android 2.2.0")) == nil)
        #expect(SDKChanges.androidMinimumAPI(try Self.release("ump-android 3.2.0")) == 21)
        #expect(SDKChanges.androidMinimumAPI(try Self.release("ump-android 4.0.0")) == 23)
    }

    @Test func aReleaseIsReadOnlyAsItsNotesListIt() throws {
        #expect(try Self.release("ump-ios@2.6.0") == Self.release("ump-ios 2.6.0"))
        #expect(try Self.release("UMP-IOS 2.6.0").family == .umpIOS)
        #expect(
            SDKRelease.read("ump-ios 2.8.0").failure
                == "UMP for iOS has no release '2.8.0' (its release notes list 1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 2.0.0, 2.0.1, 2.1.0, 2.2.0, 2.3.0, 2.4.0, 2.5.0, 2.6.0, 2.7.0, 3.0.0, 3.1.0)"
        )
        #expect(SDKRelease.read("ump-ios").failure?.hasPrefix("bad SDK 'ump-ios' (write an SDK and a version") == true)
        #expect(SDKRelease.read("ump-web 1.0.0").failure?.contains("SDKs: ump-ios, ump-android, pac-ios, pac-android") == true)
        #expect(try Self.release("pac-android 1.0.5").title == "Consent SDK for Android 1.0.5")
        #expect(SDKRelease.read("pac-android 1.0.9").failure?.hasPrefix("Consent SDK for Android has no release '1.0.9'") == true)
        #expect(SDKRelease.read("ump-ios 99999999999999999999.0.0").failure?.hasPrefix("UMP for iOS has no release") == true)
        #expect(SDKRelease.read("ump-ios 2.6.0 extra").failure != nil)
    }

    @Test func theReleaseInForceIsTheAppsSDK() throws {
        #expect(config().sdkInForce == SDKFamily.umpIOS.latest)
        #expect(config { $0.platform = .android }.sdkInForce == SDKFamily.umpAndroid.latest)
        // A release of another SDK than the app links does not apply: the app's SDK at its latest does.
        #expect(config { $0.sdkRelease = try? Self.release("pac-ios 1.0.5") }.sdkInForce == SDKFamily.umpIOS.latest)
        #expect(try Self.app("ump-ios 2.6.0").sdkInForce?.description == "ump-ios 2.6.0")
        #expect(config { $0.sdk = .none }.sdkInForce == nil)
        // A PAC app links the legacy SDK's library for its platform.
        #expect(config { $0.sdk = .pac }.sdkInForce == SDKFamily.pacIOS.latest)
        #expect(
            config {
                $0.sdk = .pac; $0.platform = .android
            }.sdkInForce?.description == "pac-android 1.0.8")
        #expect(
            config {
                $0.sdk = .pac; $0.platform = .android; $0.sdkRelease = try? Self.release("pac-android 1.0.5")
            }.sdkInForce?.description == "pac-android 1.0.5")
        #expect(
            config {
                $0.sdk = .pac; $0.platform = .android
            }.json.serialized().contains("\"sdkVersion\":\"pac-android 1.0.8\""))
    }

    /// After a switch of platform the app links the other platform's library: the release chosen for
    /// it, else its latest; a release of the other library than the platform chosen is refused.
    @Test func aReleaseCountsOnlyOnItsOwnPlatform() throws {
        let ios240 = try Self.release("ump-ios 2.4.0")
        #expect(SDKInForce.release(ios240, sdk: .ump, platform: .ios) == ios240)
        #expect(SDKInForce.release(ios240, sdk: .ump, platform: .android) == SDKFamily.umpAndroid.latest)
        #expect(SDKInForce.release(try Self.release("ump-android 3.0.0"), sdk: .ump, platform: .android)?.description == "ump-android 3.0.0")
        #expect(SDKInForce.release(ios240, sdk: .pac, platform: .android) == SDKFamily.pacAndroid.latest)
        #expect(SDKInForce.release(ios240, sdk: .none, platform: .ios) == nil)
        #expect(
            SDKInForce.platformRefusal(ios240, platform: .android)
                == "ump-ios 2.4.0 is a release of UMP for iOS, but the app runs on android: choose a release of ump-android (latest 4.0.0) or the platform ios"
        )
        #expect(
            SDKInForce.platformRefusal(try Self.release("pac-ios 1.0.5"), platform: .android)?.hasSuffix(
                "choose a release of pac-android (latest 1.0.8) or the platform ios") == true)
        #expect(SDKInForce.platformRefusal(ios240, platform: .ios) == nil)
        // The app's configuration asks the same rule.
        let switched = try Self.app("ump-ios 2.4.0") { $0.platform = .android }
        #expect(switched.sdkInForce == SDKFamily.umpAndroid.latest && switched.sdkHas(.usStateDebugGeographies))
    }

    @Test func noMessageBefore250FailsAndCanRequestAdsStaysFalse() throws {
        func run(_ sdk: String) throws -> FlowRuntime {
            try launched(
                try Self.app(sdk) {
                    $0.umpServer.gdprMessage = false
                    $0.umpServer.usStatesMessage = false
                    $0.attOrder = .noATT
                })
        }
        let old = try run("ump-ios 2.4.0")
        #expect(old.state.lastUMPErrorCode == UMPRequestErrorCode.misconfiguration.rawValue)
        #expect(!old.state.canRequestAds)
        let new = try run("ump-ios 2.5.0")
        #expect(new.state.lastUMPErrorCode == nil && new.state.canRequestAds)
        #expect(try run("ump-android 2.2.0").state.canRequestAds == false)
        #expect(try run("ump-android 3.0.0").state.canRequestAds == true)
    }

    @Test func consentModeValuesOnlyFromTheFirebaseRelease() throws {
        for (sdk, stored) in [("ump-ios 2.7.0", false), ("ump-ios 3.0.0", true), ("ump-android 3.1.0", false), ("ump-android 3.2.0", true)] {
            let r = try launched(
                try Self.app(sdk) {
                    $0.umpMessage.consentMode = true
                    $0.attOrder = .noATT
                })
            try r.send(.umpForm(.consentAll))
            #expect((r.state.device[UMPConsentModeValues.key] != nil) == stored, "\(sdk)")
        }
    }

    @Test func theTraceNamesEachCallAsTheReleaseSpellsIt() throws {
        func api(_ sdk: String) throws -> [String] {
            let effects = try FlowRuntime(configuration: try Self.app(sdk), store: MemoryStore()).launch()
            return effects.compactMap { if case .call(_, let api?) = $0 { api } else { nil } }
        }
        #expect(try api("ump-ios 2.7.0").first == "UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with:completionHandler:)")
        #expect(try api("ump-ios 3.0.0").first == "ConsentInformation.shared.requestConsentInfoUpdate(with:completionHandler:)")
        #expect(try api("ump-android 4.0.0").first == "ConsentInformation.requestConsentInfoUpdate(activity, params, …)")
        #expect(try api("ump-ios 3.0.0").contains("ConsentForm.loadAndPresentIfRequired(from:completionHandler:)"))
    }

    @Test func releasesBefore220ReadTheAdvertisingIdentifier() throws {
        func notes(_ sdk: String) throws -> [String] {
            let effects = try FlowRuntime(configuration: try Self.app(sdk), store: MemoryStore()).launch()
            return effects.compactMap { if case .note(let text) = $0, text.contains("advertising identifier") { text } else { nil } }
        }
        #expect(try notes("ump-android 2.1.0") == ["UMP for Android 2.1.0 reads the advertising identifier: 38400000-8cf0-11bd-b23e-10b96e40000d"])
        #expect(try notes("ump-android 2.2.0").isEmpty)
        #expect(try notes("ump-ios 2.1.0").count == 1 && notes("ump-ios 2.2.0").isEmpty)
    }

    @Test func consentSyncIDReachesTheRequestFromItsRelease() throws {
        #expect(try Self.app("ump-ios 3.0.0") { $0.consentSyncID = "sync-1" }.umpRequestParameters.consentSyncID == nil)
        let params = try Self.app("ump-ios 3.1.0") { $0.consentSyncID = "sync-1" }.umpRequestParameters
        #expect(params.consentSyncID == "sync-1")
        #expect(params.json.serialized().contains("\"consentSyncID\":\"sync-1\""))
        #expect(try Self.app("ump-android 3.1.0").json.serialized().contains("\"sdkVersion\":\"ump-android 3.1.0\""))
    }

    /// The console a developer reads: each call by the release's name, the request's sync id, the notes;
    /// a launch starts it anew, and it keeps its last lines only.
    @Test func theConsoleNamesCallsAsTheReleaseSpellsThem() throws {
        let effects = try FlowRuntime(configuration: try Self.app("ump-ios 3.1.0") { $0.consentSyncID = "sync-1" }, store: MemoryStore()).launch()
        let lines = AppLog.lines(effects)
        #expect(lines.contains("ConsentInformation.shared.requestConsentInfoUpdate(with:completionHandler:) consentSyncID: \"sync-1\""))
        let old = AppLog.lines(try FlowRuntime(configuration: try Self.app("ump-android 2.1.0"), store: MemoryStore()).launch())
        #expect(old.contains("ConsentInformation.requestConsentInfoUpdate(activity, params, …)"))
        #expect(old.contains { $0.hasPrefix("UMP for Android 2.1.0 reads the advertising identifier: ") })
        var console = AppConsole()
        console.record(.relaunch, [.note("before")])
        console.record(.launch(stored: StoreDomain()), [.note("after")])
        #expect(console.lines == ["after"])
        for i in 0..<(AppConsole.capacity + 5) { console.record(.relaunch, [.note("\(i)")]) }
        #expect(console.lines.count == AppConsole.capacity && console.lines.last == "\(AppConsole.capacity + 4)")
    }

    @Test func theSummaryNamesTheDefaultAndTheMinimumAPI() throws {
        #expect(SDKChanges.summary(SDKFamily.umpAndroid.latest) == "UMP for Android 4.0.0 (latest; minimum API level 23)")
        #expect(SDKChanges.summary(try Self.release("ump-ios 2.6.0")) == "UMP for iOS 2.6.0")
        #expect(
            SDKChanges.refusal("the debug geography other", needs: .usStateDebugGeographies, try Self.release("ump-android 3.0.0"))
                == "the debug geography other needs UMP for Android 3.1.0 or later (released 2024-10-30); the app links 3.0.0")
        #expect(SDKChanges.refusal("x", needs: .usStateDebugGeographies, try Self.release("ump-ios 2.7.0")) == nil)
    }
}

extension Result {
    /// The failure's text, nil on success.
    fileprivate var failure: String? {
        if case .failure(let error) = self { return "\(error)" }
        return nil
    }
}

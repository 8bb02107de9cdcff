import Scripting
import Testing

/// `Set SDK`: read as two words, written back by recordings, and a setting the release does not have
/// refused with the release that added it, in either order, at file:line:column.
@Suite struct SDKVersionScriptTests {
    @Test func aSettingTheReleaseLacksIsRefusedWithTheReleaseThatAddedIt() {
        let message = "needs UMP for iOS 2.7.0 or later (released 2024-10-30); the app links 2.6.0"
        #expect(
            diagnostics("Set SDK ump-ios 2.6.0\nSet Geography regulatedUSState\nLaunch").map(\.description)
                == ["bad.keys:2:1: the debug geography regulatedUSState " + message])
        // The other order: the SDK line is the one refused.
        #expect(
            diagnostics("Set Geography other\n  Set SDK ump-ios 2.6.0\nLaunch").map(\.description)
                == ["bad.keys:2:3: the debug geography other " + message])
        #expect(
            diagnostics("Set SDK ump-android 3.2.0\nSet ConsentSyncID abc-1\nLaunch").map(\.description)
                == ["bad.keys:2:1: a consent sync id needs UMP for Android 4.0.0 or later (released 2025-10-31); the app links 3.2.0"])
        #expect(diagnostics("Set SDK ump-ios 2.7.0\nSet Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").count == 1)
        #expect(diagnostics("Set SDK ump-ios 3.1.0\nSet Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").isEmpty)
        // Without Set SDK the latest release applies, which has everything.
        #expect(diagnostics("Set Geography regulatedUSState\nSet ConsentSyncID x\nLaunch").isEmpty)
    }

    @Test func badReleasesNameTheLineAndColumn() {
        #expect(
            diagnostics("Set SDK ump-ios\nLaunch").first.map {
                $0.description.hasPrefix("bad.keys:1:") && $0.description.contains("an SDK and a version (ump-ios 2.6.0)")
            } == true)
        #expect(
            diagnostics("Set SDK ump-ios 9.9.9\nLaunch").first?.description.hasPrefix("bad.keys:1:9: UMP for iOS has no release '9.9.9'") == true)
        #expect(diagnostics("Set Announced maybe\nLaunch").first?.description.hasPrefix("bad.keys:1:15: unknown value 'maybe'") == true)
    }
}

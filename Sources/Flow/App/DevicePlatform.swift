/// The operating system the simulated app runs on. The forms and the TC string are the same on both;
/// UMP's enum numbering, where its state is kept, ATT versus the advertising ID and the back button
/// differ (the Platforms article).
package enum DevicePlatform: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS: UMP for iOS, `NSUserDefaults`, App Tracking Transparency.
    case ios
    /// Android: UMP for Android (`com.google.android.ump`), SharedPreferences, the advertising ID.
    case android

    /// The name scripts and flags use.
    package var description: String { rawValue }
}

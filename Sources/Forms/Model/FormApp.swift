/// The app that shows the form, as the SDK would learn it from the bundle and the publisher.
package struct FormApp: Hashable, Sendable {
    /// The display name (`CFBundleDisplayName`), substituted for `{appName}`.
    package var name: String
    /// One character standing in for the app icon in the terminal (an emoji or a symbol).
    package var iconGlyph: String
    /// The app's privacy policy (PAC's `app_privacy_url`; UMP's privacy-policy link).
    package var privacyPolicyURL: String
    /// The bundle identifier, reverse-DNS (`com.example.dailypuzzle`).
    package var bundleID: String

    /// An app description.
    package init(name: String, iconGlyph: String, privacyPolicyURL: String, bundleID: String) {
        self.name = name
        self.iconGlyph = iconGlyph
        self.privacyPolicyURL = privacyPolicyURL
        self.bundleID = bundleID
    }
}

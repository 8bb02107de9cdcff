/// The app that shows the form, as the SDK would learn it from the bundle and the publisher.
public struct FormApp: Hashable, Sendable {
    /// The display name (`CFBundleDisplayName`), substituted for `{appName}`.
    public var name: String
    /// One character standing in for the app icon in the terminal (an emoji or a symbol).
    public var iconGlyph: String
    /// The app's privacy policy (PAC's `app_privacy_url`; UMP's privacy-policy link).
    public var privacyPolicyURL: String
    /// The bundle identifier, reverse-DNS (`com.example.dailypuzzle`).
    public var bundleID: String

    /// An app description.
    public init(name: String, iconGlyph: String, privacyPolicyURL: String, bundleID: String) {
        self.name = name
        self.iconGlyph = iconGlyph
        self.privacyPolicyURL = privacyPolicyURL
        self.bundleID = bundleID
    }
}

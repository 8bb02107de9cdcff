import Flow
import Forms
import Screens
import Simulation

/// Sessions brought to each screen the UI owns, in a language, at a size.
enum ScreenFixtures {
    /// The languages every screen is snapshotted in (ru is added for the first layer).
    static let languages: [LanguageCode] = ["en", "ko", "ja"]
    /// The reference sizes.
    static let sizes: [Size] = [.s80x24, .s120x40, .s40x12]

    static func settings(_ language: LanguageCode) -> SimulatorSettings { SimulatorSettings(language: language, order: .noATT) }

    /// The GDPR message's first layer.
    static func firstLayer(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        try SessionHarness(settings: settings(language), size: size)
    }

    /// Manage options.
    static func manageOptions(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        let h = try firstLayer(language, size)
        try h.select("ump.manageOptions")
        return h
    }

    /// The vendor list, opened from Manage options.
    static func vendors(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        let h = try manageOptions(language, size)
        try h.select("ump.vendorPreferences")
        return h
    }

    /// Google's details.
    static func vendorDetail(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        let h = try vendors(language, size)
        try h.select("vendor.755")
        return h
    }

    /// Home after "Do not consent" (limited ads, privacy settings offered).
    static func home(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        let h = try firstLayer(language, size)
        try h.select("ump.doNotConsent")
        return h
    }

    /// The privacy-options form, opened from home.
    static func privacyOptions(_ language: LanguageCode, _ size: Size) throws -> SessionHarness {
        let h = try home(language, size)
        try h.select("home.privacySettings")
        return h
    }
}

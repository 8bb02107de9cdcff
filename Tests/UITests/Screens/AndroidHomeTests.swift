import Flow
import Forms
import Testing

@testable import Simulation

/// Home on Android names what Android has: the advertising ID, and no ATT.
@Suite struct AndroidHomeTests {
    static func homeText(platform: DevicePlatform) throws -> String {
        let h = try SessionHarness(settings: SimulatorSettings(order: .noATT, platform: platform))
        try h.select("ump.consent")
        #expect(h.view == .home)
        return h.text
    }

    @Test func androidHomeShowsTheAdvertisingIDAndNoATT() throws {
        let text = try Self.homeText(platform: .android)
        #expect(text.contains("Advertising ID") && !text.contains("IDFA"), "\(text)")
        #expect(text.contains("none (Android has no ATT)"), "\(text)")
    }

    @Test func iOSHomeKeepsTheIDFA() throws {
        let text = try Self.homeText(platform: .ios)
        #expect(text.contains("IDFA") && !text.contains("Advertising ID"), "\(text)")
    }
}

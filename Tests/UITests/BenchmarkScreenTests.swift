import ConsentsimTestSupport
import Testing

@testable import Screens

/// The benchmark screen must keep doing the work it is timed for.
@Suite struct BenchmarkScreenTests {
    @Test func sampleScreenScrollsWithFocus() throws {
        var screen = SampleVendorScreen()
        #expect(UIBenchmarks.renderSampleScreen(width: 120, height: 40) > 0)
        for _ in 0..<40 { _ = UIBenchmarks.handleKeyAndRender(&screen) }
        let frame = screen.render(size: Size(width: 120, height: 40))
        #expect(frame.focused == "vendor.41.consent")
        let info = try #require(frame.scrolls["vendors"])
        #expect(info.offset > 0 && info.contentHeight == 700)
        #expect(frame.elements["vendor.41.consent"] != nil)
        #expect(frame.canvas.text().contains("more"))
        screen.handle(.space)
        #expect(screen.render(size: Size(width: 120, height: 40)).canvas.text().contains("[x] Magnite 41 Ltd."))
    }
}

import Basics
import Flow
import Forms
import Store
import TCF
import Testing

@testable import Screens
@testable import Simulation

/// Keys handled without a frame in between (a script that does not look at the screen) end where the
/// terminal, which draws after every key, ends: same screen, focus, scroll and store.
///
/// Focus moves are handled from the last layout without drawing, the scroll offset worked out as the
/// scroll view would (`ScrollLayout`); random key sequences over every kind of view and several sizes
/// check that nothing drifts, including pages that scroll and the overlay cards that lay out from the top.
@Suite struct FramelessKeysTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var form: String
        var order: ATTOrder
        var size: Size
        /// Elements selected first, to start on a deeper page.
        var path: [ElementID] = []
        var testDescription: String { "\(form) \(order) \(size.width)x\(size.height) \(path.map(\.rawValue))" }
    }

    static let scenarios: [Scenario] = [
        Scenario(form: "ump-gdpr-default", order: .noATT, size: .s40x12),
        Scenario(form: "ump-gdpr-default", order: .noATT, size: .s80x24, path: ["ump.manageOptions"]),
        Scenario(form: "ump-gdpr-default", order: .noATT, size: .s40x12, path: ["ump.manageOptions"]),
        Scenario(form: "ump-gdpr-default", order: .noATT, size: .s80x24, path: ["ump.manageOptions", "ump.vendorPreferences"]),
        Scenario(form: "ump-privacy-options", order: .noATT, size: .s40x12),
        Scenario(form: "pac-all-options", order: .noATT, size: .s40x12),
        Scenario(form: "pac-npa-adfree", order: .noATT, size: .s80x24),
        Scenario(form: "att-explainer", order: .attFirst, size: .s40x12),
        Scenario(form: "ump-gdpr-default", order: .attFirst, size: Size(width: 60, height: 14)),
    ]

    /// Keys weighted towards focus moves, which are the ones handled without drawing.
    static let keys: [Key] = [
        .tab, .tab, .tab, .backTab, .backTab, .down, .down, .down, .down, .up, .up, .up, .left, .right, .right,
        .home, .end, .pageDown, .pageUp, .space, .enter, .escape, .backspace, .char("/"), .char("a"), .char("7"),
        .char("i"), .char("?"), .char("p"), .mouse(x: 10, y: 5, button: .left), .mouse(x: 20, y: 8, button: .scrollDown),
    ]

    @Test(arguments: scenarios) func keysWithoutFramesEndWhereTheTerminalEnds(_ scenario: Scenario) throws {
        var random = SplitMix64(seed: 0x5EED)
        for round in 0..<10 {
            let terminal = try Self.driver(scenario)
            var last = terminal.frame(size: scenario.size)
            let headless = try Self.driver(scenario)
            try headless.send(.resize(scenario.size))
            for step in 0..<50 {
                let key = Self.keys.randomElement(using: &random)!
                try terminal.handle(key)
                last = terminal.frame(size: scenario.size)
                try headless.handle(key)
                // Now and then the script looks (a snapshot, `Expect Screen`), which draws a frame.
                if Int.random(in: 0..<8, using: &random) == 0 {
                    let looked = headless.frame(size: scenario.size)
                    let same = looked == last
                    try #require(same, "round \(round), step \(step), after \(key):\n\(Self.difference(looked, last))")
                }
            }
            let final = headless.frame(size: scenario.size)
            let same = final == last
            #expect(same, "round \(round):\n\(Self.difference(final, last))")
            #expect(headless.focusedElement == terminal.focusedElement)
            #expect(headless.app.device == terminal.app.device, "round \(round)")
        }
    }

    /// A page whose content scrolls: moving focus down and back up without frames leaves the page
    /// scrolled exactly as the terminal shows it (the offset moves as little as possible each key).
    @Test func scrollFollowsFocusAsOneKeyAtATime() throws {
        let scenario = Scenario(form: "ump-gdpr-default", order: .noATT, size: .s40x12, path: ["ump.manageOptions"])
        let terminal = try Self.driver(scenario)
        _ = terminal.frame(size: scenario.size)
        let headless = try Self.driver(scenario)
        try headless.send(.resize(scenario.size))
        let keys = Array(repeating: Key.down, count: 12) + Array(repeating: Key.up, count: 4)
        for key in keys {
            try terminal.handle(key)
            _ = terminal.frame(size: scenario.size)
            try headless.handle(key)
        }
        let expected = terminal.frame(size: scenario.size)
        let offset = try #require(expected.scrolls[UMPManageOptionsView.scrollID]?.offset)
        #expect(offset > 0, "the page scrolled")
        let final = headless.frame(size: scenario.size)
        let same = final == expected
        #expect(same, "\(Self.difference(final, expected))")
    }

    /// The two frames side by side where they differ, for a readable failure.
    static func difference(_ headless: Frame, _ terminal: Frame) -> String {
        """
        headless focus \(headless.focused?.rawValue ?? "-"), scrolls \(headless.scrolls.map { "\($0.key)@\($0.value.offset)" }.sorted())
        \(headless.canvas.text())
        terminal focus \(terminal.focused?.rawValue ?? "-"), scrolls \(terminal.scrolls.map { "\($0.key)@\($0.value.offset)" }.sorted())
        \(terminal.canvas.text())
        same text: \(headless.canvas.text() == terminal.canvas.text()), same elements: \(headless.elements == terminal.elements)
        """
    }

    static func driver(_ scenario: Scenario) throws -> SimulatorRuntime {
        let form = try #require(try FormLibrary.form(named: scenario.form))
        let driver = try Simulator(form: form, settings: SimulatorSettings(order: scenario.order)).start()
        for id in scenario.path {
            _ = driver.frame(size: scenario.size)
            try #require(try driver.select(id), "no \(id) on \(driver.viewID)")
        }
        return driver
    }
}

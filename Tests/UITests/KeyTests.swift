import Testing

@testable import Screens

@Suite struct KeyTests {
    static let all: [Key] = [
        .char("q"), .char("Q"), .char("/"), .char("?"), .char("동"), .char("ж"), .enter, .tab, .backTab, .up, .down, .left, .right,
        .space, .escape, .pageUp, .pageDown, .home, .end, .backspace, .delete, .ctrl("c"), .ctrl("z"), .ctrl("@"), .ctrl("]"),
        .resize(Size(width: 60, height: 20)),
        .mouse(x: 10, y: 5, button: .left), .mouse(x: 0, y: 0, button: .right), .mouse(x: 3, y: 4, button: .middle),
        .mouse(x: 7, y: 8, button: .scrollUp), .mouse(x: 7, y: 9, button: .scrollDown),
    ]

    @Test(arguments: all)
    func nameRoundTrips(key: Key) {
        #expect(Key(name: key.name) == key, "\(key.name)")
    }

    @Test func vhsNames() {
        #expect(Key.enter.name == "Enter")
        #expect(Key.backTab.name == "Shift+Tab")
        #expect(Key.ctrl("c").name == "Ctrl+C")
        #expect(Key.pageDown.name == "PageDown")
        #expect(Key.escape.name == "Escape")
        #expect(Key.space.name == "Space")
        #expect(Key.mouse(x: 10, y: 5, button: .left).name == "Click(10,5)")
        #expect(Key.resize(Size(width: 60, height: 20)).name == "Resize(60x20)")
    }

    @Test func aliasesAndCase() {
        #expect(Key(name: "esc") == .escape)
        #expect(Key(name: "ENTER") == .enter)
        #expect(Key(name: "Return") == .enter)
        #expect(Key(name: "shift+tab") == .backTab)
        #expect(Key(name: "BackTab") == .backTab)
        #expect(Key(name: "PgDn") == .pageDown)
        #expect(Key(name: "ctrl+c") == .ctrl("c"))
        #expect(Key(name: "Ctrl+Space") == .ctrl("@"))
        #expect(Key(name: " ") == .space)
        #expect(Key(name: "click( 3, 4 )") == .mouse(x: 3, y: 4, button: .left))
    }

    @Test(arguments: [
        "", "Ctrl+", "Ctrl+CC", "Ctrl+1", "Resize(60)", "Resize(ax20)", "Click(1)", "Click(-1,2)", "Hover(1,2)",
        "Enterr", "\u{1B}", "\n", "F1",
    ])
    func rejectsUnknownNames(name: String) {
        #expect(Key(name: name) == nil)
    }
}

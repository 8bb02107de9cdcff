import UI

/// The demo's whole state and view: a box of text in four languages, a switch and two buttons.
///
/// A stand-in for real form screens, small enough to check the ncurses backend end to end: wide
/// characters, focus, switches, resize, the too-small screen, colour and terminal restoration.
struct DemoScreen {
    var focus = FocusRing(ids: ["demo.switch", "demo.accept", "demo.reject"])
    var switchOn = false
    var lastKey = "-"
    var pressed = "-"
    var scrollOffset = 0
    var glyphs = Glyphs.unicode
    /// The frame last rendered, for mouse hit-testing.
    var lastFrame: Frame?

    /// Lays the screen out at `size`.
    mutating func render(size: Size) -> Frame {
        var frame = Frame(size: size, focused: focus.focused, glyphs: glyphs)
        let inner = Box(title: "consentsim terminal demo").draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let buttons = ButtonRow([
            Button(id: "demo.accept", label: "Accept all", prominence: .primary),
            Button(id: "demo.reject", label: "Reject all"),
        ], equalWeight: true)
        let buttonHeight = buttons.height(forWidth: inner.width)
        let (body, footer) = inner.splitBottom(buttonHeight + 2)
        let rows: [any Widget] = [
            Paragraph("English: We and our partners at Cafe\u{301} Zoe\u{308} value your privacy."),
            Paragraph("Русский: Мы и наши партнёры ценим вашу конфиденциальность."),
            Paragraph("한국어: 저희와 파트너는 귀하의 개인정보를 소중히 여깁니다."),
            Paragraph("日本語：当社とパートナーはお客様のプライバシーを大切にします。"),
            Spacer(),
            Switch(id: "demo.switch", label: "Personalised ads", isOn: switchOn),
        ]
        ScrollView(id: "demo.body", rows: rows, offset: scrollOffset).draw(in: body, into: &frame)
        scrollOffset = frame.scrolls["demo.body"]?.offset ?? 0
        let (buttonRect, rest) = footer.splitTop(buttonHeight)
        buttons.draw(in: buttonRect, into: &frame)
        let (statusRect, helpRect) = rest.splitTop(1)
        let status = "size: \(size)  focus: \(focus.focused?.rawValue ?? "-")  switch: \(switchOn ? "on" : "off")  pressed: \(pressed)  last: \(lastKey)"
        Label(status, style: .muted).draw(in: statusRect, into: &frame)
        HelpLine([.init("Tab", "next"), .init("Space", "toggle"), .init("Enter", "select")], pinned: [.init("q", "quit")])
            .draw(in: helpRect, into: &frame)
        lastFrame = frame
        return frame
    }

    /// Applies a key; returns false to quit.
    mutating func handle(_ key: Key) -> Bool {
        lastKey = key.name
        if focus.handle(key) { return true }
        switch key {
        case .char("q"), .ctrl("c"):
            return false
        case .space, .enter:
            activate(focus.focused)
        case .mouse(let x, let y, .left):
            if let id = lastFrame?.element(at: Point(x: x, y: y)), focus.focus(id) { activate(id) }
        case .char, .tab, .backTab, .up, .down, .left, .right, .escape, .pageUp, .pageDown, .home, .end, .backspace, .delete,
             .ctrl, .resize, .mouse:
            break
        }
        return true
    }

    /// Toggles the switch or presses a button.
    private mutating func activate(_ id: ElementID?) {
        switch id {
        case "demo.switch": switchOn.toggle()
        case let id?: pressed = id.rawValue
        case nil: break
        }
    }
}

import Testing

@testable import Screens

@Suite struct WidgetTests {
    func render(_ size: Size, focused: ElementID? = nil, _ draw: (inout Frame) -> Void) -> Frame {
        var frame = Frame(size: size, focused: focused)
        draw(&frame)
        return frame
    }

    @Test func buttonShowsFocusWithMarkerAndReverseVideo() {
        let frame = render(Size(width: 20, height: 2), focused: "att.allow") { frame in
            Button(id: "att.allow", label: "Allow").draw(in: Rect(x: 0, y: 0, width: 20, height: 1), into: &frame)
            Button(id: "att.askNotToTrack", label: "Ask").draw(in: Rect(x: 0, y: 1, width: 20, height: 1), into: &frame)
        }
        #expect(frame.canvas.lines() == ["›[ Allow ]", " [ Ask ]"])
        #expect(frame.canvas.styledLines(colors: false) == ["{b}›{/}{rev}[ Allow ]{/}", " [ Ask ]"])
        #expect(frame.elements["att.allow"] == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(frame.element(at: Point(x: 5, y: 1)) == "att.askNotToTrack")
        #expect(frame.element(at: Point(x: 15, y: 1)) == nil)
    }

    @Test func equalWeightGivesSameWidthAndProminence() {
        let row = ButtonRow(
            [
                Button(id: "ump.consent", label: "Consent", prominence: .primary),
                Button(id: "ump.doNotConsent", label: "Do not consent"),
            ], equalWeight: true)
        let frame = render(Size(width: 40, height: 1)) { row.draw(in: Rect(x: 0, y: 0, width: 40, height: 1), into: &$0) }
        #expect(frame.canvas.lines() == [" [ Consent        ]   [ Do not consent ]"])
        let a = frame.elements["ump.consent"], b = frame.elements["ump.doNotConsent"]
        #expect(a?.width == b?.width)
        #expect(frame.canvas[2, 0].style == frame.canvas[23, 0].style)
        #expect(frame.canvas.styledLines() == [" {b,fg=accent}[ Consent        ]{/}   {b,fg=accent}[ Do not consent ]{/}"])
    }

    @Test func buttonRowStacksWhenTooNarrow() {
        let row = ButtonRow([Button(id: "a", label: "Согласиться"), Button(id: "b", label: "Не соглашаться")], equalWeight: true)
        #expect(row.height(forWidth: 40) == 1)
        #expect(row.height(forWidth: 30) == 2)
        let frame = render(Size(width: 24, height: 2)) { row.draw(in: Rect(x: 0, y: 0, width: 24, height: 2), into: &$0) }
        #expect(frame.canvas.lines() == [" [ Согласиться    ]", " [ Не соглашаться ]"])
    }

    @Test func buttonLabelTruncatesVisibly() {
        let frame = render(Size(width: 10, height: 1)) {
            Button(id: "x", label: "Manage options").draw(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &$0)
        }
        #expect(frame.canvas.lines() == [" [ Mana… ]"])
    }

    @Test func switchWrapsUnderItsLabel() {
        let frame = render(Size(width: 20, height: 3), focused: "purpose.1.consent") { frame in
            Switch(id: "purpose.1.consent", label: "Store and/or access information on a device", isOn: true)
                .draw(in: Rect(x: 0, y: 0, width: 20, height: 3), into: &frame)
        }
        #expect(frame.canvas.lines() == ["›[x] Store and/or", "     access", "     information on"])
        #expect(Switch(id: "x", label: "Store and/or access information on a device", isOn: true).height(forWidth: 20) == 4)
        #expect(frame.canvas.styledLines(colors: false)[0] == "{b}›{/}{rev}[x] Store and/or{/}")
    }

    @Test func switchOffAndDisabled() {
        let frame = render(Size(width: 20, height: 2)) { frame in
            Switch(id: "a", label: "Off", isOn: false).draw(in: Rect(x: 0, y: 0, width: 20, height: 1), into: &frame)
            Switch(id: "b", label: "Required", isOn: false, isEnabled: false).draw(in: Rect(x: 0, y: 1, width: 20, height: 1), into: &frame)
        }
        #expect(frame.canvas.lines() == [" [ ] Off", " [-] Required"])
        #expect(Switch(id: "b", label: "Required", isOn: true, isEnabled: false).focusableIDs.isEmpty)
    }

    @Test func paragraphShowsItWasCut() {
        let frame = render(Size(width: 12, height: 2)) { frame in
            Paragraph("one two three four five six").draw(in: Rect(x: 0, y: 0, width: 12, height: 2), into: &frame)
        }
        #expect(frame.canvas.lines() == ["one two", "three four…"])
    }

    @Test func paragraphSanitizesAndCentres() {
        let frame = render(Size(width: 11, height: 1)) { frame in
            Paragraph("\u{1B}[1mhi\u{1B}[0m", alignment: .center).draw(in: Rect(x: 0, y: 0, width: 11, height: 1), into: &frame)
        }
        #expect(frame.canvas.lines() == ["    hi"])
    }

    @Test func boxWithTitle() {
        let frame = render(Size(width: 16, height: 3)) { frame in
            Box(title: "개인정보 보호 설정").draw(in: Rect(x: 0, y: 0, width: 16, height: 3), into: &frame)
        }
        #expect(frame.canvas.lines() == ["┌─ 개인정보… ──┐", "│              │", "└──────────────┘"])
        let narrow = render(Size(width: 6, height: 2)) { Box(title: "Title").draw(in: Rect(x: 0, y: 0, width: 6, height: 2), into: &$0) }
        #expect(narrow.canvas.lines() == ["┌────┐", "└────┘"])
    }

    @Test func helpLineDropsWhatDoesNotFitAndSaysSo() {
        let frame = render(Size(width: 30, height: 1)) { HelpLine.standard.draw(in: Rect(x: 0, y: 0, width: 30, height: 1), into: &$0) }
        #expect(frame.canvas.lines() == ["Tab next  …  ? help"])
        #expect(frame.canvas.styledLines(colors: false) == ["{b}Tab{/} next  {dim}…{/}  {b}?{/} help"])
        let wide = render(Size(width: 90, height: 1)) { HelpLine.standard.draw(in: Rect(x: 0, y: 0, width: 90, height: 1), into: &$0) }
        #expect(wide.canvas.lines() == ["Tab next  Enter select  Space toggle  Esc close  / search  q quit  ? help"])
        let tiny = render(Size(width: 12, height: 1)) { HelpLine.standard.draw(in: Rect(x: 0, y: 0, width: 12, height: 1), into: &$0) }
        #expect(tiny.canvas.lines() == ["…  ? help"])
    }

    @Test func searchFieldCursorAndScrolling() {
        var input = TextInput()
        for key: Key in [.char("a"), .char("d"), .char("f"), .char("o"), .char("r"), .char("m")] { _ = input.handle(key) }
        let field = SearchField(id: "vendors.search", prompt: "/", placeholder: "vendor name", input: input)
        let frame = render(Size(width: 20, height: 1), focused: "vendors.search") {
            field.draw(in: Rect(x: 0, y: 0, width: 20, height: 1), into: &$0)
        }
        #expect(frame.canvas.lines() == ["›/ adform"])
        #expect(frame.cursor == Point(x: 9, y: 0))
        let narrow = render(Size(width: 8, height: 1), focused: "vendors.search") { field.draw(in: Rect(x: 0, y: 0, width: 8, height: 1), into: &$0) }
        #expect(narrow.canvas.lines() == ["›/ …orm"])
        #expect(narrow.cursor == Point(x: 7, y: 0))
        let empty = render(Size(width: 20, height: 1)) {
            SearchField(id: "s", placeholder: "vendor name").draw(in: Rect(x: 0, y: 0, width: 20, height: 1), into: &$0)
        }
        #expect(empty.canvas.lines() == [" / vendor name"])
        #expect(empty.cursor == nil)
    }

    @Test func textInputEditing() {
        var input = TextInput("동의")
        #expect(input.cursor == 2)
        _ = input.handle(.left)
        _ = input.handle(.char("x"))
        #expect(input.text == "동x의" && input.cursor == 2)
        _ = input.handle(.backspace)
        _ = input.handle(.delete)
        #expect(input.text == "동" && input.cursor == 1)
        _ = input.handle(.home)
        _ = input.handle(.space)
        #expect(input.text == " 동")
        _ = input.handle(.end)
        _ = input.handle(.char("\u{301}"))  // a combining mark joins the previous cluster
        #expect(input.cursor == 2 && input.text.count == 2)
        let enter = input.handle(.enter)
        #expect(!enter)
        let handled = input.handle(.ctrl("u"))
        #expect(handled && input.text.isEmpty)
    }
}

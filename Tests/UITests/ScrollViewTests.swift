import Testing

@testable import Screens

@Suite struct ScrollViewTests {
    func rows(_ count: Int) -> [any Widget] {
        (1...count).map { Switch(id: ElementID("vendor.\($0).consent"), label: "Vendor \($0)", isOn: $0 % 2 == 0) }
    }

    func draw(_ view: ScrollView, size: Size, focused: ElementID?) -> Frame {
        var frame = Frame(size: size, focused: focused)
        view.draw(in: Rect(size: size), into: &frame)
        return frame
    }

    @Test func fitsWithoutIndicators() {
        let frame = draw(ScrollView(id: "vendors", rows: rows(3)), size: Size(width: 20, height: 5), focused: nil)
        #expect(frame.canvas.lines() == [" [ ] Vendor 1", " [x] Vendor 2", " [ ] Vendor 3", "", ""])
        #expect(frame.scrolls["vendors"] == ScrollInfo(offset: 0, viewportHeight: 5, contentHeight: 3))
    }

    @Test func showsThatItScrolls() {
        let frame = draw(ScrollView(id: "vendors", rows: rows(10)), size: Size(width: 20, height: 5), focused: "vendor.1.consent")
        #expect(frame.canvas.lines() == ["", "›[ ] Vendor 1", " [x] Vendor 2", " [ ] Vendor 3", "            ↓ 7 more"])
        #expect(frame.elements["vendors.scrollDown"] != nil)
        #expect(frame.elements["vendors.scrollUp"] == nil)
    }

    @Test func keepsTheFocusedRowVisibleMovingAsLittleAsPossible() {
        let view = ScrollView(id: "vendors", rows: rows(10), offset: 0)
        let down = draw(view, size: Size(width: 20, height: 5), focused: "vendor.6.consent")
        #expect(down.canvas.lines() == ["            ↑ 3 more", " [x] Vendor 4", " [ ] Vendor 5", "›[x] Vendor 6", "            ↓ 4 more"])
        #expect(down.scrolls["vendors"]?.offset == 3)
        // Focus moving up inside the viewport does not scroll.
        let up = draw(ScrollView(id: "vendors", rows: rows(10), offset: 3), size: Size(width: 20, height: 5), focused: "vendor.5.consent")
        #expect(up.scrolls["vendors"]?.offset == 3)
        let last = draw(ScrollView(id: "vendors", rows: rows(10), offset: 3), size: Size(width: 20, height: 5), focused: "vendor.10.consent")
        #expect(last.canvas.lines()[3] == "›[x] Vendor 10")
        #expect(last.canvas.lines()[4] == "")  // nothing below: the indicator row stays blank
        #expect(last.scrolls["vendors"]?.linesBelow == 0)
    }

    @Test func freeScrollingIgnoresFocus() {
        let view = ScrollView(id: "vendors", rows: rows(10), offset: 0, followsFocus: false)
        let frame = draw(view, size: Size(width: 20, height: 5), focused: "vendor.9.consent")
        #expect(frame.scrolls["vendors"]?.offset == 0)
        #expect(frame.elements["vendor.9.consent"] == nil)
    }

    @Test func offsetIsClampedAndOffscreenRowsAreNotRegistered() {
        let frame = draw(ScrollView(id: "vendors", rows: rows(10), offset: 99), size: Size(width: 20, height: 5), focused: nil)
        #expect(frame.scrolls["vendors"]?.offset == 7)
        #expect(frame.elements["vendor.1.consent"] == nil)
        #expect(frame.elements["vendor.9.consent"] == Rect(x: 0, y: 2, width: 13, height: 1))
    }

    @Test func partiallyVisibleTallRowIsClipped() {
        let long = Switch(id: "purpose.2.consent", label: "one two three four five six seven", isOn: false)
        let view = ScrollView(id: "body", rows: [long, Switch(id: "purpose.3.consent", label: "x", isOn: false)], offset: 2)
        let frame = draw(view, size: Size(width: 14, height: 4), focused: nil)
        #expect(frame.canvas.lines() == ["      ↑ 2 more", "     four five", "     six seven", "      ↓ 1 more"])
        #expect(frame.elements["purpose.2.consent"] == Rect(x: 0, y: 1, width: 14, height: 2))
    }
}

import Flow
import Forms
import Screens
import TCF

/// A representative screen for benchmarks: a boxed vendor list of switches that scrolls, like the
/// UMP "Manage options" page, with a header, a search field, buttons and a help line.
///
/// It is not a real form screen (those live above Flow); it exercises the same widgets at a
/// realistic scale so the cost of "handle a key and repaint" can be measured without ncurses.
package struct SampleVendorScreen: Sendable {
    /// One sample vendor: consent and legitimate-interest switches.
    struct Vendor: Sendable {
        var id: Int
        var name: String
        var consent: Bool
        var legitimateInterest: Bool
    }

    /// The vendors.
    private var vendors: [Vendor]
    /// Focus across the switches and buttons.
    package private(set) var focus: FocusRing
    /// The list's scroll offset, kept between frames.
    package private(set) var scrollOffset: Int = 0

    /// A screen with `vendorCount` synthetic vendors of varied name lengths.
    package init(vendorCount: Int = 700) {
        let stems = [
            "Adform", "Criteo", "Magnite", "Index Exchange", "The Trade Desk", "Xandr", "PubMatic", "Sovrn",
            "OpenX", "Smart AdServer", "Quantcast International", "Outbrain UK", "Taboola Europe",
        ]
        vendors = (1...max(1, vendorCount)).map { n in
            Vendor(id: n, name: "\(stems[n % stems.count]) \(n) Ltd.", consent: n % 3 == 0, legitimateInterest: n % 2 == 0)
        }
        focus = FocusRing(ids: [])
        focus.update(ids: focusOrder)
    }

    /// Switch and button ids in focus order.
    var focusOrder: [ElementID] {
        var ids: [ElementID] = []
        ids.reserveCapacity(vendors.count + 3)
        for vendor in vendors { ids.append(ElementID("vendor.\(vendor.id).consent")) }
        ids.append("ump.acceptAll")
        ids.append("ump.rejectAll")
        ids.append("ump.save")
        return ids
    }

    /// Handles a key the way a form screen would: focus moves, Space toggles, paging.
    package mutating func handle(_ key: Key) {
        if focus.handle(key) { return }
        switch key {
        case .space:
            // The first `vendors.count` stops are the vendors' switches, in order.
            if let index = focus.focusedIndex, index < vendors.count { vendors[index].consent.toggle() }
        case .pageDown:
            focus.move(by: 20)
        case .pageUp:
            focus.move(by: -20)
        case .char, .enter, .tab, .backTab, .up, .down, .left, .right, .escape, .home, .end, .backspace, .delete, .ctrl, .resize, .mouse:
            break
        }
    }

    /// Lays out and draws the screen at `size`; keeps the adjusted scroll offset.
    package mutating func render(size: Size) -> Frame {
        var frame = Frame(size: size, focused: focus.focused)
        let inner = Box(title: "Manage options: vendors").draw(in: frame.canvas.bounds, into: &frame)
        var (header, rest) = inner.splitTop(3)
        header = header.inset(left: 1, right: 1)
        Paragraph(
            "These \(vendors.count) partners ask for your consent to store and access information on your device. You can change your choices at any time."
        )
        .draw(in: header, into: &frame)
        let (middle, footer) = rest.splitBottom(2)
        let rows: [any Widget] = vendors.map { vendor in
            Switch(id: ElementID("vendor.\(vendor.id).consent"), label: vendor.name, isOn: vendor.consent)
        }
        ScrollView(id: "vendors", rows: rows, offset: scrollOffset).draw(in: middle, into: &frame)
        scrollOffset = frame.scrolls["vendors"]?.offset ?? 0
        let buttons = ButtonRow(
            [
                Button(id: "ump.acceptAll", label: "Accept all", prominence: .primary),
                Button(id: "ump.rejectAll", label: "Reject all"),
                Button(id: "ump.save", label: "Save and exit"),
            ], equalWeight: true)
        let (buttonRect, helpRect) = footer.splitTop(1)
        buttons.draw(in: buttonRect, into: &frame)
        HelpLine.standard.draw(in: helpRect.inset(left: 1), into: &frame)
        return frame
    }
}

/// Entry points for the benchmark harness (`consentsim-bench`), timing the UI without a terminal.
package enum UIBenchmarks {
    /// Lays out and draws the sample vendor screen once at `width` x `height`; returns a checksum.
    package static func renderSampleScreen(width: Int = 120, height: Int = 40) -> Int {
        var screen = SampleVendorScreen()
        return checksum(screen.render(size: Size(width: width, height: height)))
    }

    /// One "handle a key and repaint" step on a long-lived screen: Down, then render; returns a checksum.
    package static func handleKeyAndRender(_ screen: inout SampleVendorScreen, key: Key = .down, width: Int = 120, height: Int = 40) -> Int {
        screen.handle(key)
        return checksum(screen.render(size: Size(width: width, height: height)))
    }

    /// A cheap value depending on the frame, so the work cannot be optimised away.
    static func checksum(_ frame: Frame) -> Int {
        frame.elements.count &+ (frame.scrolls["vendors"]?.offset ?? 0) &* 31 &+ frame.canvas.size.width
    }
}

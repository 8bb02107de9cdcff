import Testing

@testable import Screens

/// Style snapshots: what the text snapshots leave out (colour, attributes, focus).
@Suite struct StyleSnapshotTests {
    @Test func consentScreenStyles() {
        let frame = SampleConsentScreen(strings: .en, focused: "ump.doNotConsent").render(size: Size(width: 80, height: 24))
        assertSnapshot(frame.canvas.styledText(), named: "consent-en-80x24.style")
    }

    @Test func focusIsVisibleWithoutColour() throws {
        // With colours removed (NO_COLOR, monochrome terminals) focus still shows: the marker and reverse video.
        let frame = SampleConsentScreen(strings: .en, focused: "purpose.2.consent").render(size: Size(width: 80, height: 24))
        let mono = frame.canvas.styledText(colors: false)
        assertSnapshot(mono, named: "consent-en-80x24-focus-purpose2.mono")
        let rect = try #require(frame.elements["purpose.2.consent"])
        let focusRow = mono.split(separator: "\n", omittingEmptySubsequences: false)[rect.y]
        #expect(focusRow.contains("{b}›{/}{rev}[ ] Personalised"))
        // Every focusable element is reverse video exactly when focused, with or without colour.
        for id in SampleConsentScreen(strings: .en).focusOrder {
            let focused = SampleConsentScreen(strings: .en, focused: id).render(size: Size(width: 80, height: 24))
            let r = try #require(focused.elements[id])
            #expect(focused.canvas[r.x + 1, r.y].style.attributes.contains(.reverse), "\(id)")
            #expect(focused.canvas[r.x, r.y].character == "›", "\(id)")
            let others = focused.elements.filter { $0.key != id && !$0.key.rawValue.hasPrefix("ump.body") }
            for (other, rect) in others {
                #expect(!focused.canvas[rect.x + 1, rect.y].style.attributes.contains(.reverse), "\(other) while \(id) focused")
            }
        }
    }

    @Test func plainTextDoesNotChangeWithFocusStyleOrColour() {
        // Moving focus between buttons changes only the marker column in the text snapshot.
        let a = SampleConsentScreen(strings: .ja, focused: "ump.consent").render(size: Size(width: 80, height: 24))
        let b = SampleConsentScreen(strings: .ja, focused: "ump.doNotConsent").render(size: Size(width: 80, height: 24))
        let differing = zip(a.canvas.lines(), b.canvas.lines()).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(a.canvas.styledText() != b.canvas.styledText())
    }
}

import Testing

@testable import Screens

/// The sample consent screen at the three reference sizes in four languages, against text snapshots.
@Suite struct ScreenSnapshotTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 40, height: 12)]

    @Test(arguments: ConsentStrings.all.map(\.language), sizes)
    func consentScreen(language: String, size: Size) throws {
        let strings = try #require(ConsentStrings.all.first { $0.language == language })
        let frame = SampleConsentScreen(strings: strings, focused: "ump.consent").render(size: size)
        assertSnapshot(frame.canvas.text(), named: "consent-\(language)-\(size)")
        // Whatever the language and size, the buttons are on screen and addressable by id.
        for id: ElementID in ["ump.consent", "ump.doNotConsent", "ump.manageOptions"] {
            #expect(frame.elements[id] != nil, "\(id) at \(size) in \(language)")
        }
    }

    @Test(arguments: ConsentStrings.all.map(\.language))
    func focusDeepInTheListScrollsItIntoView(language: String) throws {
        let strings = try #require(ConsentStrings.all.first { $0.language == language })
        let frame = SampleConsentScreen(strings: strings, focused: "purpose.5.consent").render(size: Size(width: 40, height: 12))
        assertSnapshot(frame.canvas.text(), named: "consent-\(language)-40x12-purpose5")
        let rect = try #require(frame.elements["purpose.5.consent"])
        let info = try #require(frame.scrolls["ump.body"])
        #expect(info.offset > 0)
        #expect(frame.element(at: Point(x: rect.x + 2, y: rect.y)) == "purpose.5.consent")
    }

    @Test func everyRowFitsItsWidthAndBordersLineUp() {
        for strings in ConsentStrings.all {
            for size in ScreenSnapshotTests.sizes {
                let frame = SampleConsentScreen(strings: strings, focused: "ump.consent").render(size: size)
                for (y, line) in frame.canvas.lines().enumerated() {
                    #expect(CellWidth.string(line) <= size.width)
                    // The right border is in the last column on every row of the box.
                    #expect(frame.canvas[size.width - 1, y].character != " ", "\(strings.language) \(size) row \(y)")
                }
            }
        }
    }

    @Test func tooSmallScreen() {
        assertSnapshot(TooSmallScreen.frame(size: Size(width: 30, height: 10)).canvas.text(), named: "too-small-30x10")
        assertSnapshot(TooSmallScreen.frame(size: Size(width: 39, height: 12)).canvas.text(), named: "too-small-39x12")
        #expect(TooSmallScreen.applies(to: Size(width: 39, height: 12)))
        #expect(TooSmallScreen.applies(to: Size(width: 40, height: 11)))
        #expect(!TooSmallScreen.applies(to: Size(width: 40, height: 12)))
    }

    @Test func asciiGlyphs() {
        let frame = SampleConsentScreen(strings: .en, focused: "purpose.1.consent").render(size: Size(width: 40, height: 12), glyphs: .ascii)
        assertSnapshot(frame.canvas.text(), named: "consent-en-40x12-ascii")
        #expect(frame.canvas.text().unicodeScalars.allSatisfy { $0.isASCII })
    }
}

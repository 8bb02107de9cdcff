import Flow
import Forms
import Testing

@testable import Screens

/// What the PAC form view registers, in which order focus moves, and what each element asks for.
@Suite struct PACFormViewTests {
    @Test(arguments: OtherSDKs.pacCases)
    func everyElementActsAsFlowSays(case c: OtherSDKs.PACCase) throws {
        let p = c.presentation
        let stops = try OtherSDKs.render(c, "en", OtherSDKs.medium).focusStops
        for element in p.elements(on: c.screen) {
            switch element {
            case .providerList(let providers):
                #expect(stops.action(of: PACFormView.providerListID) == nil)
                for index in providers.indices {
                    #expect(stops.action(of: PACFormView.providerID(index)) == .pac(.openProviderPolicy(index: index)))
                }
                #expect(stops.action(of: PACFormView.providerID(providers.count)) == nil)
                #expect(stops.action(of: "pac.providers.-1") == nil)
            default:
                #expect(stops.action(of: ElementID(element.id)) == element.action.map(ElementAction.pac), "\(element.id)")
            }
        }
        #expect(stops.action(of: "pac.nope") == nil)
    }

    @Test func buttonsAndLinksMapToTheirActions() throws {
        func action(_ id: ElementID, _ p: PACFormPresentation, _ screen: PACFormScreen) throws -> PACFormAction? {
            let context = try OtherSDKs.context("pac-all-options", "en", OtherSDKs.medium)
            guard case .pac(let action)? = PACFormView.render(p, screen: screen, context: context).focusStops.action(of: id) else { return nil }
            return action
        }
        let full = OtherSDKs.pacCase("A-full").presentation
        #expect(try action("pac.learnMore", full, .options) == .showLearnMore)
        #expect(try action("pac.personalized", full, .options) == .choosePersonalized)
        #expect(try action("pac.nonPersonalized", full, .options) == .chooseNonPersonalized)
        #expect(try action("pac.adFree", full, .options) == .chooseAdFree)
        #expect(try action("pac.back", full, .learnMore) == .back)
        #expect(try action("pac.privacyPolicy", full, .learnMore) == .openPrivacyPolicy)
        #expect(try action("pac.providers.11", full, .learnMore) == .openProviderPolicy(index: 11))
        #expect(try action("pac.back", full, .npaConfirmation) == .back)
        #expect(try action("pac.agree", full, .npaConfirmation) == .agree)
        // Elements of another screen, or removed by the layout, do nothing.
        #expect(try action("pac.providers.0", full, .options) == nil)
        #expect(try action("pac.agree", full, .options) == nil)
        let npaAdFree = OtherSDKs.pacCase("A-npaAdFree").presentation
        #expect(try action("pac.personalized", npaAdFree, .options) == nil)
        #expect(try action("pac.learnMore", npaAdFree, .options) == nil)
        let npaOnly = OtherSDKs.pacCase("D").presentation
        #expect(try action("pac.agree", npaOnly, .npaOnly) == .agree)
        #expect(try action("pac.privacyPolicy", npaOnly, .npaOnly) == .openPrivacyPolicy)
        #expect(try action("pac.back", npaOnly, .npaOnly) == nil)
        #expect(try action("pac.agree", npaOnly, .options) == nil)
    }

    @Test func focusOrderFollowsTheDocument() throws {
        func order(_ name: String) throws -> [ElementID] { try OtherSDKs.render(OtherSDKs.pacCase(name), "en", OtherSDKs.medium).focusOrder }
        #expect(try order("A-full") == ["pac.learnMore", "pac.personalized", "pac.nonPersonalized", "pac.adFree"])
        #expect(try order("A-npaAdFree") == ["pac.nonPersonalized", "pac.adFree"])
        #expect(try order("A-paOnly") == ["pac.learnMore", "pac.personalized"])
        #expect(try order("B") == (0..<12).map(PACFormView.providerID) + ["pac.privacyPolicy", "pac.back"])
        #expect(try order("C") == ["pac.privacyPolicy", "pac.back", "pac.agree"])
        #expect(try order("D") == ["pac.privacyPolicy", "pac.agree"])
    }

    @Test(arguments: OtherSDKs.pacCases, OtherSDKs.sizes)
    func everyElementIsRegisteredOrReachableByScrolling(case c: OtherSDKs.PACCase, size: Size) throws {
        for language in OtherSDKs.mainLanguages + ["ru", "de"] {
            let context = try OtherSDKs.context(c.form, language, size)
            let seen = OtherSDKs.idsAcrossScrolling(scrollID: PACFormView.scrollID) {
                PACFormView.render(c.presentation, screen: c.screen, context: context, scrollOffset: $0)
            }
            for element in c.presentation.elements(on: c.screen) {
                #expect(seen.contains(ElementID(element.id)), "\(element.id) in \(c) \(language) \(size)")
            }
            // Each focusable element is on screen when focused, whatever the size.
            let order = PACFormView.render(c.presentation, screen: c.screen, context: context).focusOrder
            for id in order {
                var focused = context
                focused.focus = id
                let frame = PACFormView.render(c.presentation, screen: c.screen, context: focused).frame
                let rect = try #require(frame.elements[id], "\(id) in \(c) \(language) \(size)")
                #expect(frame.canvas[rect.x, rect.y].character == "›", "\(id) in \(c) \(language) \(size)")
                #expect(frame.canvas[rect.x + 1, rect.y].style.attributes.contains(.reverse), "\(id)")
            }
        }
    }

    @Test(arguments: OtherSDKs.pacCases)
    func atTheSmallestSizeTheLastButtonIsReachedByScrolling(case c: OtherSDKs.PACCase) throws {
        let top = try OtherSDKs.render(c, "en", OtherSDKs.small, scrollOffset: 0)
        let last = try #require(top.focusOrder.last)
        #expect(top.frame.elements[last] == nil, "\(c): \(last) fits without scrolling; the test needs a taller card")
        #expect(top.frame.canvas.text().contains("↓"))
        let scrolled = try OtherSDKs.render(c, "en", OtherSDKs.small, focus: last)
        let rect = try #require(scrolled.frame.elements[last])
        #expect(rect.maxY <= OtherSDKs.small.height - 1)
        #expect(try #require(scrolled.frame.scrolls[PACFormView.scrollID]).offset > 0)
        #expect(scrolled.frame.canvas.text().contains("↑"))
        // The same place by offset, as PgDn would get there.
        let info = try #require(scrolled.frame.scrolls[PACFormView.scrollID])
        let paged = try OtherSDKs.render(c, "en", OtherSDKs.small, scrollOffset: info.maxOffset)
        #expect(paged.frame.elements[last] != nil)
    }

    @Test func providerListScrollsInsideTheCardAtSmallSizes() throws {
        let c = OtherSDKs.pacCase("B")
        let frame = try OtherSDKs.render(c, "en", OtherSDKs.small, focus: PACFormView.providerID(9)).frame
        let list = try #require(frame.scrolls[PACFormView.providerListID])
        #expect(list.isScrollable)
        #expect(list.offset > 0)
        #expect(frame.elements[PACFormView.providerID(9)] != nil)
        #expect(frame.elements[PACFormView.providerID(0)] == nil)
        #expect(frame.canvas.text().contains("AppLovin Corp."))
        // The URL is cut with an ellipsis where the status line ends.
        #expect(frame.canvas.lines().last == "Enter opens https://www.applovin.com/pr…")
        let wide = try OtherSDKs.render(c, "en", OtherSDKs.medium, focus: PACFormView.providerID(9)).frame
        #expect(wide.canvas.lines().last == "Enter opens https://www.applovin.com/privacy")
        // A little short: only the list scrolls, the rest of the card stays whole.
        let short = try OtherSDKs.render(c, "en", Size(width: 80, height: 18)).frame
        #expect(short.scrolls[PACFormView.scrollID]?.isScrollable == false)
        #expect(short.scrolls[PACFormView.providerListID]?.isScrollable == true)
        #expect(short.elements["pac.back"] != nil && short.elements["pac.appName"] != nil)
        assertOtherSDKSnapshot(short.canvas.text(), named: "pac-B-en-80x18")
        // Wide enough, the whole list shows without its own scrolling.
        let big = try OtherSDKs.render(c, "en", Size(width: 120, height: 40)).frame
        #expect(big.scrolls[PACFormView.providerListID]?.isScrollable == false)
        #expect((0..<12).allSatisfy { big.elements[PACFormView.providerID($0)] != nil })
    }

    @Test func statusLineShowsWhereTheFocusedLinkLeads() throws {
        let b = OtherSDKs.pacCase("B")
        let policy = try OtherSDKs.render(b, "en", OtherSDKs.medium, focus: "pac.privacyPolicy").frame
        #expect(policy.canvas.lines().last == "Enter opens https://wordgarden.example/privacy")
        let back = try OtherSDKs.render(b, "en", OtherSDKs.medium, focus: "pac.back").frame
        #expect(back.canvas.lines().last == "", "no link focused: the row is left to the session's help line below")
    }

    @Test func providerAndAppNamesAreSanitized() throws {
        let p = PACFormPresentation(
            appName: "Evil\u{1B}[2JApp", appPrivacyPolicyURL: "https://x.example/\u{1B}]8;;https://evil.example\u{07}p",
            providers: [
                PACFormProvider(name: "Bad\u{1B}[31mCorp\u{1B}[0m", policyURL: "https://bad.example/\u{1B}[5mblink"),
                PACFormProvider(name: "Tab\tand\u{202E}override", policyURL: "https://ok.example"),
            ],
            offersPersonalized: true, offersNonPersonalized: true, offersAdFree: false)
        let context = try OtherSDKs.context("pac-all-options", "en", OtherSDKs.medium, focus: PACFormView.providerID(0))
        let learnMore = PACFormView.render(p, screen: .learnMore, context: context).frame
        let text = learnMore.canvas.text()
        #expect(text.contains("BadCorp"))
        #expect(text.contains("Tab andoverride"))
        #expect(text.contains("EvilApp"))
        #expect(text.contains("Enter opens https://bad.example/blink"))
        var withoutFocus = context
        withoutFocus.focus = "pac.privacyPolicy"
        let policy = PACFormView.render(p, screen: .learnMore, context: withoutFocus).frame.canvas.text()
        #expect(policy.contains("Enter opens https://x.example/p"))
        for canvasText in [text, policy] {
            #expect(!canvasText.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x1B || $0.value == 0x202E })
        }
    }

    @Test func buttonsHaveEqualWeightStackedWhenNarrowSideBySideWhenWide() throws {
        let full = try OtherSDKs.render(OtherSDKs.pacCase("A-full"), "en", OtherSDKs.medium).frame
        let rects = try ["pac.personalized", "pac.nonPersonalized", "pac.adFree"].map { try #require(full.elements[ElementID($0)]) }
        #expect(Set(rects.map(\.width)).count == 1)
        #expect(Set(rects.map(\.x)).count == 1)
        #expect(rects[0].maxY <= rects[1].minY && rects[1].maxY <= rects[2].minY)
        let styles = rects.map { full.canvas[$0.x + 1, $0.y].style }
        #expect(Set(styles.map(\.attributes)).count == 1)
        let c = try OtherSDKs.render(OtherSDKs.pacCase("C"), "en", OtherSDKs.medium).frame
        let back = try #require(c.elements["pac.back"]), agree = try #require(c.elements["pac.agree"])
        #expect(back.y == agree.y && back.width == agree.width && back.maxX < agree.minX)
        let narrow = try OtherSDKs.render(OtherSDKs.pacCase("A-npaAdFree"), "en", OtherSDKs.small, focus: "pac.adFree").frame
        let nonPersonalized = try OtherSDKs.render(OtherSDKs.pacCase("A-npaAdFree"), "en", OtherSDKs.small, focus: "pac.nonPersonalized").frame
        #expect(try #require(narrow.elements["pac.adFree"]).width == (try #require(nonPersonalized.elements["pac.nonPersonalized"])).width)
        let wide = try OtherSDKs.render(OtherSDKs.pacCase("A-npaAdFree"), "en", OtherSDKs.medium).frame
        #expect(wide.elements["pac.adFree"]?.y == wide.elements["pac.nonPersonalized"]?.y)
    }

    @Test func longLabelsWrapInsteadOfBeingCut() throws {
        // Russian button labels are wider than a 40-column card: they wrap, whole.
        let frame = try OtherSDKs.render(OtherSDKs.pacCase("A-full"), "ru", OtherSDKs.small, focus: "pac.nonPersonalized").frame
        let rect = try #require(frame.elements["pac.nonPersonalized"])
        #expect(rect.height > 1)
        let label = (rect.minY..<rect.maxY).map { frame.canvas.lines()[$0] }.joined(separator: " ")
        let words = try OtherSDKs.form("pac-all-options").text(.nonPersonalized, language: "ru").split(separator: " ")
        #expect(words.allSatisfy { label.contains($0) })
        #expect(!frame.canvas.text().contains("…"))
    }

    @Test func layoutsShowTheirTexts() throws {
        let en = try OtherSDKs.form("pac-all-options")
        func text(_ name: String, _ screen: PACFormScreen? = nil) throws -> String {
            var c = OtherSDKs.pacCase(name)
            if let screen { c.screen = screen }
            return OtherSDKs.cardText(try OtherSDKs.render(c, "en", Size(width: 120, height: 40)).frame)
        }
        let change = en.text(.changeChoice, language: "en", values: [.appName: "Word Garden"])
        #expect(try text("A-full").contains("Can we continue to use your data to tailor ads for you?"))
        #expect(try text("A-full").contains("Learn how Word Garden and our 12 partners collect and use data"))
        #expect(try text("A-full").contains(change))
        #expect(try !text("A-npaAdFree").contains("Can we continue"))
        #expect(try text("A-npaAdFree").contains("See ads that are less relevant"))
        #expect(try !text("A-npaAdFree").contains("No, see ads"))
        #expect(try text("A-npaAdFree").contains("If you choose to see ads, we’ll partner with Google"))
        #expect(try !text("A-paOnly").contains("You can change your choice anytime"))
        #expect(try !text("B-paOnly").contains("You can change your choice anytime"))
        #expect(try text("B").contains(change + " Learn how our partners collect and use data:"))
        #expect(try text("D").contains("serve non-personalized ads."))
        #expect(try !text("D").contains("Back"))
    }

    @Test func withoutProvidersTheLinkLeavesTheCountOut() throws {
        // Flow removes btn0 when there are no providers, so this full layout is built by hand; the
        // HTML then leaves the number out and shows one space where it was.
        let p = PACFormPresentation(
            appName: "Word Garden", appPrivacyPolicyURL: "", providers: [],
            offersPersonalized: true, offersNonPersonalized: true, offersAdFree: false)
        #expect(p.partnerCount == nil)
        let context = try OtherSDKs.context("pac-all-options", "en", Size(width: 120, height: 40))
        let text = PACFormView.render(p, screen: .options, context: context).frame.canvas.text()
        #expect(text.contains("Learn how Word Garden and our partners collect and use data"))
    }

    @Test func tooSmallTerminalShowsTheNoticeOnly() throws {
        let screen = try OtherSDKs.render(OtherSDKs.pacCase("A-full"), "en", Size(width: 39, height: 12))
        let notice = TooSmallScreen.frame(size: Size(width: 39, height: 12), minimum: TooSmallScreen.minimumViewSize)
        #expect(screen.frame.canvas.text() == notice.canvas.text())
        #expect(screen.frame.elements.isEmpty)
        #expect(screen.focusOrder.isEmpty, "nothing drawn, nothing to focus or press")
    }

    @Test(arguments: OtherSDKs.pacCases, OtherSDKs.sizes)
    func everyRowFitsTheTerminal(case c: OtherSDKs.PACCase, size: Size) throws {
        for language in OtherSDKs.mainLanguages {
            let lines = try OtherSDKs.render(c, language, size).frame.canvas.lines()
            #expect(lines.count == size.height)
            #expect(lines.allSatisfy { CellWidth.string($0) <= size.width })
        }
    }
}

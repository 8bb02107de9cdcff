import Flow
import Forms
import Testing

@testable import Screens

/// The ATT explainer and alert and the US states message: ids, actions, focus, and reachability.
@Suite struct ATTUSViewTests {
    @Test func actions() throws {
        let att = try OtherSDKs.context("att-explainer", "en", OtherSDKs.medium)
        let ump = try OtherSDKs.context("ump-gdpr-default", "en", OtherSDKs.medium)
        let explainer = ATTExplainerView.render(context: att), alert = ATTAlertView.render(context: att)
        let message = USStatesMessageView.render(context: ump)
        #expect(explainer.focusStops.action(of: "att.continue") == .app(.explainerContinue))
        #expect(explainer.focusStops.action(of: "att.allow") == nil)
        #expect(alert.focusStops.action(of: "att.allow") == .app(.alertAllow))
        #expect(alert.focusStops.action(of: "att.askNotToTrack") == .app(.alertAskNotToTrack))
        #expect(alert.focusStops.action(of: "att.continue") == nil)
        #expect(message.focusStops.action(of: "us.optOut") == .app(.umpForm(.optOut)))
        #expect(message.focusStops.action(of: "us.close") == .app(.umpForm(.close)))
        #expect(message.focusStops.action(of: "us.body") == nil)
        #expect(message.focusStops.action(of: "att.allow") == nil)
        // The frame records the same action next to each drawn button.
        for screen in [explainer, alert, message] {
            for stop in screen.focusStops { #expect(screen.frame.actions[stop.id] == stop.action, "\(stop.id)") }
        }
    }

    @Test func focusOrders() throws {
        let att = try OtherSDKs.context("att-explainer", "en", OtherSDKs.medium)
        #expect(ATTExplainerView.render(context: att).focusOrder == ["att.continue"])
        #expect(ATTAlertView.render(context: att).focusOrder == ["att.askNotToTrack", "att.allow"])
        let ump = try OtherSDKs.context("ump-gdpr-default", "en", OtherSDKs.medium)
        #expect(USStatesMessageView.render(context: ump).focusOrder == ["us.optOut", "us.close"])
    }

    @Test func explainerHasOneButtonAndItIsNotAllow() throws {
        for language in FormCatalog.languages {
            let context = try OtherSDKs.context("att-explainer", language, OtherSDKs.medium, focus: "att.continue")
            let frame = ATTExplainerView.render(context: context).frame
            let buttons = frame.elements.keys.filter { !$0.rawValue.hasPrefix("att.explainer") }
            #expect(buttons == ["att.continue"], "\(language)")
            let rect = try #require(frame.elements["att.continue"])
            let label = frame.canvas.lines()[rect.y]
            #expect(label.contains(context.text(.explainerButton)))
            #expect(!label.contains(context.text(.allow)), "\(language)")
            #expect(frame.canvas.text().contains(context.text(.explainerTitle)))
        }
    }

    @Test func alertShowsTheSystemTitleWithTheAppNameAndStacksEqualButtons() throws {
        let context = try OtherSDKs.context("att-explainer", "en", OtherSDKs.medium)
        let frame = ATTAlertView.render(context: context).frame
        let text = OtherSDKs.cardText(frame)
        #expect(text.contains("Allow “Daily Puzzle” to track your activity across other companies’ apps and websites?"))
        #expect(text.contains("Lets us show you ads that match your interests, not more ads."))
        let ask = try #require(frame.elements["att.askNotToTrack"]), allow = try #require(frame.elements["att.allow"])
        #expect(ask.maxY <= allow.minY)
        #expect(ask.x == allow.x && ask.width == allow.width)
        // Equal weight: the same colour and attributes, focus's reverse video aside; the alert starts on
        // "Ask App Not to Track", the first button in reading order.
        #expect(frame.focused == "att.askNotToTrack")
        var askStyle = frame.canvas[ask.x + 1, ask.y].style
        askStyle.attributes.remove(.reverse)
        #expect(askStyle == frame.canvas[allow.x + 1, allow.y].style)
        // Full width: from the marker column to the padding before the border.
        let title = try #require(frame.elements["att.alert.title"])
        #expect(ask.width == title.width)
        // The title is bold; the separator sits between the message and the buttons.
        #expect(frame.canvas[title.x + title.width / 2, title.y].style.attributes.contains(.bold))
        #expect(frame.canvas.lines()[ask.y - 1].contains("────"))
    }

    @Test func alertTitleIsLocalized() throws {
        for language in FormCatalog.languages {
            let context = try OtherSDKs.context("att-explainer", language, Size(width: 120, height: 40))
            let frame = ATTAlertView.render(context: context).frame
            // Compared without spaces: Japanese and Korean lines wrap between characters.
            let text = OtherSDKs.cardText(frame).filter { $0 != " " }
            #expect(text.contains(context.text(.alertTitle).filter { $0 != " " }), "\(language)")
            #expect(text.contains("DailyPuzzle"), "\(language)")
            #expect(frame.elements["att.allow"] != nil && frame.elements["att.askNotToTrack"] != nil)
        }
    }

    @Test func usMessageUsesItsCatalogueTexts() throws {
        let context = try OtherSDKs.context("ump-gdpr-default", "en", Size(width: 120, height: 40))
        let frame = USStatesMessageView.render(context: context).frame
        let text = OtherSDKs.cardText(frame)
        #expect(text.contains("Daily Puzzle: Your privacy choices"))
        #expect(text.contains("You can opt out of the sale or sharing of your personal information"))
        let optOut = try #require(frame.elements["us.optOut"]), close = try #require(frame.elements["us.close"])
        #expect(optOut.width == close.width && optOut.y == close.y)
        #expect(frame.focused == "us.optOut", "the message starts on its first button")
        #expect(frame.canvas[optOut.x + 1, optOut.y].style.attributes.subtracting(.reverse) == frame.canvas[close.x + 1, close.y].style.attributes)
    }

    /// The three views by name, their form and scroll view.
    static let views: [(name: String, form: String, scrollID: ElementID, render: @Sendable (ViewContext, Int?) -> RenderedScreen)] = [
        ("att-explainer", "att-explainer", ATTExplainerView.scrollID, { ATTExplainerView.render(context: $0, scrollOffset: $1) }),
        ("att-alert", "att-explainer", ATTAlertView.scrollID, { ATTAlertView.render(context: $0, scrollOffset: $1) }),
        ("us-message", "ump-gdpr-default", USStatesMessageView.scrollID, { USStatesMessageView.render(context: $0, scrollOffset: $1) }),
    ]

    @Test(arguments: OtherSDKs.sizes)
    func everyElementIsReachableAndFocusShowsWithoutColour(size: Size) throws {
        for view in Self.views {
            for language in FormCatalog.languages {
                let context = try OtherSDKs.context(view.form, language, size)
                let top = view.render(context, nil)
                let seen = OtherSDKs.idsAcrossScrolling(scrollID: view.scrollID) { view.render(context, $0) }
                #expect(Set(top.focusOrder).isSubset(of: seen), "\(view.name) \(language) \(size)")
                for id in top.focusOrder {
                    var focused = context
                    focused.focus = id
                    let frame = view.render(focused, nil).frame
                    let rect = try #require(frame.elements[id], "\(id) \(language) \(size)")
                    #expect(frame.canvas[rect.x, rect.y].character == "›")
                    #expect(frame.canvas[rect.x + 1, rect.y].style.attributes.contains(.reverse))
                    #expect(frame.canvas.lines().allSatisfy { CellWidth.string($0) <= size.width })
                }
            }
        }
    }

    @Test func atTheSmallestSizeTheLastButtonIsReachedByScrolling() throws {
        for view in Self.views {
            let context = try OtherSDKs.context(view.form, "en", OtherSDKs.small)
            let top = view.render(context, 0)
            let last = try #require(top.focusOrder.last)
            #expect(top.frame.elements[last] == nil, "\(view.name) fits at 40x12; the test needs a taller card")
            var focused = context
            focused.focus = last
            let scrolled = view.render(focused, nil).frame
            #expect(scrolled.elements[last] != nil, "\(view.name)")
            #expect(try #require(scrolled.scrolls[view.scrollID]).offset > 0)
        }
    }

    @Test func tooSmallTerminalShowsTheNoticeOnly() throws {
        for view in Self.views {
            let context = try OtherSDKs.context(view.form, "en", Size(width: 40, height: 10))
            let screen = view.render(context, nil)
            #expect(screen.frame.elements.isEmpty)
            #expect(screen.focusOrder.isEmpty, "\(view.name): nothing drawn, nothing to focus or press")
            #expect(screen.frame.canvas.text().contains("Terminal too small"))
        }
    }

    /// The smallest terminal (40x12) gives a view 40x11 below the help line: the card is drawn there.
    @Test func theSmallestTerminalsViewAreaShowsTheCard() throws {
        for view in Self.views {
            let context = try OtherSDKs.context(view.form, "en", TooSmallScreen.minimumViewSize)
            let screen = view.render(context, nil)
            #expect(!screen.frame.elements.isEmpty, "\(view.name)")
            #expect(!screen.frame.canvas.text().contains("Terminal too small"), "\(view.name)")
        }
    }
}

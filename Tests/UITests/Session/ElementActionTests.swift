import Flow
import Forms
import Testing

@testable import Pictures
@testable import Screens
@testable import Simulation

/// Typed element actions: every element of every catalogue screen carries the action its id names
/// (`scripts/README.md` documents the ids), the frame records the same action next to each drawn
/// element, activating an element does what its action says, and rows scrolled out of view keep
/// theirs.
@Suite struct ElementActionTests {
    /// The shipped forms, one per kind of screen set (examples aside).
    static let forms = FormLibrary.names.filter { !$0.hasPrefix("examples/") }

    /// The action the documented id scheme gives `id`: what Enter on it did when the session read
    /// meaning out of ids. The test may read ids; the product must not.
    static func documentedAction(_ id: ElementID) -> ElementAction? {
        let fixed: [ElementID: ElementAction] = [
            "ump.consent": .app(.umpForm(.consentAll)), "ump.doNotConsent": .app(.umpForm(.doNotConsent)), "ump.close": .app(.umpForm(.close)),
            "ump.manageOptions": .ump(.manageOptions), "ump.vendorsLink": .ump(.openVendors), "ump.vendorPreferences": .ump(.openVendors),
            "ump.back": .ump(.back), "ump.acceptAll": .app(.umpForm(.consentAll)), "ump.rejectAll": .ump(.rejectAll),
            "ump.confirmChoices": .ump(.confirmSwitches), "ump.vendors.search": .ump(.search),
            "home.privacySettings": .app(.tapPrivacySettings), "home.relaunch": .app(.relaunch), "home.reinstall": .app(.reinstall),
            "home.clockDay": .app(.advanceClock(days: 1)), "home.clockMonth": .app(.advanceClockMonths(1)),
            "home.clock13Months": .app(.advanceClockMonths(13)), "home.umpReset": .app(.umpReset), "app.launch": .app(.relaunch),
            "home.stopTracking": .app(.trackingSettings(.appTracking(allowed: false))),
            "home.allowTracking": .app(.trackingSettings(.appTracking(allowed: true))),
            "home.appsCannotAsk": .app(.trackingSettings(.allowAppsToRequest(on: false, keepAllowed: false))),
            "home.appsCanAsk": .app(.trackingSettings(.allowAppsToRequest(on: true, keepAllowed: false))),
            "att.continue": .app(.explainerContinue), "att.allow": .app(.alertAllow), "att.askNotToTrack": .app(.alertAskNotToTrack),
            "us.optOut": .app(.umpForm(.optOut)), "us.close": .app(.umpForm(.close)),
            "pac.learnMore": .pac(.showLearnMore), "pac.personalized": .pac(.choosePersonalized),
            "pac.nonPersonalized": .pac(.chooseNonPersonalized), "pac.adFree": .pac(.chooseAdFree),
            "pac.privacyPolicy": .pac(.openPrivacyPolicy), "pac.back": .pac(.back), "pac.agree": .pac(.agree),
        ]
        if let action = fixed[id] { return action }
        let parts = id.rawValue.split(separator: ".").map(String.init)
        if parts.count == 3, parts[0] == "pac", parts[1] == "providers", let n = Int(parts[2]) { return .pac(.openProviderPolicy(index: n)) }
        guard parts.count == 2 || parts.count == 3, let n = Int(parts[1]) else { return nil }
        switch (parts[0], parts.count == 3 ? parts[2] : nil) {
        case ("vendor", nil): return .ump(.openVendor(n))
        case ("purpose", nil), ("specialPurpose", nil), ("feature", nil), ("specialFeature", nil): return .ump(.toggleDetails(id))
        case ("purpose", "consent"?): return .ump(.toggle(.purposeConsent(n)))
        case ("purpose", "li"?): return .ump(.toggle(.purposeLegitimateInterest(n)))
        case ("specialFeature", "consent"?): return .ump(.toggle(.specialFeature(n)))
        case ("vendor", "consent"?): return .ump(.toggle(.vendorConsent(n)))
        case ("vendor", "li"?): return .ump(.toggle(.vendorLegitimateInterest(n)))
        case ("atp", "consent"?): return .ump(.toggle(.atpConsent(n)))
        default: return nil
        }
    }

    /// Every catalogue screen of `name` at 80x24, played as `consentsim preview` plays it.
    static func screens(_ name: String) throws -> [(screen: PreviewScreen, driver: SimulatorRuntime, rendered: RenderedScreen)] {
        let form = try #require(try FormLibrary.form(named: name))
        let renderer = PreviewRenderer(form: form)
        return try PreviewCatalog.screens(for: form).map { screen in
            let driver = try renderer.play(screen, language: form.languages.default, size: .s80x24)
            _ = driver.frame(size: .s80x24)
            return (screen, driver, driver.state.render(size: .s80x24))
        }
    }

    @Test(arguments: forms)
    func everyElementCarriesTheActionItsIDNames(name: String) throws {
        for (screen, _, rendered) in try Self.screens(name) {
            #expect(Set(rendered.focusOrder).count == rendered.focusOrder.count, "\(screen.id): ids are unique")
            for stop in rendered.focusStops {
                #expect(stop.action != nil, "\(screen.id): \(stop.id) has no action")
                #expect(stop.action == Self.documentedAction(stop.id), "\(screen.id): \(stop.id)")
            }
            // The frame records, next to each drawn element's rectangle, the action focus has for it.
            for (id, action) in rendered.frame.actions {
                #expect(rendered.frame.elements[id] != nil, "\(screen.id): \(id) has an action but no rectangle")
                if case .page = action { continue }
                #expect(rendered.focusStops.action(of: id) == action, "\(screen.id): \(id)")
            }
            for id in rendered.focusOrder where rendered.frame.elements[id] != nil {
                #expect(rendered.frame.actions[id] != nil, "\(screen.id): \(id) is drawn without its action")
            }
        }
    }

    /// A few elements of a long focus order (the vendor list's ~2,000): both ends and what is drawn.
    static func sample(_ rendered: RenderedScreen) -> [FocusStop] {
        let stops = rendered.focusStops
        guard stops.count > 40 else { return stops }
        let drawn = stops.filter { rendered.frame.elements[$0.id] != nil }.prefix(10)
        return Array(stops.prefix(10)) + drawn + Array(stops.suffix(10))
    }

    @Test(arguments: forms)
    func activatingAnElementDoesWhatItsActionSays(name: String) throws {
        let form = try #require(try FormLibrary.form(named: name))
        let renderer = PreviewRenderer(form: form)
        for (screen, _, rendered) in try Self.screens(name) {
            for stop in Self.sample(rendered) {
                let action = try #require(stop.action)
                let pressed = try renderer.play(screen, language: form.languages.default, size: .s80x24)
                let reference = try renderer.play(screen, language: form.languages.default, size: .s80x24)
                let before = reference.state
                #expect(try pressed.select(stop.id), "\(screen.id): \(stop.id)")
                let label = "\(screen.id): \(stop.id) → \(action)"
                switch action {
                case .app(let event):
                    try reference.send(.app(event))
                    #expect(pressed.app == reference.app, "\(label)")
                case .pac(let formAction):
                    try reference.send(.app(.pacForm(formAction)))
                    #expect(pressed.app == reference.app, "\(label)")
                case .ump(let umpAction):
                    try Self.expect(umpAction, pressed: pressed, reference: reference, before: before, label: label)
                case .page:
                    Issue.record("\(label): a scroll indicator is not a focus stop")
                }
            }
        }
    }

    /// What a UMP page action must have done: the engine event it stands for, or the page change.
    static func expect(
        _ action: UMPPageAction, pressed: SimulatorRuntime, reference: SimulatorRuntime, before: SimulatorState,
        label: String
    ) throws {
        let event: AppEvent?
        switch action {
        case .rejectAll: event = .umpForm(.confirmChoices(try #require(before.ump).rejectAllChoices))
        case .confirmSwitches: event = .umpForm(.confirmChoices(before.umpForm.draft))
        case .manageOptions, .openVendors, .openVendor, .openHelp, .back, .toggleDetails, .toggle, .search: event = nil
        }
        if let event {
            try reference.send(.app(event))
            #expect(pressed.app == reference.app, "\(label)")
            return
        }
        let after = pressed.state.umpForm
        switch action {
        case .manageOptions: #expect(pressed.viewID == .umpManageOptions, "\(label)")
        case .openVendors: #expect(pressed.viewID == .umpVendors, "\(label)")
        case .openVendor(let id): #expect(pressed.viewID == .umpVendorDetail && after.page == .vendorDetail(id), "\(label)")
        case .openHelp(let index): #expect(pressed.viewID == .umpHelpDialog && after.page == .helpDialog(index), "\(label)")
        case .back: #expect(after.pages == Array(before.umpForm.pages.dropLast()), "\(label)")
        case .toggleDetails(let item): #expect(after.expanded.contains(item) != before.umpForm.expanded.contains(item), "\(label)")
        case .toggle(let target): #expect(after.draft.isOn(target) != before.umpForm.draft.isOn(target), "\(label)")
        case .search: #expect(pressed.viewID == .umpVendors && pressed.focusedElement == UMPElement.search, "\(label)")
        case .rejectAll, .confirmSwitches: break
        }
        #expect(pressed.app == reference.app, "\(label): the page's actions stay in the UI")
    }

    @Test func aVendorRowOutOfViewIsStillFocusedAndPressedByID() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        let last = try #require(h.driver.state.ump?.vendors.last { $0.hasConsent })
        let consent = try #require(last.consent).id
        #expect(h.lastFrame.elements[consent] == nil, "the row is scrolled out of view")
        #expect(h.lastFrame.actions[consent] == nil)
        try h.select(consent)
        #expect(h.driver.state.umpForm.draft.isOn(.vendorConsent(last.id)) != h.driver.state.ump!.initialChoices.isOn(.vendorConsent(last.id)))
        #expect(h.focused == consent && h.lastFrame.actions[consent] == .ump(.toggle(.vendorConsent(last.id))), "now drawn, with its action")
        try h.select(try #require(last.details).id)
        #expect(h.view == .umpVendorDetail && h.driver.state.umpForm.page == .vendorDetail(last.id))
    }

    @Test func keysReachASwitchNeverDrawnAndSpaceFlipsIt() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        let stops = h.driver.state.render(size: .s80x24).focusStops
        let start = try #require(stops.firstIndex { $0.id == h.focused })
        let index = try #require(stops.indices.first { $0 >= start + 60 && stops[$0].id.rawValue.hasSuffix(".consent") })
        let target = stops[index]
        guard case .ump(.toggle(let vendorSwitch))? = target.action else { Issue.record("\(target)"); return }
        #expect(h.lastFrame.elements[target.id] == nil)
        // Keys without frames in between, as a script pressing keys without looking: nothing draws the row.
        for _ in start..<index { try h.driver.handle(.down) }
        #expect(h.focused == target.id)
        try h.driver.handle(.space)
        #expect(h.driver.state.umpForm.draft.isOn(vendorSwitch) != h.driver.state.ump!.initialChoices.isOn(vendorSwitch))
    }

    @Test func searchFindsAVendorAndEnterOpensItsDetails() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        try h.press(.char("/"), .char("7"), .char("5"), .char("5"), .enter)
        #expect(h.focused == "vendor.755")
        try h.press(.enter)
        #expect(h.view == .umpVendorDetail && h.driver.state.umpForm.page == .vendorDetail(755))
    }

    @Test func rightExpandsTheItemAFocusedSwitchSitsUnder() throws {
        let h = try ScreenFixtures.manageOptions("en", .s80x24)
        try h.focus("purpose.3.consent")
        try h.press(.right)
        #expect(h.driver.state.umpForm.expanded == ["purpose.3"])
        try h.press(.left)
        #expect(h.driver.state.umpForm.expanded.isEmpty)
    }

    @Test func clickingAScrollIndicatorPagesItsScrollView() throws {
        let h = try ScreenFixtures.vendors("en", .s80x24)
        let down = UMPVendorListView.scrollID.child("scrollDown")
        let rect = try #require(h.lastFrame.elements[down])
        #expect(h.lastFrame.actions[down] == .page(scrollView: UMPVendorListView.scrollID, pages: 1))
        let before = try #require(h.lastFrame.scrolls[UMPVendorListView.scrollID])
        try h.press(.mouse(x: rect.x + 1, y: rect.y, button: .left))
        let after = try #require(h.lastFrame.scrolls[UMPVendorListView.scrollID])
        #expect(after.offset == before.offset + before.pageSize)
    }

    @Test func aFrameKeepsActionsOnlyForWhatIsDrawn() {
        var frame = Frame(size: Size(width: 10, height: 2))
        frame.register("shown", rect: Rect(x: 0, y: 0, width: 3, height: 1), action: .app(.relaunch))
        frame.register("hidden", rect: Rect(x: 20, y: 0, width: 3, height: 1), action: .app(.reinstall))
        #expect(frame.actions == ["shown": .app(.relaunch)])
        var screen = Frame(size: Size(width: 20, height: 4))
        screen.place(frame, at: Point(x: 5, y: 1))
        #expect(screen.actions == ["shown": .app(.relaunch)] && screen.element(at: Point(x: 6, y: 1)) == "shown")
    }
}

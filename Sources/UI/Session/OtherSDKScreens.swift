import Flow

// MARK: - VIEWS2 INTEGRATION POINT
//
// The ATT explainer, the ATT alert and the US states message (and, from branch pacapp, the PAC
// form) get their real views in branch views2 (`ATTExplainerView`, `ATTAlertView`,
// `USStatesMessageView`, `PACFormView`). Until they are merged, this is the one stand-in: an honest
// frame naming the screen, with plain buttons for the answers the flow accepts, so a session can go
// on. After the merge, route `UISession.renderView` and `UISession.perform` to the real views'
// `render` and `action(for:)` and delete this file.

/// The stand-in for the screens whose views arrive in branch views2.
enum OtherSDKScreens {
    /// The stand-in's buttons for `view`: element id, label, event.
    static func buttons(for view: ViewID) -> [(id: ElementID, label: String, event: AppEvent)] {
        switch view {
        case .attExplainer: [("att.continue", "Continue", .explainerContinue)]
        case .attAlert: [("att.askNotToTrack", "Ask App Not to Track", .alertAskNotToTrack), ("att.allow", "Allow", .alertAllow)]
        case .usMessage: [("us.optOut", "Opt out", .optOut), ("us.close", "Close", .close)]
        case .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors, .umpVendorDetail,
             .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            []
        }
    }

    /// What an activated stand-in button asks for.
    static func action(for id: ElementID, view: ViewID) -> AppEvent? {
        buttons(for: view).first { $0.id == id }?.event
    }

    /// What Esc does: the UMP-presented explainer and US message close without a choice; the system alert ignores it.
    static func escape(_ view: ViewID) -> AppEvent? {
        switch view {
        case .attExplainer, .usMessage: .dismiss
        case .attAlert, .home, .notRunning, .umpFirstLayer, .umpPrivacyOptions, .umpManageOptions, .umpVendors,
             .umpVendorDetail, .pacOptions, .pacLearnMore, .pacNPAConfirmation, .pacNPAOnly:
            nil
        }
    }

    /// The honest stand-in frame: the screen's id, where its view comes from, and the buttons.
    static func render(_ view: ViewID, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let buttons = ButtonRow(self.buttons(for: view).map { Button(id: $0.id, label: $0.label, prominence: .primary) }, equalWeight: true)
        let order = buttons.focusableIDs
        frame.focused = FocusResolution.resolve(context.focus, in: order)
        let inner = Box(title: "screen \(view.rawValue)").draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        let (body, footer) = inner.splitBottom(buttons.height(forWidth: inner.width) + 1)
        Paragraph("screen \(view.rawValue) (view arrives in branch views2)", style: .bold).draw(in: body, into: &frame)
        buttons.draw(in: footer.inset(top: 1), into: &frame)
        return RenderedScreen(frame: frame, focusOrder: order)
    }
}

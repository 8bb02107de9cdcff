import Flow
import Forms

/// What "Manage options" shows: the form's purposes and the switches as they stand.
package struct UMPManageOptionsData: Sendable {
    /// The form's switches and items.
    package var model: UMPFormModel
    /// The switches as the user left them.
    package var draft: UMPChoices
    /// Items whose description is expanded.
    package var expanded: Set<ElementID>
    /// The page's scroll state.
    package var scroll: ScrollState

    /// Manage-options data.
    package init(model: UMPFormModel, draft: UMPChoices, expanded: Set<ElementID> = [], scroll: ScrollState = ScrollState()) {
        self.model = model
        self.draft = draft
        self.expanded = expanded
        self.scroll = scroll
    }
}

/// UMP's "Manage options": every purpose with its Consent switch (off by default) and, where a shown
/// vendor claims it, its Legitimate interest switch (on by default); special features to opt in to;
/// special purposes and features as information; descriptions that expand; the Vendor preferences
/// link; Accept all, Reject all and Confirm choices with equal weight.
package enum UMPManageOptionsView {
    /// The page's scroll view.
    package static let scrollID: ElementID = "ump.manageOptions.body"

    /// The page for `data`.
    package static func render(_ data: UMPManageOptionsData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let buttons = UMPButtons.secondLayer(context: context)
        let inner = Box.inner(of: frame.canvas.bounds).inset(left: 1, right: 1)
        let (body, footer) = UMPButtons.layout(buttons, in: inner)
        var rows = self.rows(data, context: context)
        if footer == nil { rows += [Spacer(), buttons] }
        let scroll = ScrollView(id: scrollID, rows: rows, offset: data.scroll.offset, followsFocus: data.scroll.followsFocus)
        let stops = scroll.focusStops + (footer == nil ? [] : buttons.focusStops)
        frame.focused = FocusResolution.resolve(context.focus, in: stops)
        Box(title: context.text(.manageOptionsTitle)).draw(in: frame.canvas.bounds, into: &frame)
        frame.register(scrollID, rect: body)
        scroll.draw(in: body, into: &frame)
        if let footer { buttons.draw(in: footer, into: &frame) }
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// The page's rows, top to bottom.
    static func rows(_ data: UMPManageOptionsData, context: ViewContext) -> [any Widget] {
        let model = data.model
        var rows: [any Widget] = [
            UMPElement.backLink(context: context),
            Spacer(),
            Paragraph(context.text(.manageOptionsIntro), style: context.theme.text),
            Spacer(),
            Paragraph(context.text(.purposesHeading), style: context.theme.accent),
        ]
        func disclosure(_ kind: TCFItemKind, _ id: Int, note: String? = nil) -> Disclosure {
            let element = UMPElement.item(kind, id)
            return Disclosure(
                id: element, title: context.tcfName(kind, id: id) ?? "\(kind.rawValue) \(id)", note: note,
                detail: detail(kind, id), isExpanded: data.expanded.contains(element), action: .ump(.toggleDetails(element)))
        }
        // The description, then the IAB's illustrations under a heading, one bulleted paragraph each
        // (built for expanded items only: the official texts are long).
        func detail(_ kind: TCFItemKind, _ id: Int) -> String {
            guard data.expanded.contains(UMPElement.item(kind, id)) else { return "" }
            let description = context.tcfDescription(kind, id: id) ?? ""
            let illustrations = context.tcfIllustrations(kind, id: id)
            guard !illustrations.isEmpty else { return description }
            // `-` as `Bullet` draws it, in Unicode and ASCII alike.
            return description + "\n\n" + context.text(.illustrationsHeading) + illustrations.map { "\n- " + $0 }.joined()
        }
        func toggle(_ target: UMPSwitch, _ label: TextKey) -> any Widget {
            Indented(Switch(id: target.elementID, label: context.text(label), isOn: data.draft.isOn(target), action: .ump(.toggle(target))), by: 2)
        }
        for id in model.purposeIDs {
            rows.append(disclosure(.purpose, id))
            if model.offers(.purposeConsent(id)) { rows.append(toggle(.purposeConsent(id), .consentSwitch)) }
            if model.offers(.purposeLegitimateInterest(id)) { rows.append(toggle(.purposeLegitimateInterest(id), .legitimateInterest)) }
        }
        if !model.specialFeatureIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.specialFeaturesHeading), style: context.theme.accent)]
            for id in model.specialFeatureIDs {
                rows.append(disclosure(.specialFeature, id))
                rows.append(toggle(.specialFeature(id), .consentSwitch))
            }
        }
        let alwaysActive = context.text(.alwaysActive)
        if !model.specialPurposeIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.specialPurposesHeading), style: context.theme.accent)]
            rows += model.specialPurposeIDs.map { disclosure(.specialPurpose, $0, note: alwaysActive) }
        }
        if !model.featureIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.featuresHeading), style: context.theme.accent)]
            rows += model.featureIDs.map { disclosure(.feature, $0, note: alwaysActive) }
        }
        rows += [Spacer(), Link(id: UMPElement.vendorPreferences, label: context.text(.vendorPreferences), action: .ump(.openVendors))]
        return rows
    }
}

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

    /// What an activated element asks for.
    package static func action(for id: ElementID) -> UMPFormAction? { UMPElement.action(for: id) }

    /// The page for `data`.
    package static func render(_ data: UMPManageOptionsData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let buttons = UMPButtons.secondLayer(context: context)
        let inner = Box.inner(of: frame.canvas.bounds).inset(left: 1, right: 1)
        let (body, footer) = UMPButtons.layout(buttons, in: inner)
        var rows = self.rows(data, context: context)
        if footer == nil { rows += [Spacer(), buttons] }
        let scroll = ScrollView(id: scrollID, rows: rows, offset: data.scroll.offset, followsFocus: data.scroll.followsFocus)
        let focusOrder = scroll.focusableIDs + (footer == nil ? [] : buttons.focusableIDs)
        frame.focused = FocusResolution.resolve(context.focus, in: focusOrder)
        Box(title: context.text(.manageOptionsTitle)).draw(in: frame.canvas.bounds, into: &frame)
        frame.register(scrollID, rect: body)
        scroll.draw(in: body, into: &frame)
        if let footer { buttons.draw(in: footer, into: &frame) }
        return RenderedScreen(frame: frame, focusOrder: focusOrder)
    }

    /// The page's rows, top to bottom.
    static func rows(_ data: UMPManageOptionsData, context: ViewContext) -> [any Widget] {
        let model = data.model
        var rows: [any Widget] = [
            Link(id: UMPElement.back, label: context.text(.back)),
            Spacer(),
            Paragraph(context.text(.manageOptionsIntro), style: context.theme.text),
            Spacer(),
            Paragraph(context.text(.purposesHeading), style: context.theme.accent),
        ]
        func disclosure(_ kind: TCFItemKind, _ prefix: String, _ id: Int, note: String? = nil) -> Disclosure {
            let element = ElementID("\(prefix).\(id)")
            return Disclosure(
                id: element, title: context.tcfName(kind, id: id) ?? "\(prefix) \(id)", note: note,
                detail: context.tcfDescription(kind, id: id) ?? "", isExpanded: data.expanded.contains(element))
        }
        func toggle(_ target: UMPSwitch, _ label: TextKey) -> any Widget {
            Indented(Switch(id: target.elementID, label: context.text(label), isOn: data.draft.isOn(target)), by: 2)
        }
        for id in model.purposeIDs {
            rows.append(disclosure(.purpose, "purpose", id))
            if model.offers(.purposeConsent(id)) { rows.append(toggle(.purposeConsent(id), .consentSwitch)) }
            if model.offers(.purposeLegitimateInterest(id)) { rows.append(toggle(.purposeLegitimateInterest(id), .legitimateInterest)) }
        }
        if !model.specialFeatureIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.specialFeaturesHeading), style: context.theme.accent)]
            for id in model.specialFeatureIDs {
                rows.append(disclosure(.specialFeature, "specialFeature", id))
                rows.append(toggle(.specialFeature(id), .consentSwitch))
            }
        }
        let alwaysActive = context.text(.alwaysActive)
        if !model.specialPurposeIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.specialPurposesHeading), style: context.theme.accent)]
            rows += model.specialPurposeIDs.map { disclosure(.specialPurpose, "specialPurpose", $0, note: alwaysActive) }
        }
        if !model.featureIDs.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.featuresHeading), style: context.theme.accent)]
            rows += model.featureIDs.map { disclosure(.feature, "feature", $0, note: alwaysActive) }
        }
        rows += [Spacer(), Link(id: UMPElement.vendorPreferences, label: context.text(.vendorPreferences))]
        return rows
    }
}

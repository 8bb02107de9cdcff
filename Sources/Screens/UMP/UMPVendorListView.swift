import Flow
import Forms

/// What the vendor page shows: the shown vendors (filtered by the search), their switches, the query.
package struct UMPVendorListData: Sendable {
    /// The form's vendors and switches.
    package var model: UMPFormModel
    /// The switches as the user left them.
    package var draft: UMPChoices
    /// The search query and cursor.
    package var search: TextInput
    /// Positions in `model.vendors` of the vendors to list (all, or those matching the search).
    package var vendorPositions: [Int]
    /// Positions in `model.atps` of the ATPs to list.
    package var atpPositions: [Int]
    /// The list's scroll state.
    package var scroll: ScrollState

    /// Vendor-page data; positions default to everything.
    package init(
        model: UMPFormModel, draft: UMPChoices, search: TextInput = TextInput(), vendorPositions: [Int]? = nil,
        atpPositions: [Int]? = nil, scroll: ScrollState = ScrollState()
    ) {
        self.model = model
        self.draft = draft
        self.search = search
        self.vendorPositions = vendorPositions ?? Array(model.vendors.indices)
        self.atpPositions = atpPositions ?? Array(model.atps.indices)
        self.scroll = scroll
    }
}

/// UMP's vendor page: every shown vendor sorted by id with its Consent and Legitimate interest
/// switches, then the Google ATPs; `/` searches by name or id; Enter on a name opens the details.
package enum UMPVendorListView {
    /// The list's scroll view.
    package static let scrollID: ElementID = "ump.vendors.list"

    /// The page for `data`.
    package static func render(_ data: UMPVendorListData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let model = data.model
        let back = UMPElement.backLink(context: context)
        let field = SearchField(
            id: UMPElement.search, prompt: "/", placeholder: context.text(.searchPrompt), input: data.search,
            action: .ump(.search))
        let buttons = UMPButtons.secondLayer(context: context)
        let title = context.text(.vendorsTitle) + " (\(model.vendors.count))"
        var inner = Box.inner(of: frame.canvas.bounds).inset(left: 1, right: 1)
        let (backRect, afterBack) = inner.splitTop(back.height(forWidth: inner.width))
        let (fieldRect, afterField) = afterBack.splitTop(1)
        inner = afterField
        var status: Paragraph?
        if !data.search.text.isEmpty {
            let vendors = context.text(.vendorMatches, [.count: String(data.vendorPositions.count), .total: String(model.vendors.count)])
            let partners = context.text(.partnerMatches, [.count: String(data.atpPositions.count), .total: String(model.atps.count)])
            status = Paragraph(vendors + ", " + partners, style: .muted)
        }
        let statusHeight = status?.height(forWidth: inner.width) ?? 0
        let (statusRect, listArea) = inner.splitTop(statusHeight)
        let (body, footer) = UMPButtons.layout(buttons, in: listArea)
        var rows = self.rows(data, context: context)
        if footer == nil { rows += [Spacer(), buttons] }
        let scroll = ScrollView(id: scrollID, rows: rows, offset: data.scroll.offset, followsFocus: data.scroll.followsFocus)
        // The rows' stops come from the model, not from the rows: no row is built to learn them.
        var stops = back.focusStops + field.focusStops
        stops.reserveCapacity(2 + data.vendorPositions.count * 3 + data.atpPositions.count + 3)
        for position in data.vendorPositions { model.vendors[position].appendFocusStops(to: &stops) }
        for position in data.atpPositions { model.atps[position].appendFocusStops(to: &stops) }
        stops += buttons.focusStops
        frame.focused = FocusResolution.resolve(context.focus, in: stops)

        Box(title: title).draw(in: frame.canvas.bounds, into: &frame)
        back.draw(in: backRect, into: &frame)
        field.draw(in: fieldRect, into: &frame)
        status?.draw(in: statusRect, into: &frame)
        frame.register(scrollID, rect: body)
        scroll.draw(in: body, into: &frame)
        if let footer { buttons.draw(in: footer, into: &frame) }
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// One row per listed vendor, then the ATP heading and rows.
    static func rows(_ data: UMPVendorListData, context: ViewContext) -> [any Widget] {
        let model = data.model
        let columns = UMPListColumns(
            consent: context.text(.consentSwitch), legitimateInterest: context.text(.legitimateInterest),
            alwaysActive: context.text(.alwaysActive), showsLegitimateInterest: model.showsLegitimateInterest)
        let draft = data.draft
        var rows: [any Widget] = []
        rows.reserveCapacity(data.vendorPositions.count + data.atpPositions.count + 4)
        for position in data.vendorPositions {
            let vendor = model.vendors[position]
            rows.append(
                UMPListRow(
                    entry: vendor, columns: columns, consent: draft.vendorConsents.contains(vendor.id),
                    legitimateInterest: !draft.vendorLIObjections.contains(vendor.id)))
        }
        if !data.atpPositions.isEmpty {
            let atpColumns = UMPListColumns(
                consent: columns.consent, legitimateInterest: "", alwaysActive: columns.alwaysActive,
                showsLegitimateInterest: false)
            rows += [Spacer(), Paragraph(context.text(.googleATPsTitle), style: context.theme.accent)]
            for position in data.atpPositions {
                let atp = model.atps[position]
                rows.append(UMPListRow(entry: atp, columns: atpColumns, consent: draft.atpConsents.contains(atp.id), legitimateInterest: false))
            }
        }
        if data.vendorPositions.isEmpty && data.atpPositions.isEmpty {
            rows.append(Paragraph(context.text(.noVendorMatches, [.search: data.search.text]), style: .muted))
        }
        return rows
    }
}

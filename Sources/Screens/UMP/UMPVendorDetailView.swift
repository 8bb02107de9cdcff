import Flow
import Forms
import TCF

/// What a vendor's details page shows: the GVL record and the vendor's switches as they stand.
package struct UMPVendorDetailData: Sendable {
    /// The vendor's GVL record.
    package var vendor: GVLVendor
    /// The form's switches (which of this vendor's it offers).
    package var model: UMPFormModel
    /// The switches as the user left them.
    package var draft: UMPChoices
    /// The page's scroll state.
    package var scroll: ScrollState

    /// Vendor-details data.
    package init(vendor: GVLVendor, model: UMPFormModel, draft: UMPChoices, scroll: ScrollState = ScrollState()) {
        self.vendor = vendor
        self.model = model
        self.draft = draft
        self.scroll = scroll
    }
}

/// One vendor's details: its switches, privacy policy, purposes by legal basis (consent, legitimate
/// interest, flexible), special purposes, features, special features, the data it collects (GVL v3's
/// `dataDeclaration`), retention, and its device storage (cookie max age and refresh, other access,
/// the disclosure's URL; consentsim is offline, so the per-item disclosures behind it are not read).
package enum UMPVendorDetailView {
    /// The page's scroll view.
    package static let scrollID: ElementID = "ump.vendorDetail.body"

    /// The page for `data`.
    package static func render(_ data: UMPVendorDetailData, context: ViewContext) -> RenderedScreen {
        var frame = context.emptyFrame()
        let scroll = ScrollView(
            id: scrollID, rows: rows(data, context: context), offset: data.scroll.offset,
            followsFocus: data.scroll.followsFocus)
        let stops = scroll.focusStops
        frame.focused = FocusResolution.resolve(context.focus, in: stops)
        let title = TerminalText.sanitize(data.vendor.name) + " (\(data.vendor.id))"
        let body = Box(title: title).draw(in: frame.canvas.bounds, into: &frame).inset(left: 1, right: 1)
        frame.register(scrollID, rect: body)
        scroll.draw(in: body, into: &frame)
        return RenderedScreen(frame: frame, focusStops: stops)
    }

    /// The page's rows.
    static func rows(_ data: UMPVendorDetailData, context: ViewContext) -> [any Widget] {
        let v = data.vendor
        let language = context.language
        var rows: [any Widget] = [
            UMPElement.backLink(context: context),
            Spacer(),
            Paragraph(TerminalText.sanitize(v.name) + " (\(v.id))", style: context.theme.accent),
        ]
        var toggles: [any Widget] = []
        for (target, label) in [(UMPSwitch.vendorConsent(v.id), TextKey.consentSwitch), (.vendorLegitimateInterest(v.id), .legitimateInterest)]
        where data.model.offers(target) {
            toggles.append(Switch(id: target.elementID, label: context.text(label), isOn: data.draft.isOn(target), action: .ump(.toggle(target))))
        }
        if toggles.isEmpty { toggles.append(Paragraph(context.text(.alwaysActive), style: .muted)) }
        rows += toggles
        rows.append(Spacer())
        let url = v.url(forLanguage: language.rawValue)?.privacy ?? v.policyUrl ?? context.text(.noneGiven)
        rows.append(FieldRow(context.text(.privacyPolicy), url))
        if let claim = v.url(forLanguage: language.rawValue)?.legIntClaim {
            rows.append(FieldRow(context.text(.legitimateInterestClaim), claim))
        }

        func names(_ ids: IDSet, _ kind: TCFItemKind) -> [any Widget] {
            ids.sorted.map { id in
                var text = "\(id). " + (context.tcfName(kind, id: id) ?? "?")
                switch kind {
                case .purpose:
                    if let days = v.retentionDays(forPurpose: id) { text += " (" + context.text(.days, [.count: String(days)]) + ")" }
                case .specialPurpose:
                    if let days = v.retentionDays(forSpecialPurpose: id) { text += " (" + context.text(.days, [.count: String(days)]) + ")" }
                case .feature, .specialFeature:
                    break
                }
                return Indented(Bullet(text), by: 1)
            }
        }
        func section(_ heading: String, _ ids: IDSet, _ kind: TCFItemKind) {
            guard !ids.isEmpty else { return }
            rows += [Spacer(), Paragraph(heading, style: .bold)]
            rows += names(ids, kind)
        }
        let purposesHeading = context.text(.purposesHeading)
        section("\(purposesHeading): \(context.text(.consentSwitch))", v.purposes, .purpose)
        section("\(purposesHeading): \(context.text(.legitimateInterest))", v.legIntPurposes, .purpose)
        section("\(purposesHeading): \(context.text(.flexibleLegalBasis))", v.flexiblePurposes, .purpose)
        section(context.text(.specialPurposesHeading), v.specialPurposes, .specialPurpose)
        section(context.text(.featuresHeading), v.features, .feature)
        section(context.text(.specialFeaturesHeading), v.specialFeatures, .specialFeature)
        let categories = dataCategoryNames(v, in: data.model.vendorList)
        if !categories.isEmpty {
            rows += [Spacer(), Paragraph(context.text(.dataCollected), style: .bold)]
            rows += categories.map { Indented(Bullet($0), by: 1) }
        }

        rows.append(Spacer())
        if let std = v.dataRetention?.stdRetention {
            rows.append(FieldRow(context.text(.retention), context.text(.retentionStandard, [.count: String(std)])))
        } else if v.dataRetention != nil {
            rows.append(FieldRow(context.text(.retention), context.text(.retentionPerPurpose)))
        } else {
            rows.append(FieldRow(context.text(.retention), context.text(.notDeclared)))
        }
        rows.append(FieldRow(context.text(.cookieMaxAge), cookieText(v, context: context)))
        rows.append(FieldRow(context.text(.otherStorage), context.text(v.usesNonCookieAccess ? .nonCookieAccess : .noneDeclared)))
        if let url = v.deviceStorageDisclosureUrl { rows.append(FieldRow(context.text(.storageDisclosures), url)) }
        return rows
    }

    /// The names of the data categories `vendor` declares (GVL v3's `dataDeclaration`), by id, as
    /// `list` names them; none for a vendor or list without them (GVL v2, early v3 records).
    package static func dataCategoryNames(_ vendor: GVLVendor, in list: VendorList) -> [String] {
        (vendor.dataDeclaration?.sorted ?? []).compactMap { list.dataCategory(id: $0)?.name }.map { TerminalText.sanitize($0) }
    }

    /// `30 days (refreshed)`, `session only`, `no cookies`.
    package static func cookieText(_ v: GVLVendor, context: ViewContext) -> String {
        guard v.usesCookies else { return context.text(.noCookies) }
        guard let seconds = v.cookieMaxAgeSeconds else { return context.text(.cookieAgeNotDeclared) }
        if seconds <= 0 { return context.text(.sessionCookiesOnly) }
        let days = Double(seconds) / 86_400
        let text =
            days >= 1
            ? context.text(.days, [.count: String(Int(days.rounded()))])
            : context.text(.seconds, [.count: String(seconds)])
        return text + (v.cookieRefresh ? " (" + context.text(.cookieRefreshed) + ")" : "")
    }
}

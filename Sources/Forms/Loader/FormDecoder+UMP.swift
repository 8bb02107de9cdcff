import TCF
import YAML

/// The UMP sections: vendor list, vendors, Google ATPs, first layer, switches.
extension FormDecoder {
    /// All UMP settings; nil after an error (missing sections were reported by `decodeForm`).
    mutating func decodeUMP(_ values: [String: YAMLNode], directory: String?) -> UMPSettings? {
        let loaded = values["vendorList"].flatMap { decodeVendorList($0, directory: directory) }
        // Vendor ids are checked only against a list that loaded; otherwise every id would be an error too.
        let vendors = values["vendors"].flatMap { decodeVendors($0, list: loaded?.list) }
        let atps = values["googleATPs"].map { decodeATPs($0) } ?? []
        let firstLayer = values["firstLayer"].flatMap { decodeFirstLayer($0) }
        let li =
            values["legitimateInterest"].map { decodeLegitimateInterest($0, list: loaded?.list) }
            ?? LegitimateInterestSettings()
        let consent = values["consentSwitch"].map { decodeConsentSwitch($0) } ?? ConsentSwitchSettings()
        let entry = values["privacyOptionsEntryPoint"].map { bool($0, path: "privacyOptionsEntryPoint") } ?? true
        guard let loaded, let vendors, let atps, let firstLayer, let li, let consent, let entry else { return nil }
        return UMPSettings(
            vendorListSource: loaded.source, vendorList: loaded.list, vendors: vendors, googleATPs: atps,
            firstLayer: firstLayer, legitimateInterest: li, consentSwitch: consent, privacyOptionsEntryPoint: entry)
    }

    /// `vendorList: embedded` or `vendorList: {file: path}` (relative to the form's folder).
    mutating func decodeVendorList(_ node: YAMLNode, directory: String?) -> (source: VendorListSource, list: VendorList)? {
        record("vendorList", node)
        if case .scalar = node {
            guard let word = string(node, path: "vendorList") else { return nil }
            guard word == "embedded" else {
                error(node, "vendorList: expected 'embedded' or a mapping with 'file', found \"\(word)\"")
                return nil
            }
            return (.embedded, VendorList.embedded)
        }
        guard let entries = mapping(node, path: "vendorList", allowed: ["file"], required: ["file"]),
            let fileNode = entries.first?.value,
            let relative = nonEmptyString(fileNode, path: "vendorList.file")
        else { return nil }
        let resolved =
            relative.hasPrefix("/") || directory == nil
            ? relative : FormPaths.join(directory!, relative)
        guard FormPaths.exists(resolved) else {
            error(fileNode, "vendorList.file: '\(relative)' does not exist (paths are relative to the form's folder)")
            return nil
        }
        do {
            return (.file(relative), try VendorList.load(contentsOfFile: resolved))
        } catch {
            self.error(fileNode, "vendorList.file: '\(relative)' is not a valid GVL v3 vendor list: \(error.description)")
            return nil
        }
    }

    /// `vendors: all` or a list of active vendor ids of the list.
    mutating func decodeVendors(_ node: YAMLNode, list: VendorList?) -> VendorSelection? {
        if case .scalar = node {
            guard let word = string(node, path: "vendors") else { return nil }
            guard word == "all" else {
                error(node, "vendors: expected 'all' or a list of vendor ids, found \"\(word)\"")
                return nil
            }
            return .all
        }
        guard let items = self.list(node, path: "vendors", what: "'all' or a list of vendor ids") else { return nil }
        guard !items.isEmpty else {
            error(node, "vendors: the list is empty; write 'all' or name at least one vendor")
            return nil
        }
        var ids: [Int] = []
        var seen = Set<Int>()  // a list of all 65,535 ids is checked in linear time
        var ok = true
        for (i, item) in items.enumerated() {
            let path = "vendors[\(i)]"
            guard let id = int(item, path: path, range: 1...Int.max) else {
                ok = false
                continue
            }
            if !seen.insert(id).inserted {
                error(item, "\(path): vendor \(id) is listed twice")
                ok = false
            } else if let list {
                if let vendor = list.vendor(id: id) {
                    if let deleted = vendor.deletedDate {
                        error(item, "\(path): vendor \(id) (\(vendor.name)) was deleted from the vendor list on \(deleted.prefix(10))")
                        ok = false
                    }
                } else {
                    error(item, "\(path): vendor \(id) is not in the vendor list (version \(list.vendorListVersion))")
                    ok = false
                }
            }
            ids.append(id)
        }
        return ok ? .ids(ids) : nil
    }

    /// `googleATPs`: a list of `{id, name}`.
    mutating func decodeATPs(_ node: YAMLNode) -> [GoogleATP]? {
        guard let items = list(node, path: "googleATPs") else { return nil }
        var atps: [GoogleATP] = []
        var seen = Set<Int>()
        var ok = true
        for (i, item) in items.enumerated() {
            let path = "googleATPs[\(i)]"
            guard let entries = mapping(item, path: path, allowed: ["id", "name"], required: ["id", "name"]) else {
                ok = false
                continue
            }
            var id: Int?, name: String?
            for (key, _, value) in entries {
                // ATP ids go into the same 16-bit id sets as vendor ids (Google's ATP list stays far below).
                if key == "id" {
                    id = int(value, path: "\(path).id", range: 1...IDSet.maxID)
                } else {
                    name = nonEmptyString(value, path: "\(path).name")
                }
            }
            guard let id, let name else {
                ok = false
                continue
            }
            if !seen.insert(id).inserted, let idNode = entries.first(where: { $0.key == "id" })?.value {
                error(idNode, "\(path).id: ATP \(id) is listed twice")
                ok = false
            }
            atps.append(GoogleATP(id: id, name: name))
        }
        return ok ? atps : nil
    }

    /// `firstLayer`: 2 or 3 buttons including consent and manageOptions, and the close icon.
    mutating func decodeFirstLayer(_ node: YAMLNode) -> FirstLayer? {
        guard let entries = mapping(node, path: "firstLayer", allowed: ["buttons", "closeIcon"], required: ["buttons"])
        else { return nil }
        var buttons: [FirstLayerButton]?
        var closeIcon: Bool? = false
        for (key, _, value) in entries {
            if key == "buttons" { buttons = decodeButtons(value) } else { closeIcon = bool(value, path: "firstLayer.closeIcon") }
        }
        guard let buttons, let closeIcon else { return nil }
        return FirstLayer(buttons: buttons, closeIcon: closeIcon)
    }

    /// The first layer's buttons, as AdMob's "User consent options" allow them.
    mutating func decodeButtons(_ node: YAMLNode) -> [FirstLayerButton]? {
        let path = "firstLayer.buttons"
        guard let items = list(node, path: path) else { return nil }
        var buttons: [FirstLayerButton] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard
                let button = choice(
                    item, path: itemPath, of: FirstLayerButton.self, allowed: FirstLayerButton.allCases, what: "button")
            else {
                ok = false
                continue
            }
            if buttons.contains(button) {
                error(item, "\(itemPath): \(button) is listed twice")
                ok = false
            }
            buttons.append(button)
        }
        guard FirstLayer.allowedCounts.contains(items.count) else {
            error(node, "\(path): expected 2 or 3 buttons (consent, manageOptions and optionally doNotConsent), found \(items.count)")
            return nil
        }
        guard ok else { return nil }
        for required in [FirstLayerButton.consent, .manageOptions] where !buttons.contains(required) {
            error(node, "\(path): must include \(required) (UMP's first layer always offers it)")
            ok = false
        }
        return ok ? buttons : nil
    }

    /// `legitimateInterest`: shown, defaultOn, and optionally the purposes with an LI switch.
    mutating func decodeLegitimateInterest(_ node: YAMLNode, list: VendorList?) -> LegitimateInterestSettings? {
        guard
            let entries = mapping(
                node, path: "legitimateInterest", allowed: ["shown", "defaultOn", "purposes"])
        else { return nil }
        var settings = LegitimateInterestSettings()
        var ok = true
        for (key, _, value) in entries {
            let path = "legitimateInterest.\(key)"
            switch key {
            case "shown": if let v = bool(value, path: path) { settings.shown = v } else { ok = false }
            case "defaultOn": if let v = bool(value, path: path) { settings.defaultOn = v } else { ok = false }
            default: if let v = decodePurposeIDs(value, path: path, list: list) { settings.purposes = v } else { ok = false }
            }
        }
        return ok ? settings : nil
    }

    /// Purpose ids of the vendor list, no repeats.
    mutating func decodePurposeIDs(_ node: YAMLNode, path: String, list: VendorList?) -> [Int]? {
        guard let items = self.list(node, path: path) else { return nil }
        var ids: [Int] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard let id = int(item, path: itemPath, range: 1...24) else {
                ok = false
                continue
            }
            if ids.contains(id) {
                error(item, "\(itemPath): purpose \(id) is listed twice")
                ok = false
            } else if let list, list.purpose(id: id) == nil {
                error(item, "\(itemPath): purpose \(id) is not in the vendor list (it has purposes 1...\(list.purposes.count))")
                ok = false
            }
            ids.append(id)
        }
        return ok ? ids : nil
    }

    /// `consentSwitch`: defaultOn.
    mutating func decodeConsentSwitch(_ node: YAMLNode) -> ConsentSwitchSettings? {
        guard let entries = mapping(node, path: "consentSwitch", allowed: ["defaultOn"]) else { return nil }
        var settings = ConsentSwitchSettings()
        for (_, _, value) in entries {
            guard let on = bool(value, path: "consentSwitch.defaultOn") else { return nil }
            settings.defaultOn = on
        }
        return settings
    }
}

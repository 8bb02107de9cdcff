import ArgumentParser
import Basics
import TCF

/// `consentsim tc decode`: a TC string as a readable table or as JSON.
struct TCDecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode a TC string (core, disclosed vendors, publisher TC).")

    @Argument(help: "The TC string.")
    var tcString: String

    @Flag(help: "Print one JSON object with the spec's field names instead of a table.")
    var json = false

    func run() throws {
        try Self.decode(tcString, json: json)
    }

    /// Decodes and prints `tcString`: the command's work, also reached without argument parsing
    /// by `QuickCommand` (`consentsim tc decode STRING`).
    static func decode(_ tcString: String, json: Bool) throws {
        let model: TCModel
        do { model = try TCString.decode(tcString) } catch { throw CLIError("\(error)") }
        print(json ? model.json.serialized(pretty: true) : TCModelTable.render(model))
    }
}

/// Renders a TC model as an aligned two-column table for people.
enum TCModelTable {
    static func render(_ m: TCModel) -> String {
        func ids(_ s: IDSet) -> String { s.isEmpty ? "none" : "\(s.count): \(s.description)" }
        func time(_ ds: Int64) -> String { "\(ISO8601Timestamp.string(deciseconds: ds)) (\(ds) ds)" }
        var rows: [(String, String)] = [
            ("Version", "\(m.version)"),
            ("Created", time(m.created)),
            ("Last updated", time(m.lastUpdated)),
            ("CMP id", "\(m.cmpId)"),
            ("CMP version", "\(m.cmpVersion)"),
            ("Consent screen", "\(m.consentScreen)"),
            ("Consent language", m.consentLanguage),
            ("Vendor list version", "\(m.vendorListVersion)"),
            ("TCF policy version", "\(m.tcfPolicyVersion)"),
            ("Service-specific", m.isServiceSpecific ? "yes" : "no"),
            ("Non-standard texts", m.useNonStandardTexts ? "yes" : "no"),
            ("Special features opted in", ids(m.specialFeatureOptIns)),
            ("Purposes (consent)", ids(m.purposesConsent)),
            ("Purposes (legitimate interest)", ids(m.purposesLITransparency)),
            ("Purpose one treatment", m.purposeOneTreatment ? "yes" : "no"),
            ("Publisher country", m.publisherCC),
            ("Vendors (consent)", ids(m.vendorConsents)),
            ("Vendors (legitimate interest)", ids(m.vendorLegitimateInterests)),
        ]
        if m.publisherRestrictions.isEmpty { rows.append(("Publisher restrictions", "none")) }
        for r in m.publisherRestrictions {
            rows.append(("Restriction purpose \(r.purposeId)", "\(r.restrictionType) for vendors \(r.vendorIds.description)"))
        }
        rows.append(("Disclosed vendors", m.disclosedVendors.map(ids) ?? "segment absent"))
        if let p = m.publisherTC {
            rows += [
                ("Publisher purposes (consent)", ids(p.pubPurposesConsent)),
                ("Publisher purposes (LI)", ids(p.pubPurposesLITransparency)),
                ("Custom purposes", "\(p.numCustomPurposes)"),
                ("Custom purposes (consent)", ids(p.customPurposesConsent)),
                ("Custom purposes (LI)", ids(p.customPurposesLITransparency)),
            ]
        } else {
            rows.append(("Publisher TC", "segment absent"))
        }
        // Labels are ASCII, so counting characters aligns them (no Foundation `padding` on the start-up path).
        // Appended in a loop: the generic `joined(separator:)` looks up its metadata at run time on first
        // use, about half of what the command itself does (`print` avoids it too).
        let width = rows.map(\.0.count).max() ?? 0
        var table = ""
        for (label, value) in rows {
            if !table.isEmpty { table += "\n" }
            table += label
            for _ in label.count..<width + 2 { table += " " }
            table += value
        }
        return table
    }
}

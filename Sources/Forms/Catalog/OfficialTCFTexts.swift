import TCF

/// The IAB's standard texts of purposes, special purposes, features and special features: their names,
/// descriptions and illustrations as the vendor list in use carries them, in English, the list's
/// language (IAB Tech Lab, "Consent string and vendor list formats v2", GVL fields `name`,
/// `description`, `illustrations`; UMP shows these on its purpose and vendor pages).
///
/// The IAB also publishes official translations beside the list (`vendor-list.consensu.org/v3/
/// purposes-<lang>.json`). consentsim ships none: no public repository copy of the TCF v2.2
/// translations could be found and cited (the copies in IAB Tech Lab's iabtcf-es fixtures,
/// `modules/testing/src/vendorlist/purposes-*.json`, are the 2020 texts of TCF v2.0, whose purpose
/// names and descriptions v2.2 replaced). The other languages show the catalogue's own wording, and
/// lint's T13 names, per offered language, the official texts it lacks.
package enum OfficialTCFTexts {
    /// The languages consentsim has the official texts of.
    package static let languages: [LanguageCode] = [.english]

    /// The official text of item `id` of `kind` in `language`, from `list`; nil when the language has
    /// no official texts here or the list has no such item.
    package static func item(_ kind: TCFItemKind, id: Int, language: LanguageCode, in list: VendorList?) -> GVLPurpose? {
        guard languages.contains(language), let list else { return nil }
        return kind.item(id: id, in: list)
    }
}

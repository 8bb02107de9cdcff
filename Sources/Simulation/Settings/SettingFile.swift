import TCF

/// A setting's value read from a file: what the file holds and the path it was read from (a script's
/// relative path resolved against the script), which messages and recordings name.
package struct SettingFile<List: Hashable & Sendable>: Hashable, Sendable {
    /// The path it was read from.
    package var path: String
    /// The parsed list.
    package var list: List

    /// A list and where it came from.
    package init(path: String, list: List) {
        self.path = path
        self.list = list
    }
}

/// A vendor list read from a file (`Set VendorList <path>` / `--vendor-list FILE`) through the
/// validating GVL parser.
package typealias VendorListFile = SettingFile<VendorList>

/// A list of Google-certified CMP ids read from a file (`Set CertifiedCMPs <path>` /
/// `--certified-cmps FILE`), in the shape of the IAB's `cmp-list.json`.
package typealias CertifiedCMPListFile = SettingFile<CertifiedCMPList>

extension SettingText {
    /// A quotable file path read by `load`: the value keeps the path (written back as it), and a file
    /// `load` refuses is the setting's error in `load`'s own words (file, line:column or JSON path).
    package static func file<List, Failure: Error>(
        expected: String, load: @escaping @Sendable (String) throws(Failure) -> List
    ) -> SettingText where Value == SettingFile<List> {
        SettingText(
            expected: expected, quotable: true, isFilePath: true,
            read: { path in
                do throws(Failure) {
                    return .success(SettingFile(path: path, list: try load(path)))
                } catch {
                    return .failure(SettingValueError(String(describing: error)))
                }
            },
            write: \.path)
    }
}

/// The formats `store export` writes.
public enum StoreExportFormat: String, CaseIterable, Sendable {
    case json
    case plist
    case android
    case simctl
    case adb
}

/// Why a domain could not be exported.
public enum StoreExportError: Error, Equatable, Sendable, CustomStringConvertible {
    case unencodable(PlistEncodingError)
    case invalidBundleID(String)

    /// One line naming the offending value or identifier.
    public var description: String {
        switch self {
        case .unencodable(let e): e.description
        case .invalidBundleID(let id): "invalid bundle id \"\(id)\" (letters, digits, '.', '-', '_')"
        }
    }
}

/// Pure exports of a domain to every supported format.
public enum StoreExport {
    /// The domain in `format`; `bundleID` names the app in the command formats.
    public static func render(_ domain: StoreDomain, as format: StoreExportFormat, bundleID: String) throws(StoreExportError) -> String {
        guard BundleID.isValid(bundleID) else { throw .invalidBundleID(bundleID) }
        do throws(PlistEncodingError) {
            switch format {
            case .json: return StoreJSON.encode(domain)
            case .plist: return try PropertyListXML.encode(domain)
            case .android: return AndroidPreferencesFiles.export(domain, package: bundleID)
            case .simctl: return try CommandExport.simctl(domain, bundleID: bundleID)
            case .adb: return CommandExport.adb(domain, bundleID: bundleID)
            }
        } catch {
            throw .unencodable(error)
        }
    }
}

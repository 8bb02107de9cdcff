import Basics

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
    /// A key Android apps read with `getInt` holds an integer beyond 32 bits: only a `<long>` holds
    /// it, and `getInt` throws ClassCastException on a `<long>`.
    case beyondInt(key: String, value: Int64)

    /// One line naming the offending value or identifier.
    public var description: String {
        switch self {
        case .unencodable(let e): e.description
        case .invalidBundleID(let id): "invalid bundle id \"\(id)\" (letters, digits, '.', '-', '_')"
        case .beyondInt(let key, let value):
            "\(MessageText.line(key, limit: 200)) is \(value), beyond the 32-bit int Android apps read it as with getInt "
                + "(\(Int32.min)...\(Int32.max)): as a <long> getInt would throw ClassCastException"
        }
    }
}

/// Pure exports of a domain to every supported format.
public enum StoreExport {
    /// The domain in `format`; `bundleID` names the app in the command formats. In the Android
    /// formats, the keys of `readWithGetInt` are written as the `<int>` a `putInt` writes, and one
    /// whose integer needs more than 32 bits is refused rather than written as a `<long>`.
    public static func render(
        _ domain: StoreDomain, as format: StoreExportFormat, bundleID: String, readWithGetInt: Set<String> = []
    ) throws(StoreExportError) -> String {
        guard BundleID.isValid(bundleID) else { throw .invalidBundleID(bundleID) }
        if format == .android || format == .adb {
            for key in readWithGetInt.sorted() {
                if case .integer(let value)? = domain[key], Int32(exactly: value) == nil { throw .beyondInt(key: key, value: value) }
            }
        }
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

import Store
import TCF

/// The formats a device's stored preferences come in, recognised by content.
package enum DeviceDumpFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// An XML property list (`defaults export`, `simctl spawn … defaults export`, `plutil -convert xml1`).
    case xmlPlist = "xml-plist"
    /// A binary property list (`bplist00`: the simulator's `Library/Preferences/<bundle>.plist`).
    case binaryPlist = "binary-plist"
    /// Android SharedPreferences XML (`adb shell run-as <app> cat shared_prefs/<name>.xml`,
    /// `store export --format android`).
    case sharedPreferences = "shared-preferences"
    /// `store export --format json`.
    case storeJSON = "json"
    /// `defaults read <domain>` output: an old-style (OpenStep) property list `{ key = value; }`.
    case defaultsRead = "defaults-read"
    /// `key=value` (or `key: value`) lines, e.g. a logged dump of the preferences.
    case keyValueLines = "key-value"

    /// The format's name, as printed by `doctor`.
    package var description: String { rawValue }
}

/// Reads what a device stored, in whichever format it was dumped.
package enum DeviceDump {
    /// The largest dump read (a preferences file is kilobytes; this bounds memory on hostile input).
    package static let maxBytes = 16 << 20

    /// The format of `bytes`, judged by content: the binary magic, `<plist`/`<map` markup, a JSON
    /// object (`{"key":`), an old-style dictionary (`{ key = `), else `key=value` lines.
    package static func detect(_ bytes: [UInt8]) -> DeviceDumpFormat {
        if BinaryPropertyList.isBinary(bytes) { return .binaryPlist }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<") {
            return text.contains("<map") && !text.contains("<plist") ? .sharedPreferences : .xmlPlist
        }
        if trimmed.hasPrefix("{") {
            let inner = trimmed.dropFirst().drop(while: \.isWhitespace)
            if inner.hasPrefix("}") { return .storeJSON }
            if inner.hasPrefix("\""), let close = inner.dropFirst().firstIndex(of: "\"") {
                let after = inner[inner.index(after: close)...].drop(while: \.isWhitespace)
                if after.hasPrefix(":") { return .storeJSON }
            }
            return .defaultsRead
        }
        return .keyValueLines
    }

    /// The domain in `bytes` and the format it was read as.
    package static func read(_ bytes: [UInt8]) throws(DeviceDumpError) -> (domain: StoreDomain, format: DeviceDumpFormat) {
        guard bytes.count <= maxBytes else { throw DeviceDumpError("the file is larger than \(maxBytes >> 20) MiB") }
        let format = detect(bytes)
        switch format {
        case .binaryPlist:
            return (try BinaryPropertyList.decode(bytes), format)
        case .xmlPlist:
            do {
                return (try PropertyListXML.decode(bytes), format)
            } catch {
                throw DeviceDumpError(error.message, line: error.line, column: error.column)
            }
        case .storeJSON:
            do {
                return (try StoreJSON.decode(bytes: bytes), format)
            } catch {
                throw DeviceDumpError(error.description)
            }
        case .sharedPreferences:
            return (try SharedPreferencesXML.decode(String(decoding: bytes, as: UTF8.self)), format)
        case .defaultsRead:
            return (try OldStylePropertyList.decode(String(decoding: bytes, as: UTF8.self)), format)
        case .keyValueLines:
            return (try KeyValueLines.decode(String(decoding: bytes, as: UTF8.self)), format)
        }
    }

    /// A value of a format without types (`defaults read` prints `1` for the number and for the string
    /// "1"; `key=value` lines have no types at all), typed as the TCF in-app table says: the Number
    /// keys as integers, every other key as a string.
    static func typed(key: String, text: String) -> StoreValue {
        if InAppKey.numberKeys.contains(key), let n = Int64(text) { return .integer(n) }
        if !InAppKey.isTCFKey(key), let n = Int64(text), String(n) == text, !(text.count > 1 && text.hasPrefix("0")) {
            return .integer(n)
        }
        return .string(text)
    }
}

import Basics
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
    /// `defaults write` commands (`store export --format simctl`, or typed by hand).
    case simctlCommands = "simctl"
    /// `adb` commands with the SharedPreferences XML in a here-document (`store export --format adb`).
    case adbCommands = "adb"
    /// `key=value` (or `key: value`) lines, e.g. a logged dump of the preferences.
    case keyValueLines = "key-value"

    /// The format's name, as printed by `doctor`.
    package var description: String { rawValue }
}

/// Reads what a device stored, in whichever format it was dumped.
package enum DeviceDump {
    /// The largest dump read: the input cap every reader shares, so a store that `store` writes can be
    /// checked (a preferences file is kilobytes; the cap bounds memory on hostile input).
    package static let maxBytes = InputFile.defaultLimit

    /// The format of `bytes`, judged by content: the binary magic, `<plist`/`<map` markup, a JSON
    /// object (`{"key":`), an old-style dictionary (`{ key = `), `defaults write` or `adb` commands,
    /// else `key=value` lines.
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
        return DeviceCommands.format(of: trimmed) ?? .keyValueLines
    }

    /// The domain in `bytes` and the format it was read as.
    package static func read(_ bytes: [UInt8]) throws(DeviceDumpError) -> (domain: StoreDomain, format: DeviceDumpFormat) {
        guard bytes.count <= maxBytes else { throw DeviceDumpError("the file is larger than \(InputFile.describe(limit: maxBytes))") }
        let format = detect(bytes)
        switch format {
        case .binaryPlist:
            return (try BinaryPropertyList.decode(bytes), format)
        case .xmlPlist:
            do { return (try PropertyListXML.decode(bytes), format) } catch { throw DeviceDumpError(error.message, at: error.location) }
        case .sharedPreferences:
            do { return (try AndroidPreferencesFiles.decode(bytes), format) } catch { throw DeviceDumpError(error.message, at: error.location) }
        case .storeJSON:
            do {
                return (try StoreJSON.decode(bytes: bytes), format)
            } catch {
                switch error {
                case .syntax(let e): throw DeviceDumpError(e.message, at: e.location)
                case .value(let e): throw DeviceDumpError(e.description)
                }
            }
        case .defaultsRead:
            return (try OldStylePropertyList.decode(text(bytes)), format)
        case .simctlCommands:
            return (try DeviceCommands.decodeDefaultsWrites(text(bytes)), format)
        case .adbCommands:
            return (try DeviceCommands.decodeADB(text(bytes)), format)
        case .keyValueLines:
            return (try KeyValueLines.decode(text(bytes)), format)
        }
    }

    /// `bytes` as text, a leading byte-order mark dropped; invalid UTF-8 is an error at its place, not
    /// replaced (a replaced byte would change a key or a TC string without a word).
    static func text(_ bytes: [UInt8]) throws(DeviceDumpError) -> String {
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = bytes[bom...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        let offset = bom + (InputFile.firstInvalidUTF8Offset(body) ?? 0)
        throw DeviceDumpError(
            "not UTF-8 text (invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset))",
            at: SourceLocation(ofByte: offset - bom, in: body))
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

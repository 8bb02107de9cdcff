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

    /// The format of `bytes`, judged by content: the binary magic, an XML document's root element
    /// (`<map>`: SharedPreferences, else a property list), a JSON object (`{"key":`), an old-style
    /// dictionary (`{ key = `), `defaults write` or `adb` commands, else `key=value` lines. Whatever
    /// precedes the telling part (a long comment, a long first key) is read past, not cut off.
    package static func detect(_ bytes: [UInt8]) -> DeviceDumpFormat {
        if BinaryPropertyList.isBinary(bytes) { return .binaryPlist }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return .keyValueLines }
        switch bytes[i] {
        case UInt8(ascii: "<"):
            return XMLRootElement.name(in: bytes) == "map" ? .sharedPreferences : .xmlPlist
        case UInt8(ascii: "{"):
            return isJSONObject(bytes, from: i + 1) ? .storeJSON : .defaultsRead
        default:
            return DeviceCommands.format(of: bytes, from: i) ?? .keyValueLines
        }
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Whether the object opened before `start` begins as JSON does: `}` or a quoted key and `:`
    /// (an old-style dictionary has `=` there, or an unquoted key).
    private static func isJSONObject(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = start
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "}") { return true }
        guard bytes[i] == UInt8(ascii: "\"") else { return false }
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        i += 1
        while i < bytes.count, isSpace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ":")
    }

    /// What a dump holds: the domain, the format it was read as, and for SharedPreferences the
    /// element each key was stored in (a domain has one integer type, Android two).
    package struct Contents: Sendable {
        /// The keys and values.
        package var domain: StoreDomain
        /// The format recognised.
        package var format: DeviceDumpFormat
        /// The element each key was stored in; empty for the formats that are not SharedPreferences.
        package var androidTypes: [String: SharedPreferencesType] = [:]
    }

    /// The domain in `bytes` and the format it was read as.
    package static func read(_ bytes: [UInt8]) throws(DeviceDumpError) -> Contents {
        guard bytes.count <= maxBytes else { throw DeviceDumpError("the file is larger than \(InputFile.describe(limit: maxBytes))") }
        let format = detect(bytes)
        switch format {
        case .binaryPlist:
            return Contents(domain: try BinaryPropertyList.decode(bytes), format: format)
        case .xmlPlist:
            do { return Contents(domain: try PropertyListXML.decode(bytes), format: format) } catch {
                throw DeviceDumpError(error.message, at: error.location)
            }
        case .sharedPreferences:
            do {
                let read = try AndroidPreferencesFiles.decodeTyped(bytes)
                return Contents(domain: read.domain, format: format, androidTypes: read.types)
            } catch {
                throw DeviceDumpError(error.message, at: error.location)
            }
        case .storeJSON:
            do {
                return Contents(domain: try StoreJSON.decode(bytes: bytes), format: format)
            } catch {
                switch error {
                case .syntax(let e): throw DeviceDumpError(e.message, at: e.location)
                case .value(let e): throw DeviceDumpError(e.description)
                }
            }
        case .defaultsRead:
            return Contents(domain: try OldStylePropertyList.decode(utf8Body(bytes)), format: format)
        case .simctlCommands:
            return Contents(domain: try DeviceCommands.decodeDefaultsWrites(utf8Body(bytes)), format: format)
        case .adbCommands:
            let read = try DeviceCommands.decodeADB(utf8Body(bytes))
            return Contents(domain: read.domain, format: format, androidTypes: read.types)
        case .keyValueLines:
            return Contents(domain: try KeyValueLines.decode(bytes: utf8Body(bytes)), format: format)
        }
    }

    /// `bytes` without a leading byte-order mark, checked to be UTF-8: invalid UTF-8 is an error at its
    /// place, not replaced (a replaced byte would change a key or a TC string without a word).
    static func utf8Body(_ bytes: [UInt8]) throws(DeviceDumpError) -> ArraySlice<UInt8> {
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = bytes[bom...]
        if String(validating: body, as: UTF8.self) != nil { return body }
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

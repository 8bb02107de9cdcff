import Basics

/// The SharedPreferences files an Android app's consent state spans. The store is one domain: keys
/// of the app's default preferences (`<package>_preferences.xml`, where the IAB's in-app spec puts
/// the `IABTCF_*` keys) are kept as they are, keys of another SDK's own file as `<file>/<key>`.
public enum AndroidPreferencesFiles {
    /// UMP for Android's own preferences file (`getSharedPreferences("__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__",
    /// MODE_PRIVATE)`: bocops/UMP-workarounds, get_previous_consent_status.kt, 2024-05-05).
    public static let umpInternal = "__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__"
    /// The legacy Consent SDK for Android's own preferences file
    /// (googleads/googleads-consent-sdk-android, ConsentInformation.java, `PREFERENCES_FILE_KEY`).
    public static let legacyConsentSDK = "mobileads_consent"
    /// The files other than the default one that the store knows.
    public static let known = [umpInternal, legacyConsentSDK]

    /// One preferences file: its name (without `.xml`) and its keys.
    public struct File: Hashable, Sendable {
        /// `com.example.app_preferences`, `__GOOGLE_FUNDING_CHOICE_SDK_INTERNAL__`.
        public var name: String
        /// The file's keys, unqualified.
        public var domain: StoreDomain
    }

    /// The default file's name for `package`.
    public static func defaultName(package: String) -> String { "\(package)_preferences" }

    /// The domain as the files a device holds: the default file first (also when empty), then each
    /// known file that has keys.
    public static func split(_ domain: StoreDomain, package: String) -> [File] {
        var defaults = StoreDomain()
        var others: [String: StoreDomain] = [:]
        for (key, value) in domain.entries {
            if let (file, name) = qualified(key) { others[file, default: StoreDomain()][name] = value } else { defaults[key] = value }
        }
        return [File(name: defaultName(package: package), domain: defaults)]
            + known.compactMap { name in others[name].map { File(name: name, domain: $0) } }
    }

    /// Puts `file`'s keys into `domain`, qualified unless `file` is the default one.
    public static func merge(_ file: StoreDomain, named name: String, into domain: inout StoreDomain) {
        let prefix = qualifier(name)
        for (key, value) in file.entries { domain[prefix + key] = value }
    }

    /// What the keys of the file `name` are prefixed with in the store (nothing for the default file).
    package static func qualifier(_ name: String) -> String { known.contains(name) ? name + "/" : "" }

    /// The file and the key a qualified key stands for; nil for a key of the default file.
    static func qualified(_ key: String) -> (file: String, key: String)? {
        for file in known where key.hasPrefix(file + "/") { return (file, String(key.dropFirst(file.count + 1))) }
        return nil
    }

    /// The line that names the file of the document after it in `store export --format android`.
    public static func fileMarker(_ name: String) -> String { "<!-- shared_prefs/\(name).xml -->" }

    /// Every file's XML in one text: the default file's document, then each other file's after its
    /// marker line, so that one export holds what the device holds and `decode` reads it back.
    public static func export(_ domain: StoreDomain, package: String) -> String {
        let files = split(domain, package: package)
        var out = AndroidExport.sharedPreferencesXML(files[0].domain)
        for file in files.dropFirst() { out += fileMarker(file.name) + "\n" + AndroidExport.sharedPreferencesXML(file.domain) }
        return out
    }

    /// The domain of `export`'s text (one document, or documents separated by marker lines); errors
    /// name the line in the whole text.
    public static func decode(_ bytes: [UInt8]) throws(PlistReadError) -> StoreDomain {
        try decodeTyped(bytes).domain
    }

    /// The domain of `export`'s text and the element each key was stored in (keys qualified as in the domain).
    public static func decodeTyped(_ bytes: [UInt8]) throws(PlistReadError) -> (domain: StoreDomain, types: [String: SharedPreferencesType]) {
        // Read as bytes: each document goes to the XML reader as it is, so invalid UTF-8 is reported
        // at its place rather than replaced; only a line that starts like a marker becomes text.
        var domain = StoreDomain()
        var types: [String: SharedPreferencesType] = [:]
        var name = ""
        var start = 0, startLine = 0
        func flush(until end: Int) throws(PlistReadError) {
            let document = Array(bytes[start..<end])
            if start == 0 && document.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return }
            do throws(PlistReadError) {
                let file = try SharedPreferencesXML.decodeTyped(document)
                merge(file.domain, named: name, into: &domain)
                let prefix = qualifier(name)
                for (key, type) in file.types { types[prefix + key] = type }
            } catch {
                throw PlistReadError(message: error.message, at: SourceLocation(line: error.location.line + startLine, column: error.location.column))
            }
        }
        let marker = Array("<!-- shared_prefs/".utf8)
        var lineStart = 0, line = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if bytes[first..<lineEnd].starts(with: marker) {
                var text = String(decoding: bytes[first..<lineEnd], as: UTF8.self)
                while let last = text.last, last.isWhitespace { text.removeLast() }
                if text.hasSuffix(".xml -->") {
                    // The document before the marker ends with the line before it (its line break excluded).
                    try flush(until: max(start, lineStart - 1))
                    name = String(text.dropFirst(marker.count).dropLast(".xml -->".count))
                    start = min(lineEnd + 1, bytes.count)
                    startLine = line + 1
                }
            }
            line += 1
            lineStart = lineEnd + 1
        }
        try flush(until: bytes.count)
        return (domain, types)
    }
}

import Basics

/// Where Google certified a CMP: the "Platform" column of Google's list ("Web", "App", "Web and
/// App"). consentsim simulates apps, so only `app` and `webAndApp` count.
public enum CMPPlatform: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case app = "app"
    case web = "web"
    case webAndApp = "web and app"
    /// The source names the CMP as certified without its platform.
    case unknown = "unknown"

    /// `app`, `web`, `web and app` or `unknown`.
    public var description: String { rawValue }

    /// The column's text, case-insensitively ("Web and App"); nil for anything else.
    public init?(name: String) {
        switch name.lowercased().trimmingSpaces {
        case "app", "apps": self = .app
        case "web": self = .web
        case "web and app", "web and apps", "web, app", "app and web": self = .webAndApp
        case "unknown": self = .unknown
        default: return nil
        }
    }
}

/// One row of a certified-CMP list: the CMP, where Google certified it, and where and when the row
/// was seen.
public struct CertifiedCMP: Hashable, Sendable {
    /// The IAB CMP id.
    public var id: Int
    /// The name the source gives.
    public var name: String
    /// Where Google certified it.
    public var platform: CMPPlatform
    /// When the source was seen (a day, a month or a year).
    public var seen: String
    /// The page or file the row comes from.
    public var source: String
    /// What could not be confirmed about the row, or nil.
    public var note: String?

    /// A row; see the properties.
    public init(id: Int, name: String, platform: CMPPlatform, seen: String, source: String, note: String? = nil) {
        self.id = id
        self.name = name
        self.platform = platform
        self.seen = seen
        self.source = source
        self.note = note
    }

    /// Whether the row certifies the CMP for apps.
    public var countsForApps: Bool { platform == .app || platform == .webAndApp }
}

/// What Google's certification says about a TC string's CmpId in an app (the certified-CMP rule).
public enum CMPCertification: Hashable, Sendable {
    /// Certified for apps.
    case certified(CertifiedCMP)
    /// Certified for the web only: it does not count in an app.
    case webOnly(CertifiedCMP)
    /// Registered with the IAB (or named certified without a platform), but the list in use does not
    /// say either way whether Google certified it for apps.
    case unknown(name: String, why: String)
    /// Not certified: the list is complete and does not name it, or the IAB never registered it or
    /// deleted it.
    case notCertified(why: String)
}

/// The CMPs Google has certified, with where and when each was seen, which the certified-CMP rule
/// checks a TC string's CmpId against; beside it, the IAB's CMP list decides what an id the list does
/// not name is. consentsim embeds what it could read from public sources and takes a newer list from
/// a file (`Set CertifiedCMPs` / `--certified-cmps`), which replaces it.
public struct CertifiedCMPList: Hashable, Sendable {
    /// Google's own CMP id (UMP, "Google consent management"), which UMP writes.
    public static let googleCMPID = 300

    /// The rows.
    public var entries: [CertifiedCMP]
    /// Where the list comes from.
    public var source: String
    /// When the list was published or read.
    public var dated: String
    /// Whether an id the list does not name is not certified (a file the user gives: Google's list
    /// as it stands), rather than unknown (the embedded list, which public copies show only in part).
    public var complete: Bool

    /// A list of rows.
    public init(entries: [CertifiedCMP], source: String, dated: String, complete: Bool) {
        self.entries = entries
        self.source = source
        self.dated = dated
        self.complete = complete
    }

    /// A complete list of ids certified for web and app, all seen in `source` on `dated`.
    public init(ids: Set<Int>, source: String, dated: String) {
        self.init(
            entries: ids.sorted().map { CertifiedCMP(id: $0, name: "CMP \($0)", platform: .webAndApp, seen: dated, source: source) },
            source: source, dated: dated, complete: true)
    }

    /// The ids certified for apps.
    public var ids: Set<Int> { Set(entries.filter(\.countsForApps).map(\.id)) }

    /// The row for `cmpID`, or nil.
    public func entry(_ cmpID: Int) -> CertifiedCMP? {
        // By index, reading only each row's id: a verdict asks a dozen times, and `first(where:)`
        // copied every row it passed with its texts.
        for i in entries.indices where entries[i].id == cmpID { return entries[i] }
        return nil
    }

    /// Whether `cmpID` is certified for apps.
    public func contains(_ cmpID: Int) -> Bool { entry(cmpID)?.countsForApps ?? false }

    /// What the list, and beside it the IAB's list, say about `cmpID` in an app.
    public func certification(of cmpID: Int, iab: IABCMPList) -> CMPCertification {
        if let row = entry(cmpID) {
            switch row.platform {
            case .app, .webAndApp: return .certified(row)
            case .web: return .webOnly(row)
            case .unknown:
                return .unknown(name: row.name, why: "named certified without its platform (see consentsim rules)")
            }
        }
        if complete { return .notCertified(why: "not on the certified list in use") }
        guard let registered = iab.cmp(cmpID) else { return .notCertified(why: "the IAB never registered it") }
        if let deleted = registered.deleted { return .notCertified(why: "the IAB deleted it on \(deleted)") }
        return .unknown(name: registered.name, why: "registered with the IAB, not named by the certified list in use")
    }

    /// "12 rows (3 certified for apps), from support.google.com/…, seen 2024".
    public var summary: String {
        "\(entries.count) rows (\(ids.count) certified for apps), from \(source), \(dated)\(complete ? "" : "; ids it does not name are unknown")"
    }
}

extension CertifiedCMPList {
    /// A list from JSON in the shape of the IAB's CMP list (`cmp-list.json`):
    /// `{"lastUpdated": "…", "cmps": {"300": {"id": 300, "name": "Google LLC"}, …}}`. Entries with a
    /// `deletedDate` are left out. Beyond the IAB's members a row may say `platform` ("app", "web",
    /// "web and app"; certified for web and app when absent), `seen` and `source`; the top level may
    /// say `source` and `complete` (false: an id the list does not name is unknown, not uncertified;
    /// true when absent, as a file replaces the whole list).
    public static func decode(_ root: JSONValue, file: String) throws(CertifiedCMPListError) -> CertifiedCMPList {
        guard case .object(let top) = root else { throw CertifiedCMPListError(file: file, place: "$", message: "expected an object with \"cmps\"") }
        guard case .object(let cmps)? = top["cmps"] else {
            throw CertifiedCMPListError(file: file, place: "$.cmps", message: "expected an object keyed by CMP id")
        }
        let source: String = if case .string(let s)? = top["source"] { MessageText.line(s) } else { file }
        let dated: String = if case .string(let s)? = top["lastUpdated"] { MessageText.line(s, limit: 40) } else { "undated" }
        var complete = true
        switch top["complete"] {
        case nil: break
        case .bool(let b)?: complete = b
        default: throw CertifiedCMPListError(file: file, place: "$.complete", message: "expected true or false")
        }
        var entries: [CertifiedCMP] = []
        for (key, value) in cmps.members {
            let place = "$.cmps[\"\(MessageText.line(key, limit: 40))\"]"
            guard let id = Int(key), (1...4095).contains(id) else {
                throw CertifiedCMPListError(file: file, place: place, message: "a CMP id is a whole number from 1 to 4095")
            }
            guard case .object(let entry) = value else { throw CertifiedCMPListError(file: file, place: place, message: "expected an object") }
            if case .int(let n)? = entry["id"], n != Int64(id) {
                throw CertifiedCMPListError(file: file, place: place + ".id", message: "the id differs from the key \(id)")
            }
            if entry["deletedDate"] != nil, entry["deletedDate"] != .null { continue }
            var platform = CMPPlatform.webAndApp
            if let given = entry["platform"] {
                guard case .string(let text) = given, let read = CMPPlatform(name: text) else {
                    throw CertifiedCMPListError(file: file, place: place + ".platform", message: "expected \"app\", \"web\" or \"web and app\"")
                }
                platform = read
            }
            func text(_ member: String, _ fallback: String) -> String {
                if case .string(let s)? = entry[member] { MessageText.line(s, limit: 200) } else { fallback }
            }
            entries.append(
                CertifiedCMP(id: id, name: text("name", "CMP \(id)"), platform: platform, seen: text("seen", dated), source: text("source", source)))
        }
        entries.sort { $0.id < $1.id }
        return CertifiedCMPList(entries: entries, source: source, dated: dated, complete: complete)
    }

    /// Reads and decodes the file at `path`; errors start with `path` as given.
    public static func load(contentsOfFile path: String) throws(CertifiedCMPListError) -> CertifiedCMPList {
        let bytes: [UInt8]
        do { bytes = try InputFile.bytes(path) } catch { throw CertifiedCMPListError(file: path, place: nil, message: error.reason) }
        let root: JSONValue
        do { root = try JSONParser.parse(bytes: bytes) } catch {
            throw CertifiedCMPListError(file: path, place: "\(error.location)", message: error.message)
        }
        return try decode(root, file: path)
    }
}

/// Why a certified-CMP list could not be read: the file, where in it, and what.
public struct CertifiedCMPListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it.
    public var file: String
    /// `line:column` or a JSON path; nil when the file itself could not be read.
    public var place: String?
    /// What is wrong.
    public var message: String

    /// An error.
    public init(file: String, place: String?, message: String) {
        self.file = file
        self.place = place
        self.message = message
    }

    /// `file:3:14: message`, `file: $.cmps["x"]: message` or `file: message`, escaped.
    public var description: String {
        let name = MessageText.line(InputFile.displayName(file), limit: 300)
        guard let place else { return "\(name): \(message)" }
        return place.first?.isNumber == true ? "\(name):\(place): \(message)" : "\(name): \(place): \(message)"
    }
}

import Basics

/// The IAB CMP ids Google has certified, which the certified-CMP rule checks a TC string's CmpId
/// against. consentsim embeds the ids it could read from Google's list and takes a newer list from a
/// file (`Set CertifiedCMPs` / `--certified-cmps`).
public struct CertifiedCMPList: Hashable, Sendable {
    /// Google's own CMP id (UMP, "Google consent management"), which UMP writes.
    public static let googleCMPID = 300

    /// The certified ids.
    public var ids: Set<Int>
    /// Where the list comes from.
    public var source: String
    /// When the list was published or read.
    public var dated: String

    /// A list.
    public init(ids: Set<Int>, source: String, dated: String) {
        self.ids = ids
        self.source = source
        self.dated = dated
    }

    /// The list consentsim knows: the rows of Google's list of certified CMPs
    /// (support.google.com/admob/answer/13554116, "List of Google-certified CMPs", columns Certified
    /// CMP, TCF CMP ID, Platform) that the stored copy of the page shows — Clickio CMP 63, Commanders
    /// Act CMP 416, Consentmanager CMP 31, Cookiebot CMP 134 — and Google's own CMP, 300. The page has
    /// more rows than the copy shows; a tester with the current list passes it as a file.
    public static let embedded = CertifiedCMPList(
        ids: [googleCMPID, 31, 63, 134, 416],
        source: "support.google.com/admob/answer/13554116 (the rows readable in a stored copy, and Google's own CMP 300)",
        dated: "2024 (the page's text after the Swiss requirement of 31 July 2024)")

    /// Whether `cmpID` is certified.
    public func contains(_ cmpID: Int) -> Bool { ids.contains(cmpID) }

    /// "5 ids known, from support.google.com/…".
    public var summary: String { "\(ids.count) certified ids known, from \(source)" }
}

extension CertifiedCMPList {
    /// A list from JSON in the shape of the IAB's CMP list (`cmp-list.json`):
    /// `{"lastUpdated": "…", "cmps": {"300": {"id": 300, "name": "Google LLC"}, …}}`. Entries with a
    /// `deletedDate` are left out; `source` (a string) may say where the list comes from.
    public static func decode(_ root: JSONValue, file: String) throws(CertifiedCMPListError) -> CertifiedCMPList {
        guard case .object(let top) = root else { throw CertifiedCMPListError(file: file, place: "$", message: "expected an object with \"cmps\"") }
        guard case .object(let cmps)? = top["cmps"] else {
            throw CertifiedCMPListError(file: file, place: "$.cmps", message: "expected an object keyed by CMP id")
        }
        var ids: Set<Int> = []
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
            ids.insert(id)
        }
        let source: String = if case .string(let s)? = top["source"] { s } else { file }
        let dated: String = if case .string(let s)? = top["lastUpdated"] { s } else { "undated" }
        return CertifiedCMPList(ids: ids, source: MessageText.line(source), dated: MessageText.line(dated, limit: 40))
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

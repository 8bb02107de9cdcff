import Basics
import Store
import TCF

/// The line formats `doctor --batch` reads, recognised by the first line that is not blank.
package enum FleetFormat: String, Hashable, Sendable, CaseIterable {
    /// One JSON object a line: a device's stored keys as `store export --format json` writes them
    /// (compacted to one line, e.g. by `jq -c`).
    case jsonLines = "JSON Lines"
    /// One TC string a line, optionally followed by the region and the date, separated by spaces or tabs.
    case tcLines = "TC string lines"
    /// Comma-separated values whose first line names the columns.
    case csv = "CSV"

    /// The format of a stream whose first line that is not blank is `line`: JSON Lines when it starts
    /// with `{`, CSV when it holds a comma (a TC string never does), TC string lines otherwise.
    package static func detect(firstLine line: [UInt8]) -> FleetFormat {
        guard let first = line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return .tcLines }
        if first == UInt8(ascii: "{") { return .jsonLines }
        return line.contains(UInt8(ascii: ",")) ? .csv : .tcLines
    }
}

/// One device of a batch: its stored keys and what the line says about the request; nil fields take
/// the command's defaults.
package struct FleetDevice: Hashable, Sendable {
    /// The stored keys.
    package var domain: StoreDomain
    /// Where Google sees the request come from.
    package var region: AdRequestRegion?
    /// The date the rules are applied on.
    package var today: CivilDate?
    /// The ATT status the request carries.
    package var att: ATTrackingStatus?

    /// A device; see the properties.
    package init(domain: StoreDomain, region: AdRequestRegion? = nil, today: CivilDate? = nil, att: ATTrackingStatus? = nil) {
        self.domain = domain
        self.region = region
        self.today = today
        self.att = att
    }
}

/// Why one line of a batch could not be read: the message and the 1-based column (in bytes of the line).
package struct FleetLineError: Error, Hashable, Sendable {
    /// What is wrong.
    package var message: String
    /// Where on the line.
    package var column: Int

    /// An error at `column`.
    package init(_ message: String, column: Int) {
        self.message = message
        self.column = column
    }
}

/// Reads the lines of one batch in its format. Each line is read on its own; only CSV keeps its
/// header line, which names the columns of every later line.
package struct FleetLineReader: Sendable {
    /// The format of the stream.
    package let format: FleetFormat
    /// For CSV: what each column holds, in order.
    private var columns: [Column] = []

    /// What a CSV column holds.
    enum Column: Hashable, Sendable {
        case key(String)
        case region
        case date
        case att
        case ignored
    }

    /// A reader of `format`; CSV reads its header with `header(_:)` first.
    package init(format: FleetFormat) { self.format = format }

    /// The longest line read, in bytes (a TC string with every vendor id is under 10 kB; a device's
    /// key set a few times that).
    package static let maxLineBytes = 1 << 20

    /// Reads a CSV header line: `tcString` (or `IABTCF_TCString`), `gdprApplies`, any other
    /// `IABTCF_` key, `region`, `date`, `att`; other columns are ignored. Throws when no column
    /// names a key.
    package mutating func header(_ line: [UInt8]) throws(FleetLineError) {
        let names = try Self.csvFields(line)
        columns = names.map { field -> Column in
            let name = String(decoding: field.bytes, as: UTF8.self).trimmingSpaces
            switch name.lowercased() {
            case "tcstring", InAppKey.tcString.lowercased(): return .key(InAppKey.tcString)
            case "gdprapplies", InAppKey.gdprApplies.lowercased(): return .key(InAppKey.gdprApplies)
            case "region": return .region
            case "date", "today": return .date
            case "att": return .att
            default: return InAppKey.isTCFKey(name) ? .key(name) : .ignored
            }
        }
        guard columns.contains(where: { if case .key = $0 { true } else { false } }) else {
            throw FleetLineError(
                "CSV header names no stored key: expected a column tcString, gdprApplies or IABTCF_…, got "
                    + names.map { MessageText.line(String(decoding: $0.bytes, as: UTF8.self), limit: 40) }.joined(separator: ","), column: 1)
        }
    }

    /// The device on `line` (without its line end); blank lines are skipped by the caller.
    package func device(_ line: [UInt8]) throws(FleetLineError) -> FleetDevice {
        guard line.count <= Self.maxLineBytes else { throw FleetLineError("the line is longer than \(Self.maxLineBytes) bytes", column: 1) }
        switch format {
        case .jsonLines: return try Self.jsonDevice(line)
        case .tcLines: return try Self.tcDevice(line)
        case .csv: return try csvDevice(line)
        }
    }

    /// A line of stored keys in `store export --format json`'s typed JSON.
    static func jsonDevice(_ line: [UInt8]) throws(FleetLineError) -> FleetDevice {
        do throws(JSONImportError) {
            return FleetDevice(domain: try StoreJSON.decode(bytes: line))
        } catch {
            switch error {
            case .syntax(let e): throw FleetLineError(e.message, column: e.location.column)
            case .value(let e): throw FleetLineError(e.description, column: 1)
            }
        }
    }

    /// `TCSTRING [REGION [YYYY-MM-DD]]`: a device whose CMP stored the string with `gdprApplies` 1,
    /// as a CMP does whenever it stores a string.
    static func tcDevice(_ line: [UInt8]) throws(FleetLineError) -> FleetDevice {
        let (bounds, count) = tcFields(line)
        guard count > 0 else { throw FleetLineError("empty line", column: 1) }
        guard count <= 3 else {
            throw FleetLineError("expected TCSTRING [REGION [YYYY-MM-DD]], found \(count) fields", column: bounds.3.lowerBound + 1)
        }
        var device = FleetDevice(
            domain: StoreDomain([
                InAppKey.gdprApplies: .integer(1), InAppKey.tcString: .string(String(decoding: line[bounds.0], as: UTF8.self)),
            ]))
        if count > 1 {
            device.region = try region(String(decoding: line[bounds.1], as: UTF8.self), column: bounds.1.lowerBound + 1)
        }
        if count > 2 {
            device.today = try date(String(decoding: line[bounds.2], as: UTF8.self), column: bounds.2.lowerBound + 1)
        }
        return device
    }

    /// The bounds of the first four fields of a TC string line (separated by spaces or tabs) and how
    /// many fields it has. Over the bytes without bounds checks and without an array for the fields:
    /// this runs on every new line, most of whose bytes are the TC string.
    static func tcFields(_ line: [UInt8]) -> (bounds: (Range<Int>, Range<Int>, Range<Int>, Range<Int>), count: Int) {
        line.withUnsafeBufferPointer { bytes in
            var bounds: (Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0)
            var count = 0
            var i = 0
            let n = bytes.count
            func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            while true {
                while i < n, isBlank(bytes[i]) { i += 1 }
                guard i < n else { break }
                let start = i
                // Eight bytes at a time while none is a blank (a TC string is hundreds of bytes),
                // then byte by byte to the blank.
                if let base = bytes.baseAddress {
                    while i + 8 <= n, !Self.hasBlank(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
                }
                while i < n, !isBlank(bytes[i]) { i += 1 }
                switch count {
                case 0: bounds.0 = start..<i
                case 1: bounds.1 = start..<i
                case 2: bounds.2 = start..<i
                case 3: bounds.3 = start..<i
                default: break
                }
                count += 1
            }
            return (bounds, count)
        }
    }

    /// Whether any of the eight bytes of `word` is a space or a tab: a byte of `word ^ pattern` is
    /// zero where the byte matches, and `(x - 0x01…) & ~x & 0x80…` is nonzero exactly when some byte
    /// of `x` is zero.
    static func hasBlank(_ word: UInt64) -> Bool {
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0 }
        return hasZeroByte(word ^ 0x2020_2020_2020_2020) || hasZeroByte(word ^ 0x0909_0909_0909_0909)
    }

    /// A CSV line under the header's columns. Without a `gdprApplies` column, a line with a TC string
    /// stores `gdprApplies` 1, as TC string lines do; an empty cell leaves its key unset.
    func csvDevice(_ line: [UInt8]) throws(FleetLineError) -> FleetDevice {
        let fields = try Self.csvFields(line)
        guard fields.count == columns.count else {
            throw FleetLineError("expected \(columns.count) CSV fields as the header names, found \(fields.count)", column: 1)
        }
        var values: [String: StoreValue] = [:]
        var device = FleetDevice(domain: StoreDomain())
        for (column, field) in zip(columns, fields) where !field.bytes.isEmpty {
            let text = String(decoding: field.bytes, as: UTF8.self)
            switch column {
            case .key(let key):
                // The same typing as every format without types: the in-app table's Number keys
                // as integers (a checked conversion), the others as strings.
                values[key] = DeviceDump.typed(key: key, text: text)
                if key == InAppKey.gdprApplies, case .string? = values[key] {
                    throw FleetLineError("gdprApplies must be a whole number, got '\(MessageText.line(text, limit: 40))'", column: field.column)
                }
            case .region: device.region = try Self.region(text, column: field.column)
            case .date: device.today = try Self.date(text, column: field.column)
            case .att:
                guard let status = ATTrackingStatus(name: text) else {
                    throw FleetLineError(
                        "att must be one of \(ATTrackingStatus.allCases.map(\.description).joined(separator: ", ")), got '\(MessageText.line(text, limit: 40))'",
                        column: field.column)
                }
                device.att = status
            case .ignored: break
            }
        }
        if values[InAppKey.gdprApplies] == nil, values[InAppKey.tcString] != nil, !columns.contains(.key(InAppKey.gdprApplies)) {
            values[InAppKey.gdprApplies] = .integer(1)
        }
        device.domain = StoreDomain(values)
        return device
    }

    /// The fields of one CSV line (RFC 4180 quoting; a quoted field cannot span lines here).
    static func csvFields(_ line: [UInt8]) throws(FleetLineError) -> [(bytes: [UInt8], column: Int)] {
        var fields: [(bytes: [UInt8], column: Int)] = []
        var i = 0
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        while true {
            let start = i
            var field: [UInt8] = []
            if i < line.count, line[i] == quote {
                i += 1
                while true {
                    guard i < line.count else { throw FleetLineError("quoted field not closed on this line", column: start + 1) }
                    if line[i] == quote {
                        if i + 1 < line.count, line[i + 1] == quote {
                            field.append(quote)
                            i += 2
                            continue
                        }
                        i += 1
                        break
                    }
                    field.append(line[i])
                    i += 1
                }
                guard i == line.count || line[i] == comma else {
                    throw FleetLineError("expected a comma after the quoted field", column: i + 1)
                }
            } else {
                while i < line.count, line[i] != comma {
                    if line[i] == quote { throw FleetLineError("a quote inside an unquoted field", column: i + 1) }
                    field.append(line[i])
                    i += 1
                }
            }
            fields.append((field, start + 1))
            guard i < line.count else { return fields }
            i += 1  // the comma
        }
    }

    static func region(_ text: String, column: Int) throws(FleetLineError) -> AdRequestRegion {
        guard let region = AdRequestRegion(rawValue: text.lowercased()) else {
            throw FleetLineError(
                "region must be one of \(AdRequestRegion.allCases.map(\.rawValue).joined(separator: ", ")), got '\(MessageText.line(text, limit: 40))'",
                column: column)
        }
        return region
    }

    static func date(_ text: String, column: Int) throws(FleetLineError) -> CivilDate {
        guard let date = CivilDate(iso8601Date: text) else {
            throw FleetLineError("expected a date YYYY-MM-DD, got '\(MessageText.line(text, limit: 40))'", column: column)
        }
        return date
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

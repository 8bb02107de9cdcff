import Basics
import Store

/// Reads the shell commands that put a domain on a device, as `store export --format simctl|adb`
/// prints them (and as testers type them): what those commands would store.
///
/// - `defaults write DOMAIN KEY VALUE` lines, alone or after `xcrun simctl spawn DEVICE`, typed as
///   defaults(1) types them: `-string`, `-int`/`-integer`, `-float`, `-bool`/`-boolean`, `-data` (hex),
///   `-date`, `-array`/`-array-add` and `-dict`/`-dict-add` (their items are strings), an XML fragment
///   (`'<integer>1</integer>'`) or an old-style value (`'(a, b)'`), else a string. `defaults delete`
///   removes a key; other `xcrun simctl` commands (`terminate`) are skipped. All writes must go to one
///   domain.
/// - `adb` commands: the SharedPreferences XML in the one here-document, read as a file would be.
enum DeviceCommands {
    /// The command format of text whose first command is `defaults`/`xcrun` (simctl) or `adb`; a text of
    /// comments only is simctl when they mention `xcrun simctl` (the export of an empty store). Reads
    /// at most 64 lines from `start`, each whole however long.
    static func format(of bytes: [UInt8], from start: Int) -> DeviceDumpFormat? {
        var commentsMentionSimctl = false
        var lineStart = start
        var lines = 0
        while lineStart < bytes.count, lines < 64 {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            if line.isEmpty { continue }
            lines += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if trimmed.contains("xcrun simctl") { commentsMentionSimctl = true }
                continue
            }
            if trimmed.hasPrefix("xcrun ") || trimmed.hasPrefix("defaults ") { return .simctlCommands }
            if trimmed.hasPrefix("adb ") { return .adbCommands }
            return nil
        }
        return commentsMentionSimctl ? .simctlCommands : nil
    }

    /// The domain `defaults write` commands leave (UTF-8 without a byte-order mark).
    static func decodeDefaultsWrites(_ utf8: ArraySlice<UInt8>) throws(DeviceDumpError) -> StoreDomain {
        var values: [String: StoreValue] = [:]
        var domain: ShellCommands.Word?
        for command in try ShellCommands.parse(utf8) {
            var words = command.words[...]
            if words.first?.text == "xcrun" {
                words = words.dropFirst()
                guard words.first?.text == "simctl" else { throw DeviceDumpError("expected xcrun simctl", at: command.words[0].location) }
                words = words.dropFirst()
                guard words.first?.text == "spawn" else { continue }  // terminate, boot, …: they store nothing
                words = words.dropFirst(2)  // spawn DEVICE
            }
            guard let program = words.first, program.text == "defaults" else {
                throw DeviceDumpError("expected a defaults write command", at: (words.first ?? command.words[0]).location)
            }
            words = words.dropFirst()
            guard let verb = words.first, verb.text == "write" || verb.text == "delete" else {
                throw DeviceDumpError("expected defaults write or defaults delete", at: (words.first ?? program).location)
            }
            words = words.dropFirst()
            guard let name = words.first else { throw DeviceDumpError("defaults \(verb.text) needs a domain", at: verb.location) }
            if let domain, domain.text != name.text {
                throw DeviceDumpError(
                    "the commands write to two domains, \(domain.text) (at \(domain.location)) and \(name.text); check one app's keys",
                    at: name.location)
            }
            domain = name
            words = words.dropFirst()
            guard let key = words.first else {
                if verb.text == "delete" {
                    values = [:]
                    continue
                }
                throw DeviceDumpError("defaults write needs a key", at: name.location)
            }
            words = words.dropFirst()
            if verb.text == "delete" {
                guard words.isEmpty else { throw DeviceDumpError("defaults delete takes a domain and a key", at: words.first!.location) }
                values[key.text] = nil
                continue
            }
            values[key.text] = try value(Array(words), after: key, existing: values[key.text])
        }
        return StoreDomain(values)
    }

    /// What `defaults write` stores for the words after the key.
    static func value(_ words: [ShellCommands.Word], after key: ShellCommands.Word, existing: StoreValue?) throws(DeviceDumpError) -> StoreValue {
        guard let first = words.first else { throw DeviceDumpError("defaults write \(key.text) needs a value", at: key.location) }
        let rest = words.dropFirst()
        func single() throws(DeviceDumpError) -> ShellCommands.Word {
            guard rest.count == 1 else {
                throw DeviceDumpError("\(first.text) takes one value, found \(rest.count)", at: (rest.dropFirst().first ?? first).location)
            }
            return rest.first!
        }
        switch first.text {
        case "-string":
            return .string(try single().text)
        case "-int", "-integer":
            let word = try single()
            guard let n = Int64(word.text) else {
                throw DeviceDumpError("\(first.text) value \"\(word.text)\" is not a 64-bit integer", at: word.location)
            }
            return .integer(n)
        case "-float":
            let word = try single()
            guard let d = Double(word.text) else { throw DeviceDumpError("-float value \"\(word.text)\" is not a number", at: word.location) }
            return .real(d)
        case "-bool", "-boolean":
            let word = try single()
            switch word.text.lowercased() {
            case "yes", "true", "1": return .boolean(true)
            case "no", "false", "0": return .boolean(false)
            default: throw DeviceDumpError("\(first.text) value \"\(word.text)\" is not YES, NO, true or false", at: word.location)
            }
        case "-data":
            let word = try single()
            guard let bytes = hexBytes(word.text) else {
                throw DeviceDumpError("-data value must be an even number of hex digits", at: word.location)
            }
            return .data(bytes)
        case "-date":
            let word = try single()
            guard let date = StoreDate(iso8601: word.text) else {
                throw DeviceDumpError("-date value \"\(word.text)\" is not YYYY-MM-DDTHH:MM:SSZ", at: word.location)
            }
            return .date(date)
        case "-array", "-array-add":
            var items = rest.map { StoreValue.string($0.text) }
            if first.text == "-array-add", case .array(let old)? = existing { items = old + items }
            return .array(items)
        case "-dict", "-dict-add":
            guard rest.count % 2 == 0 else { throw DeviceDumpError("\(first.text) needs key and value pairs", at: first.location) }
            var dict: [String: StoreValue] = [:]
            if first.text == "-dict-add", case .dictionary(let old)? = existing { dict = old }
            let pairs = Array(rest)
            for k in stride(from: 0, to: pairs.count, by: 2) { dict[pairs[k].text] = .string(pairs[k + 1].text) }
            return .dictionary(dict)
        default:
            guard rest.isEmpty else {
                throw DeviceDumpError("a value without a type flag must be one word; quote it", at: rest.first!.location)
            }
            if first.text.hasPrefix("-") {
                throw DeviceDumpError("unknown defaults type flag \(first.text)", at: first.location)
            }
            if first.text.hasPrefix("<") {
                do {
                    return try PropertyListXML.decodeFragment(first.text)
                } catch {
                    throw DeviceDumpError("in the XML value at \(error.location): \(error.message)", at: first.location)
                }
            }
            if first.text.hasPrefix("(") || first.text.hasPrefix("{") {
                do {
                    return try OldStylePropertyList.argument(first.text)
                } catch {
                    throw DeviceDumpError("in the value: \(error.description)", at: first.location)
                }
            }
            return .string(first.text)
        }
    }

    /// The domain in the SharedPreferences here-documents of `adb` commands, one per file; the file
    /// is the `shared_prefs/<name>.xml` its command writes (`AndroidPreferencesFiles` qualifies the
    /// keys of an SDK's own file), and the element each key was stored in.
    static func decodeADB(_ utf8: ArraySlice<UInt8>) throws(DeviceDumpError) -> (domain: StoreDomain, types: [String: SharedPreferencesType]) {
        var domain = StoreDomain()
        var types: [String: SharedPreferencesType] = [:]
        var documents = 0
        for command in try ShellCommands.parse(utf8) {
            guard command.words[0].text == "adb" else {
                throw DeviceDumpError("expected an adb command", at: command.words[0].location)
            }
            guard let document = command.hereDocument else { continue }
            documents += 1
            do {
                let file = try SharedPreferencesXML.decodeTyped(Array(document.text.utf8))
                let name = preferencesFile(written: command) ?? ""
                AndroidPreferencesFiles.merge(file.domain, named: name, into: &domain)
                let prefix = AndroidPreferencesFiles.qualifier(name)
                for (key, type) in file.types { types[prefix + key] = type }
            } catch {
                // The here-document's line 1 is the line after the command.
                let at = SourceLocation(line: document.location.line + error.location.line - 1, column: error.location.column)
                throw DeviceDumpError(error.message, at: at)
            }
        }
        guard documents > 0 else {
            throw DeviceDumpError("the adb commands hold no SharedPreferences XML (a here-document such as <<'EOF')")
        }
        return (domain, types)
    }

    /// The name of the `shared_prefs/<name>.xml` file a command writes, if it names one.
    static func preferencesFile(written command: ShellCommands.Command) -> String? {
        for word in command.words {
            guard let start = word.text.firstRange(of: "shared_prefs/")?.upperBound else { continue }
            let rest = word.text[start...]
            guard let end = rest.firstRange(of: ".xml")?.lowerBound else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    /// The bytes of hex digits (whitespace ignored); nil for an odd count or another character.
    static func hexBytes(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var high: UInt8?
        for c in text.utf8 {
            let v: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = c - UInt8(ascii: "A") + 10
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            if let h = high {
                bytes.append(h << 4 | v)
                high = nil
            } else {
                high = v
            }
        }
        return high == nil ? bytes : nil
    }
}

import Basics
import YAML

/// Walks a composed YAML tree, reading typed values and collecting every problem with its location.
///
/// Each read records the value's location under its dotted path (for `FormSourceMap`) and returns
/// nil after recording an error, so decoding goes on and reports everything wrong at once.
struct FormDecoder {
    /// The file name errors name.
    let file: String
    /// The source lines, to place errors inside strings.
    let lines: [Substring]
    /// Problems found so far.
    var errors: [FormError] = []
    /// Locations of values by path.
    var locations: [String: SourceLocation] = [:]

    init(file: String, text: String) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    // MARK: Errors and locations

    /// The location of a node (its first character).
    func location(_ node: YAMLNode) -> SourceLocation {
        node.mark
    }

    /// Records a problem at a location.
    mutating func error(at location: SourceLocation, _ message: String) {
        errors.append(FormError(file: file, at: location, message: message))
    }

    /// Records a problem at a node.
    mutating func error(_ node: YAMLNode, _ message: String) {
        error(at: location(node), message)
    }

    /// Records where the value at `path` is.
    mutating func record(_ path: String, _ node: YAMLNode) {
        locations[path] = location(node)
    }

    /// `path: message`, or just the message at the top level.
    static func prefixed(_ path: String, _ message: String) -> String {
        path.isEmpty ? message : "\(path): \(message)"
    }

    /// `a.b` or `b` at the top level.
    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    // MARK: Describing what was found

    /// How a node reads in a "found …" message: the scalar itself, or its kind.
    static func found(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar):
            switch node.tag {
            case .null: return "nothing (null)"
            case .str: return "\"\(scalar.string)\""
            case .bool: return "\(scalar.string) (read as \(node.bool == true ? "true" : "false"))"
            default: return scalar.string
            }
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    // MARK: Mappings

    /// The entries of a mapping node in document order, checking keys against `allowed` (or
    /// `alsoAllowed`, for keys of a pattern) and `required`.
    ///
    /// Unknown keys get a "did you mean" suggestion; missing required keys are reported at the
    /// mapping. Returns nil (after an error) when the node is not a mapping.
    mutating func mapping(
        _ node: YAMLNode, path: String, allowed: [String], required: [String] = [], what: String = "a mapping",
        alsoAllowed: (String) -> Bool = { _ in false }, unknownKey: ((String) -> String)? = nil
    ) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        record(path, node)
        guard case .mapping(let mapping) = node else {
            error(node, Self.prefixed(path, "expected \(what), found \(Self.found(node))"))
            return nil
        }
        var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (keyNode, value) in mapping.pairs {
            guard let key = mappingKey(keyNode, path: path) else { continue }
            guard allowed.contains(key) || alsoAllowed(key) else {
                let place = path.isEmpty ? "" : " in \(path)"
                let message = unknownKey?(key) ?? "unknown key '\(key)'\(place)"
                error(keyNode, message + Suggestion.didYouMean(key, among: allowed))
                continue
            }
            entries.append((key, keyNode, value))
        }
        for key in required where !entries.contains(where: { $0.key == key }) {
            error(node, Self.prefixed(path, "missing required key '\(key)'"))
        }
        return entries
    }

    /// A mapping key as a string; a non-string key is an error (YAML reads `no:` as false).
    mutating func mappingKey(_ keyNode: YAMLNode, path: String) -> String? {
        guard case .scalar(let scalar) = keyNode else {
            error(keyNode, Self.prefixed(path, "keys must be plain names, found \(Self.found(keyNode))"))
            return nil
        }
        if keyNode.tag == .bool {
            error(keyNode, Self.prefixed(path, "key \(scalar.string) is read as a boolean; quote it: \"\(scalar.string)\""))
            return nil
        }
        return scalar.string
    }

    // MARK: Scalars

    /// A string value; numbers, booleans and null are errors (quote them to make them strings).
    mutating func string(_ node: YAMLNode, path: String) -> String? {
        record(path, node)
        guard case .scalar(let scalar) = node else {
            error(node, Self.prefixed(path, "expected a string, found \(Self.found(node))"))
            return nil
        }
        switch node.tag {
        case .str:
            return scalar.string
        case .null:
            error(node, Self.prefixed(path, "expected a string, found nothing" + commentHint(node)))
        default:
            error(node, Self.prefixed(path, "expected a string, found \(Self.found(node)); quote it: \"\(scalar.string)\""))
        }
        return nil
    }

    /// Why a value reads as nothing when a comment follows it on its line: YAML starts a comment at
    /// ` #`, so `accent: #00695C` is a key with no value. Says so and how to quote it; empty otherwise.
    func commentHint(_ node: YAMLNode) -> String {
        let mark = node.mark
        guard mark.line >= 1, mark.line <= lines.count else { return "" }
        let rest = lines[mark.line - 1].unicodeScalars.dropFirst(max(0, mark.column - 1)).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "#" else { return "" }
        var written = ""
        written.unicodeScalars.append(contentsOf: rest.prefix { $0 != " " && $0 != "\t" }.prefix(40))
        let hex = written.dropFirst()
        let isColour = [3, 6].contains(hex.count) && hex.allSatisfy(\.isHexDigit)
        let quoted = "\"" + written + "\""
        return isColour
            ? " (YAML reads '#' as the start of a comment, so \(written) is not seen); quote the colour: \(quoted)"
            : " (YAML reads ' #' as the start of a comment); to write text that starts with '#', quote it: \(quoted)"
    }

    /// A string that is not empty or blank.
    mutating func nonEmptyString(_ node: YAMLNode, path: String) -> String? {
        guard let value = string(node, path: path) else { return nil }
        guard value.contains(where: { !$0.isWhitespace }) else {
            error(node, Self.prefixed(path, "must not be empty"))
            return nil
        }
        return value
    }

    /// `true` or `false`.
    mutating func bool(_ node: YAMLNode, path: String) -> Bool? {
        record(path, node)
        guard node.tag == .bool, let value = node.bool else {
            error(node, Self.prefixed(path, "expected true or false, found \(Self.found(node))"))
            return nil
        }
        return value
    }

    /// A whole number within `range`.
    mutating func int(_ node: YAMLNode, path: String, range: ClosedRange<Int>) -> Int? {
        record(path, node)
        guard node.tag == .int, let value = node.int else {
            error(node, Self.prefixed(path, "expected a whole number, found \(Self.found(node))"))
            return nil
        }
        guard range.contains(value) else {
            let bound = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "in \(range.lowerBound)...\(range.upperBound)"
            error(node, Self.prefixed(path, "\(value) is out of range; expected a number \(bound)"))
            return nil
        }
        return value
    }

    /// The items of a list.
    mutating func list(_ node: YAMLNode, path: String, what: String = "a list") -> [YAMLNode]? {
        record(path, node)
        guard case .sequence(let sequence) = node else {
            error(node, Self.prefixed(path, "expected \(what), found \(Self.found(node))"))
            return nil
        }
        return sequence.nodes
    }

    /// One of a fixed set of names (an enum's raw values), with a suggestion when misspelt.
    mutating func choice<T: RawRepresentable>(
        _ node: YAMLNode, path: String, of _: T.Type, allowed: [T], what: String
    ) -> T? where T.RawValue == String {
        guard let raw = string(node, path: path) else { return nil }
        if let value = T(rawValue: raw), allowed.contains(where: { $0.rawValue == raw }) { return value }
        let names = allowed.map(\.rawValue)
        error(
            node,
            Self.prefixed(
                path,
                "unknown \(what) '\(raw)'; expected \(Suggestion.list(names))"
                    + Suggestion.didYouMean(raw, among: names)))
        return nil
    }

    // MARK: Places inside strings

    /// The location of the Unicode-scalar `offset` inside a string node's value, when the source
    /// shows the value verbatim there (plain or quoted on one line, or a literal block); else the node's.
    func location(inString node: YAMLNode, offset: Int) -> SourceLocation {
        let start = location(node)
        guard case .scalar(let scalar) = node else { return start }
        let value = Array(scalar.string.unicodeScalars)
        switch scalar.style {
        case .plain, .singleQuoted, .doubleQuoted:
            guard !value.contains("\n") else { return start }
            let quote = scalar.style == .plain ? 0 : 1
            let column = start.column + quote
            guard verbatim(value[..<min(offset, value.count)], line: start.line, column: column) else { return start }
            return SourceLocation(line: start.line, column: column + offset)
        case .literal:
            // Value line k is source line (indicator line + 1 + k), after the block's indentation.
            var lineIndex = 0
            var lineStart = 0
            for (i, c) in value.enumerated() where i < offset && c == "\n" {
                lineIndex += 1
                lineStart = i + 1
            }
            let sourceLine = start.line + 1 + lineIndex
            guard sourceLine >= 1, sourceLine <= lines.count else { return start }
            let source = Array(lines[sourceLine - 1].unicodeScalars)
            guard let indent = source.firstIndex(where: { $0 != " " }) else { return start }
            let within = offset - lineStart
            guard verbatim(value[lineStart..<offset], line: sourceLine, column: indent + 1) else { return start }
            return SourceLocation(line: sourceLine, column: indent + 1 + within)
        case .folded:
            return start
        }
    }

    /// Whether `text` appears in the source at `line`, starting at `column`.
    private func verbatim(_ text: ArraySlice<Unicode.Scalar>, line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lines.count else { return false }
        let source = Array(lines[line - 1].unicodeScalars)
        let from = column - 1
        guard from >= 0, from + text.count <= source.count else { return false }
        return source[from..<(from + text.count)].elementsEqual(text)
    }
}

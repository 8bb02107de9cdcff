import Basics
import CLibYAML

/// Composes a YAML text into a node tree with line:column marks, over the system libyaml.
///
/// Why not Yams: Yams imports Foundation in every file (its resolver uses `NSRegularExpression`), and
/// Foundation links ICU, which was half of the static binary (34 MB of ICU data) and 6 MiB of
/// memory at start; this reader reads the same libyaml events into the same tree without them.
///
/// It composes the way Yams 6.x does (`Sources/Yams/Parser.swift`: `compose(yaml:)`,
/// `singleRoot`, `loadMapping`, `checkDuplicates`, the `Event` accessors), so forms read and fail the
/// same: one document only; an alias is the node its anchor names when the anchor's node is complete
/// (the latest anchor of a name wins); a quoted or block scalar without a tag is a `str`, a plain one
/// is resolved by `YAMLScalarResolution`, a `!` tag makes a `str`, `seq` or `map`; a mapping that
/// repeats a key (same text and tag) is an error at the key's first occurrence, checked when the
/// mapping ends. Merge keys (`<<`) are not expanded (Yams' composer does not either): they stay keys
/// tagged `merge`. Unlike Yams it composes without recursion and refuses collections nested deeper
/// than `maximumDepth`, so hostile input cannot exhaust the stack.
package enum YAMLReader {
    /// Deeper nesting than this is an error (a form nests 5 levels).
    package static let maximumDepth = 1000

    /// Comparisons spent on one mapping's non-scalar keys before giving up on finding duplicates
    /// among them (aliases can make a small text an exponentially large tree).
    static let complexKeyBudget = 100_000

    /// The root node of the only document in `text`, or nil when the text has no document.
    package static func compose(_ text: String) throws(YAMLError) -> YAMLNode? {
        var bytes = Array(text.utf8)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { throw .memory }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var composer = Composer(parser: parser, text: text)
            return try composer.singleRoot()
        }
    }
}

/// One pass over libyaml's events.
private struct Composer {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let text: String
    var anchors: [String: YAMLNode] = [:]

    /// A collection whose end event has not come yet.
    struct Open {
        var isMapping: Bool
        var tag: YAMLTag
        var mark: SourceLocation
        var anchor: String?
        var items: [YAMLNode] = []
    }

    /// `Parser.singleRoot`: stream start, one document, stream end.
    mutating func singleRoot() throws(YAMLError) -> YAMLNode? {
        _ = try next()  // STREAM-START
        let first = try next()
        guard first.type != YAML_STREAM_END_EVENT else { return nil }  // first is DOCUMENT-START
        let root = try document()
        _ = try next()  // DOCUMENT-END
        let after = try next()
        if after.type != YAML_STREAM_END_EVENT {
            throw .syntax(
                stage: .composer, problem: "but found another document", mark: after.mark,
                context: .init(text: "expected a single document in the stream", mark: SourceLocation(line: 1, column: 1)))
        }
        return root
    }

    /// The nodes of one document, built bottom-up on an explicit stack.
    mutating func document() throws(YAMLError) -> YAMLNode {
        var open: [Open] = []
        while true {
            let event = try next()
            var done: YAMLNode
            switch event.type {
            case YAML_SCALAR_EVENT:
                done = .scalar(event.scalar())
                register(event.anchor, done)
            case YAML_ALIAS_EVENT:
                guard let name = event.anchor, let target = anchors[name] else {
                    throw .syntax(stage: .composer, problem: "found undefined alias", mark: event.mark, context: nil)
                }
                done = target
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if open.count >= YAMLReader.maximumDepth {
                    throw .tooDeep(limit: YAMLReader.maximumDepth, mark: event.mark)
                }
                open.append(Open(isMapping: isMapping, tag: event.collectionTag(isMapping: isMapping), mark: event.mark, anchor: event.anchor))
                continue
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let collection = open.removeLast()
                if collection.isMapping {
                    var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                    pairs.reserveCapacity(collection.items.count / 2)
                    var index = 0
                    while index + 1 < collection.items.count {
                        pairs.append((collection.items[index], collection.items[index + 1]))
                        index += 2
                    }
                    try DuplicateKeys.check(pairs.map(\.key))
                    done = .mapping(YAMLMapping(pairs, tag: collection.tag, mark: collection.mark))
                } else {
                    done = .sequence(YAMLSequence(collection.items, tag: collection.tag, mark: collection.mark))
                }
                register(collection.anchor, done)
            default:
                // libyaml's parser only emits node events inside a document.
                throw .syntax(stage: .composer, problem: "found an unexpected event", mark: event.mark, context: nil)
            }
            if open.isEmpty { return done }
            open[open.count - 1].items.append(done)
        }
    }

    mutating func register(_ anchor: String?, _ node: YAMLNode) {
        if let anchor { anchors[anchor] = node }
    }

    /// The next event, copied out of libyaml's (which is freed at once).
    mutating func next() throws(YAMLError) -> Event {
        var raw = yaml_event_t()
        guard yaml_parser_parse(parser, &raw) == 1 else { throw error() }
        defer { yaml_event_delete(&raw) }
        return Event(raw)
    }

    /// `YamlError(from: parser)`: libyaml's error with its problem, marks and context.
    func error() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown problem"
        switch state.error {
        case YAML_MEMORY_ERROR:
            return .memory
        case YAML_READER_ERROR:
            // libyaml counts bytes; the offset is turned into Characters as Yams does.
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: Int(state.problem_offset), limitedBy: text.utf8.endIndex)?
                .samePosition(in: text)
            return .reader(problem: problem, characterOffset: index.map { text.distance(from: text.startIndex, to: $0) })
        default:
            let stage: YAMLError.Stage = state.error == YAML_SCANNER_ERROR ? .scanner : state.error == YAML_PARSER_ERROR ? .parser : .composer
            let context = state.context.map {
                YAMLError.Context(text: String(cString: $0), mark: SourceLocation(state.context_mark))
            }
            return .syntax(stage: stage, problem: problem, mark: SourceLocation(state.problem_mark), context: context)
        }
    }
}

extension SourceLocation {
    /// libyaml's 0-based mark as 1-based.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}

/// The parts of a libyaml event the composer reads.
private struct Event {
    var type: yaml_event_type_t
    var mark: SourceLocation
    var anchor: String?
    var tag: String?
    var value: String = ""
    var style: YAMLScalar.Style = .plain
    var implicit = false
    var quotedImplicit = false

    init(_ event: yaml_event_t) {
        type = event.type
        mark = SourceLocation(event.start_mark)
        switch event.type {
        case YAML_ALIAS_EVENT:
            anchor = Self.string(event.data.alias.anchor)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            anchor = Self.string(scalar.anchor)
            tag = Self.string(scalar.tag)
            value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            style = YAMLScalar.Style(rawValue: scalar.style.rawValue) ?? .plain
            quotedImplicit = scalar.quoted_implicit == 1
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            anchor = Self.string(start.anchor)
            tag = Self.string(start.tag)
            implicit = start.implicit != 0
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            anchor = Self.string(start.anchor)
            tag = Self.string(start.tag)
            implicit = start.implicit != 0
        default:
            break
        }
    }

    /// The scalar with its tag: `Event.scalarTag` then `Tag.resolved` in Yams.
    func scalar() -> YAMLScalar {
        let resolved: YAMLTag
        if quotedImplicit {
            resolved = .str
        } else if let tag {
            resolved = tag == "!" ? .str : YAMLTag(rawValue: tag)
        } else {
            resolved = YAMLScalarResolution.implicitTag(of: value)
        }
        return YAMLScalar(value, tag: resolved, style: style, mark: mark)
    }

    /// A collection's tag: implicit or `!` is the default `map`/`seq`.
    func collectionTag(isMapping: Bool) -> YAMLTag {
        guard !implicit, let tag, tag != "!" else { return isMapping ? .map : .seq }
        return YAMLTag(rawValue: tag)
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafePointer($0)) }
    }
}

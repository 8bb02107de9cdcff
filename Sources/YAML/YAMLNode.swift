import Basics

/// A node of a composed YAML document: a scalar, a mapping or a sequence, each with its tag and the
/// line and column where it starts. An alias is the node its anchor names (shared, not copied).
package indirect enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    /// Where the node starts (its first character, or its anchor or tag when it has one).
    package var mark: SourceLocation {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The node's resolved tag: `str`, `int`, `bool`, `null`, … for scalars, `map` or `seq` for collections.
    package var tag: YAMLTag {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .mapping(let mapping): mapping.tag
        case .sequence(let sequence): sequence.tag
        }
    }

    /// The longest `flowText`, in characters (a message quotes it).
    package static let flowTextLimit = 60

    /// The node in YAML's flow style (`[a, {b: c}]`), cut at `flowTextLimit` characters with `…`: how
    /// a message names a key that is not a scalar.
    package var flowText: String {
        var out = ""
        appendFlow(to: &out)
        return out.count > Self.flowTextLimit ? String(out.prefix(Self.flowTextLimit)) + "…" : out
    }

    /// Appends the flow text, stopping once it is past the limit (a key may be a large tree).
    private func appendFlow(to out: inout String) {
        guard out.count <= Self.flowTextLimit else { return }
        switch self {
        case .scalar(let scalar):
            out += scalar.string
        case .sequence(let sequence):
            out += "["
            for (i, node) in sequence.nodes.enumerated() {
                if i > 0 { out += ", " }
                node.appendFlow(to: &out)
                if out.count > Self.flowTextLimit { return }
            }
            out += "]"
        case .mapping(let mapping):
            out += "{"
            for (i, pair) in mapping.pairs.enumerated() {
                if i > 0 { out += ", " }
                pair.key.appendFlow(to: &out)
                out += ": "
                pair.value.appendFlow(to: &out)
                if out.count > Self.flowTextLimit { return }
            }
            out += "}"
        }
    }

    /// The scalar as a boolean (`true`, `yes`, `on`, … in any case), or nil.
    package var bool: Bool? {
        guard case .scalar(let scalar) = self else { return nil }
        return YAMLScalarResolution.bool(scalar)
    }

    /// The scalar as a whole number (decimal, `0x`, `0o`, `0b`, leading-zero octal, base 60), or nil.
    package var int: Int? {
        guard case .scalar(let scalar) = self else { return nil }
        return YAMLScalarResolution.int(scalar)
    }
}

/// A YAML tag: a full tag URI such as `tag:yaml.org,2002:int`, or a local tag (`!foo`).
package struct YAMLTag: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package var rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }

    package static let str = YAMLTag(rawValue: "tag:yaml.org,2002:str")
    package static let seq = YAMLTag(rawValue: "tag:yaml.org,2002:seq")
    package static let map = YAMLTag(rawValue: "tag:yaml.org,2002:map")
    package static let bool = YAMLTag(rawValue: "tag:yaml.org,2002:bool")
    package static let int = YAMLTag(rawValue: "tag:yaml.org,2002:int")
    package static let float = YAMLTag(rawValue: "tag:yaml.org,2002:float")
    package static let null = YAMLTag(rawValue: "tag:yaml.org,2002:null")
    package static let merge = YAMLTag(rawValue: "tag:yaml.org,2002:merge")
    package static let timestamp = YAMLTag(rawValue: "tag:yaml.org,2002:timestamp")
    package static let value = YAMLTag(rawValue: "tag:yaml.org,2002:value")
}

/// A scalar: its text after YAML's quoting and folding rules, its tag and how it was written.
package struct YAMLScalar: Sendable {
    /// How a scalar is written in the source (libyaml's `yaml_scalar_style_t`, same raw values).
    package enum Style: UInt32, Sendable {
        case plain = 1
        case singleQuoted = 2
        case doubleQuoted = 3
        case literal = 4
        case folded = 5
    }

    package var string: String
    package var tag: YAMLTag
    package var style: Style
    package var mark: SourceLocation

    package init(_ string: String, tag: YAMLTag, style: Style, mark: SourceLocation) {
        self.string = string
        self.tag = tag
        self.style = style
        self.mark = mark
    }
}

/// A mapping: its key-value pairs in document order (duplicate keys are a compose error).
package struct YAMLMapping: Sendable {
    package var pairs: [(key: YAMLNode, value: YAMLNode)]
    package var tag: YAMLTag
    package var mark: SourceLocation

    package init(_ pairs: [(key: YAMLNode, value: YAMLNode)], tag: YAMLTag = .map, mark: SourceLocation) {
        self.pairs = pairs
        self.tag = tag
        self.mark = mark
    }
}

/// A sequence: its items in order.
package struct YAMLSequence: Sendable {
    package var nodes: [YAMLNode]
    package var tag: YAMLTag
    package var mark: SourceLocation

    package init(_ nodes: [YAMLNode], tag: YAMLTag = .seq, mark: SourceLocation) {
        self.nodes = nodes
        self.tag = tag
        self.mark = mark
    }
}

/// A text split into literal runs and `{placeholder}` references; `{{` and `}}` stand for literal braces.
public struct TextTemplate: Hashable, Sendable {
    /// A run of a template.
    public enum Part: Hashable, Sendable {
        /// Literal text (escapes already undone).
        case literal(String)
        /// A `{name}` reference; `name` is as written and may be unknown.
        case placeholder(String)
    }

    /// A problem in a template, at a Unicode-scalar offset into the text.
    public struct Problem: Hashable, Sendable {
        /// 0-based offset of the offending `{` or `}`, in Unicode scalars.
        public var offset: Int
        /// What is wrong.
        public var message: String
    }

    /// The runs, in order.
    public var parts: [Part]
    /// Offsets (in Unicode scalars) of each placeholder's `{`, parallel to the placeholders in `parts`.
    public var placeholderOffsets: [Int]

    /// Parses `text`, returning the template and its syntax problems (unclosed `{`, stray `}`).
    public static func parse(_ text: String) -> (TextTemplate, [Problem]) {
        var parts: [Part] = []
        var offsets: [Int] = []
        var problems: [Problem] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "{" {
                if i + 1 < scalars.count, scalars[i + 1] == "{" {
                    literal.unicodeScalars.append("{")
                    i += 2
                    continue
                }
                guard let close = scalars[(i + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                    scalars[close] == "}"
                else {
                    problems.append(Problem(offset: i, message: "unclosed '{' (write '{{' for a literal brace)"))
                    literal.unicodeScalars.append(c)
                    i += 1
                    continue
                }
                flush()
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[(i + 1)..<close])
                parts.append(.placeholder(name))
                offsets.append(i)
                i = close + 1
            } else if c == "}" {
                if i + 1 < scalars.count, scalars[i + 1] == "}" {
                    literal.unicodeScalars.append("}")
                    i += 2
                    continue
                }
                problems.append(Problem(offset: i, message: "unmatched '}' (write '}}' for a literal brace)"))
                literal.unicodeScalars.append(c)
                i += 1
            } else {
                // A run of plain text in one append (scalar by scalar, a megabyte took most of `lint`).
                var end = i + 1
                while end < scalars.count, scalars[end] != "{", scalars[end] != "}" { end += 1 }
                literal.unicodeScalars.append(contentsOf: scalars[i..<end])
                i = end
            }
        }
        flush()
        return (TextTemplate(parts: parts, placeholderOffsets: offsets), problems)
    }

    /// The placeholder names, in order, as written.
    public var placeholderNames: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The text with each known placeholder replaced; placeholders without a value stay as `{name}`.
    public func render(_ values: [Placeholder: String]) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .literal(let text):
                out += text
            case .placeholder(let name):
                if let placeholder = Placeholder(rawValue: name), let value = values[placeholder] {
                    out += value
                } else {
                    out += "{\(name)}"
                }
            }
        }
        return out
    }
}

/// A text split into literal runs and `{placeholder}` references; `{{` and `}}` stand for literal braces.
package struct TextTemplate: Hashable, Sendable {
    /// A run of a template.
    package enum Part: Hashable, Sendable {
        /// Literal text (escapes already undone).
        case literal(String)
        /// A `{name}` reference; `name` is as written and may be unknown.
        case placeholder(String)
    }

    /// A problem in a template, at a Unicode-scalar offset into the text.
    package struct Problem: Hashable, Sendable {
        /// 0-based offset of the offending `{` or `}`, in Unicode scalars.
        package var offset: Int
        /// What is wrong.
        package var message: String
    }

    /// The runs, in order.
    package var parts: [Part]
    /// Offsets (in Unicode scalars) of each placeholder's `{`, parallel to the placeholders in `parts`.
    package var placeholderOffsets: [Int]

    /// Parses `text`, returning the template and its syntax problems (unclosed `{`, stray `}`).
    package static func parse(_ text: String) -> (TextTemplate, [Problem]) {
        // Scans UTF-8 bytes (the braces are ASCII, so every run between them is whole scalars) and
        // appends plain runs as slices: a megabyte of text parses in one pass with few copies.
        // Offsets stay in Unicode scalars, counted as the lead bytes go by.
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var parts: [Part] = []
        var offsets: [Int] = []
        var problems: [Problem] = []
        var literal: [UInt8] = []
        var i = 0
        var scalar = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
        }
        func scalars(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
        while i < bytes.count {
            let c = bytes[i]
            if c == open {
                if i + 1 < bytes.count, bytes[i + 1] == open {
                    literal.append(open)
                    i += 2
                    scalar += 2
                    continue
                }
                guard let end = bytes[(i + 1)...].firstIndex(where: { $0 == close || $0 == open }), bytes[end] == close else {
                    problems.append(Problem(offset: scalar, message: "unclosed '{' (write '{{' for a literal brace)"))
                    literal.append(c)
                    i += 1
                    scalar += 1
                    continue
                }
                flush()
                parts.append(.placeholder(String(decoding: bytes[(i + 1)..<end], as: UTF8.self)))
                offsets.append(scalar)
                scalar += scalars(i..<(end + 1))
                i = end + 1
            } else if c == close {
                if i + 1 < bytes.count, bytes[i + 1] == close {
                    literal.append(close)
                    i += 2
                    scalar += 2
                    continue
                }
                problems.append(Problem(offset: scalar, message: "unmatched '}' (write '}}' for a literal brace)"))
                literal.append(c)
                i += 1
                scalar += 1
            } else {
                var end = i + 1
                while end < bytes.count, bytes[end] != open, bytes[end] != close { end += 1 }
                literal.append(contentsOf: bytes[i..<end])
                scalar += scalars(i..<end)
                i = end
            }
        }
        flush()
        return (TextTemplate(parts: parts, placeholderOffsets: offsets), problems)
    }

    /// The placeholder names, in order, as written.
    package var placeholderNames: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The text with each known placeholder replaced; placeholders without a value stay as `{name}`.
    package func render(_ values: [Placeholder: String]) -> String {
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

import Store

/// Store values in words, type first, so a type mismatch reads plainly:
/// "expected the Number 1, found the String "1"".
package enum ValueDescription {
    /// `the Number 1`, `the String "1"`, `the Boolean true`, `the Real 1.5`, or `no value (the key is not set)`.
    package static func describe(_ value: StoreValue?) -> String {
        guard let value else { return "no value (the key is not set)" }
        switch value {
        case .integer(let i): return "the Number \(i)"
        case .real(let d): return "the Real \(d)"
        case .boolean(let b): return "the Boolean \(b)"
        case .string(let s): return "the String " + ScriptQuoting.quoted(s.count > 200 ? String(s.prefix(200)) + "…" : s)
        case .data(let bytes): return "Data of \(bytes.count) bytes"
        case .date(let d): return "the Date \(d.iso8601)"
        case .array(let a): return "an Array of \(a.count) values"
        case .dictionary(let d): return "a Dictionary of \(d.count) keys"
        }
    }

    /// Where the value starts in a description: after `the <Kind> ` and a String's opening quote.
    package static func valueStart(in description: String) -> Int {
        for kind in ["the Number ", "the Real ", "the Boolean ", "the Date "] where description.hasPrefix(kind) { return kind.count }
        if description.hasPrefix("the String \"") { return "the String \"".count }
        return 0
    }

    /// Whether `a` and `b` are the same kind of value (two Strings, two Numbers), so their
    /// descriptions differ only in the value and a character mark between them means something.
    package static func sameKind(_ a: StoreValue, _ b: StoreValue) -> Bool {
        switch (a, b) {
        case (.integer, .integer), (.real, .real), (.boolean, .boolean), (.string, .string), (.data, .data), (.date, .date): true
        default: false
        }
    }

    /// A scalar value as text, for `Expect Key K /regex/`: a Number's or Real's digits, a Boolean's
    /// `true`/`false`, a String itself; nil for data, dates and collections.
    package static func text(_ value: StoreValue) -> String? {
        switch value {
        case .integer(let i): String(i)
        case .real(let d): String(d)
        case .boolean(let b): b ? "true" : "false"
        case .string(let s): s
        case .data, .date, .array, .dictionary: nil
        }
    }
}

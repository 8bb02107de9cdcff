/// The name of an XML document's root element, found by reading past what may precede it (a
/// byte-order mark, the XML declaration, comments, processing instructions, a DOCTYPE) however long
/// that is: a SharedPreferences file with a long licence comment before `<map>` is still one.
package enum XMLRootElement {
    /// The root element's name, or nil when `bytes` holds no start tag after the prolog (or the
    /// prolog is malformed). Linear in the bytes read; the rest of the document is not looked at.
    package static func name(in bytes: [UInt8]) -> String? {
        var scanner = XMLScanner(bytes: bytes, start: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        while true {
            switch try? scanner.next() {
            case .start(let name, _)?: return name
            case .text(_, true)?: continue
            case .text, .end, .endOfInput, nil: return nil
            }
        }
    }
}

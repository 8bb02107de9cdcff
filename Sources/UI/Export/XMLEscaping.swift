/// Escaping for text that goes into XML and HTML (SVG, the gallery page).
package enum XMLEscaping {
    /// `text` safe inside element content and double- or single-quoted attributes.
    ///
    /// Markup characters become entities; characters XML 1.0 forbids (C0 controls but tab, newline
    /// and carriage return; U+FFFE, U+FFFF; lone surrogates cannot occur in a Swift string) become
    /// U+FFFD, so hostile text from a form or a vendor list can never break the document.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Appends `character`, escaped, to `out` (the per-glyph path of the SVG writer).
    static func append(_ character: Character, to out: inout String) {
        if character.isASCII, let byte = character.asciiValue, byte >= 0x20, byte != 0x7F,
           byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">"),
           byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'") {
            out.append(character)
        } else {
            out += escape(String(character))
        }
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}

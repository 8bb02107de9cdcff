import Basics

/// Escaping for text that goes into XML and HTML (SVG, the gallery page).
package enum XMLEscaping {
    /// `text` safe inside element content and double- or single-quoted attributes.
    ///
    /// Markup characters become entities (`'` as `&#39;`, which HTML 4 also reads); characters XML 1.0
    /// forbids become U+FFFD, so hostile text from a form or a vendor list can never break the document.
    package static func escape(_ text: String) -> String {
        XMLText.escaped(text, XMLText.Escaping(quotationMark: "&quot;", apostrophe: "&#39;", controls: .illegalAsReplacement))
    }

    /// Appends `character`, escaped, to `out` (the per-glyph path of the SVG writer).
    static func append(_ character: Character, to out: inout String) {
        if character.isASCII, let byte = character.asciiValue, byte >= 0x20, byte != 0x7F,
            byte != UInt8(ascii: "&"), byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">"),
            byte != UInt8(ascii: "\""), byte != UInt8(ascii: "'")
        {
            out.append(character)
        } else {
            out += escape(String(character))
        }
    }
}

/// A logo image a form names (`style.header.logo`), checked before it is kept: a PNG whose
/// signature and header are whole, or an SVG with no script, event handler, external reference or
/// entity. Its bytes are embedded in the phone pictures as a data URI, never fetched.
package struct LogoImage: Hashable, Sendable {
    /// The two formats the editor's logo upload takes.
    package enum Format: String, Hashable, Sendable {
        case png, svg

        /// The media type of a data URI.
        package var mediaType: String {
            switch self {
            case .png: "image/png"
            case .svg: "image/svg+xml"
            }
        }
    }

    /// The format.
    package var format: Format
    /// The file's bytes, as read.
    package var bytes: [UInt8]
    /// The path the form wrote, for messages.
    package var path: String
    /// The image's size in pixels (a PNG's header; an SVG's width and height or view box, else 1:1).
    package var width: Int
    /// See `width`.
    package var height: Int

    /// The largest logo file: 256 KiB, a generous logo.
    package static let byteLimit = 256 << 10
    /// The largest side in pixels.
    package static let sideLimit = 4096

    /// A checked image.
    package init(format: Format, bytes: [UInt8], path: String, width: Int, height: Int) {
        self.format = format
        self.bytes = bytes
        self.path = path
        self.width = width
        self.height = height
    }

    /// A checked image from `bytes`, or why not (one line, naming what is wrong).
    package static func check(_ bytes: [UInt8], path: String) -> Result<LogoImage, LogoImageError> {
        guard bytes.count <= byteLimit else { return .failure(.tooLarge(bytes.count)) }
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { return checkPNG(bytes, path: path) }
        if lower.hasSuffix(".svg") { return checkSVG(bytes, path: path) }
        return .failure(.format)
    }

    /// A PNG: the eight-byte signature, then an IHDR chunk of 13 bytes with a size in range.
    static func checkPNG(_ bytes: [UInt8], path: String) -> Result<LogoImage, LogoImageError> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature else { return .failure(.pngSignature) }
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        guard u32(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.pngHeader) }
        let width = u32(16), height = u32(20)
        guard (1...sideLimit).contains(width), (1...sideLimit).contains(height) else { return .failure(.side(width, height)) }
        return .success(LogoImage(format: .png, bytes: bytes, path: path, width: width, height: height))
    }

    /// An SVG: UTF-8, an `<svg` root, and nothing that runs or fetches.
    static func checkSVG(_ bytes: [UInt8], path: String) -> Result<LogoImage, LogoImageError> {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.svgEncoding) }
        let lower = text.lowercased()
        guard lower.contains("<svg") else { return .failure(.svgRoot) }
        if let found = SVGSafety.firstUnsafe(in: lower) { return .failure(.svgUnsafe(found)) }
        let size = SVGSafety.size(of: text)
        guard (1...sideLimit).contains(size.width), (1...sideLimit).contains(size.height) else {
            return .failure(.side(size.width, size.height))
        }
        return .success(LogoImage(format: .svg, bytes: bytes, path: path, width: size.width, height: size.height))
    }
}

/// Why a logo file was refused.
package enum LogoImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooLarge(Int)
    case format
    case pngSignature
    case pngHeader
    case side(Int, Int)
    case svgEncoding
    case svgRoot
    case svgUnsafe(String)

    /// One line.
    package var description: String {
        switch self {
        case .tooLarge(let count): "is \(count) bytes; a logo may have at most \(LogoImage.byteLimit) (256 KiB)"
        case .format: "must be a .png or .svg file"
        case .pngSignature: "is not a PNG (its first eight bytes are not the PNG signature)"
        case .pngHeader: "is not a whole PNG (no IHDR header after the signature)"
        case .side(let width, let height): "is \(width)×\(height) pixels; each side must be 1...\(LogoImage.sideLimit)"
        case .svgEncoding: "is not UTF-8 text"
        case .svgRoot: "has no <svg> element"
        case .svgUnsafe(let what): "contains \(what), which a logo may not (no scripts, event handlers, external references or entities)"
        }
    }
}

/// What makes an SVG unsafe to embed, and its size. Works on the UTF-8 bytes (ASCII markup).
enum SVGSafety {
    /// The offsets where `needle` starts in `haystack`.
    static func offsets(of needle: String, in haystack: [UInt8], from start: Int = 0) -> [Int] {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return [] }
        var found: [Int] = []
        var index = start
        while index <= haystack.count - pattern.count {
            if haystack[index] == pattern[0], haystack[index..<(index + pattern.count)].elementsEqual(pattern) { found.append(index) }
            index += 1
        }
        return found
    }

    /// The first construct that runs code or fetches something, in lower-cased `text`, or nil.
    static func firstUnsafe(in text: String) -> String? {
        let bytes = Array(text.utf8)
        for element in ["<script", "<foreignobject", "<!doctype", "<!entity", "<iframe", "<use", "<image", "<feimage", "<style", "<?xml-stylesheet"]
        where !offsets(of: element, in: bytes).isEmpty {
            return "\(element)>"
        }
        if !offsets(of: "javascript:", in: bytes).isEmpty { return "a javascript: URL" }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        // An event handler attribute: whitespace, "on", letters, optional spaces, "=".
        for start in offsets(of: "on", in: bytes) where start > 0 && isSpace(bytes[start - 1]) {
            var end = start + 2
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            var next = end
            while next < bytes.count, isSpace(bytes[next]) { next += 1 }
            if end > start + 2, next < bytes.count, bytes[next] == UInt8(ascii: "=") {
                return "an event handler (\(String(decoding: bytes[start..<end], as: UTF8.self)))"
            }
        }
        // Any reference that is not to the same document: href= or url( whose value does not start with '#'.
        for marker in ["href=", "url("] {
            for start in offsets(of: marker, in: bytes) {
                var index = start + marker.utf8.count
                while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    index += 1
                }
                if index >= bytes.count || bytes[index] != UInt8(ascii: "#") { return "an external reference (\(marker))" }
            }
        }
        return nil
    }

    /// The root's `width` and `height` in whole pixels, else its view box's, else 100×100.
    static func size(of text: String) -> (width: Int, height: Int) {
        let bytes = Array(text.utf8)
        guard let start = offsets(of: "<svg", in: bytes).first else { return (100, 100) }
        let tag = Array(bytes[start...].prefix { $0 != UInt8(ascii: ">") })
        func attribute(_ name: String) -> String? {
            guard let at = offsets(of: " \(name)=", in: tag).first else { return nil }
            let rest = tag[(at + name.utf8.count + 2)...]
            guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            return String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
        }
        func number(_ value: Substring?) -> Int? {
            guard let value else { return nil }
            let digits = value.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !digits.isEmpty, digits.count <= 8, let number = Double(digits), number.isFinite else { return nil }
            return Int(number.rounded(.up))
        }
        if let width = number(attribute("width").map { Substring($0) }), let height = number(attribute("height").map { Substring($0) }) {
            return (width, height)
        }
        if let box = attribute("viewBox") {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," })
            if parts.count == 4, let width = number(parts[2]), let height = number(parts[3]) { return (width, height) }
        }
        return (100, 100)
    }
}

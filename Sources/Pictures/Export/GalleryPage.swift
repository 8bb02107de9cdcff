import Forms
import Screens

/// One picture the gallery shows: a screen in a language at a size, and where its file is.
package struct GalleryEntry: Hashable, Sendable {
    /// The screen's stable id (`ump-firstLayer`).
    package var screen: String
    /// The language it is shown in.
    package var language: LanguageCode
    /// The terminal size.
    package var size: Size
    /// The picture's path relative to the page, `/`-separated (`en/80x24/ump-firstLayer.svg`).
    package var path: String
    /// What the screen shows, for its heading ("Manage options: special features").
    package var summary: String
    /// The phone's picture of the same screen, shown before the terminal's (`preview --style phone`).
    package var phone: Picture?

    /// A picture file and its size in pixels.
    package struct Picture: Hashable, Sendable {
        /// The path relative to the page, `/`-separated.
        package var path: String
        /// Its width.
        package var width: Double
        /// Its height (without the caption under the phone).
        package var height: Double
        /// Whether it draws with font files beside it (`preview --font link`): shown as an `<object>`,
        /// since a browser loads nothing an SVG refers to when it is an `<img>`.
        package var linksFont: Bool

        /// A picture.
        package init(path: String, width: Double, height: Double, linksFont: Bool = false) {
            self.path = path
            self.width = width
            self.height = height
            self.linksFont = linksFont
        }
    }

    /// An entry.
    package init(screen: String, language: LanguageCode, size: Size, path: String, summary: String = "") {
        self.screen = screen
        self.language = language
        self.size = size
        self.path = path
        self.summary = summary
    }
}

/// The offline gallery (`index.html`): every screen grouped by size with the languages side by side,
/// then by language. Pure: no scripts, fonts or addresses outside the folder, and no timestamps;
/// void elements are self-closed, so the page is also well-formed XML (tests parse it).
package struct GalleryPage: Sendable {
    /// The page heading (the form's name).
    package var title: String
    /// What the page is about, one line under the heading.
    package var subtitle: String
    /// The pictures, in the order screens should appear.
    package var entries: [GalleryEntry]
    /// The page background, matching the pictures' terminal.
    package var palette: ExportPalette
    /// The pictures' cell size, for their displayed size.
    package var metrics: SVGMetrics

    /// A page.
    package init(
        title: String, subtitle: String, entries: [GalleryEntry], palette: ExportPalette = .dark,
        metrics: SVGMetrics = .standard
    ) {
        self.title = title
        self.subtitle = subtitle
        self.entries = entries
        self.palette = palette
        self.metrics = metrics
    }

    /// The HTML document.
    package func render() -> String {
        let sizes = unique(entries.map(\.size)), languages = unique(entries.map(\.language)), screens = unique(entries.map(\.screen))
        var byKey: [String: GalleryEntry] = [:]
        for e in entries { byKey[key(e.screen, e.language, e.size)] = e }
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(esc(title)) — consentsim preview</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>\(esc(title))</h1>
            <p class="sub">\(esc(subtitle))</p>

            """
        out +=
            "<nav>\n<p>Languages side by side: "
            + sizes.map { "<a href=\"#\(anchor("compare", $0.description))\">\(esc($0.description))</a>" }.joined(separator: " · ")
            + "</p>\n<p>One language: "
            + languages.map { "<a href=\"#\(anchor("lang", $0.rawValue))\">\(esc($0.rawValue))</a>" }.joined(separator: " · ")
            + "</p>\n<p>Screens: "
            + screens.map { "<a href=\"#\(anchor("compare", sizes.first?.description ?? "", $0))\">\(esc($0))</a>" }.joined(separator: " · ")
            + "</p>\n</nav>\n"
        for size in sizes {
            out += "<section id=\"\(anchor("compare", size.description))\">\n<h2>\(esc(size.description)): languages side by side</h2>\n"
            for screen in screens {
                let row = languages.compactMap { byKey[key(screen, $0, size)] }
                guard !row.isEmpty else { continue }
                let summary = row[0].summary.isEmpty ? "" : " — " + row[0].summary
                out +=
                    "<h3 id=\"\(anchor("compare", size.description, screen))\">\(esc(screen))\(esc(summary)) <small>\(esc(size.description))</small></h3>\n"
                out += "<div class=\"strip\">\n" + row.map { figure($0, caption: $0.language.rawValue) }.joined() + "</div>\n"
            }
            out += "</section>\n"
        }
        for language in languages {
            out += "<section id=\"\(anchor("lang", language.rawValue))\">\n<h2>\(esc(language.rawValue))</h2>\n"
            for size in sizes {
                let row = screens.compactMap { byKey[key($0, language, size)] }
                guard !row.isEmpty else { continue }
                out += "<h3>\(esc(language.rawValue)) <small>\(esc(size.description))</small></h3>\n"
                out += "<div class=\"grid\">\n" + row.map { figure($0, caption: $0.screen) }.joined() + "</div>\n"
            }
            out += "</section>\n"
        }
        return out + "</body>\n</html>\n"
    }

    /// A picture linking to its full-size file, shown at half size.
    func figure(_ e: GalleryEntry, caption: String) -> String {
        let href = esc(Self.percentEncodedPath(e.path))
        let width = SVGMetrics.number(metrics.x(e.size.width) / 2), height = SVGMetrics.number(metrics.y(e.size.height) / 2)
        let alt = "\(e.screen), \(e.language.rawValue), \(e.size)" + (e.summary.isEmpty ? "" : ": \(e.summary)")
        var phone = ""
        if let picture = e.phone {
            let phoneHref = esc(Self.percentEncodedPath(picture.path))
            phone =
                picture.linksFont
                ? "<a href=\"\(phoneHref)\"><object class=\"phone\" type=\"image/svg+xml\" data=\"\(phoneHref)\" width=\"\(Int(picture.width / 2))\""
                    + " aria-label=\"\(esc(alt)) (phone)\"></object></a>"
                : "<a href=\"\(phoneHref)\"><img class=\"phone\" src=\"\(phoneHref)\" width=\"\(Int(picture.width / 2))\" loading=\"lazy\""
                    + " alt=\"\(esc(alt)) (phone)\"/></a>"
        }
        return
            "<figure>\(phone.isEmpty ? "" : "<div class=\"pair\">")\(phone)<a href=\"\(href)\"><img src=\"\(href)\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\" alt=\"\(esc(alt))\"/></a>"
            + "\(phone.isEmpty ? "" : "</div>")<figcaption>\(esc(caption))</figcaption></figure>\n"
    }

    /// The page's CSS: dark like the pictures, strips scroll sideways so languages stay on one line.
    var style: String {
        let bg = palette.background.hex, fg = palette.foreground.hex
        return """
            body{margin:1.5em;background:\(bg);color:\(fg);font:15px/1.4 system-ui,sans-serif}
            a{color:inherit}
            h2{margin-top:2em;border-bottom:1px solid #555}
            h3{margin:1.2em 0 .4em;font-weight:600}
            small,.sub,figcaption{opacity:.7}
            .strip{display:flex;gap:1em;overflow-x:auto;padding-bottom:.5em}
            .grid{display:flex;flex-wrap:wrap;gap:1em}
            figure{margin:0}
            img{display:block;border:1px solid #555;height:auto;max-width:none}
            figcaption{font-family:monospace;margin-top:.2em}
            .pair{display:flex;gap:.5em;align-items:flex-start}
            img.phone{border:none}
            object.phone{display:block;height:auto}
            """
    }

    /// A fragment id from parts (`compare-80x24-ump-firstLayer`), restricted to safe characters.
    func anchor(_ parts: String...) -> String {
        String(parts.joined(separator: "-").map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    }

    func key(_ screen: String, _ language: LanguageCode, _ size: Size) -> String { "\(screen)\u{0}\(language.rawValue)\u{0}\(size)" }

    func esc(_ text: String) -> String { XMLEscaping.escape(text) }

    /// Distinct values in first-seen order.
    func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    /// A relative path with each segment percent-encoded except RFC 3986 unreserved characters.
    package static func percentEncodedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if byte < 0x80 && (c.isLetter || c.isNumber || "-._~".contains(c)) {
                    out.append(c)
                } else {
                    out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
            return out
        }.joined(separator: "/")
    }
}

extension String {
    /// This string with zeros in front up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}

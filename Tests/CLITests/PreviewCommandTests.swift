import ConsentsimTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `consentsim preview` run as a designer runs it: the real binary, its files and exit statuses.
@Suite(.tags(.spawnsProcess)) struct PreviewCommandTests {
    @Test func txtPrintsEveryScreenWithAHeader() throws {
        let r = try consentsim(["preview", "pac-npa-only", "--lang", "en,ja", "--size", "80x24"])
        #expect(r.status == 0, "\(r.stderr)")
        let headers = r.stdout.split(separator: "\n").filter { $0.hasPrefix("=== ") }
        #expect(
            headers == [
                "=== pac-npaOnly · en · 80x24: PAC form, npaOnly screen ===",
                "=== home-nonPersonalized · en · 80x24: Home, non-personalized ads, after agreeing to less relevant ads ===",
                "=== pac-npaOnly · ja · 80x24: PAC form, npaOnly screen ===",
                "=== home-nonPersonalized · ja · 80x24: Home, non-personalized ads, after agreeing to less relevant ads ===",
            ])
        #expect(!r.stdout.contains("\u{1B}["))
    }

    @Test func aHomeScreenTheFormCannotReachIsLeftOutWithANote() throws {
        // The default form with legitimate interest hidden: "confirming purpose 1 only" leaves purposes 2, 7,
        // 9 and 10 without a legal basis for Google, so no non-personalized home (Google stays disclosed,
        // so it is limited ads).
        let dir = try TempDirectory()
        defer { dir.remove() }
        let yaml = try String(contentsOfFile: Repo.root + "/forms/ump-gdpr-default.yaml", encoding: .utf8)
        let hidden = yaml.replacingOccurrences(of: "legitimateInterest:\n  shown: true", with: "legitimateInterest:\n  shown: false")
        #expect(hidden != yaml)
        try writeBytes(Array(hidden.utf8), to: dir.path + "/hidden-li.yaml")
        let r = try consentsim(["preview", dir.path + "/hidden-li.yaml", "--lang", "en", "--size", "80x24"])
        #expect(r.status == 0, "\(r.stderr)")
        let headers = r.stdout.split(separator: "\n").filter { $0.hasPrefix("=== ") }
        #expect(headers.contains { $0.hasPrefix("=== home-limited ") } && headers.contains { $0.hasPrefix("=== ump-firstLayer ") })
        #expect(!headers.contains { $0.hasPrefix("=== home-nonPersonalized ") })
        #expect(
            r.stderr == "consentsim: note: preview home-nonPersonalized: the ad verdict is limited, not non-personalized "
                + "(this form's own choices never reach that verdict; the screen is left out)\n")
    }

    @Test func ansiPrintsEscapes() throws {
        let r = try consentsim(["preview", "att-explainer", "--lang", "en", "--format", "ansi"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\u{1B}[0;"))
    }

    @Test func htmlWritesAGalleryWhoseLinksAllExist() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(["preview", "pac-all-options", "--lang", "all", "--size", "80x24,40x12", "--format", "html", "--out", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote 85 files to \(dir.path)"))
        let html = try String(contentsOfFile: dir.path + "/index.html", encoding: .utf8)
        let links = LinkCollector()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = links
        #expect(parser.parse())
        let files = Set(links.values.filter { !$0.hasPrefix("#") })
        #expect(files.count == 84)
        for file in files {
            #expect(FileManager.default.fileExists(atPath: dir.path + "/" + (file.removingPercentEncoding ?? file)), "\(file)")
            #expect(!file.contains("://") && !file.hasPrefix("/"))
        }
        #expect(files.contains("ko/40x12/pac-learnMore.svg"))
    }

    @Test func svgNeedsAFolder() throws {
        let r = try consentsim(["preview", "pac-all-options", "--format", "svg"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--out"))
    }

    @Test func badSizesAndLanguagesAreUsageErrors() throws {
        for size in ["80", "0x24", "80x24,abc"] {
            let r = try consentsim(["preview", "pac-all-options", "--size", size])
            #expect(r.status == 2, "\(size)")
            #expect(r.stderr.contains("invalid --size"))
        }
        for language in ["xx", "en,zz", ""] {
            let r = try consentsim(["preview", "pac-all-options", "--lang", language])
            #expect(r.status == 2, "\(language)")
        }
        let r = try consentsim(["preview", "pac-all-options", "--lang", "es"])
        #expect(r.stderr.contains("the form offers en, ru, ko, ja, it, de, fr"))
    }

    @Test func styleAndScaleMisusesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--style", "phone"], "--style phone draws pictures"),
            (["--style", "phone", "--format", "ansi"], "--style phone draws pictures"),
            (["--style", "tablet"], "--style"),
            (["--scale", "4", "--format", "png", "--out", "/tmp/x"], "invalid --scale 4"),
            (["--scale", "2", "--format", "svg", "--out", "/tmp/x"], "--scale applies to --format png only"),
            (["--caption", "off", "--format", "svg", "--out", "/tmp/x"], "--caption applies to --style phone only"),
            (["--caption", "maybe", "--style", "phone", "--format", "svg", "--out", "/tmp/x"], "--caption"),
            (["--font", "link", "--format", "svg", "--out", "/tmp/x"], "--font applies to --style phone only"),
            (["--font", "link", "--style", "phone", "--format", "png", "--out", "/tmp/x"], "--font link writes the font beside SVG"),
            (["--font", "both", "--style", "phone", "--format", "svg", "--out", "/tmp/x"], "--font"),
            (["--line-break", "strict", "--format", "svg", "--out", "/tmp/x"], "--line-break applies to --style phone only"),
            (["--line-break", "loose", "--style", "phone", "--format", "svg", "--out", "/tmp/x"], "--line-break"),
        ]
        for (arguments, message) in cases {
            let r = try consentsim(["preview", "pac-all-options"] + arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }

    @Test func phoneSVGsGoUnderPhoneOrAndroidBesideNothingElse() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let r = try consentsim(["preview", "pac-npa-only", "--style", "phone", "--format", "svg", "--out", dir.path, "--lang", "en"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try listDirectory(dir.path + "/en") == ["phone"])
        #expect(try listDirectory(dir.path + "/en/phone").sorted() == ["home-nonPersonalized.svg", "pac-npaOnly.svg"])
        let html = try consentsim(
            [
                "preview", "ump-gdpr-two-button", "--style", "phone", "--platform", "android", "--format", "html", "--out", dir.path + "/a", "--lang",
                "en",
            ])
        #expect(html.status == 0, "\(html.stderr)")
        let page = try String(contentsOfFile: dir.path + "/a/index.html", encoding: .utf8)
        // The gallery shows each phone picture beside the terminal's.
        #expect(page.contains("<img class=\"phone\" src=\"en/android/ump-firstLayer.svg\""))
        #expect(page.contains("src=\"en/80x24/ump-firstLayer.svg\""))
    }

    @Test func captionOffLeavesTheCaptionOutOfEveryPhonePicture() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for caption in ["on", "off"] {
            let out = dir.path + "/" + caption
            let r = try consentsim(
                ["preview", "ump-gdpr-default", "--style", "phone", "--format", "svg", "--out", out, "--lang", "en", "--caption", caption])
            #expect(r.status == 0, "\(r.stderr)")
            let svg = try String(contentsOfFile: out + "/en/phone/ump-firstLayer.svg", encoding: .utf8)
            #expect(svg.contains("class=\"caption\"") == (caption == "on"), "\(caption)")
        }
        let help = try consentsim(["preview", "--help"])
        #expect(help.stdout.contains("png"))
        #expect(help.stdout.contains("--caption <on|off>"))
    }

    @Test func fontLinkWritesTheFontOnceAndEveryPictureRefersToIt() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        for font in ["embed", "link"] {
            let out = dir.path + "/" + font
            let r = try consentsim([
                "preview", "ump-gdpr-default", "--style", "phone", "--format", "html", "--out", out, "--lang", "en,de", "--font", font,
            ])
            #expect(r.status == 0, "\(r.stderr)")
            let svgs = try ["en", "de"].flatMap { language in
                try listDirectory(out + "/\(language)/phone").map { try String(contentsOfFile: out + "/\(language)/phone/" + $0, encoding: .utf8) }
            }
            #expect(svgs.count > 4)
            let fonts = (try? listDirectory(out + "/fonts")) ?? []
            let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
            switch font {
            case "embed":
                #expect(svgs.allSatisfy { $0.contains("@font-face{font-family:Roboto;font-weight:100 400;src:url(data:font/ttf;base64,") })
                #expect(fonts.isEmpty)
                #expect(page.contains("<img class=\"phone\""))
            default:
                #expect(svgs.allSatisfy { $0.contains("src:url(../../fonts/Roboto-Regular.ttf) format(\"truetype\")") && !$0.contains("data:font") })
                #expect(svgs.contains { $0.contains("src:url(../../fonts/Roboto-Medium.ttf)") })
                // The files are the bundled fonts, byte for byte, and each picture is far smaller.
                #expect(fonts.sorted() == ["Roboto-Medium.ttf", "Roboto-Regular.ttf"])
                let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                for name in fonts {
                    let bundled = try Data(contentsOf: root.appendingPathComponent("Sources/Pictures/Fonts/" + name))
                    #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/fonts/" + name)) == bundled, "\(name)")
                }
                #expect(svgs.allSatisfy { $0.utf8.count < 100_000 })
                // A browser loads nothing an `<img>` SVG refers to: the gallery shows linked pictures as objects.
                #expect(page.contains("<object class=\"phone\" type=\"image/svg+xml\" data=\"en/phone/ump-firstLayer.svg\""))
                #expect(!page.contains("<img class=\"phone\""))
            }
        }
        let help = try consentsim(["preview", "--help"])
        #expect(help.stdout.contains("--font <embed|link>"))
        #expect(help.stdout.contains("--line-break <normal|strict>"))
    }

    @Test func aBrokenFormExitsOneWithItsLocation() throws {
        let dir = try TempDirectory()
        defer { dir.remove() }
        let path = dir.path + "/broken.yaml"
        try "id: broken\nsdk: pac\napp:\n  name: 3\n  colour: red\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try consentsim(["preview", path])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        let first = try #require(r.stderr.split(separator: "\n").first)
        #expect(first.range(of: #"^.*broken\.yaml:\d+:\d+: "#, options: .regularExpression) != nil, "\(r.stderr)")
    }

    @Test func anUnknownFormExitsOne() throws {
        let r = try consentsim(["preview", "pac-all-optons"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("did you mean 'pac-all-options'"))
    }
}

/// Every `href` and `src` in an XML document.
final class LinkCollector: NSObject, XMLParserDelegate {
    var values: [String] = []
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        values += [attributes["href"], attributes["src"]].compactMap { $0 }
    }
}

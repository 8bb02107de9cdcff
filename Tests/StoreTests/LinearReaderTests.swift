import Basics
import Testing

@testable import Store

/// The XML readers take time in proportion to their input, whatever its shape: a start tag with a
/// great many attributes once cost the square of their number (each compared with every earlier
/// one for duplicates), so a 1.7 MB SharedPreferences file never finished.
@Suite struct LinearReaderTests {
    /// One `<int>` element carrying `count` extra attributes besides its name and value.
    static func manyAttributes(_ count: Int, repeating repeated: Int? = nil) -> [UInt8] {
        var text = "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n<int name=\"IABTCF_gdprApplies\" value=\"1\""
        text.reserveCapacity(count * 12)
        for index in 0..<count { text += " a\(index)=\"1\"" }
        if let repeated { text += " a\(repeated)=\"2\"" }
        return Array((text + " />\n</map>\n").utf8)
    }

    @Test func aTagWithTwoHundredThousandAttributesIsRead() throws {
        let domain = try SharedPreferencesXML.decode(Self.manyAttributes(200_000))
        #expect(domain == StoreDomain(["IABTCF_gdprApplies": 1]))
    }

    @Test(arguments: [3, 7, 8, 9, 150_000])
    func aRepeatedAttributeIsStillFoundAmongMany(_ count: Int) throws {
        do {
            _ = try SharedPreferencesXML.decode(Self.manyAttributes(count, repeating: count / 2))
            Issue.record("a repeated attribute among \(count) was accepted")
        } catch {
            #expect(error.message == "attribute a\(count / 2) appears twice in <int>")
        }
    }

    @Test func attributesOfOneTagDoNotCountAgainstTheNext() throws {
        // The same names on the next tag are not repeats: the table of names starts anew per tag.
        var text = "<map>"
        for key in ["a", "b"] {
            text += "<int name=\"\(key)\" value=\"1\""
            for index in 0..<20 { text += " x\(index)=\"1\"" }
            text += " />"
        }
        text += "</map>"
        #expect(try SharedPreferencesXML.decode(Array(text.utf8)) == StoreDomain(["a": 1, "b": 1]))
    }

    @Test func theElementEachKeyWasStoredInIsKept() throws {
        let text = """
            <map>
                <int name="a" value="1" />
                <long name="b" value="1" />
                <string name="c">x</string>
                <null name="d" />
            </map>
            """
        let read = try SharedPreferencesXML.decodeTyped(Array(text.utf8))
        #expect(read.types == ["a": .int, "b": .long, "c": .string])
        #expect(read.domain == StoreDomain(["a": 1, "b": 1, "c": "x"]))
    }

    @Test func theRootElementIsFoundPastALongProlog() {
        let comment = "<!-- " + String(repeating: "licence text ", count: 2_000) + "-->\n"
        #expect(XMLRootElement.name(in: Array(("<?xml version='1.0'?>\n" + comment + "<map>\n</map>\n").utf8)) == "map")
        #expect(XMLRootElement.name(in: Array(("\u{FEFF}" + comment + "<!DOCTYPE plist>\n<plist version=\"1.0\"><dict/></plist>").utf8)) == "plist")
        #expect(XMLRootElement.name(in: Array("<!-- never closed".utf8)) == nil)
        #expect(XMLRootElement.name(in: Array("text first <map/>".utf8)) == nil)
    }
}

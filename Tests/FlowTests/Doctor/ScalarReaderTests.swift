import Basics
import Store
import Testing

@testable import Doctor

/// The readers that walk text scalar by scalar (`defaults read` output, `simctl … defaults write` and
/// `adb` command lines): what they read from text beyond ASCII, and where their errors point, which
/// counts columns in scalars whatever their UTF-8 length.
@Suite struct ScalarReaderTests {
    static func read(_ text: String) -> Result<DeviceDump.Contents, DeviceDumpError> {
        Result { () throws(DeviceDumpError) in try DeviceDump.read(Array(text.utf8)) }
    }

    static let defaultsRead = """
        \u{FEFF}{
            "clé 😀" = "välue\\U00e9 \\u263A \\"q\\" \\\\ \\n\\t\\r\\x";
            naïve = Ωmega.1-2_3$+/:;
            \u{A0}"日本"\u{3000}=\u{2003}( "中文", ü, Ⅻ, <0a0B 0c> );// a comment with é
            IABTCF_CmpSdkID = 300;\u{FEFF}
            IABTCF_PurposeConsents = 0101;
            empty = "";
            nested = { "ключ" = ( ); inner = { }; };
        }

        """

    @Test func aDefaultsReadDumpBeyondASCIIIsReadAsBefore() throws {
        let contents = try Self.read(Self.defaultsRead).get()
        #expect(contents.format == .defaultsRead)
        let expected = StoreDomain([
            "clé 😀": .string("välue\u{E9} \u{263A} \"q\" \\ \n\t\rx"),
            "naïve": .string("Ωmega.1-2_3$+/:"),
            "日本": .array([.string("中文"), .string("ü"), .string("Ⅻ"), .data([0x0A, 0x0B, 0x0C])]),
            "IABTCF_CmpSdkID": .integer(300),
            "IABTCF_PurposeConsents": .string("0101"),
            "empty": .string(""),
            "nested": .dictionary(["ключ": .array([]), "inner": .dictionary([:])]),
        ])
        #expect(contents.domain == expected)
    }

    static let commands = """
        # set up ✓
        xcrun simctl spawn booted defaults write com.example.app "clé 😀" -string 'välue ü' && \\
          xcrun simctl spawn booted defaults write com.example.app naïve -array "Ω\\"x\\\\" 'ü'\\''s'
        xcrun simctl spawn booted defaults write com.example.app IABTCF_CmpSdkID -int 300 ; xcrun simctl spawn booted defaults write com.example.app 日本 '{ "ключ" = ( a, "b c" ); }'
        xcrun simctl spawn booted defaults write com.example.app IABTCF_PublisherCC -string 'D'\\''E'\u{A0}x

        """

    @Test func simctlCommandsBeyondASCIIAreReadAsBefore() throws {
        let contents = try Self.read(Self.commands).get()
        #expect(contents.format == .simctlCommands)
        let expected = StoreDomain([
            "clé 😀": .string("välue ü"),
            "naïve": .array([.string("Ω\"x\\"), .string("ü's")]),
            "IABTCF_CmpSdkID": .integer(300),
            "日本": .dictionary(["ключ": .array([.string("a"), .string("b c")])]),
            "IABTCF_PublisherCC": .string("D'E\u{A0}x"),
        ])
        #expect(contents.domain == expected)
    }

    @Test func anADBHereDocumentBeyondASCIIIsReadAsBefore() throws {
        let text = """
            adb shell run-as com.example.app sh -c 'cat > shared_prefs/com.example.app_preferences.xml' <<'ÉOF'
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <map>
                <string name="clé 😀">välue</string>
                <int name="IABTCF_CmpSdkID" value="300" />
            </map>
            ÉOF

            """
        let contents = try Self.read(text).get()
        #expect(contents.format == .adbCommands)
        #expect(contents.domain == StoreDomain(["clé 😀": .string("välue"), "IABTCF_CmpSdkID": .integer(300)]))
    }

    static let write = "xcrun simctl spawn booted defaults write com.example.app"

    /// Each bad text, and the error it gets (line:column: message), pinned.
    static let errors: [(String, String)] = [
        ("{\n    \"é😀\" = 1;\n    ¶ = 2;\n}\n", "3:5: expected a value, found \"¶\""),
        ("{\n    \"é😀\" = \"x\u{301}\n}\n", "4:1: unterminated quoted string"),
        ("{ \"日本\" = 1; \"日本\" = 2; }", "1:13: the key 日本 is given twice in this dictionary"),
        ("{ é = \"\\U00\"; }", "1:12: invalid \\U escape"),
        ("{ é = <0g>; }", "1:11: <data> must hold an even number of hex digits"),
        ("{ ü = 1; } ü", "1:12: unexpected text after the closing }"),
        ("{ ü😀 = ( a, b ; }", "1:4: expected ="),
        (write + " ü😀 -string \"é$x\"", "1:71: the shell would expand $ here; write the value in single quotes"),
        (write + " ü😀 -string 'é", "1:69: unterminated ' quote"),
        (write + " ü😀 -string é | x", "1:71: '|' (a pipe, redirection or subshell) is not a command this reader understands"),
        (write + " ü -string x <<ÉOF\nline\n", "2:1: the here-document ÉOF is not closed"),
    ]

    @Test func errorsBeyondASCIIPointWhereTheyDid() {
        for (text, expected) in Self.errors {
            switch Self.read(text) {
            case .success: Issue.record("accepted \(text)")
            case .failure(let error): #expect(error.description == expected, "\(text)")
            }
        }
    }
}

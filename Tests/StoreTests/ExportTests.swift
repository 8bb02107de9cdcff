import Basics
import Testing

@testable import Store

/// The small domain every export format is checked against: an integer, a string needing shell
/// quoting, a boolean, a nested PAC-like dictionary, and an array.
let exportDomain = StoreDomain([
    "IABTCF_gdprApplies": 1,
    "IABTCF_PublisherCC": "it's",
    "flag": true,
    "big": 5_000_000_000,
    "ratio": 0.25,
    "personalized_ad_status": ["consent_state": "personalized", "is_request_in_eea_or_unknown": 1, "version": "1.0.5"],
    "pub_ids": ["pub-1", "pub-2"],
])

@Suite struct ExportTests {
    @Test func json() throws {
        let expected = """
            {
              "IABTCF_PublisherCC": "it's",
              "IABTCF_gdprApplies": 1,
              "big": 5000000000,
              "flag": true,
              "personalized_ad_status": {
                "consent_state": "personalized",
                "is_request_in_eea_or_unknown": 1,
                "version": "1.0.5"
              },
              "pub_ids": [
                "pub-1",
                "pub-2"
              ],
              "ratio": 0.25
            }

            """
        #expect(try StoreExport.render(exportDomain, as: .json, bundleID: "com.example.app") == expected)
    }

    @Test func plist() throws {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>IABTCF_PublisherCC</key>
            \t<string>it's</string>
            \t<key>IABTCF_gdprApplies</key>
            \t<integer>1</integer>
            \t<key>big</key>
            \t<integer>5000000000</integer>
            \t<key>flag</key>
            \t<true/>
            \t<key>personalized_ad_status</key>
            \t<dict>
            \t\t<key>consent_state</key>
            \t\t<string>personalized</string>
            \t\t<key>is_request_in_eea_or_unknown</key>
            \t\t<integer>1</integer>
            \t\t<key>version</key>
            \t\t<string>1.0.5</string>
            \t</dict>
            \t<key>pub_ids</key>
            \t<array>
            \t\t<string>pub-1</string>
            \t\t<string>pub-2</string>
            \t</array>
            \t<key>ratio</key>
            \t<real>0.25</real>
            </dict>
            </plist>

            """
        #expect(try StoreExport.render(exportDomain, as: .plist, bundleID: "com.example.app") == expected)
    }

    @Test func android() throws {
        let expected = """
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <map>
                <string name="IABTCF_PublisherCC">it's</string>
                <int name="IABTCF_gdprApplies" value="1" />
                <long name="big" value="5000000000" />
                <boolean name="flag" value="true" />
                <string name="personalized_ad_status">{&quot;consent_state&quot;:&quot;personalized&quot;,&quot;is_request_in_eea_or_unknown&quot;:1,&quot;version&quot;:&quot;1.0.5&quot;}</string>
                <string name="pub_ids">[&quot;pub-1&quot;,&quot;pub-2&quot;]</string>
                <float name="ratio" value="0.25" />
            </map>

            """
        #expect(try StoreExport.render(exportDomain, as: .android, bundleID: "com.example.app") == expected)
    }

    @Test func androidEscapesLikeFastXmlSerializerAndMapsOtherTypesToStrings() {
        let domain = StoreDomain([
            "a&b": "x<y>\"z\"\n", "d": .data([255]), "t": .date(StoreDate(secondsSince1970: 0)), "n": .real(.nan),
            "min": .integer(Int64(Int32.min)), "below": .integer(Int64(Int32.min) - 1),
        ])
        let expected = """
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <map>
                <string name="a&amp;b">x&lt;y&gt;&quot;z&quot;&#10;</string>
                <long name="below" value="-2147483649" />
                <string name="d">/w==</string>
                <int name="min" value="-2147483648" />
                <float name="n" value="NaN" />
                <string name="t">1970-01-01T00:00:00Z</string>
            </map>

            """
        #expect(AndroidExport.sharedPreferencesXML(domain) == expected)
        #expect(AndroidExport.sharedPreferencesXML(StoreDomain()) == "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map />\n")
    }

    @Test func simctl() throws {
        let expected = """
            # Writes the consentsim store into com.example.app's defaults on the booted simulator.
            # Stop the app first: xcrun simctl terminate booted com.example.app
            xcrun simctl spawn booted defaults write com.example.app IABTCF_PublisherCC -string 'it'\\''s'
            xcrun simctl spawn booted defaults write com.example.app IABTCF_gdprApplies -int 1
            xcrun simctl spawn booted defaults write com.example.app big -int 5000000000
            xcrun simctl spawn booted defaults write com.example.app flag -bool true
            xcrun simctl spawn booted defaults write com.example.app personalized_ad_status '<dict><key>consent_state</key><string>personalized</string><key>is_request_in_eea_or_unknown</key><integer>1</integer><key>version</key><string>1.0.5</string></dict>'
            xcrun simctl spawn booted defaults write com.example.app pub_ids '<array><string>pub-1</string><string>pub-2</string></array>'
            xcrun simctl spawn booted defaults write com.example.app ratio -float 0.25

            """
        #expect(try StoreExport.render(exportDomain, as: .simctl, bundleID: "com.example.app") == expected)
    }

    @Test func simctlQuotesKeysAndTypesTheRest() throws {
        let domain = StoreDomain([
            "my key": "", "d": .data([0xDE, 0xAD]), "e": .data([]), "t": .date(StoreDate(secondsSince1970: 0)), "i": .real(.infinity),
        ])
        let lines = try CommandExport.simctl(domain, bundleID: "app").split(separator: "\n").dropFirst(2)
        #expect(
            Array(lines) == [
                "xcrun simctl spawn booted defaults write app d -data dead",
                "xcrun simctl spawn booted defaults write app e -data ''",
                "xcrun simctl spawn booted defaults write app i '<real>+infinity</real>'",
                "xcrun simctl spawn booted defaults write app 'my key' -string ''",
                "xcrun simctl spawn booted defaults write app t '<date>1970-01-01T00:00:00Z</date>'",
            ])
    }

    @Test func adb() throws {
        let expected = """
            # Replaces com.example.app's SharedPreferences (needs a debuggable build for run-as).
            adb shell am force-stop com.example.app
            adb shell 'run-as com.example.app sh -c "mkdir -p shared_prefs && rm -f shared_prefs/com.example.app_preferences.xml.bak && cat > shared_prefs/com.example.app_preferences.xml"' <<'CONSENTSIM_PREFS'
            <?xml version='1.0' encoding='utf-8' standalone='yes' ?>
            <map>
                <string name="IABTCF_PublisherCC">it's</string>
                <int name="IABTCF_gdprApplies" value="1" />
                <long name="big" value="5000000000" />
                <boolean name="flag" value="true" />
                <string name="personalized_ad_status">{&quot;consent_state&quot;:&quot;personalized&quot;,&quot;is_request_in_eea_or_unknown&quot;:1,&quot;version&quot;:&quot;1.0.5&quot;}</string>
                <string name="pub_ids">[&quot;pub-1&quot;,&quot;pub-2&quot;]</string>
                <float name="ratio" value="0.25" />
            </map>
            CONSENTSIM_PREFS

            """
        #expect(try StoreExport.render(exportDomain, as: .adb, bundleID: "com.example.app") == expected)
    }

    @Test func shellQuoting() {
        #expect(ShellQuote.quote("plain-word_1.2") == "plain-word_1.2")
        #expect(ShellQuote.quote("") == "''")
        #expect(ShellQuote.quote("it's") == "'it'\\''s'")
        #expect(ShellQuote.quote("$HOME `x` \"y\" \\ *") == "'$HOME `x` \"y\" \\ *'")
        #expect(ShellQuote.quote("''") == "''\\'''\\'''")
    }

    @Test func invalidBundleIDIsRefused() {
        #expect(throws: StoreExportError.invalidBundleID("a b")) { try StoreExport.render(exportDomain, as: .adb, bundleID: "a b") }
    }

    @Test func unencodableValueIsNamed() {
        #expect(throws: StoreExportError.self) { try StoreExport.render(StoreDomain(["k": "\u{1}"]), as: .plist, bundleID: "a") }
        // The formats that need no XML plist still export it.
        #expect(throws: Never.self) { try StoreExport.render(StoreDomain(["k": "\u{1}"]), as: .json, bundleID: "a") }
    }
}

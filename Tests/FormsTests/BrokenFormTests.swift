import Foundation
import Testing

@testable import Forms

/// Broken forms and the exact `file:line:column: message` each gives. Each case is the valid form
/// below with one thing broken, so line numbers can be read off the text.
@Suite struct BrokenFormTests {
    /// A valid UMP form; lines are numbered in the comments the cases refer to.
    static func ump(
        firstLayer: String = "  buttons: [consent, doNotConsent, manageOptions]",
        vendors: String = "vendors: all",
        languages: String = "  list: [en, de]",
        extra: String = ""
    ) -> String {
        """
        id: broken
        sdk: umpMessage
        app:
          name: Test App
          iconGlyph: "T"
          privacyPolicyURL: https://test.example/privacy
          bundleID: com.example.test
        publisher:
          countryCode: DE
          publisherIDs: [pub-3940256099942544]
          cmpID: 300
          cmpVersion: 1
        vendorList: embedded
        \(vendors)
        firstLayer:
        \(firstLayer)
        languages:
          default: en
        \(languages)
        \(extra)
        """
    }

    @Test func theBaseFormIsValid() {
        #expect(errorLines(Self.ump()) == ["(loaded without errors)"])
    }

    @Test func yamlSyntaxErrorNamesTheSpot() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, manageOptions")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:17:10: the list opened with '[' (it starts at 16:12) is not closed here: separate items with commas and end the list with ']'"
            ])
    }

    /// YAML starts a comment at ` #`: an unquoted hex colour is no value at all, and the error says to quote it.
    @Test func anUnquotedHexColourSaysToQuoteIt() {
        let yaml = Self.ump(extra: "colors:\n  accent: #00695C")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:21:10: colors.accent: expected a string, found nothing (YAML reads '#' as the start of a comment, so #00695C is not seen); quote the colour: \"#00695C\""
            ])
    }

    /// An unclosed quote is reported where it opens (libyaml reports the end of the file).
    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        let yaml = Self.ump(extra: "colors:\n  accent: \"#00695C\n  text: default")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:21:11: this text opens with \" but never closes it: add the closing \" at the end of the text on this line"
            ])
    }

    @Test func aCharacterThatCannotStartAValueSaysToQuote() {
        let yaml = Self.ump(extra: "colors:\n  accent: @brand")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:21:11: '@' cannot start a value without quotes: put the whole value in double quotes (\"@…\")"
            ])
    }

    @Test func aColonInsideAnUnquotedValueSaysToQuote() {
        let yaml = Self.ump(extra: "texts:\n  en:\n    title: Note: we use data")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:22:16: ': ' inside a value without quotes reads as a new key: put the whole value in double quotes"
            ])
    }

    @Test func tabIndentationIsASyntaxError() {
        let yaml = Self.ump(firstLayer: "\tbuttons: [consent, manageOptions]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:16:1: a tab indents this line; YAML indents with spaces only: replace the tab with spaces"
            ])
    }

    @Test func unknownKeySuggestsTheClosestOne() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, doNotConsent, manageOptions]\n  closeIcn: true")
        #expect(errorLines(yaml) == ["broken.yaml:17:3: unknown key 'closeIcn' in firstLayer; did you mean 'closeIcon'?"])
    }

    @Test func unknownTopLevelKey() {
        let yaml = Self.ump(extra: "colours:\n  accent: blue")
        #expect(errorLines(yaml) == ["broken.yaml:20:1: unknown key 'colours'; did you mean 'colors'?"])
    }

    @Test func wrongTypeSaysWhatWasFound() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, doNotConsent, manageOptions]\n  closeIcon: sometimes")
        #expect(errorLines(yaml) == ["broken.yaml:17:14: firstLayer.closeIcon: expected true or false, found \"sometimes\""])
    }

    @Test func missingRequiredKeyPointsAtTheMapping() {
        let yaml = Self.ump().replacingOccurrences(of: "  bundleID: com.example.test\n", with: "")
        #expect(errorLines(yaml) == ["broken.yaml:4:3: app: missing required key 'bundleID'"])
    }

    @Test func missingSectionTheSDKNeeds() {
        let yaml = Self.ump(vendors: "")
        #expect(errorLines(yaml) == ["broken.yaml:1:1: missing required key 'vendors' (sdk umpMessage needs it)"])
    }

    @Test func outOfRangeNumber() {
        let yaml = Self.ump().replacingOccurrences(of: "cmpID: 300", with: "cmpID: 5000")
        #expect(errorLines(yaml) == ["broken.yaml:11:10: publisher.cmpID: 5000 is out of range; expected a number in 2...4095"])
    }

    @Test func fourButtons() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, doNotConsent, manageOptions, consent]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:16:12: firstLayer.buttons: expected 2 or 3 buttons (consent, manageOptions and optionally doNotConsent), found 4",
                "broken.yaml:16:51: firstLayer.buttons[3]: consent is listed twice",
            ])
    }

    @Test func oneButton() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:16:12: firstLayer.buttons: expected 2 or 3 buttons (consent, manageOptions and optionally doNotConsent), found 1"
            ])
    }

    @Test func missingManageOptions() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, doNotConsent]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:16:12: firstLayer.buttons: must include manageOptions (UMP's first layer always offers it)"
            ])
    }

    @Test func unknownButtonSuggestsOne() {
        let yaml = Self.ump(firstLayer: "  buttons: [consent, dontConsent, manageOptions]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:16:22: firstLayer.buttons[1]: unknown button 'dontConsent'; expected consent, doNotConsent or manageOptions; did you mean 'doNotConsent'?"
            ])
    }

    @Test func unknownLanguageCodes() {
        let yaml = Self.ump(languages: "  list: [en, de, xx, EN, pt-BR]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:19:18: languages.list[2]: 'xx' is not an ISO 639-1 language code",
                "broken.yaml:19:22: languages.list[3]: language codes are lower case; write 'en'",
                "broken.yaml:19:26: languages.list[4]: expected a two-letter ISO 639-1 code, found 'pt-BR'; write 'pt'",
            ])
    }

    @Test func defaultLanguageMustBeListed() {
        let yaml = Self.ump(languages: "  list: [de, fr]")
        #expect(errorLines(yaml) == ["broken.yaml:18:12: languages.default: 'en' is not in languages.list"])
    }

    @Test func unknownPlaceholderIsPointedAtInsideTheString() {
        let yaml = Self.ump(extra: "texts:\n  en:\n    title: \"Hi! {appname} asks for your consent:\"")
        #expect(errorLines(yaml) == ["broken.yaml:22:17: texts.en.title: unknown placeholder {appname}; did you mean {appName}?"])
    }

    @Test func aTextReportsItsFirstTenProblems() {
        // A pasted page of braces: each was reported, each placed by scanning the text again.
        let braces = String(repeating: "{ ", count: 500)
        let lines = errorLines(Self.ump(extra: "texts:\n  en:\n    title: \"\(braces)\""))
        #expect(lines.count == 11, "\(lines.prefix(3))")
        #expect(lines.first == "broken.yaml:22:13: texts.en.title: unclosed '{' (write '{{' for a literal brace)")
        #expect(lines.last == "broken.yaml:22:33: texts.en.title: more problems in this text; fix the ones above first")
    }

    @Test func placeholderOfAnotherSDKAndUnclosedBrace() {
        let yaml = """
            id: broken
            sdk: att
            app: {name: A, iconGlyph: A, privacyPolicyURL: "https://a.example/p", bundleID: com.example.a}
            languages: {default: en, list: [en]}
            texts:
              en:
                usageDescription: |
                  Shows ads from our {vendorCount} partners.
                  Thanks, {appName
            """
        #expect(
            errorLines(yaml) == [
                "broken.yaml:8:26: texts.en.usageDescription: {vendorCount} is not available in ATT texts (available: {appName})",
                "broken.yaml:9:15: texts.en.usageDescription: unclosed '{' (write '{{' for a literal brace)",
            ])
    }

    @Test func unknownTextKey() {
        let yaml = Self.ump(extra: "texts:\n  de:\n    titel: Hallo")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:22:5: unknown text key 'titel' for UMP forms (nearest of the 64 keys: title, intro, close, back, days, consent, helpTip, acceptAll; consentsim forms texts lists them all); did you mean 'title'?"
            ])
    }

    /// With no close key, the error still names (a bounded number of) the valid ones.
    @Test func anUnknownTextKeyNamesTheNearestValidOnes() {
        let yaml = Self.ump(extra: "texts:\n  en:\n    headline: Hello")
        let line = errorLines(yaml).first ?? ""
        #expect(line.hasPrefix("broken.yaml:22:5: unknown text key 'headline' for UMP forms (nearest of the 64 keys: "))
        #expect(line.hasSuffix("; consentsim forms texts lists them all)"))
        #expect(line.split(separator: ",").count == FormDecoder.keysShownForUnknownKey)
    }

    /// UMP's first layer folds its "Learn more"; PAC's similar link has its own key, which the error names.
    @Test func learnMoreIsAUMPKeyAndPACIsPointedAtItsOwnLink() {
        let yaml = Self.ump(extra: "texts:\n  en:\n    learnMore: More")
        #expect(errorLines(yaml) == ["(loaded without errors)"])
        #expect(TextFamily.ump.keys.map(\.rawValue).contains("learnMore"))
        #expect(
            FormDecoder.unknownTextKey("learnMore", family: .pac, sdkName: "PAC").hasSuffix("PAC's \"Learn how … partners\" link is learnHowLink"))
    }

    @Test func textsInALanguageNotOffered() {
        let yaml = Self.ump(extra: "texts:\n  fr:\n    title: Bonjour")
        #expect(errorLines(yaml) == ["broken.yaml:21:3: texts: language 'fr' is not in languages.list"])
    }

    @Test func vendorIDsNotInTheListOrDeleted() {
        let yaml = Self.ump(vendors: "vendors: [755, 99999, 49, 755]")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:14:16: vendors[1]: vendor 99999 is not in the vendor list (version 106)",
                "broken.yaml:14:23: vendors[2]: vendor 49 (Jellyfish France) was deleted from the vendor list on 2024-04-22",
                "broken.yaml:14:27: vendors[3]: vendor 755 is listed twice",
            ])
    }

    @Test func googleATPIDsBeyondSixteenBitsAreOutOfRange() {
        // They share the vendors' 16-bit id sets; 65,536 stopped the program when the form was used.
        let yaml = Self.ump(vendors: "vendors: all\ngoogleATPs: [{id: 65535, name: Last}, {id: 65536, name: X}]")
        #expect(errorLines(yaml) == ["broken.yaml:15:44: googleATPs[1].id: 65536 is out of range; expected a number in 1...65535"])
    }

    @Test func vendorListFileThatDoesNotExist() throws {
        let yaml = Self.ump().replacingOccurrences(
            of: "vendorList: embedded", with: "vendorList:\n  file: gvl/missing.json")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            errorLines(yaml, directory: folder.url.path) == [
                "broken.yaml:14:9: vendorList.file: 'gvl/missing.json' does not exist (paths are relative to the form's folder)"
            ])
    }

    @Test func duplicateKeyPointsAtTheSecondOccurrence() {
        let yaml = Self.ump(extra: "sdk: pac")
        #expect(errorLines(yaml) == ["broken.yaml:20:1: duplicate key 'sdk' (first at 2:1)"])
    }

    @Test func duplicateKeyThatIsNotAScalarIsNamedInFlowStyle() {
        let yaml = Self.ump(extra: "? [a, b]\n: 1\n? [a, b]\n: 2")
        #expect(errorLines(yaml) == ["broken.yaml:20:3: duplicate key '[a, b]' in this mapping"])
    }

    @Test func sectionOfAnotherSDK() {
        let yaml = Self.ump(extra: "pac:\n  adFree: true")
        #expect(errorLines(yaml) == ["broken.yaml:20:1: 'pac' does not apply to sdk umpMessage (only to pac)"])
    }

    @Test func norwayProblemIsExplained() {
        let yaml = Self.ump().replacingOccurrences(of: "countryCode: DE", with: "countryCode: NO")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:9:16: publisher.countryCode: expected a string, found NO (read as false); quote it: \"NO\""
            ])
    }

    @Test func unknownSDKSuggestsOne() {
        let yaml = Self.ump().replacingOccurrences(of: "sdk: umpMessage", with: "sdk: ump")
        #expect(
            errorLines(yaml) == [
                "broken.yaml:2:6: sdk: unknown sdk 'ump'; expected umpMessage, umpPrivacyOptions, pac or att; did you mean 'umpMessage'?"
            ])
    }

    @Test func pacWithNoOptions() {
        let yaml = """
            id: broken
            sdk: pac
            app: {name: A, iconGlyph: A, privacyPolicyURL: "https://a.example/p", bundleID: com.example.a}
            publisher: {countryCode: IT, publisherIDs: [pub-3940256099942544], cmpID: 300}
            pac: {personalized: false, nonPersonalized: false, adFree: true}
            languages: {default: en, list: [en]}
            """
        #expect(
            errorLines(yaml) == [
                "broken.yaml:4:68: publisher.cmpID applies only to UMP forms (sdk is pac; PAC and ATT write no TC string)",
                "broken.yaml:5:6: pac: offers neither personalized nor nonPersonalized; the PAC form would fail with \"Error: no options.\"",
            ])
    }

    @Test func everyErrorIsReportedInDocumentOrder() {
        let yaml = """
            id: Broken Form
            sdk: umpMessage
            app:
              name: ""
              iconGlyph: "TT"
              privacyPolicyURL: ftp://test.example
              bundleID: test
            publisher:
              countryCode: de
              publisherIDs: [pub-123]
              cmpID: 300
              cmpVersion: 0
            vendorList: embedded
            vendors: everyone
            firstLayer:
              buttons: [consent, manageOptions]
            colors:
              accent: bleu
              shadow: red
            languages:
              default: en
              list: [en]
            """
        #expect(
            errorLines(yaml) == [
                "broken.yaml:1:5: id: 'Broken Form' must be lower-case letters, digits and single hyphens (like ump-gdpr-default)",
                "broken.yaml:4:9: app.name: must not be empty",
                "broken.yaml:5:14: app.iconGlyph: expected one character (an emoji or symbol), found \"TT\"",
                "broken.yaml:6:21: app.privacyPolicyURL: expected an http(s) URL such as https://example.com/privacy, found \"ftp://test.example\"",
                "broken.yaml:7:13: app.bundleID: expected a reverse-DNS bundle id such as com.example.app, found \"test\"",
                "broken.yaml:9:16: publisher.countryCode: expected a two-letter ISO 3166-1 country code in capitals (DE, FR; AA for unknown), found \"de\"",
                "broken.yaml:10:18: publisher.publisherIDs[0]: expected a publisher id like pub-3940256099942544, found \"pub-123\"",
                "broken.yaml:12:15: publisher.cmpVersion: 0 is out of range; expected a number in 1...4095",
                "broken.yaml:14:10: vendors: expected 'all' or a list of vendor ids, found \"everyone\"",
                "broken.yaml:18:11: colors.accent: unknown colour 'bleu'; expected a colour name (blue, brightWhite, …), default, a number 0...255, or #RRGGBB; did you mean 'blue'?",
                "broken.yaml:19:3: unknown colour role 'shadow'; roles are accent, background, text, muted, acceptButton or rejectButton",
            ])
    }

    @Test func emptyFile() {
        #expect(
            errorLines("# nothing here\n") == [
                "broken.yaml:1:1: the form is empty; expected a mapping with id, sdk, app and languages"
            ])
    }

    @Test func topLevelNotAMapping() {
        #expect(
            errorLines("- id: x\n") == [
                "broken.yaml:1:1: expected a mapping of form settings (id, sdk, app, …), found a list"
            ])
    }

    @Test func missingFileNamesIt() {
        #expect(throws: FormErrors([FormError(file: "nowhere/x.yaml", line: 1, column: 1, message: "cannot read the form: no such file")])) {
            try FormLoader.load(path: "nowhere/x.yaml")
        }
    }
}

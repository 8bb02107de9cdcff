import Scripting
import Testing

/// Bad scripts: each problem names file:line:column and, where a typo is likely, the fix.
@Suite struct ParseErrorTests {
    func only(_ text: String, files: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> ScriptDiagnostic? {
        let all = diagnostics(text, files: files)
        #expect(all.count == 1, "\(all)", sourceLocation: sourceLocation)
        return all.first
    }

    @Test func unknownCommandSuggestsTheNearest() {
        let d = only("Launch\n  Entr 3")
        #expect(d?.description == "bad.keys:2:3: unknown command 'Entr'; did you mean 'Enter'?")
        #expect(d?.rendered == "bad.keys:2:3: unknown command 'Entr'; did you mean 'Enter'?\n      Entr 3\n      ^")
        #expect(only("Launch\nExpct View home")?.description == "bad.keys:2:1: unknown command 'Expct'; did you mean 'Expect'?")
        #expect(only("Lanch")?.description == "bad.keys:1:1: unknown command 'Lanch'; did you mean 'Launch'?")
        #expect(only("Launch\nenter")?.description == "bad.keys:2:1: unknown command 'enter'; did you mean 'Enter'?")
        #expect(only("Launch\nFrobnicate")?.description == "bad.keys:2:1: unknown command 'Frobnicate'")
    }

    @Test func readingStopsAfterAThousandProblems() {
        // A page of prose given as a script: every line is a problem, each looked up for a suggestion.
        let all = diagnostics(String(repeating: "Frobnicate the widget\n", count: 50_000))
        #expect(all.count == 1_000)
        #expect(all.last?.description == "bad.keys:1000:1: reading stopped here after 999 problems; is this a keystroke script?")
    }

    @Test func badKeyNames() {
        let forms =
            "VHS's modified keys are Ctrl+[Alt+][Shift+]<key>, Alt+<key> and Shift+<key>, where <key> is one character, Enter, Tab, Space, Backspace or an arrow (Ctrl+C, Alt+Enter, Shift+Tab)"
        #expect(only("Launch\nCtrl+Foo")?.description == "bad.keys:2:1: bad key name 'Ctrl+Foo': " + forms)
        #expect(only("Launch\nAlt+Shift+X")?.description == "bad.keys:2:1: bad key name 'Alt+Shift+X': " + forms)
        #expect(only("Launch\nShift+Home")?.description == "bad.keys:2:1: bad key name 'Shift+Home': " + forms)
        #expect(only("Launch\nPageDwn")?.description == "bad.keys:2:1: unknown command 'PageDwn'; did you mean 'PageDown'?")
        #expect(only("Launch\nDown three")?.description == "bad.keys:2:6: expected a repeat count after Down (Down 3), found 'three'")
        #expect(only("Launch\nDown 0")?.description == "bad.keys:2:6: repeat count 0 is out of range (1...10000)")
        #expect(only("Launch\nDown@fast")?.description == "bad.keys:2:1: bad timing '@fast' (write @100ms or @1s; it is accepted and ignored)")
    }

    @Test func missingFiles() {
        #expect(only("Source nowhere.keys")?.description == "bad.keys:1:8: cannot read 'nowhere.keys': No such file or directory")
        #expect(diagnostics("", name: "x.keys", files: ["other": ""]).isEmpty)
        do {
            _ = try memoryLoader([:]).load(path: "scripts/missing.keys")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.description == "scripts/missing.keys:1:1: cannot read the script: No such file or directory")
        }
    }

    @Test func sourceCycles() {
        let d = only("Source b.keys", files: ["b.keys": "Source bad.keys"])
        #expect(d?.description == "b.keys:1:8: Source cycle: bad.keys → b.keys → bad.keys")
    }

    @Test func wrongValuesInExpectKey() {
        #expect(
            only("Expect Key IABTCF_gdprApplies yes")?.description
                == "bad.keys:1:31: 'yes' is not a value: write 1 (a Number), \"yes\" (a String), true or false (a Boolean) or 1.5 (a Real)")
        #expect(
            only("Expect Key IABTCF_gdprApplie 1")?.description
                == "bad.keys:1:12: unknown key 'IABTCF_gdprApplie'; did you mean 'IABTCF_gdprApplies'? (IABTCF_ keys are the IAB in-app keys)")
        #expect(
            only("Expect Key IABTCF_VendorConsent[755] \"1\"")?.description
                == "bad.keys:1:12: unknown key 'IABTCF_VendorConsent'; did you mean 'IABTCF_VendorConsents'? (IABTCF_ keys are the IAB in-app keys)")
        #expect(diagnostics("Expect Key IABTCF_VendorConsents[755] \"1\"").isEmpty)
        #expect(only("Expect Key IABTCF_gdprApplies")?.description == "bad.keys:1:30: expected a value (1, \"1\", true or 1.5)")
        #expect(only("Expect Key IABTCF_gdprApplies 1 2")?.description == "bad.keys:1:33: unexpected '2' after the expected value")
    }

    @Test func badSettingsAndExpectations() {
        #expect(only("Set Geografy EEA")?.description.hasPrefix("bad.keys:1:5: unknown setting 'Geografy'; did you mean 'Geography'?") == true)
        #expect(
            only("Set Geography EAA")?.description
                == "bad.keys:1:15: unknown geography 'EAA'; did you mean 'EEA'? (one of: EEA, UK, CH, notEEA, regulatedUSState, other, disabled)")
        #expect(only("Set ATT allowed")?.description.hasPrefix("bad.keys:1:9: unknown ATT status 'allowed'") == true)
        #expect(only("Set Order att_first")?.description.hasPrefix("bad.keys:1:11: unknown order 'att_first'; did you mean 'att-first'?") == true)
        #expect(only("Set Width 1200")?.description == "bad.keys:1:5: sizes are in cells here: Set Columns N")
        #expect(only("Set Columns 80 24")?.description == "bad.keys:1:16: unexpected '24' after the value")
        #expect(only("Set iOS seventeen")?.description == "bad.keys:1:9: bad iOS version 'seventeen' (write 17.4 or 14)")
        #expect(
            only("Set Date 2026-02-30")?.description
                == "bad.keys:1:10: '2026-02-30' is not a date in 1970-01-01 to 2187-10-06, the days a TC string records (write 2026-01-15)")
        #expect(only("Expect Status ump accepted")?.description.hasPrefix("bad.keys:1:19: unknown ump status 'accepted'") == true)
        #expect(only("Expect Status umps obtained")?.description.hasPrefix("bad.keys:1:15: unknown SDK 'umps'; did you mean 'ump'?") == true)
        #expect(
            only("Expect Ads nonpersonalized")?.description.hasPrefix(
                "bad.keys:1:12: unknown ad verdict 'nonpersonalized'; did you mean 'non-personalized'?") == true)
        #expect(only("Expect Screne \"x\"")?.description.hasPrefix("bad.keys:1:8: unknown expectation 'Screne'; did you mean 'Screen'?") == true)
        #expect(only("Expect Screen home")?.description == "bad.keys:1:15: expected a quoted string or a /regex/ after Expect Screen, found 'home'")
        #expect(only("Expect Screen /a(b/")?.description.hasPrefix("bad.keys:1:15: bad regular expression /a(b/") == true)
        #expect(only("Launch\nType hello")?.description == "bad.keys:2:6: Type takes a quoted string: Type \"hello\"")
        #expect(only("Launch\nType \"open")?.description == "bad.keys:2:6: unterminated string: add a closing \"")
        #expect(
            only("Launch\nSelect \"ump.consent\"")?.description == "bad.keys:2:8: expected an element id (Select ump.consent), found a quoted string")
        #expect(only("Snapshot ../escape")?.description == "bad.keys:1:10: '../escape' is not a snapshot name (letters, digits and . _ - only)")
        #expect(only("Advance 3 weeks")?.description.hasPrefix("bad.keys:1:11: unknown unit 'weeks'") == true)
    }

    @Test func orderOfTheSession() {
        #expect(
            only("Enter")?.description
                == "bad.keys:1:1: the app is not running yet: add Launch before this line (in a VHS tape, or Type \"consentsim run [flags]\" then Enter)"
        )
        #expect(only("Relaunch")?.description == "bad.keys:1:1: Relaunch before Launch: the app has not started yet")
        #expect(
            only("Launch\nSet Form pac-npa-only")?.description
                == "bad.keys:2:1: Set Form must come before Launch (the app was launched at bad.keys:1)")
        #expect(only("Launch\nLaunch")?.description == "bad.keys:2:1: the app is already running (Launch at bad.keys:1); use Relaunch")
        #expect(diagnostics("Expect NoKey IABTCF_TCString\nLaunch\nSet Geography other\nRelaunch").isEmpty)
    }

    @Test func everyBadLineIsReported() {
        let all = diagnostics("Lanch\nSet Rows x\nExpect Ads some\nLaunch\nTab")
        #expect(all.map(\.location.line) == [1, 2, 3])
    }
}

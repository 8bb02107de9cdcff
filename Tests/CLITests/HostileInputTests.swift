import Basics
import ConsentsimTestSupport
import Foundation
import Testing

/// Hostile inputs, each through the real binary: one escaped, bounded line
/// and the documented exit status (0 ok, 1 bad input or failed checks, 2 usage), no crash, no hang.
/// (No wall-clock limits: a hang shows as a test that does not finish; caps show as their messages.)
@Suite(.tags(.spawnsProcess)) struct HostileInputTests {
    // MARK: 1. unbounded reads of non-regular files

    @Test func devicesAreRefusedByEveryReader() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        expectOneLineError(
            try consentsim(["tc", "encode", "/dev/zero"]), status: Exit.badInput,
            contains: "/dev/zero: not a regular file (a device)")
        expectOneLineError(
            try consentsim(["store", "import", "--store", scratch.path + "/s.plist", "/dev/zero"]), status: Exit.badInput,
            contains: "/dev/zero: not a regular file (a device)")
        let play = try consentsim(["play", "/dev/zero"])
        #expect(play.status == Exit.badInput)
        #expect(play.stdout.contains("/dev/zero:1:1: cannot read the script: not a regular file (a device)"))
        // `Source` takes only .keys scripts and tapes, and a .keys name that is a device is still refused.
        let source = try scratch.write("z.keys", "Source /dev/zero\n")
        #expect(try consentsim(["play", source]).stdout.contains("Source includes only .keys scripts and .tape files, not '/dev/zero'"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/zero.keys", withDestinationPath: "/dev/zero")
        let linked = try scratch.write("linked.keys", "Source zero.keys\n")
        #expect(try consentsim(["play", linked]).stdout.contains("cannot read '\(scratch.path)/zero.keys': not a regular file (a device)"))
        // A form whose vendor list is a device.
        let form = try String(contentsOfFile: Repo.root + "/forms/ump-gdpr-default.yaml", encoding: .utf8)
            .replacingOccurrences(of: "vendorList: embedded", with: "vendorList: {file: /dev/zero}")
        let formPath = try scratch.write("zero.yaml", form)
        let lint = try consentsim(["lint", formPath])
        #expect(lint.status == Exit.badInput)
        #expect(lint.stderr.contains("not a regular file (a device)"), "\(lint.stderr.prefix(400))")
    }

    @Test func aDirectoryAFifoAndBadUTF8EachSayWhat() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        expectOneLineError(try consentsim(["tc", "encode", scratch.path]), status: Exit.badInput, contains: "is a directory, not a file")
        let bad = try scratch.write("bad.json", bytes: Array("{\"a\": \"".utf8) + [0xFF, 0xFE] + Array("\"}".utf8))
        expectOneLineError(try consentsim(["tc", "encode", bad]), status: Exit.badInput, contains: "not UTF-8 text (invalid byte at offset 7)")
        #expect(mkfifo(scratch.path + "/fifo.keys", 0o644) == 0)
        let fifo = try consentsim(["play", scratch.path + "/fifo.keys"])
        #expect(fifo.status == Exit.badInput)
        #expect(fifo.stdout.contains("not a regular file (a pipe or socket)"))
    }

    // MARK: 2, 3, 18. Source depth, size, cycles and foreign files

    @Test func deepSourceChainsStopAtTheDepthCap() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for i in 0..<40 { try scratch.write("d\(i).keys", "Source d\(i + 1).keys\n") }
        try scratch.write("d40.keys", "Launch\n")
        let result = try consentsim(["play", scratch.path + "/d0.keys"])
        #expect(result.status == Exit.badInput)
        #expect(result.stdout.contains("Source nests more than 32 files deep"))
    }

    @Test func sourceFanOutStopsAtTheCommandCap() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for i in 0..<30 { try scratch.write("f\(i).keys", String(repeating: "Source f\(i + 1).keys\n", count: 4) + "Tab\n") }
        try scratch.write("f30.keys", "Tab\n")
        let result = try consentsim(["play", scratch.path + "/f0.keys"])
        #expect(result.status == Exit.badInput)
        #expect(result.stdout.contains("the session expands to more than 100000 commands"))
    }

    @Test func cyclesThroughSymlinkedFoldersAreFound() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("real/a.keys", "Source ../link/a.keys\nLaunch\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: "real")
        let result = try consentsim(["play", scratch.path + "/real/a.keys"])
        #expect(result.status == Exit.badInput)
        #expect(result.stdout.contains("Source cycle: "))
    }

    @Test func sourcingAForeignFileDoesNotPrintIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let secret = try scratch.write("shadow", "root:$6$SECRETHASH:19000:0:99999:7:::\n")
        let script = try scratch.write("s.keys", "Source \(secret)\n")
        let result = try consentsim(["play", script])
        #expect(result.status == Exit.badInput)
        #expect(!result.stdout.contains("SECRETHASH") && !result.stderr.contains("SECRETHASH"))
        #expect(result.stdout.contains("Source includes only .keys scripts"))
    }

    // MARK: 4. runaway regular expressions and sessions

    @Test func aBacktrackingRegexIsMatchedInLinearTime() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // No --timeout: the matcher is a Pike VM, so the check simply fails (no match) at once.
        let script = try scratch.write("re.keys", "Launch\nExpect Screen /( +)+x/\n")
        let result = try consentsim(["play", script])
        #expect(result.status == Exit.badInput)
        #expect(result.stdout.contains("expected: the screen to show /( +)+x/"))
        let lookahead = try scratch.write("look.keys", "Launch\nExpect Screen /a(?=b)/\n")
        #expect(try consentsim(["play", lookahead]).stdout.contains("lookaround and inline options other than a leading (?i) are not supported"))
    }

    @Test func aSessionOverTheTimeLimitFailsAsThatScript() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // 200 million key presses: bounded, but far longer than the limit.
        let script = try scratch.write("long.keys", "Launch\n" + String(repeating: "Tab 10000\n", count: 20_000))
        let result = try consentsim(["play", "--timeout", "1", script])
        #expect(result.status == Exit.badInput)
        #expect(result.stdout.contains("timed out after 1 s waiting for this step to finish (Tab 10000)"))
        let test = try consentsim(["test", "--timeout", "1", script])
        #expect(test.status == Exit.badInput)
        #expect(test.stdout.contains("0 passed, 1 failed"))
        #expect(try consentsim(["play", "--timeout", "-1", script]).status == Exit.usage)
    }

    // MARK: 5. vendor search

    @Test func a100kCharacterSearchIsCappedAndMatchesNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let query = String(repeating: "q", count: 100_000)
        let script = try scratch.write(
            "search.keys",
            """
            Set Order no-att
            Set Rows 30
            Launch
            Tab 3
            Enter
            Type "/"
            Expect Focus ump.vendors.search
            Type "\(query)"
            Expect Screen "0 of 902 vendors"
            Expect NoScreen "\(String(repeating: "q", count: 300))"

            """)
        let result = try consentsim(["play", script])
        #expect(result.status == Exit.ok, "\(result.stdout.prefix(500))")
    }

    // MARK: 6. output write errors

    @Test(arguments: [
        ["tc", "decode", "CQRemAAQRemAAAGABCENCOFgAP_gAAAAAAAAAAAAAAAA"],
        ["lint", "ump-gdpr-default"],
        ["preview", "ump-gdpr-default", "--lang", "en"],
        ["graph"],
        ["--help"],
    ])
    func writingToAFullDiskExitsOne(arguments: [String]) throws {
        let result = try consentsimWritingTo("/dev/full", arguments)
        expectOneLineError(result, status: Exit.badInput, contains: "cannot write standard output: No space left on device")
    }

    @Test func storeExportToAFullDiskExitsOne() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.path + "/s.plist"
        #expect(
            try consentsim(["store", "set", "--store", store, "k", String(repeating: "v", count: 100_000), "--type", "string"]).status == Exit.ok)
        let result = try consentsimWritingTo("/dev/full", ["store", "export", "--store", store])
        expectOneLineError(result, status: Exit.badInput, contains: "cannot write standard output")
    }

    // MARK: 7, 8. the store: symlinks, modes, read-only files, typed keys

    @Test func aSymlinkedStoreIsWrittenThroughAndKeepsItsMode() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let target = scratch.path + "/real.plist"
        let link = scratch.path + "/link.plist"
        #expect(try consentsim(["store", "set", "--store", target, "a", "1", "--type", "int"]).status == Exit.ok)
        #expect(chmod(target, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.plist")
        #expect(try consentsim(["store", "set", "--store", link, "b", "2", "--type", "int"]).status == Exit.ok)
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
        #expect(try consentsim(["store", "get", "--store", target, "b"]).stdout == "2\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Both names share the target's lock file.
        #expect(FileManager.default.fileExists(atPath: target + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: link + ".lock"))
    }

    @Test func aReadOnlyStoreIsNotWritten() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.path + "/s.plist"
        #expect(try consentsim(["store", "set", "--store", store, "a", "1", "--type", "int"]).status == Exit.ok)
        #expect(chmod(store, 0o444) == 0)
        let before = try readBytes(store)
        expectOneLineError(
            try consentsim(["store", "set", "--store", store, "a", "2", "--type", "int"]), status: Exit.badInput,
            contains: "the store is read-only (mode 444")
        expectOneLineError(try consentsim(["store", "reset", "--store", store]), status: Exit.badInput, contains: "read-only")
        #expect(try readBytes(store) == before)
    }

    @Test func typedKeysAndNegativeNumbers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.path + "/s.plist"
        let typed = try consentsim(["store", "set", "--store", store, "IABTCF_gdprApplies", "1", "--type", "string"])
        #expect(typed.status == Exit.usage)
        #expect(typed.stderr.contains("IABTCF_gdprApplies is an IAB TCF Number key: use --type int, not string"))
        #expect(try consentsim(["store", "set", "--store", store, "IABTCF_TCString", "1", "--type", "int"]).status == Exit.usage)
        #expect(try consentsim(["store", "set", "--store", store, "k", "-5", "--type", "int"]).status == Exit.ok)
        #expect(try consentsim(["store", "get", "--store", store, "k"]).stdout == "-5\n")
        #expect(try consentsim(["store", "increment", "--store", store, "k", "--by", "-2"]).stdout == "-7\n")
        let tc = "CQRemAAQRemAAAGABCENCOFgAP_gAAAAAAAAAAAAAAAA"
        for arguments in [["--cmp-sdk-id", "-1"], ["--cmp-sdk-id=-1"], ["--cmp-sdk-id", "4096"], ["--cmp-sdk-version=99999"]] {
            let result = try consentsim(["tc", "keys", tc] + arguments)
            #expect(result.status == Exit.usage, "\(arguments)")
            #expect(result.stderr.contains("must be 0 to 4095"), "\(arguments): \(result.stderr)")
        }
        #expect(try consentsim(["tc", "keys", tc, "--cmp-sdk-id", "7"]).stdout.contains("\"IABTCF_CmpSdkID\": 7"))
    }

    // MARK: 9. record checks its target first

    @Test func recordRefusesAnUnwritableTargetBeforeTheSession() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = try scratch.write("afile", "x")
        // No terminal here: had the check come after the session, this would fail on the terminal instead.
        expectOneLineError(try consentsim(["record", file + "/s.keys"]), status: Exit.badInput, contains: "afile is not a folder")
        expectOneLineError(try consentsim(["record", scratch.path]), status: Exit.badInput, contains: "is a folder")
    }

    // MARK: 10. untrusted text reaching the terminal

    @Test func escapeSequencesInInputAreEscapedInErrors() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let encode = try consentsim(["tc", "encode"], stdin: #"{"consentLanguage": "\u001b]2;PWNED\u0007"}"#)
        expectOneLineError(encode, status: Exit.badInput, contains: "\\e]2;PWNED\\a")
        let huge = try consentsim(["tc", "encode"], stdin: "{\"consentLanguage\": \"" + String(repeating: "x", count: 10_000_000) + "\"}")
        expectOneLineError(huge, status: Exit.badInput, contains: "…")
        let imported = try consentsim(
            ["store", "import", "--store", scratch.path + "/s.plist", "--format", "json"],
            stdin: #"{"k": {"$date": "\u001b[2J"}}"#)
        #expect(imported.status == Exit.badInput)
        #expect(isEscaped(imported.stderr) && !imported.stderr.isEmpty)
        let script = try scratch.write("esc.keys", "Launch\nExpect Screen \"\u{1B}]2;PWNED\u{07}\"\n")
        let play = try consentsim(["play", script])
        #expect(play.status == Exit.badInput)
        #expect(isEscaped(play.stdout) && play.stdout.contains("\\e]2;PWNED\\a"))
        let test = try consentsim(["test", "--verbose", script])
        #expect(isEscaped(test.stdout))
    }

    @Test func formErrorsAndLintOutputAreEscaped() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let form = try String(contentsOfFile: Repo.root + "/forms/ump-gdpr-default.yaml", encoding: .utf8)
        let evil =
            form
            .replacingOccurrences(of: "privacyPolicyURL: https://dailypuzzle.example/privacy", with: "privacyPolicyURL: \"\\e]2;PWNED\\a\"")
            .replacingOccurrences(of: "iconGlyph: \"🧩\"", with: "iconGlyph: \"\\e[2J\\e]2;X\\a\"")
        let path = try scratch.write("evil.yaml", evil)
        let lint = try consentsim(["lint", path])
        #expect(lint.status == Exit.badInput)
        #expect(isEscaped(lint.stdout) && isEscaped(lint.stderr))
        #expect((lint.stdout + lint.stderr).contains("\\e]2;PWNED\\a"))
        let preview = try consentsim(["preview", path])
        #expect(preview.status == Exit.badInput)
        #expect(isEscaped(preview.stderr))
    }

    // MARK: 11. line ends and byte-order marks

    @Test func crlfAndBOMScriptsPlay() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let crlf = try scratch.write("crlf.keys", "Launch\r\nExpect View ump.firstLayer\r\nTab\r\n")
        let bom = try scratch.write("bom.keys", bytes: [0xEF, 0xBB, 0xBF] + Array("Launch\nExpect View ump.firstLayer\n".utf8))
        let result = try consentsim(["play", crlf, bom])
        #expect(result.status == Exit.ok, "\(result.stdout.prefix(400))")
    }

    // MARK: 14. preview

    @Test func previewTooSmallAndAFormWithoutGoogle() throws {
        let small = try consentsim(["preview", "--size", "39x11"])
        #expect(small.status == Exit.usage)
        #expect(small.stderr.contains("--size 39x11 is too small: forms need at least 40x12"))
        let scratch = try Scratch()
        defer { scratch.remove() }
        let form = try String(contentsOfFile: Repo.root + "/forms/ump-gdpr-default.yaml", encoding: .utf8)
            .replacingOccurrences(
                of: "vendorList: embedded", with: "vendorList: {file: \(Repo.root)/Tests/Fixtures/tcf/gvl-v3-vendor-list-v15-2vendors.json}")
        let path = try scratch.write("two.yaml", form)
        #expect(try consentsim(["lint", path]).status == Exit.ok)
        let preview = try consentsim(["preview", path, "--lang", "en"])
        #expect(preview.status == Exit.ok, "\(preview.stderr)")
        #expect(
            preview.stdout.contains(
                "=== home-none · en · 80x24: Home, no ads, after Consent and Allow (Google, vendor 755, is not among the form's vendors) ==="))
        let file = try scratch.write("afile", "")
        expectOneLineError(try consentsim(["preview", "--out", file]), status: Exit.badInput, contains: "\(file): is a file, not a folder")
    }

    // MARK: 16, 17. exit codes and the default store

    @Test func exitCodesAgreeAcrossCommands() throws {
        let help = try consentsim(["store", "--help"])
        let helpText = help.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.status == Exit.ok && !helpText.contains("64 usage") && helpText.contains("2 usage error"))
        let top = try consentsim(["--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(top.contains("Exit status: 0 success, 1 bad input or failed checks, 2 usage error"))
        #expect(try consentsim(["preview", "no-such-form"]).status == Exit.badInput)
        #expect(try consentsim(["run", "--form", "no-such-form"]).status == Exit.badInput)
        #expect(try consentsim(["preview", "/nonexistent/form.yaml"]).status == Exit.badInput)
        #expect(try consentsim(["run", "--form", "/nonexistent/form.yaml"]).status == Exit.badInput)
        #expect(try consentsim(["test", "/nonexistent/x.keys"]).status == Exit.badInput)
        #expect(try consentsim(["play", "/nonexistent/x.keys"]).status == Exit.badInput)
        let null = try consentsim(["test", "/dev/null"])
        #expect(null.status == Exit.badInput)
        #expect(null.stdout.contains("0 passed, 1 failed"))
        #expect(try consentsim(["tc", "decode"]).status == Exit.usage)
        #expect(try consentsim(["store", "frobnicate"]).status == Exit.usage)
        #expect(try consentsim(["lint"]).status == Exit.usage)
    }

    /// The policy per command: a usage error exits 2, bad input 1, each with one line on stderr.
    @Test(arguments: [
        ["tc", "decode"], ["tc", "encode", "a", "b"], ["tc", "keys"], ["store", "set", "k", "1"], ["store", "get"],
        ["store", "export", "--format", "xml"], ["lint"], ["graph", "--format", "svg"], ["preview", "--size", "0x0"],
        ["play"], ["test", "--jobs", "0"], ["record"], ["run", "--geography", "mars"], ["--no-such-option"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let result = try consentsim(arguments)
        #expect(result.status == Exit.usage, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
        #expect(isEscaped(result.stderr))
    }

    @Test(arguments: [
        ["tc", "decode", "!!!"], ["tc", "encode", "/nonexistent/m.json"], ["tc", "keys", "!!!"],
        ["store", "import", "--store", "/nonexistent/s.plist", "/nonexistent/in.json"], ["lint", "/nonexistent/f.yaml"],
        ["preview", "/nonexistent/f.yaml"], ["run", "--form", "/nonexistent/f.yaml"], ["record", "/"],
        ["run", "--vendor-list", "/nonexistent/gvl.json"], ["run", "--vendor-list", "/dev/zero"],
    ])
    func badInputExitsOne(arguments: [String]) throws {
        let result = try consentsim(arguments)
        #expect(result.status == Exit.badInput, "\(arguments): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(result.stderr)")
        #expect(isEscaped(result.stderr))
    }

    @Test func theDefaultStoreIsTheDefaultFormsApp() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = scratch.path
        #expect(try consentsim(["store", "set", "k", "1", "--type", "int"], environment: environment).status == Exit.ok)
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/consentsim/com.example.dailypuzzle.plist"))
        let simctl = try consentsim(["store", "export", "--format", "simctl"], environment: environment)
        #expect(simctl.stdout.contains("defaults write com.example.dailypuzzle k -int 1"))
    }

    // MARK: hostile command lines and environments (the CLI sweep)

    @Test func aHugeColumnsLaysOutTheRootHelpWithoutOverflow() throws {
        // COLUMNS=Int.max overflowed `start + columns` in the quick root help's wrap (a trap in every build).
        let environment = ["COLUMNS": String(Int.max)]
        let quick = try consentsim(["--help"], environment: environment)
        #expect(quick.status == Exit.ok, "\(quick.stderr.prefix(300))")
        #expect(quick.stdout == (try consentsim(["help"], environment: environment)).stdout, "not ArgumentParser's layout")
    }

    @Test func aSymlinkToAParentFolderIsWalkedOnce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("suite/a.keys", "Launch\n")
        // Followed blindly, `up` repeats the folder until the kernel's 40-link limit (two such links: 2^40 paths).
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/suite/up", withDestinationPath: "..")
        let listed = try consentsim(["test", "--list", scratch.path + "/suite"])
        #expect(listed.status == Exit.ok, "\(listed.stderr.prefix(300))")
        #expect(listed.stdout == scratch.path + "/suite/a.keys\n1 script\n", "\(listed.stdout.prefix(600))")
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedBeforeAnythingIsWritten() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let store = scratch.path + "/s.plist"
        let script = try scratch.write("a.keys", "Launch\n")
        // Swift's CommandLine.arguments would have turned the byte 0xFF into U+FFFD: another value, another file.
        let shell = "\"$0\" store set --store \"$1\" k \"$(printf 'a\\377')\" --type string"
        let set = try run("/bin/sh", ["-c", shell, consentsimBinary, store])
        expectOneLineError(set, status: Exit.usage, contains: "argument 6 is not UTF-8 text (invalid byte at offset 1)")
        #expect(!FileManager.default.fileExists(atPath: store))
        // The quick path (`play FILE...`) checks too, and `--cast` writes no file of a repaired name.
        let cast = "\"$0\" play \"$1\" --cast \"$2/$(printf '\\377').cast\""
        expectOneLineError(
            try run("/bin/sh", ["-c", cast, consentsimBinary, script, scratch.path]), status: Exit.usage,
            contains: "argument 4 is not UTF-8 text")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["a.keys"])
        let play = "\"$0\" play \"$1/$(printf '\\377').keys\""
        expectOneLineError(
            try run("/bin/sh", ["-c", play, consentsimBinary, scratch.path]), status: Exit.usage,
            contains: "argument 2 is not UTF-8 text")
    }

    @Test func scriptNamesAndPathsAreEscapedInTestOutput() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("suite/clear\u{1B}[2J.keys", "# name: evil\u{1B}]2;title\u{07}\nLaunch\n")
        try scratch.write("suite/two\nlines.keys", "Launch\n")
        let listed = try consentsim(["test", "--list", scratch.path + "/suite"])
        #expect(listed.status == Exit.ok)
        #expect(isEscaped(listed.stdout), "\(listed.stdout)")
        #expect(listed.stdout.contains("/suite/clear\\e[2J.keys — evil\\e]2;title\\a\n"), "\(listed.stdout)")
        #expect(listed.stdout.contains("/suite/two\\nlines.keys\n2 scripts\n"), "\(listed.stdout)")
        let tested = try consentsim(["test", scratch.path + "/suite"])
        #expect(tested.status == Exit.ok)
        #expect(tested.stdout.contains("/suite/two\\nlines.keys ("), "\(tested.stdout)")
        #expect(!tested.stdout.contains("two\nlines"), "a file name split a line: \(tested.stdout)")
    }

    @Test func aFormWithThousandsOfProblemsPrintsABoundedList() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // 2,000 unknown keys and the 4 required keys missing: every line used to be printed.
        let form = try scratch.write("many.yaml", (0..<2_000).map { "k\($0): 1\n" }.joined())
        for command in [["lint", form], ["preview", form], ["run", "--form", form]] {
            let result = try consentsim(command)
            #expect(result.status == Exit.badInput, "\(command)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 21, "\(command): \(lines.count) lines")
            #expect(lines.first == "\(form):1:1: unknown key 'k0'", "\(command)")
            #expect(lines.last == "… and 1984 more problems", "\(command)")
        }
    }

    @Test func outputFilesRefuseDevicesAndFIFOsInsteadOfReplacingThem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let script = try scratch.write("a.keys", "Launch\n")
        // The write's rename replaced whatever the path named: for root, `--cast /dev/null` replaced /dev/null.
        // A link to /dev/null stands in for the device here (the link itself was replaced, never the device).
        let device = scratch.path + "/null.cast"
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        let fifo = scratch.path + "/out.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        for (arguments, target, kind) in [
            (["play", script, "--cast", device], device, "a device"),
            (["play", script, "--svg-animation", fifo], fifo, "a pipe or socket"),
            (["test", script, "--junit", device], device, "a device"),
            (["record", fifo], fifo, "a pipe or socket"),
        ] {
            expectOneLineError(try consentsim(arguments), status: Exit.badInput, contains: "\(target): not a regular file (\(kind)); give a file")
        }
        #expect(try FileManager.default.attributesOfItem(atPath: device)[.type] as? FileAttributeType == .typeSymbolicLink)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aTraceIntoAFIFOWithoutAReaderIsRefusedAndAnEmptyHTMLFolderIsAUsageError() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let script = try scratch.write("a.keys", "Launch\n")
        let fifo = scratch.path + "/trace.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        // fopen(FIFO, "w") waited for a reader forever (a hang shows as this test not finishing).
        expectOneLineError(
            try consentsim(["play", script, "--trace", fifo]), status: Exit.badInput,
            contains: "\(fifo): cannot write the trace: a FIFO that no process is reading")
        // `--html ""` wrote /index.html.
        let html = try consentsim(["test", script, "--html", ""])
        #expect(html.status == Exit.usage)
        #expect(html.stderr.contains("--html needs a folder name, not an empty string"), "\(html.stderr)")
    }

    @Test func aStoreThatIsAFIFOIsRefusedBeforeALockFileAppears() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let fifo = scratch.path + "/s.plist"
        #expect(mkfifo(fifo, 0o644) == 0)
        // Writers locked first, so `--store /dev/zero` left /dev/zero.lock behind.
        for command in [["store", "set", "--store", fifo, "k", "1", "--type", "int"], ["store", "reset", "--store", fifo]] {
            expectOneLineError(try consentsim(command), status: Exit.badInput, contains: "\(fifo): not a regular file (a pipe or socket)")
        }
        #expect(!FileManager.default.fileExists(atPath: fifo + ".lock"))
    }

    /// A window ncurses cannot size (32768 cells or more: its sizes are `short`) failed to start as an
    /// "unknown terminal type" and crashed on a resize to it; now ncurses is given a capped size.
    @Test(arguments: [(rows: 24, columns: 40_000), (rows: 40_000, columns: 80)])
    func aHugeTerminalWindowStartsAndResizes(rows: Int, columns: Int) throws {
        let driver = Repo.root + "/Tests/CLITests/Fixtures/pty/window-size.py"
        let result = try run("/usr/bin/env", ["python3", driver, consentsimBinary, String(rows), String(columns)])
        #expect(result.status == Exit.ok, "\(result.stderr.prefix(400))")
        #expect(result.stdout == "start 0\nresize 0\n", "\(rows)x\(columns): \(result.stdout)")
    }

    // MARK: generated cases (fixed seeds)

    @Test(arguments: [UInt64(1), 2, 3])
    func randomBytesGiveOneEscapedLine(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let scratch = try Scratch()
        defer { scratch.remove() }
        for round in 0..<8 {
            let count = Int.random(in: 0...400, using: &random)
            // Mostly JSON-ish bytes, with control characters, escapes and invalid UTF-8 mixed in.
            let alphabet = Array("{}[]\":,0123456789abc\\u001b -".utf8) + [0x1B, 0x07, 0x9B, 0xFF, 0xC3, 0x0A, 0x0D]
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
            let file = try scratch.write("in\(round).json", bytes: bytes)
            for command in [["tc", "encode", file], ["store", "import", "--store", scratch.path + "/s.plist", file]] {
                let result = try consentsim(command)
                #expect(result.status == Exit.ok || result.status == Exit.badInput, "\(command) seed \(seed) round \(round)")
                if result.status != Exit.ok { expectOneLineError(result, status: Exit.badInput, contains: "consentsim: ") }
            }
            let script = try scratch.write("s\(round).keys", bytes: bytes)
            let played = try consentsim(["play", "--timeout", "20", script])
            #expect(played.status == Exit.ok || played.status == Exit.badInput)
            #expect(isEscaped(played.stdout))
        }
    }
}

/// The repository root (for shipped forms and fixtures).
enum Repo {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}

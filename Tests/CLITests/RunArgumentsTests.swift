import ConsentsimTestSupport
import Flow
import Forms
import Simulation
import Testing

@testable import consentsim

/// `RunArguments`, the one reader of `consentsim [run] OPTIONS`: every flag of the settings table
/// and of `RunOption` reads as its declaration says, and every other line is a usage error (exit
/// status 2) naming what is wrong. The lines are made from the tables, so a new setting is covered
/// without editing this file.
@Suite struct RunArgumentsTests {
    /// A value of each free-text option, as a script and the command line write it.
    static let textSamples: [String: [String]] = [
        "ios": ["17.4", "14"], "language": ["en", "ja"], "test-device-ids": ["B3EEABB8EE11C2BE770B684D95219ECB", "ab-12,CD-34"],
        "sdk": ["ump-ios@2.6.0", "ump-android@3.1.0"], "consent-sync-id": ["sync-1"],
    ]

    /// The request a line reads as; a usage error fails the test.
    static func request(_ arguments: [String]) throws -> RunRequest {
        guard case .run(let request) = try RunArguments.parse(arguments) else { throw CLIError("help, not a run") }
        return request
    }

    /// The usage error a line gives.
    static func usageError(_ arguments: [String]) -> CLIError? {
        do {
            _ = try RunArguments.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyFlagOfTheTableReadsAsItsSetLine() throws {
        var checked = 0
        for option in SimulatorSettings.options {
            guard let flag = option.flag else { continue }
            if option.isBoolean {
                let on = try Self.request(["--" + flag]).settings
                #expect(on == (try option.readScript("true", .asWritten).get()), "--\(flag)")
                if option.negatable {
                    let off = try Self.request(["run", "--no-" + flag]).settings
                    #expect(off == (try option.readScript("false", .asWritten).get()), "--no-\(flag)")
                } else {
                    #expect(Self.usageError(["--no-" + flag])?.exitCode == 2, "--no-\(flag)")
                }
                #expect(Self.usageError(["--" + flag + "=true"])?.exitCode == 2)
                checked += 1
                continue
            }
            if flag == SimulatorSettings.vendorList.flag || flag == SimulatorSettings.certifiedCMPs.flag {
                let request = try Self.request(["--" + flag, "some/file.json"])
                #expect([request.vendorListPath, request.certifiedCMPsPath].contains("some/file.json"))
                continue
            }
            // Each value name, in the command line's spelling (any case) and `=` form, reads as the
            // `Set` line with the script's spelling of the same value.
            let pairs =
                option.scriptNames.isEmpty
                ? (Self.textSamples[flag] ?? []).map { ($0, $0) } : Array(zip(option.flagNames, option.scriptNames))
            #expect(!pairs.isEmpty, "no sample value for --\(flag): add it to textSamples")
            for (flagValue, scriptValue) in pairs {
                let expected = try option.readScript(scriptValue, .asWritten).get()
                #expect(try Self.request(["--" + flag, flagValue]).settings == expected, "--\(flag) \(flagValue)")
                // Names in any case; free text (device ids keep theirs) as written.
                let spelled = option.flagNames.isEmpty ? flagValue : flagValue.uppercased()
                #expect(try Self.request(["run", "--\(flag)=\(spelled)"]).settings == expected, "--\(flag)=\(spelled)")
                checked += 1
            }
            let wrong = try #require(Self.usageError(["--" + flag, "nonsense!"]), "--\(flag) nonsense!")
            #expect(wrong.exitCode == 2 && wrong.message.contains("--\(flag)"), "\(wrong.message)")
            #expect(Self.usageError(["--" + flag])?.message.contains("needs a value") == true, "--\(flag)")
            #expect(Self.usageError(["--" + flag, "--mouse"])?.message.contains("needs a value") == true, "--\(flag) --mouse")
        }
        #expect(checked > 50)
    }

    @Test func runsOwnOptionsRead() throws {
        let request = try Self.request([
            "--form", "pac-npa-only", "--store", "memory", "--device", "PHONE", "--trace=/tmp/t.jsonl", "--no-color", "--mouse",
            "--ascii", "--inspector", "--no-fsync", "--exit-after-first-frame",
        ])
        #expect(request.form == "pac-npa-only" && request.store == .memory && request.device == .phone && request.trace == "/tmp/t.jsonl")
        #expect(request.noColor && request.mouse && request.ascii && request.inspector && !request.fsync && request.exitAfterFirstFrame)
        #expect(try Self.request([]) == RunRequest())
        #expect(try Self.request(["run"]) == RunRequest())
        #expect(try Self.request(["--form", "my-form.yaml", "--watch"]).watch)
        #expect(try Self.request(["--reorder-rtl"]).reorderRTL && !RunRequest().reorderRTL)
    }

    @Test func badLinesAreUsageErrorsThatSayWhy() throws {
        let cases: [([String], String)] = [
            (["--geografy", "EEA"], "did you mean '--geography'?"),
            (["--order", "sideways"], "one of: att-first"),
            (["--order", "att_first"], "did you mean 'att-first'?"),
            (["--ios", "x"], "bad iOS version 'x'"),
            (["--device"], "needs a value"),
            (["--device", "watch"], "not a device"),
            (["--store", ""], "--store needs a file path"),
            (["--form", "pac-npa-only", "--watch"], "--watch needs a form file"),
            (["--mouse=yes"], "takes no value"),
            (["--mouse", "extra"], "unexpected argument 'extra'"),
            (["--mouse", "--mouse"], "more than once"),
            (["--fsync", "--no-fsync"], "more than once"),
            (["--store", "memory", "run"], "unexpected argument 'run'"),
            (["-x"], "unknown option '-x'"),
            (["--trace", ""], "--trace needs a file path"),
        ]
        for (arguments, expected) in cases {
            let error = try #require(Self.usageError(arguments), "\(arguments)")
            #expect(error.exitCode == 2, "\(arguments)")
            #expect(error.message.contains(expected), "\(arguments): \(error.message)")
            #expect(error.message.hasSuffix("(consentsim run --help lists the options)"))
        }
        #expect(try RunArguments.parse(["--order", "nonsense", "--help"]) == .help)
        #expect(try RunArguments.parse(["run", "-h"]) == .help)
    }

    @Test func theRootsOwnLinesAreNotRunLines() {
        for line in [["--help"], ["-h"], ["--version"], ["help"], ["tc", "decode", "x"], ["--"], ["--generate-completion-script=bash"]] {
            #expect(!QuickCommand.isRun(line), "\(line)")
        }
        for line in [[], ["run"], ["--mouse"], ["--geografy", "EEA"], ["-x"]] { #expect(QuickCommand.isRun(line), "\(line)") }
    }

    @Test func helpListsEveryFlagWithItsValuesAndDefault() {
        let help = RunArguments.helpText(width: 400)
        for option in SimulatorSettings.options {
            guard let flag = option.flag, let entry = option.helpEntry else { continue }
            #expect(help.contains("  --\(flag)"), "--\(flag)")
            #expect(entry.abstract.contains("default: "), "--\(flag)")
            for name in option.isBoolean ? [] : option.flagNames { #expect(entry.abstract.contains(name), "--\(flag) \(name)") }
        }
        for option in RunOption.allCases {
            #expect(help.contains("--" + option.rawValue) == (option.help != nil), "--\(option.rawValue)")
        }
        #expect(help.contains("USAGE: consentsim run [<options>]") && help.contains("Keys (? lists those of the current screen):"))
        // Laid out as the root's help: abstracts from column 26, wrapped.
        for line in RunArguments.helpText(width: 80).split(separator: "\n") { #expect(line.count <= 80 || !line.contains(" "), "\(line)") }
    }

    @Test(.tags(.spawnsProcess)) func theProcessPrintsOneLineAndExitsTwo() throws {
        let result = try consentsim(["--geografy", "EEA"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: unknown option '--geografy'; did you mean '--geography'? (consentsim run --help lists the options)\n")
        let help = try consentsim(["run", "--help"], environment: ["COLUMNS": "100"])
        let viaHelp = try consentsim(["help", "run"], environment: ["COLUMNS": "100"])
        #expect(help.status == 0 && viaHelp.status == 0 && help.stdout == viaHelp.stdout)
        #expect(help.stdout == RunArguments.helpText(width: 100) + "\n")
    }
}

import ArgumentParser
import Basics
import ConsentsimTestSupport
import Forms
import Simulation
import Testing

@testable import consentsim

/// `RunCommand.fastParse` reads every command line it accepts exactly as ArgumentParser does,
/// and declines every line ArgumentParser rejects, so errors, "did you mean" hints and exit statuses
/// stay ArgumentParser's. The lines are generated from the settings table and `RunOptionName`, so a
/// new option is covered without editing this file.
@Suite struct RunFastParseTests {
    /// A command line and whether the fast path must take it (a plain, valid line).
    struct Line: CustomStringConvertible {
        var arguments: [String]
        var plain: Bool
        var description: String { arguments.joined(separator: " ") }
    }

    /// A value of each free-text option ArgumentParser accepts, and one it rejects.
    static let textSamples: [String: (valid: [String], invalid: [String])] = [
        "ios": (["17.4", "14", "18.0"], ["x", "17.a"]),
        "language": (["en", "ja", "DE"], ["english", "e1"]),
        "vendor-list": (["/no/such/vendor-list.json", "list.json"], []),
        "certified-cmps": (["/no/such/cmp-list.json", "cmps.json"], []),
        "test-device-ids": (["B3EEABB8EE11C2BE770B684D95219ECB", "33BE2250B43518CCDA7DE426D04EE231,ab-12"], ["bad id!", "x;y"]),
        "sdk": (["ump-ios@2.6.0", "ump-android 3.1.0", "pac-ios@1.0.5"], ["ump-ios@9.9.9", "ump-web@1.0.0", "ump-ios"]),
        "consent-sync-id": (["abc-123", "x1"], ["bad id!", "a;b"]),
    ]

    /// Lines for every table option and every own option of `run`: each value name and alias in
    /// several cases, `--name=value`, wrong values, misspelled names, missing values and repeats.
    static var lines: [Line] {
        var lines: [Line] = []
        for option in SimulatorSettings.options {
            guard let flag = option.flag else { continue }
            if option.isBoolean {
                lines.append(Line(arguments: ["--" + flag], plain: true))
                lines.append(Line(arguments: ["--" + flag + "=true"], plain: false))
                lines.append(Line(arguments: ["--" + flag, "--" + flag], plain: false))
                if option.negatable {
                    lines.append(Line(arguments: ["--no-" + flag], plain: true))
                    lines.append(Line(arguments: ["--" + flag, "--no-" + flag], plain: false))
                } else {
                    lines.append(Line(arguments: ["--no-" + flag], plain: false))
                }
                continue
            }
            var valid = option.flagSpellings
            var invalid = ["nonsense", ""]
            if let samples = textSamples[flag] {
                valid += samples.valid
                invalid += samples.invalid
            }
            #expect(!valid.isEmpty, "no sample value for --\(flag): add it to textSamples")
            for value in valid {
                lines.append(Line(arguments: ["--" + flag, value], plain: true))
                lines.append(Line(arguments: ["run", "--" + flag + "=" + value], plain: true))
                lines.append(Line(arguments: ["--" + flag, value.uppercased()], plain: flag != "vendor-list" && flag != "certified-cmps"))
            }
            for value in invalid { lines.append(Line(arguments: ["--" + flag, value], plain: false)) }
            lines.append(Line(arguments: ["--" + flag], plain: false))
            lines.append(Line(arguments: ["--" + flag, "--mouse"], plain: false))
            lines.append(Line(arguments: ["--" + flag, valid[0], "--" + flag, valid[0]], plain: false))
            lines.append(Line(arguments: ["--" + String(flag.dropLast()), valid[0]], plain: false))  // did you mean
            lines.append(Line(arguments: ["-" + flag, valid[0]], plain: false))
        }
        for name in RunOptionName.allCases {
            let flag = "--" + name.rawValue
            switch name {
            case .form:
                lines += [
                    Line(arguments: [flag, "pac-npa-only"], plain: true), Line(arguments: [flag + "=forms/x.yaml"], plain: true),
                    Line(arguments: [flag], plain: false), Line(arguments: [flag, "pac-npa-only", "--watch"], plain: false),
                    Line(arguments: [flag, "my-form.yaml", "--watch"], plain: true),
                ]
            case .store:
                lines += [
                    Line(arguments: [flag, "memory"], plain: true), Line(arguments: ["run", flag, "/tmp/x.plist"], plain: true),
                    Line(arguments: [flag + "="], plain: false), Line(arguments: [flag, ""], plain: false),
                ]
            case .device:
                for device in DeviceProfile.allValueStrings {
                    lines += [Line(arguments: [flag, device], plain: true), Line(arguments: [flag, device.uppercased()], plain: true)]
                }
                lines += [Line(arguments: [flag, "watch"], plain: false), Line(arguments: [flag], plain: false)]
            case .trace:
                lines += [Line(arguments: [flag, "/tmp/t.jsonl"], plain: true), Line(arguments: [flag, ""], plain: false)]
            case .noColor, .mouse, .ascii, .inspector, .watch, .exitAfterFirstFrame, .fsync:
                lines += [
                    Line(arguments: [flag], plain: name != .watch), Line(arguments: [flag + "=yes"], plain: false),
                    Line(arguments: [flag, flag], plain: false),
                ]
            }
        }
        lines += [
            Line(arguments: [], plain: true), Line(arguments: ["run"], plain: true), Line(arguments: ["--no-fsync"], plain: true),
            // What scripts/dev/bench-startup.sh and a tester's CI run.
            Line(arguments: ["run", "--store", "memory", "--exit-after-first-frame"], plain: true),
            Line(arguments: ["--form", "forms/ump-gdpr-default.yaml", "--store", "memory", "--no-fsync", "--geography", "EEA"], plain: true),
            Line(arguments: ["--fsync", "--no-fsync"], plain: false), Line(arguments: ["--no-fsync=1"], plain: false),
            Line(arguments: ["--help"], plain: false), Line(arguments: ["run", "--help"], plain: false), Line(arguments: ["-h"], plain: false),
            Line(arguments: ["--version"], plain: false), Line(arguments: ["help"], plain: false), Line(arguments: ["run", "run"], plain: false),
            Line(arguments: ["--", "--mouse"], plain: false), Line(arguments: ["--mouse", "extra"], plain: false),
            Line(arguments: ["--store", "memory", "run"], plain: false), Line(arguments: ["tc", "decode", "x"], plain: false),
            Line(arguments: ["--geografy", "EEA"], plain: false), Line(arguments: ["--Mouse"], plain: false), Line(arguments: ["--"], plain: false),
        ]
        return lines + combinations(of: lines.filter(\.plain))
    }

    /// Seeded combinations of plain lines (a long line of options in any order, with or without `run`).
    static func combinations(of plain: [Line]) -> [Line] {
        var generator = SplitMix64(seed: 13)
        var lines: [Line] = []
        for _ in 0..<80 {
            var arguments: [String] = []
            for _ in 0..<Int.random(in: 2...6, using: &generator) {
                var part = plain.randomElement(using: &generator)!.arguments
                if part.first == "run" { part.removeFirst() }
                arguments += part
            }
            lines.append(Line(arguments: arguments, plain: false))  // may repeat an option: then ArgumentParser's
        }
        return lines
    }

    @Test func everyLineParsesAsArgumentParserParsesIt() throws {
        var taken = 0
        for line in Self.lines {
            let fast = RunCommand.fastParse(line.arguments)
            let parsed = Result { try Consentsim.parseAsRoot(line.arguments) }
            if line.plain { #expect(fast != nil, "the fast path declined a plain line: \(line)") }
            guard let fast else { continue }
            taken += 1
            switch parsed {
            case .success(let command):
                #expect((command as? RunCommand)?.request == fast, "\(line)")
            case .failure(let error):
                Issue.record("the fast path took a line ArgumentParser rejects: \(line): \(Consentsim.fullMessage(for: error))")
            }
        }
        #expect(taken > 100)
    }

    @Test(.tags(.spawnsProcess)) func errorsAreArgumentParsersInTheProcess() throws {
        // The binary prints what ArgumentParser says for each line the fast path declines, with its exit status.
        let lines = [
            ["--geografy", "EEA"], ["--order", "sideways"], ["run", "--device"], ["--store", ""], ["--form", "pac-npa-only", "--watch"],
            ["--mouse=yes"],
        ]
        for arguments in lines {
            #expect(RunCommand.fastParse(arguments) == nil)
            let expectedMessage: String
            let expectedStatus: Int32
            do {
                _ = try Consentsim.parseAsRoot(arguments)
                Issue.record("ArgumentParser took \(arguments)")
                continue
            } catch {
                expectedMessage = Consentsim.fullMessage(for: error)
                let code = Consentsim.exitCode(for: error)
                expectedStatus = code == .validationFailure ? 2 : code.rawValue
            }
            let result = try consentsim(arguments)
            #expect(result.status == expectedStatus, "\(arguments)")
            #expect(expectedStatus == 2, "\(arguments)")
            #expect(result.stderr == expectedMessage + "\n", "\(arguments)")
        }
        let hint = try consentsim(["--geografy", "EEA"])
        #expect(hint.stderr.contains("Did you mean '--geography'?"))
    }
}

// A seeded mutation fuzzer for the script parser and the form loader (`.ci/run` runs it briefly).
//
//   consentsim-fuzz [--seed N] [--seconds S] [--cases N] [--repo DIR]
//
// Seeds are the shipped scripts and forms under DIR (default: the current directory). Each case
// must load or fail with diagnostics that are escaped, bounded lines; a crash is a finding by
// itself. Prints the seed and case number of any problem, so `--seed N --cases M` replays it.
// (libFuzzer: `swiftc -sanitize=fuzzer` works with this toolchain, but SwiftPM would rebuild every
// target instrumented; the seeded loop needs no second build and replays exactly.)
import Basics
import ConsentsimTestSupport
import Dispatch
import Forms
import Scripting

var seed: UInt64 = 1
var seconds = 20.0
var cases = Int.max
var repo = "."
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    guard let value = arguments.popFirst() else { break }
    switch flag {
    case "--seed": seed = UInt64(value) ?? seed
    case "--seconds": seconds = Double(value) ?? seconds
    case "--cases": cases = Int(value) ?? cases
    case "--repo": repo = value
    default: StandardOutput.writeError("consentsim-fuzz: unknown option \(MessageText.line(flag))"); exit(2)
    }
}

let scriptSeeds = ScriptFiles.findScripts(under: [repo + "/scripts"]).scripts.compactMap { try? InputFile.bytes($0) }
let formSeeds = ["ump-gdpr-default", "ump-gdpr-two-button", "ump-privacy-options", "pac-all-options", "att-explainer"]
    .compactMap { try? InputFile.bytes(repo + "/forms/\($0).yaml") }
var scripts = Mutator(seeds: scriptSeeds, seed: seed)
var forms = Mutator(seeds: formSeeds, seed: seed &+ 1)
let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
var problems = 0
var count = 0

/// A finding: message lines must be escaped and bounded.
@MainActor func check(_ text: String, what: String) {
    let badLine = text.split(separator: "\n").first { line in
        line.count > 2_000 || line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
    if let badLine {
        problems += 1
        print("PROBLEM seed \(seed) case \(count) (\(what)): unescaped or unbounded line: \(MessageText.line(badLine))")
    }
}

let loader = ScriptLoader(readFile: { _ in throw ScriptLoader.ReadError("no such file") })
while count < cases, DispatchTime.now().uptimeNanoseconds < deadline {
    count += 1
    let script = String(decoding: scripts.next(), as: UTF8.self)
    do { _ = try loader.load(text: script, path: "fuzz.keys") } catch { check(error.description, what: "script") }
    let form = String(decoding: forms.next(), as: UTF8.self)
    do { _ = try FormLoader.load(yaml: form, fileName: "fuzz.yaml") } catch { check(error.description, what: "form") }
}
print("consentsim-fuzz: seed \(seed), \(count) cases (scripts and forms), \(problems) problems")
try? StandardOutput.flush()
exit(problems == 0 ? 0 : 1)

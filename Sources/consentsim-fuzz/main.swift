// A seeded, structure-aware mutation fuzzer over every reader of input (`.ci/run` runs it briefly).
//
//   consentsim-fuzz [--seed N] [--seconds S] [--cases N] [--repo DIR] [--targets a,b] [--case-seconds S]
//                   [--memory-mb M] [--write-case N FILE] [--replay FILE --targets NAME]
//
// Targets (`FuzzTarget.all`): doctor's dumps (text formats and generated binary property lists), the
// store's XML plist and JSON, SharedPreferences, GVL vendor lists, TC and AC strings, `tc encode`'s
// JSON, forms, keystroke scripts and tapes (their times and repeats played into a recording's clock),
// the JUnit and HTML reports `test` merges, each followed by what consumes its result as the
// program would (the doctor's report, the app a form assembles, exports read back). Each case must
// load or fail with escaped, bounded messages; a crash, a case that runs longer than --case-seconds
// or allocates past --memory-mb is a finding by itself. Prints the seed and case number of any
// problem, so `--seed N --cases M` replays it, `--write-case M FILE` writes the case out, and
// `--replay FILE --targets NAME` runs one target on that file, with its time and what it printed.
// (libFuzzer: `swiftc -sanitize=fuzzer` works with this toolchain, but SwiftPM would rebuild every
// target instrumented; the seeded loop needs no second build and replays exactly.)
import Basics
import ConsentsimTestSupport
import Dispatch
import Synchronization

/// What `--help` prints.
let usage = """
    usage: consentsim-fuzz [--seed N] [--seconds S] [--cases N] [--repo DIR] [--targets a,b] [--case-seconds S]
                           [--memory-mb M] [--write-case N FILE] [--replay FILE --targets NAME]

    A seeded, structure-aware fuzzer over every reader of input. Run it from the checkout, or give the
    checkout with --repo: its seed files are read from there. Prints any problem with its seed and case
    number; exits 0 when there was none, 1 when there was, 2 for a usage error.

      --seed N             the campaign's seed (default 1); --cases N replays its first N cases
      --seconds S          how long to run (default 20)
      --cases N            stop after N cases
      --repo DIR           the checkout whose seed files start the campaign (default .)
      --targets a,b        only these readers: \(FuzzTarget.all.map(\.name).joined(separator: ", "))
      --case-seconds S     a case running longer is a hang (default 10)
      --memory-mb M        the address-space cap, so a runaway allocation is a crash this run reports (default 4096)
      --write-case N FILE  writes case N of the seed to FILE
      --replay FILE        runs one target (--targets NAME) on FILE, with its time and what it printed
    """

/// Exits with a usage error naming `message`.
func usageError(_ message: String) -> Never {
    StandardOutput.writeError("consentsim-fuzz: \(message) (consentsim-fuzz --help)")
    exit(2)
}

/// The number `value` of `flag`, in `range`.
func number(_ value: String, of flag: String, in range: ClosedRange<Int>) -> Int {
    do { return try CheckedNumber.integer(value, in: range, what: flag) } catch { usageError(error.description) }
}

/// The seconds `value` of `flag`, in `range`.
func secondsValue(_ value: String, of flag: String, in range: ClosedRange<Double>) -> Double {
    do { return try CheckedNumber.real(value, in: range, unit: "s", what: flag) } catch { usageError(error.description) }
}

var seed: UInt64 = 1
var seconds = 20.0
var cases = Int.max
var repo = "."
var targetNames: [String]?
var caseSeconds = 10.0
var memoryMegabytes = 4_096
var writeCase: (number: Int, file: String)?
var replay: String?
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    if flag == "--help" || flag == "-h" {
        print(usage)
        exit(0)
    }
    guard let value = arguments.popFirst() else { usageError("\(MessageText.line(flag)) needs a value") }
    switch flag {
    case "--seed":
        guard let parsed = UInt64(value) else { usageError("--seed takes a whole number in 0...\(UInt64.max), not '\(MessageText.line(value))'") }
        seed = parsed
    case "--seconds": seconds = secondsValue(value, of: flag, in: 0...31_536_000)
    case "--cases": cases = number(value, of: flag, in: 0...Int.max)
    case "--repo": repo = value
    case "--targets": targetNames = value.split(separator: ",").map(String.init)
    case "--case-seconds": caseSeconds = secondsValue(value, of: flag, in: 0.001...86_400)
    case "--memory-mb": memoryMegabytes = number(value, of: flag, in: 64...(1 << 30))
    case "--replay": replay = value
    case "--write-case":
        guard let file = arguments.popFirst() else { usageError("--write-case N FILE needs a file") }
        writeCase = (number(value, of: flag, in: 1...Int.max), file)
    default: usageError("unknown option \(MessageText.line(flag))")
    }
}

var targets = FuzzTarget.all
if let targetNames {
    targets = targetNames.compactMap(FuzzTarget.named)
    guard targets.count == targetNames.count else {
        StandardOutput.writeError("consentsim-fuzz: --targets takes some of \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
        exit(2)
    }
}
var campaign = FuzzCampaign(targets: targets, repository: repo, seed: seed)
// Without its seed files a target mutates nothing worth reading: outside the checkout that is a mistake, not a clean run.
if !campaign.missingSeeds.isEmpty {
    StandardOutput.writeError(
        "consentsim-fuzz: no seed files found under \(MessageText.line(repo)) for \(campaign.missingSeeds.joined(separator: ", ")): "
            + "run it from the checkout or give it with --repo DIR")
    exit(2)
}

if let replay {
    guard targets.count == 1, let bytes = try? InputFile.bytes(replay) else {
        StandardOutput.writeError("consentsim-fuzz: --replay FILE needs a readable file and one target (--targets NAME)")
        exit(2)
    }
    let started = DispatchTime.now().uptimeNanoseconds
    let outcome = targets[0].run(bytes)
    let took = DispatchTime.now().uptimeNanoseconds - started
    print("\(targets[0].name): \(outcome.accepted ? "read" : "refused") in \(took / 1_000_000) ms")
    for m in outcome.messages + outcome.boundedMessages { print(MessageText.lines(m, lineLimit: 300, maxLines: 20)) }
    let found = FuzzTarget.problems(in: outcome)
    for p in found { print("PROBLEM \(p)") }
    exit(found.isEmpty ? 0 : 1)
}

if let writeCase {
    var last: (target: FuzzTarget, bytes: [UInt8])?
    for _ in 0..<writeCase.number { last = campaign.next() }
    guard let last else { exit(2) }
    let fd = open(writeCase.file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    _ = last.bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    print("consentsim-fuzz: case \(writeCase.number) (\(last.target.name), \(last.bytes.count) bytes) written to \(writeCase.file)")
    exit(0)
}

// A memory cap turns a runaway allocation into a crash this run reports, not a machine out of memory.
var memoryLimit = rlimit(rlim_cur: rlim_t(memoryMegabytes) << 20, rlim_max: rlim_t(memoryMegabytes) << 20)
_ = setrlimit(Int32(RLIMIT_AS.rawValue), &memoryLimit)

/// The case running now and when it started, for the watchdog and the crash report.
let currentCase = Atomic<Int>(0)
let caseStarted = Atomic<UInt64>(0)
let currentTarget = Atomic<Int>(0)
let campaignSeed = seed
let caseLimit = caseSeconds
let targetNameList = targets.map(\.name)

/// Writes `text` to standard error with write(2) only (async-signal-safe).
func writeRaw(_ text: StaticString) { _ = write(2, text.utf8Start, text.utf8CodeUnitCount) }
func writeRaw(_ number: UInt64) {
    var digits: [UInt8] = []
    var n = number
    repeat {
        digits.append(UInt8(48 + n % 10))
        n /= 10
    } while n > 0
    digits.reverse()
    _ = digits.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

// A crash is reported with the case that caused it, then the signal is re-raised.
for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
    signal(signalNumber) { number in
        writeRaw("PROBLEM seed ")
        writeRaw(campaignSeed)
        writeRaw(" case ")
        writeRaw(UInt64(currentCase.load(ordering: .relaxed)))
        writeRaw(" target ")
        writeRaw(UInt64(currentTarget.load(ordering: .relaxed)))
        writeRaw(": crashed with signal ")
        writeRaw(UInt64(number))
        writeRaw("\n")
        signal(number, SIG_DFL)
        raise(number)
    }
}

// The watchdog: a case that runs past --case-seconds is a hang.
DispatchQueue.global().async {
    while true {
        usleep(200_000)
        let started = caseStarted.load(ordering: .relaxed)
        guard started > 0, DispatchTime.now().uptimeNanoseconds - started > UInt64(caseLimit * 1e9) else { continue }
        let index = currentTarget.load(ordering: .relaxed)
        StandardOutput.writeError(
            "PROBLEM seed \(campaignSeed) case \(currentCase.load(ordering: .relaxed)) (\(targetNameList[index % targetNameList.count])): "
                + "still running after \(caseLimit) s")
        exit(1)
    }
}

let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
var problems = 0
var perTarget: [String: (cases: Int, accepted: Int, slowest: UInt64, slowestCase: Int)] = [:]
while campaign.count < cases, DispatchTime.now().uptimeNanoseconds < deadline {
    let (target, bytes) = campaign.next()
    currentCase.store(campaign.count, ordering: .relaxed)
    currentTarget.store((campaign.count - 1) % targets.count, ordering: .relaxed)
    caseStarted.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    let started = DispatchTime.now().uptimeNanoseconds
    let outcome = target.run(bytes)
    let took = DispatchTime.now().uptimeNanoseconds - started
    caseStarted.store(0, ordering: .relaxed)
    var tally = perTarget[target.name, default: (0, 0, 0, 0)]
    tally.cases += 1
    if outcome.accepted { tally.accepted += 1 }
    if took > tally.slowest { (tally.slowest, tally.slowestCase) = (took, campaign.count) }
    perTarget[target.name] = tally
    for problem in FuzzTarget.problems(in: outcome) {
        problems += 1
        print("PROBLEM seed \(seed) case \(campaign.count) (\(target.name)): \(problem)")
    }
}
for target in targets {
    let t = perTarget[target.name, default: (0, 0, 0, 0)]
    print("  \(target.name): \(t.cases) cases, \(t.accepted) read, slowest \(t.slowest / 1_000_000) ms (case \(t.slowestCase))")
}
print("consentsim-fuzz: seed \(seed), \(campaign.count) cases across \(targets.count) readers, \(problems) problems")
try? StandardOutput.flush()
exit(problems == 0 ? 0 : 1)

import ArgumentParser
import Basics
import Forms
import Scripting

/// `consentsim check-order FILE...`: plays each script (or reads each flow trace) and warns where
/// the order of consent, tracking and ads is one that App Review rejects or Google flags, each
/// warning with the guideline or help page it rests on (`OrderRule`, `OrderCheck`).
struct CheckOrderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-order",
        abstract: "Play scripts (or read flow traces) and warn where the order of consent, tracking and ads risks App Review or Google's policies.",
        discussion: """
            Rules (each warning names its source):
            \(OrderRule.allCases.map { "  \($0.rawValue): \($0.summary)" }.joined(separator: "\n"))
            A *.jsonl file is read as a flow trace (`play --trace`, `run --trace`); other files are played as scripts.
            A script that shows a warning on purpose says so in a comment, `# check-order: <rule> <why>`: its
            warnings of that rule are listed as expected and do not count.
            Exit status 0 when nothing unexpected is flagged, 1 when something is or a file cannot be read.
            """
    )

    @Argument(help: "Scripts (*.keys, *.tape) or folders of them to play, or flow traces (*.jsonl) to read.")
    var files: [String]

    @Option(help: ArgumentHelp("Stop a script that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = SessionLimits.defaultTimeout

    func validate() throws { try SessionLimits.validate(timeout: timeout) }

    func run() throws {
        var flagged = 0, expected = 0, unreadable = 0
        // A folder stands for the scripts under it, as in `consentsim test`.
        var inputs: [String] = []
        for path in files {
            if path.hasSuffix(".jsonl") {
                inputs.append(path)
                continue
            }
            let found = ScriptFiles.findScripts(under: [path], extensions: [".keys", ".tape"])
            for missing in found.missing {
                unreadable += 1
                printError("consentsim: \(MessageText.line(missing)): no such file or directory")
            }
            inputs += found.scripts.sorted()
        }
        for file in inputs {
            let checked: CheckedOrder
            do {
                checked = file.hasSuffix(".jsonl") ? try Self.readTrace(file) : try play(file)
            } catch {
                unreadable += 1
                printError("consentsim: \(MessageText.line("\(error)", limit: 1_000))")
                continue
            }
            for warning in checked.warnings {
                let place = checked.place(of: warning.record)
                if let why = checked.expected[warning.rule] {
                    expected += 1
                    print(
                        MessageText.line(
                            "\(place): expected[\(warning.rule.rawValue)]: \(warning.message) (marked in the script: \(why))", limit: 2_000))
                    print("  source: \(warning.rule.source)")
                    continue
                }
                flagged += 1
                print(MessageText.line("\(place): warning[\(warning.rule.rawValue)]: \(warning.message)", limit: 2_000))
                print("  source: \(warning.rule.source)")
            }
        }
        let marked = expected > 0 ? " (\(expected) expected, marked in their scripts)" : ""
        print("\(flagged) order warning\(flagged == 1 ? "" : "s") in \(inputs.count) file\(inputs.count == 1 ? "" : "s")\(marked)")
        if flagged > 0 || unreadable > 0 { throw ExitCode(1) }
    }

    /// A file's warnings, and the step (or trace line) each record belongs to.
    struct CheckedOrder {
        var file: String
        var warnings: [OrderWarning]
        /// The rules the script shows on purpose (`# check-order:` comments), with why.
        var expected: [OrderRule: String] = [:]
        /// For each step in order: the records written once it was done, and where it was written.
        var steps: [(records: Int, place: String)] = []

        /// Where record `seq` happened: the script step that caused it, or the trace's line.
        func place(of seq: Int) -> String {
            if steps.isEmpty { return "\(file):\(seq + 1)" }
            return steps.first { $0.records > seq }?.place ?? file
        }
    }

    /// Plays the script at `path` with the flow trace kept in memory, and checks it.
    func play(_ path: String) throws -> CheckedOrder {
        let trace = TraceRecords()
        var runner = ScriptRunner(mode: .compare) { EngineHost(trace: trace) }
        runner.timeout = SessionLimits.limit(timeout)
        runner.launchArguments = RunCommand.scriptSettings
        let session = try runner.session(path: path)
        // The observer runs on the session's one thread, step after step.
        nonisolated(unsafe) var steps: [(records: Int, place: String)] = []
        let result = runner.run(session.script, observer: { step, _ in steps.append((trace.count, "\(step.location.trail) (\(step.text))")) })
        if result.failed, let line = result.failureLine {
            printError("consentsim: \(MessageText.line(path)): the script did not pass (\(MessageText.line(line))); its order is checked up to there")
        }
        // The explainer's words are the form's: lint's Apple rules on the form the session ran.
        var findings: [LintFinding] = []
        let formName = session.script.steps.reduce(into: String?.none) { name, step in
            if case .set(.form(let form)) = step.command { name = form }
        }
        if let form = try? FormCache.shared.form(formName) {
            // Apple's explainer rules read only the words, so nothing is measured.
            let wordsOnly = LintEnvironment { _, _ in [] }
            findings = ["A1", "A2", "A3"].compactMap(Linter.rule(id:)).flatMap { $0.check(form, environment: wordsOnly) }
                .filter { !form.lintSuppressions.suppresses($0) }.sorted()
        }
        let marks = OrderRule.expected(inScript: (try? InputFile.text(path)) ?? "")
        if let unknown = marks.unknown.first {
            let rules = OrderRule.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("\(MessageText.line(path)): '# check-order: \(MessageText.line(unknown, limit: 60))' names no rule (rules: \(rules))")
        }
        return CheckedOrder(
            file: path, warnings: OrderCheck.warnings(trace.records, explainerFindings: findings), expected: marks.rules, steps: steps)
    }

    /// Reads a flow trace written by `play --trace` or `run --trace` (JSON Lines), and checks it.
    static func readTrace(_ path: String) throws -> CheckedOrder {
        let text: String
        do { text = try InputFile.text(path) } catch { throw CLIError(error.description) }
        var records: [JSONValue] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            do throws(JSONSyntaxError) {
                records.append(try JSONParser.parse(String(line)))
            } catch {
                throw CLIError("\(MessageText.line(path)):\(index + 1):\(error.location.column): \(error.message)")
            }
        }
        return CheckedOrder(file: path, warnings: OrderCheck.warnings(records))
    }
}

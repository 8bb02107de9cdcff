import ArgumentParser
import Forms
import FoundationEssentials
import Pictures

/// The output formats of `consentsim lint`.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// `file:line:column: severity[RULE]: message` lines and a summary.
    case text
    /// An array of findings.
    case json
    /// SARIF 2.1.0, for CI annotations.
    case sarif
}

/// `consentsim lint`: checks forms against the compliance checklist (`LintSources` names each rule's source).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check forms against the consent rules regulators, the IAB and Apple enforce.",
        discussion: """
            Each finding is one line: file:line:column, severity, rule (G = GDPR/DPA guidance, T = IAB \
            TCF policy, A = Apple) and the reason; --explain RULE prints what the rule asks for and its \
            source. G3 measures the buttons as the renderer draws them (at 44x30 and 80x24). Exit status \
            1 when any form has an error or does not load.

            A form accepts a finding with a reason: `lint: {ignore: [{rule: G3, reason: "..."}]}` for \
            the whole form, or a comment `# lint-ignore G3: reason` at the end of the line (or alone on \
            the line above).

            Rules (one severity each): \(Linter.rules.map { "\($0.id) (\($0.severity))" }.joined(separator: ", ")).
            """)

    @Argument(help: "Forms to check: paths to form files, or names of shipped forms (ump-gdpr-default).")
    var forms: [String] = []

    @Option(help: ArgumentHelp("Print what a rule asks for, its severity and its source, and exit.", valueName: "RULE"))
    var explain: String?

    @Option(help: "Output format: text, json or sarif (SARIF 2.1.0).")
    var format: LintOutputFormat = .text

    func validate() throws {
        if let explain, Linter.rule(id: explain) == nil {
            throw ValidationError("No lint rule '\(explain)'; rules: \((Linter.rules + [Linter.loadRule]).map(\.id).joined(separator: ", ")).")
        }
        if forms.isEmpty && explain == nil { throw ValidationError("Name at least one form (a path or a shipped form's name).") }
    }

    func run() throws {
        if let explain, let rule = Linter.rule(id: explain) {
            writeOutput(LintTextReport.explain(rule))
            return
        }
        var findings: [LintFinding] = []
        var unloaded = 0
        for name in forms {
            do {
                findings += Linter.lint(try FormLibrary.load(name), environment: DrawnButtonAreas.lintEnvironment)
            } catch let errors as FormErrors {
                unloaded += 1
                for line in errors.printedLines { printError(line) }
                // Machine formats carry the load errors too, so CI annotates them.
                if format != .text { findings += Linter.findings(for: errors) }
            } catch {
                unloaded += 1
                printError("consentsim: \(error)")
            }
        }
        switch format {
        case .text:
            var report = LintTextReport.render(findings)
            if unloaded > 0 {
                report.removeLast()
                report += "; \(unloaded) form\(unloaded == 1 ? "" : "s") did not load\n"
            }
            writeOutput(report)
        case .json:
            writeOutput(LintJSONReport.render(findings))
        case .sarif:
            writeOutput(
                LintSARIFReport.render(
                    findings, toolVersion: ConsentsimVersion.string,
                    workingDirectory: FileManager.default.currentDirectoryPath))
        }
        if unloaded > 0 || findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}

import ArgumentParser
import Basics
import Doctor
import Flow
import Forms
import FoundationEssentials
import Simulation
import Store
import TCF

/// `consentsim doctor`: what a real device stored, checked against Google's rules, the app's own ad
/// checks and what a real CMP writes.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check what a real device stored: Google's verdict, the app's own ad checks, Consent Mode, and every problem.",
        discussion: """
            Reads an XML or binary property list (defaults export, the simulator's Library/Preferences plist), \
            Android SharedPreferences XML (adb shell run-as <app> cat shared_prefs/<file>.xml), \
            'store export --format json|simctl|adb', 'defaults read' output, 'defaults write' commands, or \
            key=value lines; the format is recognised by content. Exits 1 when the file cannot be read; \
            otherwise 0, unless --fail-on names a severity that a problem has (then 1, after the report).

            With --batch, reads many devices as a stream (JSON Lines of stored keys, TC string lines \
            'TCSTRING [REGION [YYYY-MM-DD]]', or CSV with a header naming the columns) and writes one JSON \
            line per device to standard output, then a summary (--summary) to standard error or \
            --summary-file. Exits 1 when a line could not be read (after the summary). --merge-summaries adds \
            up the JSON summaries of parts judged apart.
            """)

    /// How the report is printed.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: ArgumentHelp("The dump to check, or - for standard input.", valueName: "file"))
    var file: String = "-"

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("The date the 13-month rule is checked against (default: today, UTC).", valueName: "YYYY-MM-DD"))
    var today: String?

    @Option(
        help: ArgumentHelp(
            "The ATT status to assume: notDetermined, restricted, denied, authorized (default: ATT unavailable).",
            valueName: "status"))
    var att: String?

    @Option(
        help: ArgumentHelp(
            "Where Google sees the request come from: eea (the EEA), uk (the United Kingdom), ch (Switzerland) or other.", valueName: "region"))
    var region: String = AdRequestRegion.other.rawValue

    @Option(
        name: .customLong(SimulatorSettings.certifiedCMPs.flag ?? SimulatorSettings.certifiedCMPs.script),
        help: ArgumentHelp(SimulatorSettings.certifiedCMPs.help, valueName: SimulatorSettings.certifiedCMPs.valueName))
    var certifiedCMPs: String?

    // The flag of `run`'s vendor list, read by the same validating parser.
    @Option(
        name: .customLong(SimulatorSettings.vendorList.flag ?? SimulatorSettings.vendorList.script),
        help: ArgumentHelp(
            "The GVL v3 vendor-list.json the device's app uses, which a TC string's vendor list version is checked against (default: the embedded list).",
            valueName: SimulatorSettings.vendorList.valueName))
    var vendorList: String?

    @Option(
        help: ArgumentHelp(
            "Exit 1 after the report when a problem is this serious or more: error, or warning (any problem).",
            valueName: "severity"))
    var failOn: DoctorSeverity?

    @Option(
        help: ArgumentHelp(
            "Judge many devices, one a line, from this file or - for standard input; writes one JSON line per device.",
            valueName: "file"))
    var batch: String?

    @Option(SimulatorSettings.sdk) var sdk: SettingArgument<SDKRelease>?

    /// How a batch's summary is written.
    enum SummaryFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        case html
    }

    @Option(
        help: ArgumentHelp(
            "With --batch: the summary's format: text, json (one line) or html (a page with bar charts).", valueName: "format"))
    var summary: SummaryFormat = .text

    @Option(help: ArgumentHelp("With --batch: write the summary to this file instead of standard error.", valueName: "path"))
    var summaryFile: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "With --batch: write each device's JSON line to standard output; --no-devices writes only the summary, there unless --summary-file."
        ))
    var devices = true

    @Option(
        help: ArgumentHelp(
            "Add up JSON summaries, one a line as --summary json writes them, from this file or - (a map step's parts), and write the total as --summary says.",
            valueName: "file"))
    var mergeSummaries: String?

    func validate() throws {
        if batch != nil, file != "-" {
            throw ValidationError("give the devices either as --batch FILE or as the dump to check, not both")
        }
        if batch != nil, mergeSummaries != nil {
            throw ValidationError("give either --batch or --merge-summaries, not both")
        }
        if mergeSummaries != nil, file != "-" {
            throw ValidationError("give the summaries either as --merge-summaries FILE or as the dump to check, not both")
        }
        if batch == nil, mergeSummaries == nil, summaryFile != nil {
            throw ValidationError("--summary-file needs --batch or --merge-summaries")
        }
        if batch == nil, !devices {
            throw ValidationError("--no-devices needs --batch")
        }
        if let today {
            do { _ = try CivilDate.checked(today) } catch { throw ValidationError("--today: \(error)") }
        }
        if let att, ATTrackingStatus(name: att) == nil {
            throw ValidationError("--att must be one of \(ATTrackingStatus.allCases.map(\.description).joined(separator: ", "))")
        }
        if AdRequestRegion(rawValue: region.lowercased()) == nil {
            throw ValidationError("--region must be one of \(AdRequestRegion.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        if let batch { return try runBatch(batch) }
        if let mergeSummaries { return try runMerge(mergeSummaries) }
        let list = try vendorList.map(SettingFiles.vendorList)?.list ?? .embedded
        let name = file == "-" ? "<stdin>" : file
        let bytes = try InputBytes.read(file, limit: DeviceDump.maxBytes)
        let dump: DeviceDump.Contents
        do {
            dump = try DeviceDump.read(bytes)
        } catch {
            throw CLIError(error.line(file: name))
        }
        let date = today.flatMap(CivilDate.init(iso8601Date:)) ?? DoctorCommand.utcToday()
        let certified = try certifiedCMPs.map(SettingFiles.certifiedCMPs)?.list ?? .embedded
        let platform = DeviceDoctor.platform(of: dump.domain, format: dump.format)
        // Android has no ATT: an --att option says nothing about an Android dump.
        var report = DeviceDoctor.examine(
            dump.domain, today: date, att: platform == .android ? nil : att.flatMap { ATTrackingStatus(name: $0) },
            region: AdRequestRegion(rawValue: region.lowercased()) ?? .other, vendorList: list, certifiedCMPs: certified,
            androidTypes: dump.androidTypes)
        report.platform = platform
        switch report.sdkInForce(dump.domain, chosen: sdk?.value) {
        case .success(let release): report.judge(dump.domain, sdk: release)
        case .failure(let problem): throw CLIError(problem.message + " (consentsim doctor --help lists the options)", exitCode: 2)
        }
        if let platform {
            let persisted = UMPPersisted.read(from: dump.domain, platform: platform)
            if persisted.consentStatus != .unknown { report.umpConsentStatus = persisted.consentStatus }
        }
        switch format {
        case .json: print(report.json(file: name, format: dump.format.rawValue).serialized(pretty: true))
        case .text: print(report.text(file: name, format: dump.format.rawValue))
        }
        if let failOn, report.problems.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
    }

    /// Today's UTC date from the system clock.
    static func utcToday() -> CivilDate {
        CivilDate(daysSinceEpoch: Int(Date().timeIntervalSince1970 / 86_400))
    }
}

extension DoctorSeverity: ExpressibleByArgument {}

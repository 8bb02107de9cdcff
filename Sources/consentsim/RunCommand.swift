import ArgumentParser
import Forms
import TCF

/// The default command: until the terminal UI lands, describes the embedded default form and the commands.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the simulator on a form (default: the embedded default form)."
    )

    func run() throws {
        let form = FormLibrary.defaultForm
        var lines = [
            "consentsim \(ConsentsimVersion.string) — mobile ad-consent flow simulator",
            "",
            "Embedded default form: \(FormLibrary.fileName(of: FormLibrary.defaultFormName))",
            "  SDK mirrored:   \(form.sdk)",
            "  App:            \(form.app.name) (\(form.app.bundleID))",
            "  Languages:      \(form.languages.list.map { "\($0)" }.joined(separator: ", "))",
        ]
        if let ump = form.ump {
            lines.append("  Vendor list:    IAB GVL v3 version \(ump.vendorList.vendorListVersion), \(ump.shownVendors.count) vendors shown")
            lines.append("  First layer:    \(ump.firstLayer.buttons.map { "\($0)" }.joined(separator: " / "))")
        }
        lines += [
            "",
            "Shipped forms: \(FormLibrary.names.joined(separator: ", "))",
            "",
            "Commands:",
            "  consentsim tc decode <TC string> [--json]   decode a TCF v2 TC string",
            "  consentsim tc encode [FILE|-]               encode a TC model (JSON) into a TC string",
            "  consentsim tc keys <TC string>              the IABTCF_* in-app keys the string implies",
            "  consentsim store show|export|import|reset   the simulated device store",
            "",
            "The terminal UI is not built yet: `consentsim run` shows this summary.",
        ]
        print(lines.joined(separator: "\n"))
    }
}

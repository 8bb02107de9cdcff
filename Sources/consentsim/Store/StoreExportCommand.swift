import ArgumentParser
import Store
import TCF

extension StoreExportFormat: ExpressibleByArgument {}

/// `store export`: the domain as JSON, plist, Android SharedPreferences XML, or device commands.
struct StoreExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the domain as json, plist, android (SharedPreferences XML), simctl or adb commands."
    )

    @OptionGroup var options: StoreOptions

    @Option(help: "The output format.")
    var format: StoreExportFormat = .json

    func run() throws {
        let store = try options.makeStore()
        let domain = try store.loadExisting()
        do {
            // The CMP API's Numbers are what ad SDKs read with getInt on Android.
            writeOutput(try StoreExport.render(domain, as: format, bundleID: options.bundleID, readWithGetInt: InAppKey.numberKeys))
        } catch {
            throw CLIError("\(store.path): cannot export: \(error)")
        }
    }
}

import ArgumentParser
import Flow
import Forms
import Simulation
import TCF

/// The options of `consentsim run` that set up the simulated device and app: one line each, with
/// the flag, help, value names and error texts taken from the option's entry in `SimulatorSettings.options`.
struct SimulatorFlags: ParsableArguments {
    @Option(SimulatorSettings.platform) var platform: SettingArgument<DevicePlatform>?
    @Option(SimulatorSettings.geography) var geography: SettingArgument<SimulatedGeography>?
    @Option(SimulatorSettings.att) var att: SettingArgument<ATTInitialState>?
    @Option(SimulatorSettings.iosVersion) var ios: SettingArgument<IOSVersion>?
    @Option(SimulatorSettings.order) var order: SettingArgument<ATTOrder>?
    @Option(SimulatorSettings.language) var language: SettingArgument<LanguageCode>?
    @Flag(SimulatorSettings.underAge) var underAge = false
    @Flag(SimulatorSettings.debugDevice) var debugDevice: Bool?
    @Flag(SimulatorSettings.requiresAds) var requiresAds = false
    @Option(SimulatorSettings.attDenial) var attDenial: SettingArgument<ATTDenialPolicy>?
    @Option(SimulatorSettings.reprompt) var reprompt: SettingArgument<RepromptRule>?
    @Option(SimulatorSettings.keyProfile) var keysProfile: SettingArgument<KeyProfile>?
    @Option(
        name: .customLong(SimulatorSettings.vendorList.flag ?? SimulatorSettings.vendorList.script),
        help: ArgumentHelp(SimulatorSettings.vendorList.help, valueName: SimulatorSettings.vendorList.valueName))
    var vendorList: String?
    @Option(SimulatorSettings.umpError) var umpError: SettingArgument<UMPErrorChoice>?
    @Option(SimulatorSettings.expiry) var expiry: SettingArgument<UMPExpiryBehaviour>?
    @Option(
        name: .customLong(SimulatorSettings.certifiedCMPs.flag ?? SimulatorSettings.certifiedCMPs.script),
        help: ArgumentHelp(SimulatorSettings.certifiedCMPs.help, valueName: SimulatorSettings.certifiedCMPs.valueName))
    var certifiedCMPs: String?
    @Option(SimulatorSettings.tcfVersion) var tcfVersion: SettingArgument<CMPTCFVersion>?
    @Option(SimulatorSettings.advertisingID) var adID: SettingArgument<AdvertisingIDState>?
    @Option(SimulatorSettings.testDeviceIDs) var testDeviceIDs: SettingArgument<[String]>?
    @Option(SimulatorSettings.androidGDPRApplies) var androidGDPRApplies: SettingArgument<UMPGDPRAppliesWrite>?
    @Option(SimulatorSettings.sdk) var sdk: SettingArgument<SDKRelease>?
    @Option(SimulatorSettings.consentSyncID) var consentSyncID: SettingArgument<String>?
    @Option(SimulatorSettings.announced) var announced: SettingArgument<AnnouncedRulesSwitch>?

    /// The settings these options chose, and the vendor list file to read at launch.
    var chosen: (settings: SimulatorSettings, vendorListPath: String?) {
        var settings =
            SimulatorSettings(
                language: language?.value, geography: geography?.value, att: att?.value, iosVersion: ios?.value,
                order: order?.value, underAge: underAge ? true : nil, debugDevice: debugDevice,
                requiresAds: requiresAds ? true : nil, attDenial: attDenial?.value, reprompt: reprompt?.value,
                keyProfile: keysProfile?.value, umpError: umpError?.value, expiry: expiry?.value,
                tcfVersion: tcfVersion?.value, platform: platform?.value, advertisingID: adID?.value,
                testDeviceIDs: testDeviceIDs?.value, androidGDPRApplies: androidGDPRApplies?.value)
        settings.sdk = sdk?.value
        settings.consentSyncID = consentSyncID?.value
        settings.announced = announced?.value
        return (settings, vendorList)
    }
}

extension SimulatorFlags {
    /// `--certified-cmps FILE` through its reader; the error names the file and line:column or JSON path.
    @Sendable static func certifiedCMPsFile(_ path: String) throws -> CertifiedCMPListFile {
        switch SimulatorSettings.certifiedCMPs.scriptValue(path) {
        case .success(let file): return file
        case .failure(let error): throw CLIError(error.message)
        }
    }

    /// `--vendor-list FILE` through the validating parser; the error names the file and line:column.
    @Sendable static func vendorListFile(_ path: String) throws -> VendorListFile {
        switch SimulatorSettings.vendorList.scriptValue(path) {
        case .success(let file): return file
        case .failure(let error): throw CLIError(error.message)
        }
    }
}

/// A value the command line reads through its option's name table (`--order att-first`).
package protocol SimulatorOptionValue: Hashable, Sendable {
    /// The option whose table names the values.
    static var option: SimulatorOption<Self> { get }
}

/// A simulator setting's value as ArgumentParser reads it: through its option's table (command-line
/// names, ignoring case). A wrapper rather than a conformance of the value types, because several are
/// TCF's public types, whose `ExpressibleByArgument` witnesses would then have to be public here.
struct SettingArgument<Value: SimulatorOptionValue>: ExpressibleByArgument {
    /// The value read.
    let value: Value

    init?(argument: String) {
        guard let value = Value.option.flagValue(argument) else { return nil }
        self.value = value
    }

    /// The names the command line lists in help and errors.
    static var allValueStrings: [String] { Value.option.flagNames }
}

extension SimulatedGeography: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.geography } }

extension ATTInitialState: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.att } }

extension IOSVersion: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.iosVersion } }

extension ATTOrder: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.order } }

extension LanguageCode: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.language } }

extension ATTDenialPolicy: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.attDenial } }

extension RepromptRule: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.reprompt } }

extension KeyProfile: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.keyProfile } }

extension UMPErrorChoice: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.umpError } }

extension UMPExpiryBehaviour: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.expiry } }

extension DevicePlatform: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.platform } }

extension AdvertisingIDState: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.advertisingID } }

extension [String]: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.testDeviceIDs } }

extension UMPGDPRAppliesWrite: SimulatorOptionValue {
    package static var option: SimulatorOption<Self> { SimulatorSettings.androidGDPRApplies }
}

extension SDKRelease: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.sdk } }

extension String: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.consentSyncID } }

extension AnnouncedRulesSwitch: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.announced } }

extension CMPTCFVersion: SimulatorOptionValue { package static var option: SimulatorOption<Self> { SimulatorSettings.tcfVersion } }

extension Option {
    /// The option of a simulator setting: its flag, help and value placeholder from the table.
    init<T: SimulatorOptionValue>(_ option: SimulatorOption<T>) where Value == SettingArgument<T>? {
        self.init(name: .customLong(option.flag ?? option.script), help: ArgumentHelp(option.help, valueName: option.valueName))
    }
}

extension Flag where Value == Bool {
    /// A Boolean simulator setting that the command line can only turn on (`--under-age`).
    init(wrappedValue: Bool, _ option: SimulatorOption<Bool>) {
        self.init(wrappedValue: wrappedValue, name: .customLong(option.flag ?? option.script), help: ArgumentHelp(option.help))
    }
}

extension Flag where Value == Bool? {
    /// A Boolean simulator setting the command line turns on or off (`--debug-device`, `--no-debug-device`).
    init(_ option: SimulatorOption<Bool>) {
        self.init(name: .customLong(option.flag ?? option.script), inversion: .prefixedNo, help: ArgumentHelp(option.help))
    }
}

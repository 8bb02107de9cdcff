import ArgumentParser
import Basics
import TCF

/// `consentsim tc keys`: the in-app `IABTCF_*` keys a CMP would store for a TC string.
struct TCKeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the IABTCF_* in-app keys a TC string implies, as JSON with typed values.")

    @Argument(help: "The TC string.")
    var tcString: String

    // `.unconditional`: `--cmp-sdk-id -1` is read as a value (and then refused), not as an unknown option.
    @Option(parsing: .unconditional, help: "IABTCF_gdprApplies: 1 or 0.")
    var gdprApplies: Int = 1

    @Option(parsing: .unconditional, help: "IABTCF_CmpSdkID, 0 to 4095 (default: the string's CMP id).")
    var cmpSdkId: Int?

    @Option(parsing: .unconditional, help: "IABTCF_CmpSdkVersion, 0 to 4095 (default: the string's CMP version).")
    var cmpSdkVersion: Int?

    @Option(help: "Google Additional Consent string for IABTCF_AddtlConsent, e.g. 2~1.35~dv.9.")
    var additionalConsent: String?

    func validate() throws {
        guard gdprApplies == 0 || gdprApplies == 1 else { throw ValidationError("--gdpr-applies must be 0 or 1, not \(gdprApplies)") }
        // The TC string's CmpId and CmpVersion fields are 12 bits (TCF v2 core string), and the
        // in-app keys carry the same numbers.
        if let cmpSdkId, !(0...4095).contains(cmpSdkId) { throw ValidationError("--cmp-sdk-id must be 0 to 4095, not \(cmpSdkId)") }
        if let cmpSdkVersion, !(0...4095).contains(cmpSdkVersion) {
            throw ValidationError("--cmp-sdk-version must be 0 to 4095, not \(cmpSdkVersion)")
        }
    }

    func run() throws {
        let model: TCModel
        do { model = try TCString.decode(tcString) } catch { throw CLIError("\(error)") }
        if let ac = additionalConsent {
            do { _ = try AdditionalConsent(parsing: ac) } catch { throw CLIError("\(error)") }
        }
        let context = InAppContext(
            gdprApplies: gdprApplies == 1, cmpSdkID: cmpSdkId ?? model.cmpId,
            cmpSdkVersion: cmpSdkVersion ?? model.cmpVersion, additionalConsent: additionalConsent)
        let keys = InAppKeys.derive(model: model, tcString: tcString, context: context)
        print(JSONValue.object(JSONObject(keys.map { ($0.key, $0.value.json) })).serialized(pretty: true))
    }
}

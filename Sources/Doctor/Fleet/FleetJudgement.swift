import Basics
import Flow
import Store
import TCF

/// What a batch assumes where a line does not say: the date, the region, the ATT status and the
/// certified-CMP list (the flags of `doctor`).
package struct FleetDefaults: Hashable, Sendable {
    /// The date the rules are applied on.
    package var today: CivilDate
    /// Where Google sees the requests come from.
    package var region: AdRequestRegion
    /// The ATT status (nil: ATT unavailable).
    package var att: ATTrackingStatus?
    /// The CMP ids Google has certified.
    package var certifiedCMPs: CertifiedCMPList

    /// Defaults; see the properties.
    package init(today: CivilDate, region: AdRequestRegion = .other, att: ATTrackingStatus? = nil, certifiedCMPs: CertifiedCMPList = .embedded) {
        self.today = today
        self.region = region
        self.att = att
        self.certifiedCMPs = certifiedCMPs
    }
}

/// One device's verdict as a batch reports it: what `doctor` says of the same keys, reduced to what
/// a summary counts.
package struct FleetJudgement: Hashable, Sendable {
    /// Google's verdict (`ServingVerdict.google`, as `doctor` and the app read the keys).
    package var verdict: AdEligibility
    /// The Consent Mode signals inferred from the string, or nil where nothing is inferred.
    package var consentMode: ConsentMode?
    /// The platform the keys say they come from, if they say.
    package var platform: DevicePlatform?

    /// The rule that decided: the first the reasons name (`decidedBy.first`, without listing the rest).
    package var rule: ServingRuleID? { verdict.reasonDetails.lazy.compactMap(\.rule).first }
    /// Google's TCF error code of the most decisive reason that has one.
    package var code: String? { verdict.reasonDetails.lazy.compactMap(\.code).first }

    /// The judgement of `device`, as `doctor` judges the same keys: the platform told by the keys,
    /// no ATT on Android, the line's region, date and ATT status over `defaults`.
    package static func judge(_ device: FleetDevice, defaults: FleetDefaults) -> FleetJudgement {
        let platform = DeviceDoctor.platform(of: device.domain, format: .storeJSON)
        let today = device.today ?? defaults.today
        let att = platform == .android ? nil : device.att ?? defaults.att
        let context = ServingContext(today: today, region: device.region ?? defaults.region, certifiedCMPs: defaults.certifiedCMPs)
        let verdict = ServingVerdict.google(device.domain, VerdictInputs(platform: .ios, att: att, context: context))
        return FleetJudgement(verdict: verdict, consentMode: consentMode(device.domain, today: today), platform: platform)
    }

    /// Consent Mode as `doctor` reads it (`ConsentModeReadings`: Firebase's reading of the TCF keys,
    /// overlaid by UMP's stored values), or nil where nothing is read.
    static func consentMode(_ domain: StoreDomain, today: CivilDate) -> ConsentMode? {
        var keys: [String: InAppValue] = [:]
        // Only the keys Firebase's reading reads, looked up, as the app gathers them
        // (`AppState.consentModeReadings`), into a dictionary that grows as they are found: a TC
        // string line has one of them, and room reserved for all five cost more than the lookups.
        for key in ConsentMode.firebaseTCFKeys {
            if let value = domain[key], let v = ServingVerdict.inAppValue(value) { keys[key] = v }
        }
        if let gdpr = ServingVerdict.gdprApplies(domain[InAppKey.gdprApplies], platform: .ios) { keys[InAppKey.gdprApplies] = gdpr }
        let mode = ConsentModeReadings.read(tcfKeys: keys, umpValues: domain[UMPConsentModeValues.key], today: today).effective
        return mode.values.isEmpty ? nil : mode
    }

    /// What a summary counts of this judgement.
    package var tally: FleetTally {
        FleetTally(verdict: verdict.kind, code: code, rule: rule, lift: verdict.lift?.description)
    }

    /// The judgement as one JSON object on one line (no line end), members in a fixed order:
    /// `line`, `verdict`, `rule`, `code`, `lift`, `liftTo`, `ifNotCertified`, `platform`, `consentMode`.
    package func appendJSONLine(line: Int, to out: inout [UInt8]) {
        Self.appendLineMember(line, to: &out)
        appendJSONTail(to: &out)
    }

    /// `{"line":N`, the start of a device's line.
    static func appendLineMember(_ line: Int, to out: inout [UInt8]) {
        out.append(literal: #"{"line":"#)
        out.append(utf8: String(line))
    }

    /// The members after `line`, to the closing brace: all of the line that does not depend on where
    /// the device stands in the input.
    func appendJSONTail(to out: inout [UInt8]) {
        out.append(literal: #","verdict":""#)
        out.append(utf8: verdict.kind.rawValue)
        out.append(literal: #"","rule":"#)
        Self.append(rule?.rawValue, to: &out)
        out.append(literal: #","code":"#)
        Self.append(code, to: &out)
        out.append(literal: #","lift":"#)
        Self.append(verdict.lift?.change, to: &out)
        out.append(literal: #","liftTo":"#)
        Self.append(verdict.lift?.to?.rawValue, to: &out)
        out.append(literal: #","ifNotCertified":"#)
        Self.append(verdict.ifNotCertified?.rawValue, to: &out)
        out.append(literal: #","platform":"#)
        Self.append(platform?.rawValue, to: &out)
        out.append(literal: #","consentMode":"#)
        if let consentMode {
            out.append(UInt8(ascii: "{"))
            for (i, signal) in ConsentModeSignal.allCases.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\""))
                out.append(utf8: signal.rawValue)
                out.append(literal: #"":""#)
                out.append(utf8: consentMode[signal].rawValue)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: "}"))
        } else {
            out.append(literal: "null")
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The line a device that could not be read gets, so output lines stay one for one with input lines.
    package static func appendErrorLine(line: Int, format: FleetFormat, error: FleetLineError, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"line":"#.utf8)
        out.append(contentsOf: String(line).utf8)
        out.append(contentsOf: #","column":"#.utf8)
        out.append(contentsOf: String(error.column).utf8)
        out.append(contentsOf: #","error":"#.utf8)
        append(format.rawValue + ": " + MessageText.line(error.message, limit: 400), to: &out)
        out.append(UInt8(ascii: "}"))
    }

    static func append(_ text: String?, to out: inout [UInt8]) {
        guard let text else { return out.append(literal: "null") }
        JSONValue.writeString(text, to: &out)
    }
}

/// What a summary counts of one device: its serving mode, error code, deciding rule and least change.
package struct FleetTally: Hashable, Sendable {
    /// The serving mode.
    package var verdict: AdRequestKind
    /// Google's TCF error code, if any.
    package var code: String?
    /// The rule that decided, if any.
    package var rule: ServingRuleID?
    /// The least change that would lift the device, in words, if any.
    package var lift: String?
}

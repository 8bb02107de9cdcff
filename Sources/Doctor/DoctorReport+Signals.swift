import Basics
import Flow
import TCF

extension DoctorReport {
    /// Which of Google's readers would hold which Consent Mode values, and the result.
    var consentModeLines: [String] {
        let r = consentModeReadings
        var lines = ["Consent Mode (what Firebase ends with): \(r.effective.summary)"]
        if let gap = r.firebaseTCFGap {
            lines.append("  Firebase from the IABTCF keys: nothing, " + MessageText.line(gap.message, limit: Self.lineLimit))
        } else {
            lines.append("  Firebase from the IABTCF keys: \(r.firebaseTCF.summary)")
        }
        if let ump = r.ump {
            lines.append("  UMP's own (\(UMPConsentModeValues.key) \(ump)): \(ump.summary)")
        } else if let text = r.unreadableUMPValue {
            lines.append("  UMP's own: \(UMPConsentModeValues.key) is " + MessageText.line(text, limit: Self.lineLimit) + ", unreadable")
        } else {
            lines.append("  UMP's own: no \(UMPConsentModeValues.key) stored")
        }
        return lines
    }

    /// The GPP sections and the other US signals, and whether Google restricts data processing.
    var usPrivacyLines: [String] {
        let s = usSignals
        var lines: [String] = []
        if !s.hasGPPString {
            lines.append("US privacy (GPP): no \(GPPUSNational.gppStringKey) stored")
        } else if let ids = s.sectionIDs {
            let inForce = s.sectionsInForce.map { " (in force per \(GPPUSNational.gppSIDKey): \($0.map(String.init).joined(separator: "_")))" } ?? ""
            lines.append("US privacy (GPP): sections " + ids.map(DeviceSignals.sectionName).joined(separator: ", ") + inForce)
            for section in s.usSections {
                lines.append("  \(section.name): \(Self.optOutWords(section))")
            }
        } else {
            lines.append("US privacy (GPP): \(GPPUSNational.gppStringKey) is unreadable")
        }
        lines.append("  Restricted data processing: " + (s.restrictedDataProcessing.map { MessageText.line($0, limit: Self.lineLimit) } ?? "no"))
        return lines
    }

    /// "sale opted out, sharing did not opt out, targeted advertising not applicable".
    static func optOutWords(_ section: GPPReader.USOptOuts) -> String {
        func word(_ v: Int) -> String {
            switch v {
            case 1: "opted out"
            case 2: "did not opt out"
            case 0: "not applicable"
            default: "invalid (\(v))"
            }
        }
        return [("sale", section.sale), ("sharing", section.sharing), ("targeted advertising", section.targetedAdvertising)]
            .compactMap { name, value in value.map { "\(name) \(word($0))" } }.joined(separator: ", ")
    }
}

extension ConsentMode {
    /// `{"ad_storage": "granted", …}`.
    var doctorJSON: JSONValue { .object(JSONObject(ConsentModeSignal.allCases.map { ($0.rawValue, .string(self[$0].rawValue)) })) }
}

extension ConsentModeReadings {
    /// Each reader's values: `{"firebaseTCF": {…, "gap": …}, "ump": {"stored": "4444", …} | null}`.
    var doctorJSON: JSONValue {
        var firebase: [(String, JSONValue)] = [("signals", firebaseTCF.doctorJSON)]
        firebase.append(("gap", firebaseTCFGap.map { .string($0.message) } ?? .null))
        var umpValue: JSONValue = .null
        if let ump {
            umpValue = .object(
                JSONObject([
                    ("stored", .string(ump.description)),
                    ("digits", .object(JSONObject(ConsentModeSignal.allCases.map { ($0.rawValue, .string(ump[$0].description)) }))),
                ]))
        }
        return .object(
            JSONObject([
                ("firebaseTCF", .object(JSONObject(firebase))), ("ump", umpValue),
                ("umpUnreadable", unreadableUMPValue.map(JSONValue.string) ?? .null),
            ]))
    }
}

extension USPrivacySignals {
    /// `{"gppSections": [7], "inForce": [7], "usSections": [{…}], "restrictedDataProcessing": …}`.
    var doctorJSON: JSONValue {
        func ints(_ ids: [Int]?) -> JSONValue { ids.map { .array($0.map { .int(Int64($0)) }) } ?? .null }
        func optional(_ v: Int?) -> JSONValue { v.map { .int(Int64($0)) } ?? .null }
        return .object(
            JSONObject([
                ("gppString", .bool(hasGPPString)), ("gppSections", ints(sectionIDs)), ("inForce", ints(sectionsInForce)),
                (
                    "usSections",
                    .array(
                        usSections.map { s in
                            .object(
                                JSONObject([
                                    ("id", .int(Int64(s.sectionID))), ("name", .string(s.name)), ("sale", .int(Int64(s.sale))),
                                    ("sharing", optional(s.sharing)), ("targetedAdvertising", optional(s.targetedAdvertising)),
                                ]))
                        })
                ),
                ("restrictedDataProcessing", restrictedDataProcessing.map(JSONValue.string) ?? .null),
            ]))
    }
}

extension LegacyConsentSDKReading {
    /// The SDK's name on the key's platform.
    var sdkName: String {
        key == PACConstants.userDefaultsRootKey ? "PersonalizedAdConsent (iOS)" : "the Consent SDK for Android (\(PACAndroidStorage.preferencesFile))"
    }

    /// "Legacy consent SDK: …", the status as the SDK reads it back, and any note.
    var lines: [String] {
        let s = status
        var out = ["Legacy consent SDK, \(sdkName), \(key): consent status \(s.consentStatus.storedString)"]
        out.append(
            "  in EEA or unknown \(s.isRequestInEEAOrUnknown), under age of consent \(s.tagForUnderAgeOfConsent), "
                + "non-personalized publisher id \(s.hasAnyNonPersonalizedPublisherIdentifier), "
                + "providers \(s.adProviders.count) (\(s.consentedProviders.count) consented)"
                + (s.consentSource.map { ", set by \($0.rawValue)" } ?? ""))
        for note in notes { out.append("  - " + MessageText.line(note, limit: DoctorReport.lineLimit)) }
        return out
    }

    /// `{"key": …, "consentStatus": …, …}`.
    var doctorJSON: JSONValue {
        let s = status
        return .object(
            JSONObject([
                ("key", .string(key)), ("consentStatus", .string(s.consentStatus.storedString)),
                ("consentSource", s.consentSource.map { .string($0.rawValue) } ?? .null),
                ("isRequestInEEAOrUnknown", .bool(s.isRequestInEEAOrUnknown)), ("tagForUnderAgeOfConsent", .bool(s.tagForUnderAgeOfConsent)),
                ("providers", .int(Int64(s.adProviders.count))), ("consentedProviders", .int(Int64(s.consentedProviders.count))),
                ("notes", .array(notes.map(JSONValue.string))),
            ]))
    }
}

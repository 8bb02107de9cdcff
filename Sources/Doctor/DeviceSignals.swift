import Basics
import Flow
import Store
import TCF

/// The US privacy signals a dump holds beside the IABTCF keys, as Google Mobile Ads reads them.
package struct USPrivacySignals: Hashable, Sendable {
    /// Whether `IABGPP_HDR_GppString` is stored (as any type).
    package var hasGPPString = false
    /// The section ids its header lists; nil when absent or unreadable.
    package var sectionIDs: [Int]?
    /// `IABGPP_GppSID` read as section ids; nil when absent or not such a list.
    package var sectionsInForce: [Int]?
    /// The opt-outs of each readable US section (usnat, usca … usri).
    package var usSections: [GPPReader.USOptOuts] = []
    /// Why Google restricts data processing (`RestrictedDataProcessing.reason`); nil when it does not.
    package var restrictedDataProcessing: String?

    /// Signals; the defaults are "nothing stored".
    package init() {}
}

/// Reads the signals other than the TCF keys that `doctor` reports.
package enum DeviceSignals {
    /// The US privacy signals of `domain`.
    package static func usPrivacy(in domain: StoreDomain) -> USPrivacySignals {
        var signals = USPrivacySignals()
        if let stored = domain[GPPUSNational.gppStringKey] {
            signals.hasGPPString = true
            if case .string(let gpp) = stored {
                signals.sectionIDs = GPPReader.sectionIDs(gpp)
                signals.usSections = GPPReader.usOptOuts(gpp) ?? []
            }
        }
        if case .string(let sid)? = domain[GPPUSNational.gppSIDKey] { signals.sectionsInForce = GPPReader.sectionsInForce(sid) }
        signals.restrictedDataProcessing = RestrictedDataProcessing.reason(in: domain)
        return signals
    }

    /// What is wrong with the GPP keys of `domain`: a string no reader can decode, a section list
    /// that is not ids joined by `_`, or one that names sections the string does not hold.
    package static func gppProblems(in domain: StoreDomain, signals: USPrivacySignals) -> [DoctorProblem] {
        var out: [DoctorProblem] = []
        let stringKey = GPPUSNational.gppStringKey
        let sidKey = GPPUSNational.gppSIDKey
        if let stored = domain[stringKey] {
            if case .string = stored {
                if signals.sectionIDs == nil {
                    out.append(DoctorProblem(key: stringKey, message: "\(stringKey) has no readable GPP header: readers ignore it"))
                }
            } else {
                out.append(DoctorProblem(key: stringKey, message: "\(stringKey) is stored as a \(stored.typeName); the GPP spec requires a String"))
            }
        }
        if let stored = domain[sidKey] {
            if case .string = stored {
                if signals.sectionsInForce == nil {
                    out.append(DoctorProblem(key: sidKey, message: "\(sidKey) is not section ids joined by _ (such as 7 or 2_7)"))
                } else if let inForce = signals.sectionsInForce, let present = signals.sectionIDs {
                    let missing = inForce.filter { !present.contains($0) }
                    if !missing.isEmpty {
                        out.append(
                            DoctorProblem(
                                key: sidKey,
                                message:
                                    "\(sidKey) names section \(missing.map(String.init).joined(separator: ", ")) that \(stringKey) does not hold",
                                severity: .warning))
                    }
                }
            } else {
                out.append(DoctorProblem(key: sidKey, message: "\(sidKey) is stored as a \(stored.typeName); the GPP spec requires a String"))
            }
        } else if signals.hasGPPString {
            out.append(
                DoctorProblem(
                    key: sidKey, message: "\(stringKey) is stored without \(sidKey): readers cannot tell which sections are in force",
                    severity: .warning))
        }
        return out
    }

    /// The name of a GPP section id (`usnat`, `tcfeuv2`) or its number.
    package static func sectionName(_ id: Int) -> String {
        if let layout = GPPReader.usSections.first(where: { $0.id == id }) { return layout.name }
        switch id {
        case 2: return "tcfeuv2"
        case 5: return "tcfcav1"
        case 6: return "uspv1"
        default: return "section \(id)"
        }
    }
}

/// The legacy Consent SDK's stored status in a dump: iOS's `personalized_ad_status` dictionary, or
/// Android's `consent_string` (in `mobileads_consent.xml`, or alone when that file is the dump).
package struct LegacyConsentSDKReading: Hashable, Sendable {
    /// The key it was read from.
    package var key: String
    /// The status as the SDK reads it back.
    package var status: PACStoredStatus
    /// What the SDK would have done with fields it cannot read.
    package var notes: [String]

    /// The platform whose library keeps the status under `key`.
    package var platform: DevicePlatform { key == PACConstants.userDefaultsRootKey ? .ios : .android }
}

extension DeviceSignals {
    /// The legacy Consent SDK's status in `domain`, nil when it holds none.
    package static func legacyConsentSDK(in domain: StoreDomain) -> LegacyConsentSDKReading? {
        for key in [PACAndroidStorage.storeKey, PACAndroidStorage.key] {
            guard let stored = domain[key] else { continue }
            let (status, notes) = PACStoredStatus.read(PACAndroidStorage.storedStatus(stored))
            return LegacyConsentSDKReading(key: key, status: status, notes: notes)
        }
        guard let stored = domain[PACConstants.userDefaultsRootKey] else { return nil }
        let (status, notes) = PACStoredStatus.read(stored)
        return LegacyConsentSDKReading(key: PACConstants.userDefaultsRootKey, status: status, notes: notes)
    }
}

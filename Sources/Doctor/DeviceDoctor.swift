import Basics
import Flow
import Store
import TCF

/// How serious a problem is, for `doctor --fail-on`.
package enum DoctorSeverity: String, Sendable, CaseIterable, Comparable {
    /// Worth a look, but every reader gets what was meant: a string that expires soon, an older list,
    /// a key a real CMP would not write.
    case warning
    /// A reader gets something else than was meant, or nothing: a wrong type, keys that disagree
    /// with the string, an expired or undecodable string.
    case error

    package static func < (a: DoctorSeverity, b: DoctorSeverity) -> Bool { a == .warning && b == .error }
}

/// One thing wrong with what a device stored: Google's TCF error code where one applies, the key it
/// concerns, what is wrong, and how serious it is.
package struct DoctorProblem: Hashable, Sendable {
    /// Google's TCF error code (support.google.com/admob/answer/9999955), or nil.
    package var code: String?
    /// The key concerned, or nil when the problem spans keys.
    package var key: String?
    /// What is wrong.
    package var message: String
    /// How serious it is.
    package var severity: DoctorSeverity

    /// A problem.
    package init(code: String? = nil, key: String?, message: String, severity: DoctorSeverity = .error) {
        self.code = code
        self.key = key
        self.message = message
        self.severity = severity
    }
}

/// What `consentsim doctor` found in a device's stored keys.
package struct DoctorReport: Hashable, Sendable {
    /// The date the age checks used.
    package var today: CivilDate
    /// The ATT status assumed (nil: not given, ATT unavailable).
    package var att: ATTrackingStatus?
    /// Where the ad request is assumed to come from.
    package var region: AdRequestRegion
    /// How many `IABTCF_` keys were stored.
    package var tcfKeyCount: Int
    /// Google's serving verdict.
    package var googleVerdict: AdEligibility
    /// The app's own ad checks (`canShowAds()`, `canShowPersonalizedAds()`).
    package var appChecks: AppChecks
    /// The Consent Mode v2 signals Firebase ends up with (`consentModeReadings.effective`).
    package var consentMode: ConsentMode { consentModeReadings.effective }
    /// What each of Google's readers holds for Consent Mode: Firebase from the IABTCF keys, UMP's own.
    package var consentModeReadings: ConsentModeReadings
    /// Every problem, in a stable order: key/string disagreements, staleness, then keys a CMP would not write.
    package var problems: [DoctorProblem]
    /// The platform the dump comes from (`DeviceDoctor.platform`); nil when it does not say.
    package var platform: DevicePlatform? = nil
    /// The consent status UMP cached on that platform, if the dump holds it.
    package var umpConsentStatus: UMPConsentStatus? = nil
    /// The consent SDK release the report assumes (`--sdk`; default the latest UMP of the platform).
    package var sdk: SDKRelease? = nil
    /// What an app on each platform would serve with these keys, iOS first.
    package var servingByPlatform: [PlatformServing] = []
    /// The US privacy signals stored beside the IABTCF keys (GPP, US Privacy, `gad_rdp`).
    package var usSignals = USPrivacySignals()
    /// The legacy Consent SDK's (PersonalizedAdConsent, Android's Consent SDK) stored status.
    package var legacyConsentSDK: LegacyConsentSDKReading?
}

/// What an app on one platform would serve with a dump's keys: Google reads the same IABTCF keys on
/// both, so the verdict's kind is the same; what differs is the device identifier the request can
/// carry (iOS: the IDFA, only with ATT authorized; Android: the advertising ID, zeros once deleted)
/// and the app's own personalized check, which asks ATT on iOS only (the Platforms article).
package struct PlatformServing: Hashable, Sendable {
    /// The platform.
    package var platform: DevicePlatform
    /// Google's verdict there.
    package var verdict: AdEligibility
    /// The app's own checks there.
    package var appChecks: AppChecks
    /// What an app there requests on the verdict (`ServingVerdict.request`: `npa=1` when its
    /// `canShowPersonalizedAds()` is false), as the app's own verdict reads it.
    package var request: AdEligibility
    /// What the request carries as the device's identifier, in words (`IDFA`, `no IDFA (ATT denied)`).
    package var identifier: String
}

/// Checks a device's stored preferences against Google's rules (`GoogleServingRules`, the same table
/// the verdict applies), the app's own ad checks and what a real CMP writes. The verdict is the app's
/// own judgement (`ServingVerdict`), so the US-state opt-out and the gdprApplies rules apply here as
/// in the app. Pure: the command reads the file and prints the report.
package enum DeviceDoctor {
    /// How many days before expiry a TC string is reported as about to expire.
    package static let expiryWarningDays = 30
    /// Google's IAB CMP id, which UMP writes.
    package static let googleCMPID = CertifiedCMPList.googleCMPID

    /// The problem with `key` kept in a SharedPreferences `<stored>` element that the getter ad SDKs
    /// read it with refuses. The CMP API's Numbers are read with `getInt` (`IABTCF_gdprApplies`, the
    /// TCF in-app table) and SharedPreferencesImpl's `getInt` casts the stored object to Integer, so a
    /// `<long>` throws ClassCastException however small its value. The other mismatches (a Boolean,
    /// a String for a Number) are a wrong type on every platform and reported as such.
    package static func androidTypeProblem(key: String, storedAs stored: SharedPreferencesType) -> DoctorProblem? {
        guard InAppKey.numberKeys.contains(key), stored == .long else { return nil }
        return DoctorProblem(
            key: key,
            message:
                "\(key) is stored as \(stored): Android's \(SharedPreferencesType.int.getter) casts it to Integer and throws ClassCastException on a Long (a CMP writes it with putInt, as \(SharedPreferencesType.int))"
        )
    }

    /// The report for `domain` as of `today`.
    /// - Parameters:
    ///   - att: the ATT status to assume (the file does not store it); nil when ATT is unavailable.
    ///   - region: where Google sees the request come from.
    ///   - vendorList: the list whose version a string is compared with.
    ///   - certifiedCMPs: the CMP ids Google has certified.
    ///   - underAgeOfConsent: whether the app tags its requests for under age of consent.
    ///   - androidTypes: for a SharedPreferences dump, the element each key was stored in.
    package static func examine(
        _ domain: StoreDomain, today: CivilDate, att: ATTrackingStatus?, region: AdRequestRegion,
        vendorList: VendorList = .embedded, certifiedCMPs: CertifiedCMPList = .embedded, underAgeOfConsent: Bool = false,
        androidTypes: [String: SharedPreferencesType] = [:]
    ) -> DoctorReport {
        var keys: [String: InAppValue] = [:]
        var tcfKeyCount = 0
        var problems: [DoctorProblem] = []
        for (key, value) in domain.entries where InAppKey.isTCFKey(key) {
            tcfKeyCount += 1
            if let v = AppState.inAppValue(value) {
                keys[key] = v
                if case .boolean(let b) = value {
                    // iOS hands the NSNumber to `integer(forKey:)` as 1/0; Android's getInt on a boolean
                    // preference throws ClassCastException (Google's adapters catch exactly that).
                    problems.append(
                        DoctorProblem(
                            key: key, message: "\(key) is stored as the Boolean \(b); the CMP API requires a Number (Android's getInt fails on it)"))
                }
                if let stored = androidTypes[key], let problem = androidTypeProblem(key: key, storedAs: stored) { problems.append(problem) }
            } else {
                problems.append(DoctorProblem(key: key, message: "\(key) is stored as a \(value.typeName), which no TCF reader accepts"))
            }
        }
        // A gdprApplies stored as the String "1" or "0" is what iOS hands to `integer(forKey:)` as that
        // number (NSUserDefaults.h: "If the value is an NSString, it will be converted to NSInteger if
        // possible") and what Prebid Mobile reads as the flag (prebid-mobile-ios pull request 1335), so
        // the verdict reads it so too; the problem says that the type is wrong.
        if case .string(let text)? = keys[InAppKey.gdprApplies], text == "0" || text == "1" {
            keys[InAppKey.gdprApplies] = .number(text == "1" ? 1 : 0)
            problems.append(
                DoctorProblem(
                    key: InAppKey.gdprApplies,
                    message:
                        "\(InAppKey.gdprApplies) is stored as the String \"\(text)\": iOS's integer(forKey:) reads it as \(text), as this verdict does, but the CMP API requires a Number and Android's getInt fails on it"
                ))
        }
        let reading = InAppKeys.read(keys)
        let context = ServingContext(today: today, region: region, certifiedCMPs: certifiedCMPs)
        let verdict = ServingVerdict.google(domain, VerdictInputs(platform: .ios, att: att, context: context, underAgeOfConsent: underAgeOfConsent))
        let checks = AppChecks.evaluate(keys: keys, consentNotRequired: consentNotRequired(domain, .ios, reading), att: att)

        problems += reading.issues.map { DoctorProblem(key: firstKey(in: $0), message: $0) }
        if let model = reading.model, reading.modelFromTCString {
            problems += disagreements(model: model, reading: reading)
            problems += staleness(model: model, reading: reading, today: today, vendorList: vendorList)
        }
        problems += unexpectedKeys(keys, reading: reading)
        // Android has no ATT: its app checks the keys alone, and the advertising ID is assumed available.
        let androidVerdict = ServingVerdict.google(
            domain, VerdictInputs(platform: .android, att: nil, context: context, underAgeOfConsent: underAgeOfConsent))
        let androidChecks = AppChecks.evaluate(keys: keys, consentNotRequired: consentNotRequired(domain, .android, reading), att: nil)
        let android = PlatformServing(
            platform: .android, verdict: androidVerdict, appChecks: androidChecks,
            request: ServingVerdict.request(androidVerdict, appChecks: androidChecks), identifier: "advertising ID (unless the user deleted it)")
        let ios = PlatformServing(
            platform: .ios, verdict: verdict, appChecks: checks, request: ServingVerdict.request(verdict, appChecks: checks),
            identifier: verdict.idfaAvailable ? "IDFA" : "no IDFA (ATT \(att.map(\.description) ?? "unavailable"))")
        let usSignals = DeviceSignals.usPrivacy(in: domain)
        problems += DeviceSignals.gppProblems(in: domain, signals: usSignals)
        let consentMode = ConsentModeReadings.read(tcfKeys: keys, umpValues: domain[UMPConsentModeValues.key], today: today)
        if let text = consentMode.unreadableUMPValue {
            problems.append(
                DoctorProblem(
                    key: UMPConsentModeValues.key,
                    message: "\(UMPConsentModeValues.key) is \(text), not four digits 0-4 as UMP writes it", severity: .warning))
        }
        var report = DoctorReport(
            today: today, att: att, region: region, tcfKeyCount: tcfKeyCount, googleVerdict: verdict, appChecks: checks,
            consentModeReadings: consentMode, problems: problems)
        report.usSignals = usSignals
        report.legacyConsentSDK = DeviceSignals.legacyConsentSDK(in: domain)
        report.servingByPlatform = [ios, android]
        return report
    }

    /// The platform a dump comes from: Android when it holds UMP for Android's own preferences or is
    /// SharedPreferences XML (or adb commands that write it), iOS when it holds the simulator's iOS
    /// UMP keys or is a property list or `defaults` output; nil when neither (JSON or key=value
    /// lines of IABTCF keys alone, which both platforms write alike).
    package static func platform(of domain: StoreDomain, format: DeviceDumpFormat) -> DevicePlatform? {
        // One pass over the keys, with the prefixes made once (a batch asks this of every device).
        let androidPrefixes = (UMPPersisted.androidPrefix, PACAndroidStorage.keyPrefix)
        let iosPrefix = UMPPersisted.privateKeyPrefix
        var ios = false
        for key in domain.values.keys {
            if key.hasPrefix(androidPrefixes.0) || key.hasPrefix(androidPrefixes.1) { return .android }
            if !ios { ios = key.hasPrefix(iosPrefix) }
        }
        if ios { return .ios }
        switch format {
        case .sharedPreferences, .adbCommands: return .android
        case .xmlPlist, .binaryPlist, .defaultsRead, .simctlCommands: return .ios
        case .storeJSON, .keyValueLines: return nil
        }
    }

    /// Whether UMP's `consentStatus` is `notRequired`, which the app checks test: the status UMP cached
    /// on `platform` when the dump holds it, else `IABTCF_gdprApplies = 0`, which UMP writes exactly then.
    static func consentNotRequired(_ domain: StoreDomain, _ platform: DevicePlatform, _ reading: InAppReading) -> Bool {
        let cached = UMPPersisted.read(from: domain, platform: platform).consentStatus
        return cached == .unknown ? reading.gdprApplies == 0 : cached == .notRequired
    }

    /// The first `IABTCF_…` word of a message, as the key it is about.
    static func firstKey(in message: String) -> String? {
        let scalars = Array(message.unicodeScalars)
        let prefix = Array("IABTCF_".unicodeScalars)
        guard scalars.count >= prefix.count,
            let start = (0...(scalars.count - prefix.count)).first(where: { Array(scalars[$0..<$0 + prefix.count]) == prefix })
        else { return nil }
        var word = String.UnicodeScalarView()
        for c in scalars[start...] {
            guard c.properties.isAlphabetic || c.properties.numericType != nil || c == "_" else { break }
            word.append(c)
        }
        return String(word)
    }

    /// Presence keys that disagree with the string (`InAppKeys.read` compares the TC data keys).
    static func disagreements(model: TCModel, reading: InAppReading) -> [DoctorProblem] {
        var out: [DoctorProblem] = []
        if let id = reading.cmpSdkID, id != model.cmpId {
            out.append(DoctorProblem(key: InAppKey.cmpSdkID, message: "\(InAppKey.cmpSdkID) is \(id) but the TC string's CmpId is \(model.cmpId)"))
        }
        if let v = reading.cmpSdkVersion, v != model.cmpVersion {
            out.append(
                DoctorProblem(
                    key: InAppKey.cmpSdkVersion, message: "\(InAppKey.cmpSdkVersion) is \(v) but the TC string's CmpVersion is \(model.cmpVersion)"))
        }
        if reading.gdprApplies == 0 {
            out.append(
                DoctorProblem(
                    key: InAppKey.tcString,
                    message: "\(InAppKey.gdprApplies) is 0 but a TC string is stored: a CMP removes the TC data when GDPR does not apply"))
        }
        return out
    }

    /// Age, policy and list versions of the string.
    static func staleness(model: TCModel, reading: InAppReading, today: CivilDate, vendorList: VendorList) -> [DoctorProblem] {
        var out: [DoctorProblem] = []
        let key = InAppKey.tcString
        let updated = CivilDate(deciseconds: model.lastUpdated)
        let created = CivilDate(deciseconds: model.created)
        let expiry = updated.adding(months: GoogleAdEligibility.validityMonths)
        if today >= expiry {
            out.append(
                DoctorProblem(
                    code: GoogleTCFErrorCode.expired, key: key,
                    message:
                        "the TC string was last updated on \(updated), more than \(GoogleAdEligibility.validityMonths) months ago (expired \(expiry)); Google serves no ads until consent is asked again"
                ))
        } else if expiry.daysSinceEpoch - today.daysSinceEpoch <= expiryWarningDays {
            out.append(
                DoctorProblem(
                    key: key,
                    message:
                        "the TC string expires on \(expiry) (\(expiry.daysSinceEpoch - today.daysSinceEpoch) days): consent must be asked again before then",
                    severity: .warning))
        }
        if updated > today {
            out.append(DoctorProblem(key: key, message: "the TC string's LastUpdated \(updated) is after \(today)"))
        }
        if created > updated {
            out.append(DoctorProblem(key: key, message: "the TC string's Created \(created) is after its LastUpdated \(updated)"))
        }
        // The IAB's side of old policy versions; Google keeps accepting them, so the verdict does not
        // change. A policy version older than the current list's is no problem of its own: the IAB
        // dropped the rule that a policy change invalidates strings (PR 378).
        let iab = GoogleServingRules.rule(.iabPolicyVersion4)
        if model.tcfPolicyVersion < 4, iab.isInForce(on: today) {
            out.append(
                DoctorProblem(
                    key: key,
                    message:
                        "TCF policy version \(model.tcfPolicyVersion) is invalid for the IAB since \(iab.effective) (4 or later required); Google keeps accepting it, so its verdict is unchanged"
                ))
        }
        if model.vendorListVersion < vendorList.vendorListVersion {
            out.append(
                DoctorProblem(
                    key: key,
                    message:
                        "the TC string was built from vendor list version \(model.vendorListVersion), older than version \(vendorList.vendorListVersion)",
                    severity: .warning))
        }
        if let problem = GoogleAdEligibility.disclosedVendorsProblem(model, today: today) {
            out.append(DoctorProblem(code: GoogleTCFErrorCode.disclosedVendors, key: key, message: problem + "; Google may serve only limited ads"))
        }
        return out
    }

    /// Keys a real CMP would not write: names outside the IAB table and Google's additions, and,
    /// from Google's CMP (id 300), what UMP does not write (see `KeyProfile.ump`).
    static func unexpectedKeys(_ keys: [String: InAppValue], reading: InAppReading) -> [DoctorProblem] {
        var out: [DoctorProblem] = []
        for key in keys.keys.sorted() where !InAppKey.isKnownKey(key) {
            out.append(DoctorProblem(key: key, message: "\(key) is not a key of the IAB in-app table or Google's additions", severity: .warning))
        }
        guard reading.cmpSdkID == googleCMPID else { return out }
        if keys[InAppKey.useNonStandardTexts] != nil {
            out.append(
                DoctorProblem(
                    key: InAppKey.useNonStandardTexts,
                    message: "CMP 300 is Google UMP, which writes \(InAppKey.useNonStandardStacks), not \(InAppKey.useNonStandardTexts)",
                    severity: .warning))
        }
        for key in [
            InAppKey.publisherConsent, InAppKey.publisherLegitimateInterests, InAppKey.publisherCustomPurposesConsents,
            InAppKey.publisherCustomPurposesLegitimateInterests,
        ] where keys[key] == .string("") {
            out.append(
                DoctorProblem(
                    key: key, message: "\(key) is empty: Google UMP (CMP 300) does not write empty publisher keys", severity: .warning))
        }
        if keys[InAppKey.purposeConsents] == .string("") {
            out.append(
                DoctorProblem(
                    key: InAppKey.purposeConsents,
                    message: "\(InAppKey.purposeConsents) is \"\": Google UMP (CMP 300) writes one character per purpose (\"00000000000\")",
                    severity: .warning))
        }
        return out
    }
}

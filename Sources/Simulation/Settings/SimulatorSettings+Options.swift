import Basics
import Flow
import Forms
import TCF

/// The table of simulator options: each entry is the only place an option is named. Scripts (`Set`),
/// the command line (`consentsim run`), recordings and tmux replays all read it.
extension SimulatorSettings {
    /// Every option, in the order help and recordings list them (also the order they are applied).
    package static let options: [AnySimulatorOption] = [
        AnySimulatorOption(sdk), AnySimulatorOption(platform), AnySimulatorOption(geography), AnySimulatorOption(region), AnySimulatorOption(att),
        AnySimulatorOption(iosVersion),
        AnySimulatorOption(order), AnySimulatorOption(language), AnySimulatorOption(underAge), AnySimulatorOption(debugDevice),
        AnySimulatorOption(testDeviceIDs),
        AnySimulatorOption(requiresAds), AnySimulatorOption(attDenial), AnySimulatorOption(date), AnySimulatorOption(usMessage),
        AnySimulatorOption(pacServer), AnySimulatorOption(pacOptions), AnySimulatorOption(pacPrivacyURL), AnySimulatorOption(appName),
        AnySimulatorOption(reprompt), AnySimulatorOption(keyProfile), AnySimulatorOption(vendorList), AnySimulatorOption(umpError),
        AnySimulatorOption(expiry), AnySimulatorOption(certifiedCMPs), AnySimulatorOption(tcfVersion),
        AnySimulatorOption(advertisingID), AnySimulatorOption(androidGDPRApplies), AnySimulatorOption(umpConsentMode),
        AnySimulatorOption(firebaseTCF), AnySimulatorOption(consentSyncID), AnySimulatorOption(announced),
    ]

    /// `Set Platform` / `--platform`: the platform the app runs on. Early in the table, so that a
    /// recording's `Set` lines choose it before the options it changes the meaning of; right after
    /// `SDK`, so that a chosen platform wins over the one a release implies (`platformInForce`).
    package static let platform = SimulatorOption(
        script: "Platform", flag: "platform", valueName: "platform",
        help:
            "The platform the app runs on (android: UMP for Android's numbering and storage; no ATT, so the ATT settings and orders are ignored).",
        default: .value(.ios), values: .names(DevicePlatform.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.platform }, set: { $0.platform = $1 }), configure: { $0.platform = $1 })

    /// `Set Geography` / `--geography`: the UMP debug geography, or a device in the UK or Switzerland
    /// (`SimulatedGeography`).
    package static let geography = SimulatorOption(
        script: "Geography", flag: "geography", valueName: "geography",
        help:
            "UMP debug geography; UK and CH: a device in the UK or Switzerland (UMP debugs as EEA, Google's ad servers see a British or Swiss request).",
        default: .value(.eea),
        values: .names([
            SettingValueName(.eea, script: "EEA"), SettingValueName(.uk, script: "UK"), SettingValueName(.switzerland, script: "CH"),
            SettingValueName(.notEEA, script: "notEEA"), SettingValueName(.regulatedUSState, script: "regulatedUSState"),
            SettingValueName(.other, script: "other"), SettingValueName(.disabled, script: "disabled"),
        ]),
        field: SettingField(get: { $0.geography }, set: { $0.geography = $1 }),
        configure: { configuration, geography in
            configuration.debugGeography = geography.debugGeography
            if let country = geography.country {
                configuration.deviceRegion = .eea
                configuration.gdprCountry = country
            }
        })

    /// `Set Region`: where the device really is (matters when the debug geography is disabled or the
    /// device is not a test device).
    package static let region = SimulatorOption(
        script: "Region", valueName: "region",
        help: "Where the device really is (what counts when the debug geography is disabled or the device is no test device).",
        default: .described("other for UMP; PAC's server answers \"in the EEA or unknown\""),
        values: .names([
            SettingValueName(.eea, script: "EEA"), SettingValueName(.regulatedUSState, script: "regulatedUSState"),
            SettingValueName(.other, script: "other"),
        ]),
        field: SettingField(get: { $0.region }, set: { $0.region = $1 }),
        configure: { configuration, region in
            configuration.deviceRegion = region
            // PAC's server locates the device itself; only the EEA counts as "in EEA or unknown".
            configuration.pac.server.isDeviceInEEAOrUnknown = region == .eea
        })

    /// `Set ATT` / `--att`: the tracking settings at install (`denied` is the global "Allow Apps to Request to Track" off).
    package static let att = SimulatorOption(
        script: "ATT", flag: "att", valueName: "status", noun: "ATT status",
        help: "The tracking state at install (denied: \"Allow Apps to Request to Track\" off).",
        default: .value(.notDetermined),
        values: .names([
            SettingValueName(.notDetermined, script: "notDetermined", flagAliases: ["not-determined"]),
            SettingValueName(.restricted, script: "restricted"), SettingValueName(.deniedByGlobalToggle, script: "denied"),
            SettingValueName(.authorized, script: "authorized"),
        ]),
        field: SettingField(get: { $0.att }, set: { $0.att = $1 }), configure: { $0.attInitial = $1 })

    /// `Set iOS` / `--ios`: the iOS version (selects ATT's quirks).
    package static let iosVersion = SimulatorOption(
        script: "iOS", flag: "ios", valueName: "version", help: "The iOS version (selects ATT's quirks), e.g. 17.4.",
        default: .value(IOSVersion(17, 5)),
        values: .text(
            SettingText(
                expected: "an iOS version (17.4)",
                read: { text in IOSVersion(text).map { .success($0) } ?? .failure(SettingValueError("bad iOS version '\(text)' (write 17.4 or 14)"))
                },
                write: \.description)),
        field: SettingField(get: { $0.iosVersion }, set: { $0.iosVersion = $1 }), configure: { $0.iosVersion = $1 })

    /// `Set Order` / `--order`: in which order the app asks for tracking and consent.
    package static let order = SimulatorOption(
        script: "Order", flag: "order", valueName: "order",
        help: "In which order the app asks for tracking and for consent (each order's source: the SimulatedApp article).",
        default: .value(.umpManaged),
        values: .names([
            SettingValueName(.attFirst, script: "att-first"), SettingValueName(.cmpFirst, script: "cmp-first"),
            SettingValueName(.cmpThenATTIfPersonalized, script: "cmp-then-att-if-personalized"),
            SettingValueName(.umpManaged, script: "ump-managed"), SettingValueName(.noATT, script: "no-att"),
        ]),
        field: SettingField(get: { $0.order }, set: { $0.order = $1 }), configure: { $0.attOrder = $1 })

    /// `Set Language` / `--language`: the device and consent language.
    package static let language = SimulatorOption(
        script: "Language", flag: "language", valueName: "code",
        help: "The device and consent language (ISO 639-1).",
        default: .described("the form's default language"),
        values: .text(
            SettingText(
                expected: "a language code (en, ja)",
                read: { text in
                    let code = LanguageCode(rawValue: text)
                    return code.isISO639_1
                        ? .success(code) : .failure(SettingValueError("bad language code '\(text)' (an ISO 639-1 code: en, ja, de)"))
                },
                write: \.rawValue)),
        field: SettingField(get: { $0.language }, set: { $0.language = $1 }),
        configure: { configuration, code in
            configuration.language = code.rawValue
            configuration.umpMessage.consentLanguage = code.rawValue
        })

    /// `Set UnderAge` / `--under-age`: `tagForUnderAgeOfConsent`.
    package static let underAge = SimulatorOption(
        script: "UnderAge", flag: "under-age", valueName: "value", help: "Tag the request for under age of consent (UMP then asks nothing).",
        default: .value(false), values: booleans, field: SettingField(get: { $0.underAge }, set: { $0.underAge = $1 }),
        configure: { $0.underAgeOfConsent = $1 })

    /// `Set Debug` / `--[no-]debug-device`: the device is a simulator or test device (debug geography applies).
    package static let debugDevice = SimulatorOption(
        script: "Debug", flag: "debug-device", negatable: true, valueName: "value",
        help: "Whether UMP treats the device as a test device, as a simulator is (the debug geography applies).",
        default: .value(true), values: booleans, field: SettingField(get: { $0.debugDevice }, set: { $0.debugDevice = $1 }),
        configure: { $0.testDevice = $1 })

    /// `Set TestDeviceIDs` / `--test-device-ids`: the hashed ids the app registers as test devices.
    package static let testDeviceIDs = SimulatorOption(
        script: "TestDeviceIDs", flag: "test-device-ids", valueName: "ids",
        help:
            "Hashed device ids the app registers as test devices, comma-separated (UMP logs this device's id when it is not one: see --no-debug-device).",
        default: .described("none"),
        values: .text(
            SettingText(
                expected: "comma-separated device ids (B3EEABB8EE11C2BE770B684D95219ECB)", quotable: true,
                read: readTestDeviceIDs, write: { $0.joined(separator: ",") })),
        field: SettingField(get: { $0.testDeviceIDs }, set: { $0.testDeviceIDs = $1 }), configure: { $0.testDeviceIDs = $1 })

    /// Device ids as the SDKs print them: letters, digits and dashes, at most 64 each, at most 16.
    @Sendable static func readTestDeviceIDs(_ text: String) -> Result<[String], SettingValueError> {
        let ids = text.split(separator: ",", omittingEmptySubsequences: true).map { String($0).trimmingSpaces }
        guard ids.count <= 16 else { return .failure(SettingValueError("at most 16 test device ids")) }
        for id in ids {
            let valid =
                !id.isEmpty && id.utf8.count <= 64
                && id.utf8.allSatisfy { $0 == 0x2D || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }
            guard valid else { return .failure(SettingValueError("bad device id '\(MessageText.line(id, limit: 40))' (letters, digits and dashes)")) }
        }
        return .success(ids)
    }

    /// `Set RequiresAds` / `--requires-ads`: the app re-prompts through the privacy options (when: `reprompt`).
    package static let requiresAds = SimulatorOption(
        script: "RequiresAds", flag: "requires-ads", valueName: "value",
        help: "The app must show ads: it re-prompts through the privacy options (see --reprompt).",
        default: .value(false), values: booleans, field: SettingField(get: { $0.requiresAds }, set: { $0.requiresAds = $1 }),
        configure: { $0.requiresAds = $1 })

    /// `Set ATTDenial` / `--att-denial`: what denying tracking does to consent.
    package static let attDenial = SimulatorOption(
        script: "ATTDenial", flag: "att-denial", valueName: "policy", noun: "ATT denial policy", help: "What denying tracking does to consent.",
        default: .value(.nothing),
        values: .names([
            SettingValueName(.nothing, script: "nothing"), SettingValueName(.rejectAll, script: "rejectAll", flag: "reject-all"),
            SettingValueName(.resetPreferences, script: "resetPreferences", flag: "reset"),
        ]),
        field: SettingField(get: { $0.attDenial }, set: { $0.attDenial = $1 }), configure: { $0.attDenial = $1 })

    /// `Set Date`: the simulated clock's first day.
    package static let date = SimulatorOption(
        script: "Date", valueName: "date", help: "The simulated clock's first day (YYYY-MM-DD).",
        default: .value(SimulatedClock.defaultStart),
        values: .text(
            SettingText(
                expected: "a date (2026-01-15)",
                read: { text in
                    do throws(NumberRangeError) {
                        return .success(try CivilDate.checked(text, in: SimulatedClock.dates, why: "the days a TC string records"))
                    } catch {
                        return .failure(SettingValueError(error.description))
                    }
                },
                write: \.description)),
        field: SettingField(get: { $0.date }, set: { $0.date = $1 }), configure: { $0.startDate = $1 })

    /// `Set USMessage`: the publisher also published a US state regulations message.
    package static let usMessage = SimulatorOption(
        script: "USMessage", valueName: "value", help: "The publisher also published a US state regulations message.",
        default: .value(true), values: booleans, field: SettingField(get: { $0.usMessage }, set: { $0.usMessage = $1 }),
        configure: { $0.umpServer.usStatesMessage = $1 })

    /// `Set PACServer`: how the simulated `pubvendors` server answers a PAC app.
    package static let pacServer = SimulatorOption(
        script: "PACServer", valueName: "scenario", noun: "PAC server scenario", help: "How the simulated PAC server answers.",
        default: .value(.normal), values: .names(PACServerChoice.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.pacServer }, set: { $0.pacServer = $1 }), configure: { $0.applyPACServer($1) })

    /// `Set PACOptions`: what the app's code offers on every PAC form (`shouldOffer…`), over what the form file says.
    package static let pacOptions = SimulatorOption(
        script: "PACOptions", valueName: "options", help: "What the app's code offers on every PAC form.",
        default: .described("the form's options"),
        values: .text(
            SettingText(
                expected: "the options offered: personalized,nonPersonalized,adFree or none",
                read: pacFormOptions, write: pacFormOptionsText)),
        field: SettingField(get: { $0.pacOptions }, set: { $0.pacOptions = $1 }), configure: { $0.pac.formOptions = $1 })

    /// `Set PACPrivacyURL`: the app's `applicationPrivacyPolicyURL` (empty reproduces the SDK's refusal).
    package static let pacPrivacyURL = SimulatorOption(
        script: "PACPrivacyURL", valueName: "url", help: "The app's PAC privacy policy URL.",
        default: .described("the form's privacy URL"),
        values: .text(SettingText(expected: "a URL or \"\"", quotable: true, read: { .success($0) }, write: { $0 })),
        field: SettingField(get: { $0.pacPrivacyURL }, set: { $0.pacPrivacyURL = $1 }), configure: { $0.pac.privacyPolicyURL = $1 })

    /// `Set AppName`: the bundle's display name (empty reproduces "Error: invalid app name.").
    package static let appName = SimulatorOption(
        script: "AppName", valueName: "name", help: "The app's display name.",
        default: .described("the form's app name"),
        values: .text(
            SettingText(
                expected: "the app's display name (quoted if it has spaces)", quotable: true,
                read: { .success($0) }, write: { $0 })),
        field: SettingField(get: { $0.appName }, set: { $0.appName = $1 }), configure: { $0.appName = $1 })

    /// `Set Reprompt` / `--reprompt`: when an app that requires ads asks again through the privacy options.
    package static let reprompt = SimulatorOption(
        script: "Reprompt", flag: "reprompt", valueName: "rule", noun: "re-prompt rule",
        help: "When an app that requires ads re-prompts: when its own canShowAds() is false, while Google serves no ad, or never.",
        default: .value(.appChecks),
        values: .names([
            SettingValueName(.appChecks, script: "appChecks", flag: "app-checks", oldNames: ["seed"]),
            SettingValueName(.googleNone, script: "googleNone", flag: "google-none"),
            SettingValueName(.never, script: "never"),
        ]),
        field: SettingField(get: { $0.reprompt }, set: { $0.reprompt = $1 }), configure: { $0.reprompt = $1 })

    /// `Set Keys` / `--keys-profile`: whose habits UMP's stored keys follow.
    package static let keyProfile = SimulatorOption(
        script: "Keys", flag: "keys-profile", valueName: "profile", noun: "key profile",
        help: "The keys UMP writes: ump (what real UMP writes) or spec (the IAB in-app table).",
        default: .value(.ump), values: .names(KeyProfile.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.keyProfile }, set: { $0.keyProfile = $1 }), configure: { $0.umpMessage.keyProfile = $1 })

    /// `Set VendorList` / `--vendor-list`: a GVL v3 `vendor-list.json` instead of the embedded list
    /// (the policy version UMP writes follows the list). A relative path is relative to the script
    /// that sets it, or on the command line to the working directory (`SettingPaths`); the value
    /// keeps the resolved path, which messages and recordings name.
    package static let vendorList = SimulatorOption(
        script: "VendorList", flag: "vendor-list", valueName: "file", noun: "vendor list",
        help: "A GVL v3 vendor-list.json to build UMP's message from, for the whole session (relative to the script in scripts).",
        default: .described("the embedded list, IAB GVL v3 version 106"),
        values: .text(.file(expected: "the path of a vendor-list.json", load: VendorList.load(contentsOfFile:))),
        field: SettingField(get: { $0.vendorList }, set: { $0.vendorList = $1 }), configure: { $0.umpMessage.vendorList = $1.list })

    /// `Set UMPError` / `--ump-error`: a UMP request or form error, or no published message.
    package static let umpError = SimulatorOption(
        script: "UMPError", flag: "ump-error", valueName: "error", noun: "UMP error",
        help: "A UMP failure to inject: a request error, a form error, or noMessage (formStatus unavailable).",
        default: .value(UMPErrorChoice.none), values: .names(UMPErrorChoice.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.umpError }, set: { $0.umpError = $1 }), configure: { $1.apply(to: &$0.umpServer) })

    /// `Set Expiry` / `--expiry`: what UMP does with a TC string older than 13 months.
    package static let expiry = SimulatorOption(
        script: "Expiry", flag: "expiry", valueName: "behaviour", noun: "expiry behaviour",
        help: "What UMP does with a TC string older than 13 months: keeps it, as public reports say (AdMob then answers error 3.3), or asks again.",
        default: .value(.keepStale),
        values: .names([SettingValueName(.keepStale, script: "keepStale", flag: "keep-stale"), SettingValueName(.reask, script: "reask")]),
        field: SettingField(get: { $0.expiry }, set: { $0.expiry = $1 }), configure: { $0.umpMessage.expiry = $1 })

    /// `Set CertifiedCMPs` / `--certified-cmps`: the Google-certified CMP ids, from a JSON file in the
    /// shape of the IAB's `cmp-list.json` instead of the embedded list. A relative path is relative to
    /// the script that sets it, or on the command line to the working directory.
    package static let certifiedCMPs = SimulatorOption(
        script: "CertifiedCMPs", flag: "certified-cmps", valueName: "file", noun: "certified-CMP list",
        help: "A JSON list of Google-certified CMP ids ({\"cmps\": {\"300\": {…}}}, as the IAB's cmp-list.json).",
        default: .described("the CMP ids consentsim knows Google certified"),
        values: .text(.file(expected: "the path of a certified-CMP list (JSON)", load: CertifiedCMPList.load(contentsOfFile:))),
        field: SettingField(get: { $0.certifiedCMPs }, set: { $0.certifiedCMPs = $1 }), configure: { $0.certifiedCMPs = $1.list })

    /// `Set TCFVersion` / `--tcf-version`: the TCF version the CMP implements (2.2 writes no
    /// DisclosedVendors segment, as a CMP not updated by the TCF 2.3 deadline does).
    package static let tcfVersion = SimulatorOption(
        script: "TCFVersion", flag: "tcf-version", valueName: "version", noun: "TCF version",
        help: "The TCF version the CMP implements (2.2: no DisclosedVendors segment).",
        default: .value(.v23), values: .names(CMPTCFVersion.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.tcfVersion }, set: { $0.tcfVersion = $1 }), configure: { $0.umpMessage.tcfVersion = $1 })

    /// `Set AdID` / `--ad-id`: the Android advertising ID (Android's counterpart of ATT; iOS ignores it).
    package static let advertisingID = SimulatorOption(
        script: "AdID", flag: "ad-id", valueName: "state", noun: "advertising ID state",
        help: "Android's advertising ID (deleted reads as zeros). Android only.",
        default: .value(.available), values: .names(AdvertisingIDState.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.advertisingID }, set: { $0.advertisingID = $1 }), configure: { $0.advertisingID = $1 })

    /// `Set AndroidGDPRApplies` / `--android-gdpr-applies`: what UMP for Android writes as
    /// `IABTCF_gdprApplies` with the user's choices (`UMPGDPRAppliesWrite` says why sources disagree).
    package static let androidGDPRApplies = SimulatorOption(
        script: "AndroidGDPRApplies", flag: "android-gdpr-applies", valueName: "value", noun: "IABTCF_gdprApplies value",
        help:
            "IABTCF_gdprApplies UMP for Android writes with the user's choices: 1 as the IAB spec and iOS, 0 as reported for UMP for Android 2.1.0. Android only.",
        default: .value(.one), values: .names(UMPGDPRAppliesWrite.allCases.map { SettingValueName($0, script: $0.rawValue) }),
        field: SettingField(get: { $0.androidGDPRApplies }, set: { $0.androidGDPRApplies = $1 }),
        configure: { $0.androidGDPRApplies = $1 })

    /// `Set UMPConsentMode`: the publisher turned consent mode on in AdMob's Privacy & messaging, so
    /// UMP sets the four Consent Mode signals itself and stores them in `UMP_consentModeValues`.
    package static let umpConsentMode = SimulatorOption(
        script: "UMPConsentMode", valueName: "value",
        help:
            "Consent mode is turned on in AdMob's Privacy & messaging: UMP sets the four Consent Mode signals and stores UMP_consentModeValues (off: 4444).",
        default: .value(false), values: booleans, field: SettingField(get: { $0.umpConsentMode }, set: { $0.umpConsentMode = $1 }),
        configure: { $0.umpMessage.consentMode = $1 })

    /// `Set FirebaseTCF`: the app's `GOOGLE_ANALYTICS_TCF_DATA_ENABLED` (Android:
    /// `google_analytics_tcf_data_enabled`), which turns Firebase's reading of the IABTCF keys off.
    package static let firebaseTCF = SimulatorOption(
        script: "FirebaseTCF", valueName: "value",
        help:
            "GOOGLE_ANALYTICS_TCF_DATA_ENABLED in the app: false stops Google Analytics for Firebase reading Consent Mode from the IABTCF keys.",
        default: .value(true), values: booleans, field: SettingField(get: { $0.firebaseTCF }, set: { $0.firebaseTCF = $1 }),
        configure: { $0.firebaseTCFData = $1 })

    /// `true` and `false`, the values of every Boolean option.
    static let booleans: SettingValues<Bool> = .names([SettingValueName(true, script: "true"), SettingValueName(false, script: "false")])
}

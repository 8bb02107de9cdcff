import Forms
import Simulation
import Store
import TCF

/// An assertion a script makes about the session.
package enum ScriptExpectation: Hashable, Sendable {
    /// `Expect Screen "text"` or `Expect Screen /regex/`: the screen shows it.
    case screen(ScreenPattern)
    /// `Expect NoScreen "text"|/regex/`: the screen does not show it.
    case noScreen(ScreenPattern)
    /// `Expect Focus <id>` (or `none`): the focused element.
    case focus(String?)
    /// `Expect View <screen-id>`: which screen is up (`home`, `ump.firstLayer`, `att.alert`, …).
    case view(String)
    /// `Expect Status <sdk> <status>`.
    case status(StatusSubject, String)
    /// `Expect Key <key> <value>`: the stored value, type included; `key/field/0` reaches into
    /// dictionaries and arrays (PAC's `personalized_ad_status/consent_state`).
    case key(String, ExpectedValue)
    /// `Expect NoKey <key>`: the key is not stored.
    case noKey(String)
    /// `Expect Key <key> /regex/`: the stored value, as text (a Number's digits, a String's characters), matches.
    case keyMatches(String, String)
    /// `Expect Key <key> exists|absent`: whether anything is stored at the key, whatever its type.
    case keyExists(String, Bool)
    /// `Expect UMPError <name>|none`: the last error UMP returned this launch (names as `Set UMPError` spells them).
    case umpError(UMPErrorChoice)
    /// `Expect Ads personalized|non-personalized|limited|technical|none [<code>] [rule <id>]`: what the
    /// app may request now and, when given, a reason with Google's TCF error code (`1.1`) and a
    /// serving rule that decided it (`limited-ads-2`).
    case ads(AdRequestKind, code: String? = nil, rule: String? = nil)
    /// `Expect Reason "text"|/regex/`: one of the verdict's reasons says it (`[TCF error 3.3] …`).
    case reason(ScreenPattern)
    /// `Expect ConsentMode <signal> granted|denied|unset`: a Consent Mode v2 signal Google's SDKs infer
    /// from the stored TC string.
    case consentMode(ConsentModeSignal, ConsentModeValue)
    /// `Expect CanRequestAds true|false`.
    case canRequestAds(Bool)
    /// `Expect Log "text"|/regex/`: a line of the app's console since its last launch says it (the
    /// SDK calls the app's code makes, by the names of the release in force; the SDKs' console lines).
    case log(ScreenPattern)
    /// `Expect NoLog "text"|/regex/`: no line of that console says it.
    case noLog(ScreenPattern)
    /// `Expect AppCheck canShowAds|canShowPersonalizedAds true|false`: the app's own ad checks now.
    case appCheck(AppCheckName, Bool)
}

extension ScriptExpectation {
    /// The store key a key check reads (nil for the other checks).
    package var storeKey: String? {
        switch self {
        case .key(let key, _), .noKey(let key), .keyMatches(let key, _), .keyExists(let key, _): key
        case .screen, .noScreen, .focus, .view, .status, .umpError, .ads, .reason, .consentMode, .canRequestAds, .appCheck, .log, .noLog:
            nil
        }
    }
}

/// One of the app's own ad checks, as scripts name it.
package enum AppCheckName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `canShowAds()`.
    case canShowAds
    /// `canShowPersonalizedAds()`.
    case canShowPersonalizedAds

    /// The name scripts use.
    package var description: String { rawValue }

    /// This check's answer in `checks`.
    package func value(in checks: AppChecks) -> Bool {
        switch self {
        case .canShowAds: checks.canShowAds.value
        case .canShowPersonalizedAds: checks.canShowPersonalizedAds.value
        }
    }
}

/// Text to find on the screen, or a regular expression to match against it.
package enum ScreenPattern: Hashable, Sendable, CustomStringConvertible {
    /// A substring of one screen line.
    case text(String)
    /// A regular expression over the whole screen; `^` and `$` match at line ends.
    case regex(String)

    /// `"text"` or `/regex/`, as written.
    package var description: String {
        switch self {
        case .text(let t): ScriptQuoting.quoted(t)
        case .regex(let r): "/\(r)/"
        }
    }
}

/// A typed value `Expect Key` compares with: `1` is a Number, `"1"` a String, `true` a Boolean,
/// `1.5` a Real, so a CMP that stores the wrong type is caught.
package enum ExpectedValue: Hashable, Sendable, CustomStringConvertible {
    /// A property-list integer (the IAB "Number").
    case integer(Int64)
    /// A property-list real.
    case real(Double)
    /// A property-list boolean.
    case boolean(Bool)
    /// A string.
    case string(String)

    /// The store value this stands for.
    package var storeValue: StoreValue {
        switch self {
        case .integer(let i): .integer(i)
        case .real(let d): .real(d)
        case .boolean(let b): .boolean(b)
        case .string(let s): .string(s)
        }
    }

    /// As written in a script: `1`, `1.5`, `true`, `"1"`.
    package var description: String {
        switch self {
        case .integer(let i): String(i)
        case .real(let d): String(d)
        case .boolean(let b): b ? "true" : "false"
        case .string(let s): ScriptQuoting.quoted(s)
        }
    }
}

/// Which SDK status `Expect Status` reads.
package enum StatusSubject: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// UMP `consentStatus`.
    case ump = "ump"
    /// UMP `privacyOptionsRequirementStatus`.
    case umpPrivacyOptions = "ump.privacyOptions"
    /// UMP `formStatus`.
    case umpForm = "ump.form"
    /// PAC `consentStatus`.
    case pac = "pac"
    /// ATT `trackingAuthorizationStatus`.
    case att = "att"

    /// The name scripts use.
    package var description: String { rawValue }

    /// The statuses the SDK reports, as scripts spell them.
    package var values: [String] {
        switch self {
        case .ump: ["unknown", "required", "notRequired", "obtained"]
        case .umpPrivacyOptions: ["unknown", "required", "notRequired"]
        case .umpForm: ["unknown", "available", "unavailable"]
        case .pac: ["unknown", "nonPersonalized", "personalized"]
        case .att: ["notDetermined", "restricted", "denied", "authorized"]
        }
    }
}

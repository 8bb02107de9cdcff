import Basics
import Store

/// The `NSError` an info-update completion receives.
package enum PACFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// PAC's own error (domain `Consent`, code 1).
    case consent(PACError)
    /// The `NSURLSession` error, passed through; the text is how the app would print it.
    case transport(String)
    /// The `NSJSONSerialization` error (NSCocoaErrorDomain 3840), passed through; the text is its
    /// debug description. Foundation's wording varies by iOS version; consentsim names the parser's
    /// finding and its line and column.
    case jsonSerialization(String)

    /// The error as `"\(error)"` prints it.
    package var description: String {
        switch self {
        case .consent(let e): e.description
        case .transport(let text): text
        case .jsonSerialization(let detail):
            "Error Domain=NSCocoaErrorDomain Code=3840 \"\(detail)\" UserInfo={NSDebugDescription=\(detail)}"
        }
    }

    /// The failure as a trace JSON object.
    package var json: JSONValue {
        switch self {
        case .consent(let e): .object(["domain": .string(PACError.domain), "code": .int(1), "message": .string(e.message)])
        case .transport(let t): .object(["domain": .string("NSURLErrorDomain"), "description": .string(t)])
        case .jsonSerialization(let d):
            .object(["domain": .string("NSCocoaErrorDomain"), "code": .int(3840), "message": .string(d)])
        }
    }
}

extension PACError {
    /// The error as a trace JSON object.
    package var json: JSONValue {
        .object(["domain": .string(PACError.domain), "code": .int(1), "message": .string(message)])
    }
}

/// An output of the PAC reducer, applied in order by the runtime.
package enum PACEffect: Hashable, Sendable {
    /// `[NSUserDefaults setObject:value forKey:key]`.
    case storeWrite(key: String, value: StoreValue)
    /// `[NSUserDefaults removeObjectForKey:key]`.
    case storeRemove(key: String)
    /// Fetch `url`; answer with `PACEvent.httpResponse`.
    case httpGet(url: String)
    /// The info-update completion handler runs (nil: success; read `consentStatus`).
    case updateCompleted(PACFailure?)
    /// `initWithApplicationPrivacyPolicyURL:` returned this form (nil: the URL was empty).
    case formCreated(PACFormID?)
    /// A web view starts loading consentform.html; answer with `.form(id, .webViewDidFinishLoad(loadID:))`.
    case startFormLoad(PACFormID, loadID: Int)
    /// The load completion handler runs.
    case formLoadCompleted(PACFormID, PACError?)
    /// The form's view controller is presented (over full screen, cross-dissolve; the card fades in
    /// after `PACConstants.formFadeInDelayMilliseconds`).
    case presentForm(PACFormID, PACFormPresentation)
    /// The presented form switches to `screen`.
    case showScreen(PACFormID, PACFormScreen)
    /// `-[UIApplication openURL:]` (a policy link).
    case openURL(String)
    /// The form's view controller is dismissed.
    case dismissForm(PACFormID)
    /// The dismiss completion runs.
    case formDismissed(PACFormID, error: PACError?, userPrefersAdFree: Bool)
    /// A line PAC (or UIKit on its behalf) writes to the console with `NSLog`.
    case log(String)
    /// A remark of the simulator, not something the SDK outputs (e.g. where a device would crash).
    case note(String)

    /// The effect as a trace JSON object (`{"effect": name, ...}`).
    package var json: JSONValue {
        func id(_ f: PACFormID) -> JSONValue { .int(Int64(f.rawValue)) }
        switch self {
        case .storeWrite(let key, let value):
            return .object(["effect": .string("storeWrite"), "key": .string(key), "value": PACStoreValues.json(value)])
        case .storeRemove(let key):
            return .object(["effect": .string("storeRemove"), "key": .string(key)])
        case .httpGet(let url):
            return .object(["effect": .string("httpGet"), "url": .string(url)])
        case .updateCompleted(let f):
            return .object(["effect": .string("updateCompleted"), "error": f?.json ?? .null])
        case .formCreated(let f):
            return .object(["effect": .string("formCreated"), "formID": f.map(id) ?? .null])
        case .startFormLoad(let f, let loadID):
            return .object(["effect": .string("startFormLoad"), "formID": id(f), "loadID": .int(Int64(loadID))])
        case .formLoadCompleted(let f, let e):
            return .object(["effect": .string("formLoadCompleted"), "formID": id(f), "error": e?.json ?? .null])
        case .presentForm(let f, let p):
            return .object(["effect": .string("presentForm"), "formID": id(f), "presentation": p.json])
        case .showScreen(let f, let s):
            return .object(["effect": .string("showScreen"), "formID": id(f), "screen": .string(s.rawValue)])
        case .openURL(let u):
            return .object(["effect": .string("openURL"), "url": .string(u)])
        case .dismissForm(let f):
            return .object(["effect": .string("dismissForm"), "formID": id(f)])
        case .formDismissed(let f, let e, let adFree):
            return .object([
                "effect": .string("formDismissed"), "formID": id(f), "error": e?.json ?? .null,
                "userPrefersAdFree": .bool(adFree),
            ])
        case .log(let s):
            return .object(["effect": .string("log"), "line": .string(s)])
        case .note(let s):
            return .object(["effect": .string("note"), "text": .string(s)])
        }
    }
}

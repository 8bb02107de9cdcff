import Basics
import Store

// Hand-written JSON for the trace: stable key order, case names as strings.

extension UMPError {
    /// `{"code":…,"androidCode":…,"message":…}`: the iOS code and the Android `FormError.ErrorCode`.
    package var json: JSONValue {
        .object(["code": .int(Int64(code)), "androidCode": .int(Int64(androidErrorCode)), "message": .string(message)])
    }
}

extension Optional where Wrapped == UMPError {
    /// The error or null.
    var json: JSONValue { self?.json ?? .null }
}

extension UMPRequestParameters {
    /// The parameters as JSON.
    package var json: JSONValue {
        var o: JSONObject = ["tagForUnderAgeOfConsent": .bool(tagForUnderAgeOfConsent)]
        if let d = debugSettings {
            o["debugSettings"] = .object([
                "geography": .string(d.geography.description),
                "testDeviceIdentifiers": .array(d.testDeviceIdentifiers.map { .string($0) }),
            ])
        }
        if let consentSyncID { o["consentSyncID"] = .string(consentSyncID) }
        return .object(o)
    }
}

extension UMPServerResponse {
    /// The response as JSON.
    package var json: JSONValue {
        .object([
            "region": .string(region.rawValue), "gdprMessage": .bool(gdprMessage), "usStatesMessage": .bool(usStatesMessage),
            "idfaMessage": .bool(idfaMessage), "underAge": .bool(underAge),
        ])
    }
}

extension UMPServerConfiguration {
    /// The configuration as JSON.
    package var json: JSONValue {
        .object([
            "gdprMessage": .bool(gdprMessage), "usStatesMessage": .bool(usStatesMessage), "idfaMessage": .bool(idfaMessage),
            "appIDValid": .bool(appIDValid), "appID": .string(appID),
            "requestError": requestError.map { .int(Int64($0.rawValue)) } ?? .null,
            "formError": formError.map { .int(Int64($0.rawValue)) } ?? .null,
        ])
    }
}

extension UMPMessageSettings {
    /// The settings as JSON (the vendor list by its versions and size).
    package var json: JSONValue {
        .object([
            "cmpID": .int(Int64(cmpID)), "cmpSdkVersion": .int(Int64(cmpSdkVersion)), "publisherCC": .string(publisherCC),
            "consentLanguage": .string(consentLanguage), "vendorListVersion": .int(Int64(vendorList.vendorListVersion)),
            "tcfPolicyVersion": .int(Int64(vendorList.tcfPolicyVersion)),
            "shownVendors": .int(Int64(disclosedVendorIDs.count)), "shownATPs": .string(shownATPIDs.description),
            "showsLegitimateInterest": .bool(showsLegitimateInterest), "firstLayerButtons": .int(Int64(firstLayerButtons)),
            "closeIcon": .bool(closeIcon), "keyProfile": .string(keyProfile.rawValue), "expiry": .string(expiry.rawValue),
        ])
    }
}

extension UMPChoices {
    /// The toggles as JSON (id sets in `{1-3,7}` notation).
    package var json: JSONValue {
        .object([
            "purposeConsents": .string(purposeConsents.description),
            "purposeLIObjections": .string(purposeLIObjections.description),
            "vendorConsents": .string(vendorConsents.description),
            "vendorLIObjections": .string(vendorLIObjections.description),
            "specialFeatureOptIns": .string(specialFeatureOptIns.description),
            "atpConsents": .string(atpConsents.description),
        ])
    }
}

extension UMPFormOutcome {
    /// The outcome as JSON.
    package var json: JSONValue {
        if case .confirmChoices(let c) = self { return .object(["outcome": .string(name), "choices": c.json]) }
        return .object(["outcome": .string(name)])
    }
}

extension UMPPresentedForm {
    /// The form as JSON.
    package var json: JSONValue {
        let origin: JSONValue =
            switch self.origin {
            case .present(let id): .string("present(\(id))")
            case .loadAndPresentIfRequired: .string("loadAndPresentIfRequired")
            case .privacyOptions: .string("privacyOptions")
            }
        return .object(["id": .int(Int64(id)), "kind": .string(kind.rawValue), "origin": origin, "awaitingATT": .bool(awaitingATT)])
    }
}

extension UMPCompletion {
    /// The completion as JSON.
    package var json: JSONValue {
        switch self {
        case .consentInfoUpdate(let e): .object(["handler": .string("requestConsentInfoUpdate"), "error": e.json])
        case .loadAndPresentIfRequired(let e): .object(["handler": .string("loadAndPresentIfRequired"), "error": e.json])
        case .load(let id, let e): .object(["handler": .string("load"), "formID": id.map { .int(Int64($0)) } ?? .null, "error": e.json])
        case .present(let id, let e): .object(["handler": .string("present"), "formID": .int(Int64(id)), "error": e.json])
        case .privacyOptions(let e): .object(["handler": .string("presentPrivacyOptionsForm"), "error": e.json])
        }
    }
}

extension UMPEvent {
    /// The event as JSON: `{"ump": name, …details}`.
    package var json: JSONValue {
        var o: JSONObject = ["ump": .string(name)]
        switch self {
        case .appLaunched(_, let p):
            o["previousConsentStatus"] = .string(p.consentStatus.description)
            o["previousPrivacyOptions"] = .string(p.privacyOptionsRequirementStatus.description)
        case .requestConsentInfoUpdate(let params, let r):
            o["parameters"] = params.json
            o["today"] = .string(r.today.description)
            o["attStatus"] = r.attStatus.map { .string($0.description) } ?? .null
        case .consentInfoUpdateFinished(.success(let r)): o["response"] = r.json
        case .consentInfoUpdateFinished(.failure(let e)): o["error"] = e.json
        case .formLoadFinished(let load, .success(let kind)):
            o["load"] = .string(load.rawValue)
            o["form"] = .string(kind.rawValue)
        case .formLoadFinished(let load, .failure(let e)):
            o["load"] = .string(load.rawValue)
            o["error"] = e.json
        case .present(let id): o["formID"] = .int(Int64(id))
        case .userOutcome(let outcome), .recordChoiceWithoutForm(let outcome): o["outcome"] = outcome.json
        case .trackingAuthorizationFinished(let st): o["status"] = .string(st.description)
        case .completeLater(let c): o["completion"] = c.json
        case .loadAndPresentIfRequired, .loadForm, .presentPrivacyOptionsForm, .reset: break
        }
        return .object(o)
    }
}

extension StoreWrite {
    /// The write as JSON: `{"set": key, "value": …}`, `{"remove": key}`, `{"removePrefix": p}`, `{"clear": true}`.
    package var json: JSONValue {
        switch self {
        case .set(let k, let v): .object(["set": .string(k), "value": StoreJSON.jsonValue(v, typed: false)])
        case .remove(let k): .object(["remove": .string(k)])
        case .removePrefix(let p): .object(["removePrefix": .string(p)])
        case .clear: .object(["clear": .bool(true)])
        }
    }
}

extension UMPEffect {
    /// The effect as JSON.
    package var json: JSONValue {
        switch self {
        case .store(let w): .object(["store": .array(w.map(\.json))])
        case .schedule(let e): .object(["schedule": e.json])
        case .presentForm(let f): .object(["presentForm": f.json])
        case .dismissForm(let f): .object(["dismissForm": f.json])
        case .requestTrackingAuthorization: .object(["requestTrackingAuthorization": .bool(true)])
        case .completion(let c): .object(["completion": c.json])
        case .console(let line): .object(["console": .string(line)])
        }
    }
}

extension UMPState {
    /// The state as JSON (what a tester looks at; the environment is in the app configuration).
    package var json: JSONValue {
        .object([
            "platform": .string(environment.platform.rawValue),
            "consentStatus": .string(consentStatus.description),
            // The raw values in the platform's numbering (Android numbers its statuses differently).
            "consentStatusRaw": .int(Int64(consentStatus.rawValue(on: environment.platform))),
            "formStatus": .string(formStatus.description),
            "privacyOptionsRequirementStatus": .string(privacyOptionsRequirementStatus.description),
            "privacyOptionsRequirementStatusRaw": .int(Int64(privacyOptionsRequirementStatus.rawValue(on: environment.platform))),
            "canRequestAds": .bool(canRequestAds),
            "requestCalled": .bool(requestCalled),
            "pendingRequests": .int(Int64(pendingRequests)),
            "response": response?.json ?? .null,
            "requiredMessage": requiredMessage.map { .string($0.rawValue) } ?? .null,
            "formLoad": formLoad.map { .string($0.rawValue) } ?? .null,
            "loadedForms": .array(loadedForms.map { .object(["id": .int(Int64($0.id)), "kind": .string($0.kind.rawValue)]) }),
            "presented": presented?.json ?? .null,
        ])
    }
}

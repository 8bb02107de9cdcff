import Basics
import Store
import TCF

extension AdEligibility {
    /// The verdict as JSON.
    package var json: JSONValue {
        .object([
            "kind": .string(kind.rawValue), "reasons": .array(reasons.map { .string($0) }), "idfaAvailable": .bool(idfaAvailable),
            "errorCodes": .array(reasonDetails.compactMap(\.code).map { .string($0) }),
            "rules": .array(decidedBy.map { .string($0.rawValue) }),
            "lift": lift.map { .string($0.description) } ?? .null,
            "ifNotCertified": ifNotCertified.map { .string($0.rawValue) } ?? .null,
        ])
    }
}

extension ConsentMode {
    /// The signals as JSON: `{"ad_storage": "granted", …}`, in Google's order.
    package var json: JSONValue {
        .object(JSONObject(ConsentModeSignal.allCases.map { ($0.rawValue, .string(self[$0].rawValue)) }))
    }
}

extension AppAdRequest {
    /// The request as JSON.
    package var json: JSONValue {
        var extras = JSONObject()
        for (k, v) in self.extras.sorted(by: { $0.key < $1.key }) { extras[k] = .string(v) }
        return .object([
            "kind": .string(eligibility.kind.rawValue), "extras": .object(extras), "idfa": .string(idfa),
            "reasons": .array(eligibility.reasons.map { .string($0) }),
            "errorCodes": .array(eligibility.reasonDetails.compactMap(\.code).map { .string($0) }),
            "rules": .array(eligibility.decidedBy.map { .string($0.rawValue) }),
            "lift": eligibility.lift.map { .string($0.description) } ?? .null,
            "ifNotCertified": eligibility.ifNotCertified.map { .string($0.rawValue) } ?? .null,
            "appChecks": appChecks?.json ?? .null,
        ])
    }
}

extension AppConfiguration {
    /// The configuration as JSON.
    package var json: JSONValue {
        .object([
            "platform": .string(platform.rawValue), "sdk": .string(sdk.rawValue),
            "sdkVersion": sdkInForce.map { .string($0.description) } ?? .null,
            "advertisingID": platform == .android ? .string(advertisingID.rawValue) : .null,
            "androidGDPRApplies": platform == .android ? .string(androidGDPRApplies.rawValue) : .null,
            "debugGeography": .string(debugGeography.description),
            "deviceRegion": .string(deviceRegion.rawValue), "testDevice": .bool(testDevice),
            "testDeviceIDs": .array(testDeviceIDs.map { .string($0) }),
            "underAgeOfConsent": .bool(underAgeOfConsent), "language": .string(language),
            "attInitial": .string(attInitial.rawValue), "iosVersion": .string(iosVersion.description),
            "limitAdTracking": .bool(limitAdTracking), "attOrder": .string(attOrder.rawValue),
            "attDenial": .string(attDenial.rawValue), "appATTExplainer": .bool(appATTExplainer), "requiresAds": .bool(requiresAds),
            "reprompt": .string(reprompt.rawValue),
            "att174Workaround": .bool(att174Workaround), "umpServer": umpServer.json, "umpMessage": umpMessage.json,
            "pac": pac.json, "startDate": .string(startDate.description),
            "certifiedCMPs": .array(certifiedCMPs.ids.sorted().map { .int(Int64($0)) }), "appName": .string(appName),
            "bundleID": .string(bundleID),
        ])
    }
}

extension AppEvent {
    /// The event as JSON: `{"event": name, …details}`.
    package var json: JSONValue {
        var o: JSONObject = ["event": .string(name)]
        switch self {
        case .launch(let stored): o["storedKeys"] = .int(Int64(stored.count))
        case .umpForm(.confirmChoices(let c)): o["choices"] = c.json
        case .advanceClock(let days): o["days"] = .int(Int64(days))
        case .advanceClockMonths(let months): o["months"] = .int(Int64(months))
        case .vendorListUpdated(let v, let p):
            o["version"] = .int(Int64(v))
            o["policyVersion"] = .int(Int64(p))
        case .ump(let e): o["detail"] = e.json
        case .pacForm(let a): o["detail"] = a.json
        case .pacServerUpdated(let scenario): o["server"] = scenario.json
        case .pac(let e): o["detail"] = e.json
        case .umpForm, .relaunch, .reinstall, .dismiss, .explainerContinue, .alertAllow,
            .alertAskNotToTrack, .tapPrivacySettings, .trackingSettings, .umpReset, .pacReset:
            break
        }
        return .object(o)
    }
}

extension AppEffect {
    /// The effect as JSON.
    package var json: JSONValue {
        switch self {
        case .persist(let w): .object(["persist": .array(w.map(\.json))])
        case .call(let e, let api): .object(["call": e.json, "api": api.map { .string($0) } ?? .null])
        case .followUp(let e): .object(["followUp": e.json])
        case .relaunchFromStore: .object(["relaunchFromStore": .bool(true)])
        case .startMobileAds: .object(["startMobileAds": .bool(true)])
        case .requestAd(let r): .object(["requestAd": r.json])
        case .ump(let e): .object(["ump": e.json])
        case .att(let e): .object(["att": e.json])
        case .pacCall(let e): .object(["pacCall": e.json])
        case .pac(let e): .object(["pac": e.json])
        case .note(let text): .object(["note": .string(text)])
        }
    }
}

extension AppState {
    /// The state as JSON: what the trace diffs (the configuration is left out; it is in the trace header).
    package var json: JSONValue {
        var device = JSONObject()
        for (key, value) in self.device.entries { device[key] = StoreJSON.jsonValue(value, typed: false) }
        return .object([
            "screen": .string(screen.name),
            "pacForm": screen.pacForm?.json ?? .null,
            "phase": .string(phase.name),
            "today": .string(system.today.description),
            "att": system.att.json,
            "ump": ump?.json ?? .null,
            "pac": pac.map(AppState.pacJSON) ?? .null,
            "pacInfoUpdate": .string(pacInfoUpdate.rawValue),
            "userPrefersAdFree": .bool(userPrefersAdFree),
            "canRequestAds": .bool(canRequestAds),
            "privacySettingsVisible": .bool(privacySettingsVisible),
            "mobileAdsStarted": .bool(mobileAdsStarted),
            "adRequest": adRequest?.json ?? .null,
            "googleVerdict": adEligibility.json,
            "appChecks": appChecks?.json ?? .null,
            "consentMode": consentMode.json,
            "launchCount": .int(Int64(launchCount)),
            "pendingSteps": .array((launch?.pendingSteps ?? []).map { .string($0.rawValue) }),
            "attRequester": launch?.attRequester.map { .string($0.rawValue) } ?? .null,
            "alert": alert.map { .string($0) } ?? .null,
            "lastError": lastError.map { .string($0) } ?? .null,
            "vendorListVersion": .int(Int64(configuration.umpMessage.vendorList.vendorListVersion)),
            "tcfPolicyVersion": .int(Int64(configuration.umpMessage.vendorList.tcfPolicyVersion)),
            "device": .object(device),
        ])
    }
}

extension AppState {
    /// PAC's state without `storedValue`, which `device.personalized_ad_status` already shows.
    static func pacJSON(_ pac: PACState) -> JSONValue {
        guard case .object(let o) = pac.json else { return pac.json }
        return .object(JSONObject(o.members.filter { $0.key != "storedValue" }.map { ($0.key, $0.value) }))
    }
}

extension JSONValue {
    /// Leaf values by dotted path (`ump.consentStatus`, `device.IABTCF_TCString`); arrays are leaves,
    /// and so is each stored value under `device` (a dictionary value stays one leaf).
    package func flattened(prefix: String = "") -> [(path: String, value: JSONValue)] {
        guard case .object(let o) = self, o.count > 0 else { return [(prefix, self)] }
        var out: [(path: String, value: JSONValue)] = []
        for m in o.members {
            let path = prefix.isEmpty ? m.key : prefix + "." + m.key
            if prefix == "device" {
                out.append((path, m.value))
            } else if case .object(let child) = m.value, child.count > 0 {
                out += m.value.flattened(prefix: path)
            } else {
                out.append((path, m.value))
            }
        }
        return out
    }

    /// The leaves of `new` that differ from `self`, in `new`'s order; removed leaves map to null.
    package func changes(to new: JSONValue) -> JSONObject {
        let old = flattened()
        var before: [String: JSONValue] = [:]
        for (p, v) in old { before[p] = v }
        var out = JSONObject()
        var seen = Set<String>()
        for (p, v) in new.flattened() {
            seen.insert(p)
            if before[p] != v { out[p] = v }
        }
        for (p, _) in old where !seen.contains(p) && !seen.contains(where: { $0.hasPrefix(p + ".") }) { out[p] = .null }
        return out
    }
}

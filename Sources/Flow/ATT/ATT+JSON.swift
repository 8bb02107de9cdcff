import Basics

extension ATTState {
    /// The state as JSON.
    package var json: JSONValue {
        .object([
            "status": .string(status.description),
            "available": .bool(available),
            "promptedThisInstall": .bool(promptedThisInstall),
            "iosVersion": .string(iosVersion.description),
            "restricted": .bool(restricted),
            "allowAppsToRequestToTrack": .bool(allowAppsToRequestToTrack),
            "alertShowing": .bool(alertShowing),
            "idfa": .string(idfa),
        ])
    }
}

extension ATTEvent {
    /// The event as JSON.
    package var json: JSONValue { .object(["att": .string(name)]) }
}

extension ATTEffect {
    /// The effect as JSON.
    package var json: JSONValue {
        switch self {
        case .showAlert: .object(["showAlert": .bool(true)])
        case .dismissAlert(let s): .object(["dismissAlert": .string(s.description)])
        case .completion(let s): .object(["completion": .string(s.description)])
        }
    }
}

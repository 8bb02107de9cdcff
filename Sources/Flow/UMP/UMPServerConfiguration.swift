import TCF

/// What the publisher configured in AdMob's Privacy & messaging, plus failures a test can inject:
/// everything the simulated UMP server decides from.
package struct UMPServerConfiguration: Hashable, Sendable {
    /// A published "European regulations" (GDPR) message.
    package var gdprMessage: Bool
    /// A published US state regulations message (served through the privacy-options entry point).
    package var usStatesMessage: Bool
    /// A published IDFA explainer message (shown only while ATT is `notDetermined`).
    package var idfaMessage: Bool
    /// Whether the app id in Info.plist is a valid AdMob app id (false fails with `InvalidAppID`).
    package var appIDValid: Bool
    /// The AdMob app id the observed error texts quote.
    package var appID: String
    /// A request error every `requestConsentInfoUpdate` fails with (nil: none).
    package var requestError: UMPRequestErrorCode?
    /// A form error: `internal`, `unavailable` and `timeout` fail loading, `invalidViewController`
    /// and `alreadyUsed` fail presenting (presenting a used form also produces `alreadyUsed` by itself).
    package var formError: UMPFormErrorCode?
    /// Whether the SDK in force answers an app with no message published (`SDKChangeID.canRequestAdsWithoutMessage`):
    /// from UMP iOS 2.5.0 / Android 3.0.0 with `notRequired`; before, with the misconfiguration error.
    package var answersWithoutMessage = true

    /// A configuration; by default only the GDPR message is published and nothing fails.
    package init(
        gdprMessage: Bool = true, usStatesMessage: Bool = true, idfaMessage: Bool = false, appIDValid: Bool = true,
        appID: String = "ca-app-pub-3940256099942544~1458002511", requestError: UMPRequestErrorCode? = nil,
        formError: UMPFormErrorCode? = nil
    ) {
        self.gdprMessage = gdprMessage
        self.usStatesMessage = usStatesMessage
        self.idfaMessage = idfaMessage
        self.appIDValid = appIDValid
        self.appID = appID
        self.requestError = requestError
        self.formError = formError
    }

    /// Whether any message at all is published (UMP 2.5.0: `canRequestAds` is YES when none is).
    package var hasAnyMessage: Bool { gdprMessage || usStatesMessage || idfaMessage }
}

/// The server's answer to one consent-info request.
package struct UMPServerResponse: Hashable, Sendable {
    /// The regime the request falls under (after debug geography).
    package var region: UMPRegion
    /// Whether a GDPR message applies (EEA and published).
    package var gdprMessage: Bool
    /// Whether a US states message applies (regulated state and published).
    package var usStatesMessage: Bool
    /// Whether the IDFA explainer applies (published and ATT `notDetermined`).
    package var idfaMessage: Bool
    /// Whether the request was tagged under age: UMP then shows no message at all.
    package var underAge: Bool

    /// A response.
    package init(region: UMPRegion, gdprMessage: Bool, usStatesMessage: Bool, idfaMessage: Bool, underAge: Bool) {
        self.region = region
        self.gdprMessage = gdprMessage
        self.usStatesMessage = usStatesMessage
        self.idfaMessage = idfaMessage
        self.underAge = underAge
    }
}

/// The simulated UMP ("Funding Choices") server: a pure function of configuration and request.
package enum UMPServer {
    /// The region a request is treated as coming from.
    ///
    /// Debug geography only applies on a test device: a simulator always is one ("Debug features are
    /// always enabled for simulators"); a real device only when its hashed id is listed. `disabled`
    /// means the device's real region; the deprecated `notEEA` is `other`.
    package static func effectiveRegion(
        parameters: UMPRequestParameters, isSimulator: Bool, deviceIdentifier: String, deviceRegion: UMPRegion
    ) -> UMPRegion {
        guard let debug = parameters.debugSettings,
            isSimulator || debug.testDeviceIdentifiers.contains(deviceIdentifier)
        else { return deviceRegion }
        switch debug.geography {
        case .disabled: return deviceRegion
        case .eea: return .eea
        case .notEEA, .other: return .other
        case .regulatedUSState: return .regulatedUSState
        }
    }

    /// The answer to `requestConsentInfoUpdate`, or the error the completion handler receives.
    ///
    /// Error order: invalid app id, then the injected request error (misconfiguration and internal use
    /// the texts observed on devices; network the header's description).
    package static func respond(
        configuration c: UMPServerConfiguration, region: UMPRegion, underAge: Bool, attStatus: ATTrackingStatus?
    ) -> Result<UMPServerResponse, UMPError> {
        if !c.appIDValid { return .failure(UMPError(.invalidAppID)) }
        if let code = c.requestError { return .failure(requestError(code, appID: c.appID)) }
        if !c.hasAnyMessage && !c.answersWithoutMessage { return .failure(requestError(.misconfiguration, appID: c.appID)) }
        let attUndetermined = attStatus == .notDetermined
        return .success(
            UMPServerResponse(
                region: region,
                gdprMessage: c.gdprMessage && region == .eea,
                usStatesMessage: c.usStatesMessage && region == .regulatedUSState,
                idfaMessage: c.idfaMessage && attUndetermined,
                underAge: underAge))
    }

    /// The error a request fails with for `code`, with the text devices show.
    package static func requestError(_ code: UMPRequestErrorCode, appID: String) -> UMPError {
        switch code {
        case .internal: UMPError(UMPRequestErrorCode.internal, message: "Failed to read publisher's account configuration; try again later.")
        case .misconfiguration:
            UMPError(
                .misconfiguration,
                message:
                    "Publisher misconfiguration: Failed to read publisher's account configuration; no form(s) configured for the input app ID. Verify that you have configured one or more forms for this application and try again. Received app ID: \(appID)"
            )
        case .invalidAppID, .network: UMPError(code)
        }
    }
}

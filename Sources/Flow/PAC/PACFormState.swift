import Basics

/// The identity of one `PACConsentForm` object, assigned by the reducer (1, 2, 3, ... per launch).
package struct PACFormID: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The number.
    package var rawValue: Int

    /// Form `rawValue`.
    package init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Form `value`.
    package init(integerLiteral value: Int) { rawValue = value }

    /// Orders by number.
    package static func < (a: PACFormID, b: PACFormID) -> Bool { a.rawValue < b.rawValue }

    /// The number.
    package var description: String { String(rawValue) }
}

/// A load whose web view has not finished: its outcome is fixed when `load` is called, because
/// PAC snapshots the stored dictionary and the options then.
package struct PACPendingFormLoad: Hashable, Sendable {
    /// Which load of the form (1, 2, ...).
    package var loadID: Int
    /// What the HTML will report.
    package var outcome: PACFormLoadOutcome

    /// A pending load.
    package init(loadID: Int, outcome: PACFormLoadOutcome) {
        self.loadID = loadID
        self.outcome = outcome
    }
}

/// One `PACConsentForm` object: a single-use form.
package struct PACFormState: Hashable, Sendable {
    /// The form's id.
    package var id: PACFormID
    /// `applicationPrivacyPolicyURL.absoluteString` (never empty: such forms are not created).
    package var applicationPrivacyPolicyURL: String
    /// `shouldOfferPersonalizedAds` (default YES).
    package var shouldOfferPersonalizedAds = true
    /// `shouldOfferNonPersonalizedAds` (default YES).
    package var shouldOfferNonPersonalizedAds = true
    /// `shouldOfferAdFree` (default NO).
    package var shouldOfferAdFree = false
    /// Loads still running. Each load makes its own web view, so loads never wait for one another.
    package var pendingLoads: [PACPendingFormLoad] = []
    /// `_loadedView`: the last successful load not yet presented (a later failed load clears it).
    package var loaded: PACFormPresentation?
    /// `_hasPresented`.
    package var hasPresented = false
    /// What is on screen while the form is presented.
    package var onScreen: PACFormPresentation?
    /// The screen shown while presented.
    package var screen: PACFormScreen?
    /// The id the next load gets.
    package var nextLoadID = 1

    /// A fresh form with the default options.
    package init(id: PACFormID, applicationPrivacyPolicyURL: String) {
        self.id = id
        self.applicationPrivacyPolicyURL = applicationPrivacyPolicyURL
    }

    /// The form as a trace JSON object.
    package var json: JSONValue {
        .object([
            "id": .int(Int64(id.rawValue)),
            "applicationPrivacyPolicyURL": .string(applicationPrivacyPolicyURL),
            "shouldOfferPersonalizedAds": .bool(shouldOfferPersonalizedAds),
            "shouldOfferNonPersonalizedAds": .bool(shouldOfferNonPersonalizedAds),
            "shouldOfferAdFree": .bool(shouldOfferAdFree),
            "pendingLoads": .array(
                pendingLoads.map { .object(["loadID": .int(Int64($0.loadID)), "outcome": $0.outcome.json]) }),
            "loaded": loaded?.json ?? .null,
            "hasPresented": .bool(hasPresented),
            "onScreen": onScreen?.json ?? .null,
            "screen": screen.map { .string($0.rawValue) } ?? .null,
            "nextLoadID": .int(Int64(nextLoadID)),
        ])
    }
}

import Basics

/// The screens of consentform.html; raw values are the HTML element ids.
package enum PACFormScreen: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Screen A: the question and the option buttons.
    case options = "options"
    /// Screen B: "learn more", the provider list and Back.
    case learnMore = "consent0"
    /// Screen C: the non-personalized confirmation with Back and Agree.
    case npaConfirmation = "consent1"
    /// Screen D: the non-personalized-only layout with Agree and no Back.
    case npaOnly = "consent2"

    /// The HTML element id.
    package var description: String { rawValue }
}

/// The layout state the HTML picks from the buttons left after removal; raw values are the
/// `showState` names, `full` standing for "no state applied".
package enum PACFormLayout: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Screen A as designed, B and C reachable (also personalized + ad-free without non-personalized).
    case full = "full"
    /// Only non-personalized and ad-free: question removed, btn1 retitled, detail text replaced
    /// (which also removes the "learn how … partners" link, so screen B is unreachable).
    case npaAdFree = "NPA-AdFree"
    /// Only personalized: both "You can change your choice anytime…" sentences hidden.
    case paOnly = "PA-only"
    /// Only non-personalized: screen D replaces A.
    case npaOnly = "NPA-only"

    /// The `showState` name (or `full`).
    package var description: String { rawValue }
}

/// Which text stands in the detail paragraph of screen A (`head_detail_text`).
package enum PACFormDetailText: String, Hashable, Sendable, CaseIterable {
    /// "Our partners will collect data and use a unique identifier on your device to show you ads."
    /// followed by the "Learn how {App} and our {N} partners collect and use data" link.
    case standard
    /// "If you choose to see ads, we’ll partner with Google and use a unique identifier on your
    /// device." (NPA-AdFree; no link).
    case npaAdFree
}

/// The title of btn1.
package enum PACNonPersonalizedTitle: String, Hashable, Sendable, CaseIterable {
    /// "No, see ads that are less relevant".
    case noSeeLessRelevant
    /// "See ads that are less relevant" (NPA-AdFree).
    case seeLessRelevant
}

/// What kind of thing an element is, for focus and rendering.
package enum PACFormElementRole: String, Hashable, Sendable {
    case text
    case link
    case button
    case list
}

/// One provider chip of screen B.
package struct PACFormProvider: Hashable, Sendable {
    /// `company_name` as the HTML shows it.
    package var name: String
    /// `policy_url`, opened in the browser when the chip is tapped ("" when absent).
    package var policyURL: String

    /// A chip.
    package init(name: String, policyURL: String) {
        self.name = name
        self.policyURL = policyURL
    }

    /// The chip as a trace JSON object.
    package var json: JSONValue { .object(["name": .string(name), "policyURL": .string(policyURL)]) }
}

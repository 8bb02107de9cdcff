import Basics

/// The PAC form on screen: everything the UI needs to draw it.
package struct PACPresentedForm: Hashable, Sendable {
    /// The form object's id (a new one after every reload: forms are single-use).
    package var formID: PACFormID
    /// What the loaded form shows (app name, providers, buttons left, layout).
    package var presentation: PACFormPresentation
    /// The screen of the form now (options, learn more, NPA confirmation, NPA only).
    package var screen: PACFormScreen

    /// A presented form.
    package init(formID: PACFormID, presentation: PACFormPresentation, screen: PACFormScreen) {
        self.formID = formID
        self.presentation = presentation
        self.screen = screen
    }

    /// The elements of the current screen in document order, with their stable ids (`pac.adFree`, …).
    package var elements: [PACFormElement] { presentation.elements(on: screen) }

    /// The form as JSON (its id, screen and layout; the presentation is in the PAC state).
    package var json: JSONValue {
        .object([
            "formID": .int(Int64(formID.rawValue)), "screen": .string(screen.name),
            "layout": .string(presentation.layout.rawValue),
        ])
    }
}

/// The screen the UI renders.
package enum AppScreen: Hashable, Sendable, CustomStringConvertible {
    /// The app's own screen (status, ad slot, "Privacy settings" button).
    case home
    /// UMP's GDPR message.
    case umpConsentMessage
    /// UMP's GDPR message opened from "Privacy settings".
    case umpPrivacyOptions
    /// UMP's US states message.
    case umpUSStatesMessage
    /// PAC's consent form (consentform.html) on the screen it shows now.
    case pacForm(PACPresentedForm)
    /// The IDFA explainer (UMP's) before the ATT alert.
    case attExplainer
    /// The iOS tracking alert.
    case attAlert
    /// Nothing: the app is not running.
    case notRunning

    /// The case name, as traces and scripts spell it.
    package var name: String {
        switch self {
        case .home: "home"
        case .umpConsentMessage: "umpConsentMessage"
        case .umpPrivacyOptions: "umpPrivacyOptions"
        case .umpUSStatesMessage: "umpUSStatesMessage"
        case .pacForm: "pacForm"
        case .attExplainer: "attExplainer"
        case .attAlert: "attAlert"
        case .notRunning: "notRunning"
        }
    }

    /// The name, with the PAC form's screen (`pacForm(learnMore)`), for transition tables.
    package var description: String {
        if case .pacForm(let f) = self { return "pacForm(\(f.screen.name))" }
        return name
    }

    /// The PAC form, when this is one.
    package var pacForm: PACPresentedForm? {
        if case .pacForm(let f) = self { f } else { nil }
    }
}

import Flow
import Forms
import Store

// SCREENS INTEGRATION POINT: until branch screens lands its `UISession`/`SessionDriver`, this drives
// the flow engine directly and draws the views main has (PAC, ATT, US states); other views show a
// stand-in. Once the session is merged, `PreviewRenderer` plays the steps through `SessionDriver`
// and this file goes.

/// Plays preview steps against the flow engine and draws what is on screen.
final class PreviewDriver {
    /// The engine, on a memory store (a preview never touches the device store).
    let runtime: FlowRuntime
    let form: FormDefinition
    let language: LanguageCode
    /// The focused element, until the next activation.
    var focus: ElementID?

    /// A fresh install of the app `configuration` describes, launched.
    init(form: FormDefinition, language: LanguageCode, configuration: AppConfiguration) throws {
        self.form = form
        self.language = language
        runtime = try FlowRuntime(configuration: configuration, store: MemoryStore())
        try runtime.launch()
    }

    /// The engine's state.
    var app: AppState { runtime.state }

    /// The id of the view on screen (`pac.options`, `att.alert`, `home`).
    var viewName: String {
        switch app.screen {
        case .home: "home"
        case .notRunning: "notRunning"
        case .umpConsentMessage: "ump.firstLayer"
        case .umpPrivacyOptions: "ump.privacyOptions"
        case .umpUSStatesMessage: "us.message"
        case .pacForm(let f): "pac." + f.screen.name
        case .attExplainer: "att.explainer"
        case .attAlert: "att.alert"
        }
    }

    /// Plays one step; false when it names an element the view does not have.
    func perform(_ step: PreviewStep) throws -> Bool {
        switch step {
        case .activate(let id):
            guard let event = event(for: id) else { return false }
            try runtime.send(event)
            focus = nil
        case .focus(let id):
            focus = id
        case .key:
            break
        case .send(let event):
            try runtime.send(event)
        }
        return true
    }

    /// The event activating `id` sends on the view on screen.
    func event(for id: ElementID) -> AppEvent? {
        switch app.screen {
        case .pacForm(let f): PACFormView.action(for: id, presentation: f.presentation, screen: f.screen).map { .pacForm($0) }
        case .attAlert: ATTAlertView.action(for: id)
        case .attExplainer: ATTExplainerView.action(for: id)
        case .umpUSStatesMessage: USStatesMessageView.action(for: id)
        case .umpConsentMessage: id == "ump.consent" ? .consentAll : id == "ump.doNotConsent" ? .doNotConsent : nil
        case .home: id == "home.privacySettings" && app.privacySettingsVisible ? .tapPrivacySettings : nil
        case .umpPrivacyOptions, .notRunning: nil
        }
    }

    /// The frame on screen at `size`.
    func frame(size: Size) -> Frame {
        let context = ViewContext(form: form, language: language, size: size, focus: focus)
        switch app.screen {
        case .pacForm(let f): return PACFormView.render(f.presentation, screen: f.screen, context: context).frame
        case .attAlert: return ATTAlertView.render(context: context).frame
        case .attExplainer: return ATTExplainerView.render(context: context).frame
        case .umpUSStatesMessage: return USStatesMessageView.render(context: context).frame
        case .home, .notRunning, .umpConsentMessage, .umpPrivacyOptions:
            var frame = context.emptyFrame()
            Paragraph("\(viewName) (view arrives with branch screens)").draw(in: frame.canvas.bounds, into: &frame)
            return frame
        }
    }
}

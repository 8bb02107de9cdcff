import Flow
import Forms
import Store

/// The interactive session's UI state, as a pure value: focus and scroll per view, the inspector and
/// the help overlay, and the UMP pages as a child (`UMPPages`: pages, switches, search).
///
/// It routes keys (`handle`) and element-id commands (`activate`, `focus`) to what the focused
/// element's view recorded (`ElementAction`) or to the child, returns the `AppEvent`s the flow engine
/// must see, and renders whatever `AppState.screen` and the current page call for (`render`). No I/O:
/// a driver applies the events to a `FlowRuntime` (`SessionDriver`) and tells the session of every
/// new app state through one entry point (`observe`); the headless script player drives the very
/// same value, so a script sees what a person sees.
package struct UISession: Sendable {
    /// The form the app shows (texts, colours, vendors).
    package let form: FormDefinition
    /// The language texts are shown in.
    package internal(set) var language: LanguageCode
    /// Unicode or ASCII chrome.
    package var glyphs: Glyphs
    /// The form's texts in `language`, resolved once for every frame.
    package internal(set) var texts: ScreenTexts
    /// The UMP pages: what they offer, the form object being edited, the search's matches.
    var pages: UMPPages
    /// Whether the store inspector is on.
    package internal(set) var inspectorVisible: Bool
    /// Whether the key help overlay is up.
    package internal(set) var helpVisible = false
    /// A notice shown over the screen until the next key (an unknown element, a store error).
    package var notice: String?
    /// Set when the last frame is out of date (focus moved off a scrolled page): render again.
    package internal(set) var needsRender = false
    /// The terminal size frames are drawn at: what keys are handled against when no frame was drawn
    /// since the last one (a script pressing keys without looking at the screen).
    package var screenSize = Size(width: 80, height: 24)
    /// The screen the form is laid out for (`--device`): its width, centred in the terminal.
    package var device: DeviceProfile = .terminal

    /// Focus and scroll per view, the UMP pages' aside (the child keeps those with its form object).
    var places = ViewMemory()
    /// The launch and the PAC form object last seen: a new one forgets the focus the cards had.
    var presentation = PresentationMark()
    /// The inspector's scroll offset.
    var inspectorOffset = 0
    /// The help overlay's scroll offset.
    var helpOffset = 0
    /// The store before the last action that reached the engine: the inspector highlights the difference.
    var inspectorBaseline: StoreDomain?
    /// What the last frame laid out (focus order, element rectangles, scroll states).
    var memo: RenderMemo?
    /// Bumped by every state change, so a stale memo is recognised.
    var revision = 0

    /// A session for `form`; `language` defaults to the form's default language.
    package init(form: FormDefinition, language: LanguageCode? = nil, glyphs: Glyphs = .unicode, inspectorVisible: Bool = false) {
        self.form = form
        self.language = language ?? form.languages.default
        self.glyphs = glyphs
        self.inspectorVisible = inspectorVisible
        texts = ScreenTexts(form: form, language: self.language)
        pages = UMPPages(model: form.ump.map(UMPFormModel.init))
    }

    /// The UMP pages' items and switches, for UMP forms.
    package var ump: UMPFormModel? { pages.model }
    /// The UMP form object as the user left it.
    package var umpForm: UMPFormState { pages.form }
    /// The vendor search's matches, positions in `ump.vendors`.
    var vendorPositions: [Int] { pages.vendorPositions }

    // MARK: - What is on screen

    /// The stable id of what `app` shows now with this session's page state.
    package func viewID(for app: AppState) -> ViewID {
        switch app.screen {
        case .home: return .home
        case .notRunning: return .notRunning
        case .umpConsentMessage, .umpPrivacyOptions: return pages.view(for: app)
        case .umpUSStatesMessage: return .usMessage
        case .pacForm(let form):
            switch form.screen {
            case .options: return .pacOptions
            case .learnMore: return .pacLearnMore
            case .npaConfirmation: return .pacNPAConfirmation
            case .npaOnly: return .pacNPAOnly
            }
        case .attExplainer: return .attExplainer
        case .attAlert: return .attAlert
        }
    }

    /// The element with focus on the view `app` shows (as last laid out), if any.
    package func focusedElement(for app: AppState) -> ElementID? {
        let view = viewID(for: app)
        if let memo, memo.view == view { return memo.focused }
        return self[place: view].focus
    }

    /// Where focus and scroll stand on `view`: the UMP pages' own, or the session's.
    subscript(place view: ViewID) -> ViewMemory.Place {
        get { view.isUMPPage ? pages.places[view] : places[view] }
        set {
            if view.isUMPPage { pages.places[view] = newValue } else { places[view] = newValue }
        }
    }

    /// The one entry point for app state changes (the driver calls it after the engine moved): the
    /// UMP pages catch up (a newly presented form starts afresh, its pages' focus and scroll too), and
    /// cards shown anew forget theirs (`forgetFocusOnNewPresentation`).
    package mutating func observe(_ app: AppState) {
        forgetFocusOnNewPresentation(app)
        if pages.update(from: app) { revision += 1 }
    }

    /// The inspector's highlight baseline: the domain before the next action (the driver sets it before
    /// launching, so the first frame shows what the launch wrote).
    package mutating func setInspectorBaseline(_ domain: StoreDomain) {
        inspectorBaseline = domain
        revision += 1
    }
}

import Flow
import Forms
import Store

/// Everything the simulator shows, as one value: the app's state (`app`, what the engine's reducer
/// keeps) and the view's state around it — the UMP pages (page, switches, search), focus and scroll
/// per view, the inspector, the help overlay, a notice.
///
/// `SimulatorReducer` is the only thing that changes it, one `SimulatorAction` at a time; a `Frame`
/// is rendered from it (`render`, `frame`). No I/O: `SimulatorRuntime` does the effects (the store,
/// the trace). The terminal and the headless script player send the same actions to the same
/// reducer, so a script sees exactly what a person sees.
package struct SimulatorState: Sendable {
    /// The app's state: the engine's, which only the app reducer changes.
    package internal(set) var app: AppState
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
    package internal(set) var notice: String?
    /// Set when the last frame is out of date (focus moved off a scrolled page): render again.
    package internal(set) var needsRender = false
    /// The terminal size frames are drawn at: what keys are handled against when no frame was drawn
    /// since the last one (a script pressing keys without looking at the screen).
    package internal(set) var screenSize = Size(width: 80, height: 24)
    /// The screen the form is laid out for (`--device`): its width, centred in the terminal.
    package var device: DeviceProfile = .terminal

    /// Focus and scroll per view, the UMP pages' aside (they keep those with their form object).
    var places = ViewMemory()
    /// The PAC form object last seen: a new one forgets the focus the cards had.
    var presentation = PresentationMark()
    /// The inspector's scroll offset.
    var inspectorOffset = 0
    /// The help overlay's scroll offset.
    var helpOffset = 0
    /// The store before the last action that reached the app: the inspector highlights the difference.
    var inspectorBaseline: StoreDomain?
    /// What the last frame laid out (focus order, element rectangles, scroll states).
    var memo: RenderMemo?
    /// Bumped by every state change, so a stale memo is recognised.
    var revision = 0

    /// The simulator showing `form` for an app configured by `configuration` (default: as the form
    /// sets it up), not launched yet; `language` defaults to the form's default language.
    package init(
        form: FormDefinition, configuration: AppConfiguration? = nil, language: LanguageCode? = nil, glyphs: Glyphs = .unicode,
        inspectorVisible: Bool = false
    ) {
        app = AppState(configuration: configuration ?? FormConfiguration.configuration(for: form))
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

    /// The stable id of what is on screen.
    package var viewID: ViewID {
        switch app.screen {
        case .home: return .home
        case .notRunning: return .notRunning
        case .umpConsentMessage, .umpPrivacyOptions: return pages.view(privacyOptions: app.screen == .umpPrivacyOptions)
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

    /// The element with focus on the view on screen (as last laid out), if any.
    package var focusedElement: ElementID? {
        let view = viewID
        if let memo, memo.view == view { return memo.focused }
        return self[place: view].focus
    }

    /// Where focus and scroll stand on `view`: the UMP pages' own, or the simulator's.
    subscript(place view: ViewID) -> ViewMemory.Place {
        get { view.isUMPPage ? pages.places[view] : places[view] }
        set {
            if view.isUMPPage { pages.places[view] = newValue } else { places[view] = newValue }
        }
    }
}

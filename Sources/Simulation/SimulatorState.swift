import Flow
import Forms
import Screens
import Store

/// Everything the simulator shows, as one value: the app's state (`app`, what the engine's reducer
/// keeps) and the view's state around it — the UMP pages (page, switches, search), focus and scroll
/// per view, the inspector, the help overlay, a notice.
///
/// `SimulatorReducer` is the only thing that changes it, one `SimulatorAction` at a time; its
/// layout (`layout(size:)`) and its `Frame` (`render(size:)`) are pure functions of it and the
/// terminal size. No I/O: `SimulatorRuntime` does the effects (the store,
/// the trace). The terminal and the headless script player send the same actions to the same
/// reducer, so a script sees exactly what a person sees. Equal states lay out alike: the runtime's
/// `LayoutCache` is keyed by the whole value.
package struct SimulatorState: Equatable, Sendable {
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
    package var pages: UMPPages
    /// Whether the store inspector is on.
    package internal(set) var inspectorVisible: Bool
    /// Whether the key help overlay is up.
    package internal(set) var helpVisible = false
    /// A notice shown over the screen until the next key (an unknown element, a store error).
    package internal(set) var notice: String?
    /// The terminal size: what the screen is laid out at and keys are handled against.
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

    /// The simulator showing `form` for an app configured by `configuration` (default: as the form
    /// sets it up), not launched yet; `language` defaults to the form's default language. `umpModel`
    /// is `form.ump`'s model when the caller has built it already (`Simulator.init`).
    package init(
        form: FormDefinition, configuration: AppConfiguration? = nil, language: LanguageCode? = nil, glyphs: Glyphs = .unicode,
        inspectorVisible: Bool = false, umpModel: UMPFormModel? = nil
    ) {
        app = AppState(configuration: configuration ?? FormConfiguration.configuration(for: form))
        self.form = form
        self.language = language ?? form.languages.default
        self.glyphs = glyphs
        self.inspectorVisible = inspectorVisible
        texts = ScreenTexts(form: form, language: self.language)
        pages = UMPPages(model: umpModel ?? form.ump.map(UMPFormModel.init), learnMoreItems: form.learnMoreItemCount)
    }

    /// The UMP pages' items and switches, for UMP forms.
    package var ump: UMPFormModel? { pages.model }
    /// The UMP form object as the user left it.
    package var umpForm: UMPFormState { pages.form }
    /// The vendor search's matches, positions in `ump.vendors`.
    var vendorPositions: [Int] { pages.vendorPositions }

    // MARK: - What is on screen

    /// Equal states lay out alike. The fields that change with most keys (focus, scroll, the pages,
    /// the overlays) are compared first, so the runtime's cache tells two states apart cheaply; the
    /// app's state and the form, which most keys leave as they were, come last. Every stored
    /// property is compared: a new one belongs here too, or the cache would miss what it changes.
    package static func == (lhs: SimulatorState, rhs: SimulatorState) -> Bool {
        lhs.places == rhs.places && lhs.pages == rhs.pages && lhs.notice == rhs.notice && lhs.helpVisible == rhs.helpVisible
            && lhs.inspectorVisible == rhs.inspectorVisible && lhs.inspectorOffset == rhs.inspectorOffset
            && lhs.helpOffset == rhs.helpOffset && lhs.screenSize == rhs.screenSize && lhs.language == rhs.language
            && lhs.glyphs == rhs.glyphs && lhs.device == rhs.device && lhs.presentation == rhs.presentation
            && lhs.texts == rhs.texts && lhs.inspectorBaseline == rhs.inspectorBaseline && lhs.app == rhs.app
            && lhs.form == rhs.form
    }

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

    /// The element with focus on the view on screen, if any, as the layout at `screenSize` has it.
    package var focusedElement: ElementID? { layout(size: screenSize).focused }

    /// Where focus and scroll stand on `view`: the UMP pages' own, or the simulator's.
    package subscript(place view: ViewID) -> ViewMemory.Place {
        get { view.isUMPPage ? pages.places[view] : places[view] }
        set {
            if view.isUMPPage { pages.places[view] = newValue } else { places[view] = newValue }
        }
    }
}

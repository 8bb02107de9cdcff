import Flow
import Forms
import Screens
import Simulation

/// Draws preview screens: launches a fresh simulated install on a memory store, plays the screen's
/// steps through the `Simulator` that `consentsim run` assembles, at the screen's size, and returns
/// the frame a person would see.
package struct PreviewRenderer: Sendable {
    /// The form previewed.
    package let form: FormDefinition

    /// The device the form is laid out for.
    package let device: DeviceProfile

    /// The platform the simulated app runs on.
    package let platform: DevicePlatform

    /// The model of the form's UMP pages, built once for every screen drawn (and shared with the
    /// renderers of the same form that follow: lint makes one per language).
    package let umpModel: UMPFormModel?

    /// A renderer for `form` on `device`, the app running on `platform`.
    package init(form: FormDefinition, device: DeviceProfile = .terminal, platform: DevicePlatform = .ios) {
        self.form = form
        self.device = device
        self.platform = platform
        umpModel = form.ump.map(UMPFormModel.shared)
    }

    /// The frame of `screen` in `language` at `size`; throws `PreviewError` when the steps do not
    /// reach the screen (a form whose elements changed), and engine errors.
    package func frame(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> Frame {
        // A picture, not a terminal session: no focus marks or key hints.
        try reached(screen, language: language, size: size).picture(size: size)
    }

    /// The terminal's picture of `screen` and the phone's, from one play of its steps and the same
    /// state, so one edit to the form shows in both.
    package func pictures(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> (frame: Frame, phone: PhoneScreen) {
        let runtime = try reached(screen, language: language, size: size)
        return (runtime.picture(size: size), runtime.state.phoneScreen())
    }

    /// `screen`'s phone picture alone (`pictures`).
    package func phoneScreen(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> PhoneScreen {
        try pictures(screen, language: language, size: size).phone
    }

    /// A simulator that has played `screen`'s steps and laid out a frame at `size`, checked to show
    /// the screen's view and verdict.
    private func reached(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> SimulatorRuntime {
        let runtime = try play(screen, language: language, size: size)
        _ = runtime.frame(size: size)
        guard runtime.viewID == screen.view else {
            throw PreviewError.wrongView(screen: screen.id, expected: screen.view.rawValue, actual: runtime.viewID.rawValue)
        }
        if let verdict = screen.verdict, runtime.app.adEligibility.kind != verdict {
            throw PreviewError.wrongVerdict(screen: screen.id, expected: verdict.rawValue, actual: runtime.app.adEligibility.kind.rawValue)
        }
        return runtime
    }

    /// A simulator that has played `screen`'s steps in `language` at `size`, ready for more.
    package func play(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> SimulatorRuntime {
        var settings = SimulatorSettings { $0.language = language }
        if platform == .android { settings.platform = .android }
        var simulator = Simulator(form: form, settings: settings, device: device, umpModel: umpModel)
        screen.setup(&simulator.configuration)
        let runtime = try simulator.start()
        // The first frame fixes the size; after that the simulator lays a view out again whenever a
        // step needs its layout, as it does between a person's keys.
        _ = runtime.frame(size: size)
        for step in screen.steps {
            let done: Bool
            switch step {
            case .activate(let id): done = try runtime.select(id)
            case .focus(let id): done = runtime.focus(id)
            case .key(let key): done = try runtime.handle(key)
            case .send(let event):
                try runtime.send(.app(event))
                done = true
            }
            guard done else {
                let element =
                    switch step {
                    case .activate(let id), .focus(let id): id.rawValue
                    case .key(let key): "key \(key)"
                    case .send(let event): event.name
                    }
                throw PreviewError.missingElement(screen: screen.id, element: element, view: runtime.viewID.rawValue)
            }
        }
        return runtime
    }
}

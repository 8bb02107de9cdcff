import Flow
import Forms

/// Draws preview screens: launches a fresh simulated install on a memory store, plays the screen's
/// steps through the `Simulator` that `consentsim run` assembles at the screen's size,
/// and returns the frame a person would see.
package struct PreviewRenderer: Sendable {
    /// The form previewed.
    package let form: FormDefinition

    /// The device the form is laid out for.
    package let device: DeviceProfile

    /// A renderer for `form` on `device`.
    package init(form: FormDefinition, device: DeviceProfile = .terminal) {
        self.form = form
        self.device = device
    }

    /// The frame of `screen` in `language` at `size`; throws `PreviewError` when the steps do not
    /// reach the screen (a form whose elements changed), and engine errors.
    package func frame(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> Frame {
        let driver = try play(screen, language: language, size: size)
        let frame = driver.frame(size: size)
        guard driver.viewID == screen.view else {
            throw PreviewError.wrongView(screen: screen.id, expected: screen.view.rawValue, actual: driver.viewID.rawValue)
        }
        if let verdict = screen.verdict, driver.app.adEligibility.kind != verdict {
            throw PreviewError.wrongVerdict(screen: screen.id, expected: verdict.rawValue, actual: driver.app.adEligibility.kind.rawValue)
        }
        return frame
    }

    /// A session that has played `screen`'s steps in `language` at `size`, ready for more.
    func play(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> SessionDriver {
        var simulator = Simulator(form: form, settings: SimulatorSettings(language: language))
        simulator.session = simulator.session.onDevice(device)
        screen.setup(&simulator.configuration)
        let driver = try simulator.launch()
        // The first frame fixes the size; after that the session lays a view out again whenever a
        // step needs its layout, as it does between a person's keys.
        _ = driver.frame(size: size)
        for step in screen.steps {
            let done: Bool
            switch step {
            case .activate(let id): done = try driver.activate(id)
            case .focus(let id): done = driver.focus(id)
            case .key(let key): done = try driver.handle(key)
            case .send(let event):
                try driver.send(event)
                done = true
            }
            guard done else {
                let element = switch step {
                case .activate(let id), .focus(let id): id.rawValue
                case .key(let key): "key \(key)"
                case .send(let event): event.name
                }
                throw PreviewError.missingElement(screen: screen.id, element: element, view: driver.viewID.rawValue)
            }
        }
        return driver
    }
}

import Flow
import Forms
import Store

/// Draws preview screens: launches a fresh simulated install, plays the screen's steps through the
/// interactive session and the flow engine, rendering after every step as the terminal loop does,
/// and returns the frame a person would see.
public struct PreviewRenderer: Sendable {
    /// The form previewed.
    public let form: FormDefinition

    /// A renderer for `form`.
    public init(form: FormDefinition) { self.form = form }

    /// The frame of `screen` in `language` at `size`; throws `PreviewError` when the steps do not
    /// reach the screen (a form whose elements changed), and engine errors.
    public func frame(_ screen: PreviewScreen, language: LanguageCode, size: Size) throws -> Frame {
        var configuration = PreviewConfiguration.configuration(for: form, language: language)
        screen.setup(&configuration)
        let driver = try PreviewDriver(form: form, language: language, configuration: configuration)
        var frame = driver.frame(size: size)
        for step in screen.steps {
            guard try driver.perform(step) else {
                let element = if case .activate(let id) = step { id.rawValue } else if case .focus(let id) = step { id.rawValue } else { "?" }
                throw PreviewError.missingElement(screen: screen.id, element: element, view: driver.viewName)
            }
            frame = driver.frame(size: size)
        }
        guard driver.viewName == screen.view else {
            throw PreviewError.wrongView(screen: screen.id, expected: screen.view, actual: driver.viewName)
        }
        if let verdict = screen.verdict, driver.app.adEligibility.kind != verdict {
            throw PreviewError.wrongVerdict(screen: screen.id, expected: verdict.rawValue, actual: driver.app.adEligibility.kind.rawValue)
        }
        return frame
    }
}

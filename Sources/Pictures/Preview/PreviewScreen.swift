import Flow
import Simulation
import TCF

/// A screen a preview shows and how to reach it from a fresh install, the way a person would.
package struct PreviewScreen: Sendable, CustomStringConvertible {
    /// The stable, language-independent file name (`ump-firstLayer`, `home-personalized`).
    package var id: String
    /// What the picture shows, in a few words.
    package var summary: String
    /// The view the steps must end on (`ump.manageOptions`, `pac.learnMore`, `home`).
    package var view: ViewID
    /// The run settings this screen needs over the form's (a geography, an age tag, an ATT answer).
    package var setup: @Sendable (inout AppConfiguration) -> Void
    /// What the user does after launch.
    package var steps: [PreviewStep]
    /// For the home screens: the ad verdict the steps must lead to.
    package var verdict: AdRequestKind?

    /// A screen reached by `steps` after launching with `setup`.
    package init(
        id: String, summary: String, view: ViewID, setup: @escaping @Sendable (inout AppConfiguration) -> Void = { _ in },
        steps: [PreviewStep] = [], verdict: AdRequestKind? = nil
    ) {
        self.id = id
        self.summary = summary
        self.view = view
        self.setup = setup
        self.steps = steps
        self.verdict = verdict
    }

    /// A screen named after its view (`ump.firstLayer` is `ump-firstLayer`), and after `variant` when
    /// one view has several pictures (`ump-manageOptions-purposes`, `home-limited`).
    package init(
        view: ViewID, variant: String? = nil, summary: String,
        setup: @escaping @Sendable (inout AppConfiguration) -> Void = { _ in }, steps: [PreviewStep] = [],
        verdict: AdRequestKind? = nil
    ) {
        let name = String(view.rawValue.map { $0 == "." ? "-" : $0 })
        self.init(
            id: variant.map { name + "-" + $0 } ?? name, summary: summary, view: view, setup: setup, steps: steps,
            verdict: verdict)
    }

    /// The id.
    package var description: String { id }
}

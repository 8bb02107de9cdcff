import Flow
import Simulation

/// Finds every screen of the PAC form a person can reach, by pressing its buttons and links in the
/// flow engine (not by reading the layout rules), so server-side removals are honoured too.
enum PACScreenExplorer {
    /// Each reachable form screen, in the order first reached, with the shortest element path to it.
    static func screens(of simulator: Simulator) throws -> [(screen: PACFormScreen, path: [PACFormElement])] {
        guard let first = try replay([], on: simulator) else { return [] }
        var found: [(screen: PACFormScreen, path: [PACFormElement])] = [(first.screen, [])]
        var queue: [(form: PACPresentedForm, path: [PACFormElement])] = [(first, [])]
        while !queue.isEmpty {
            let (form, path) = queue.removeFirst()
            for element in form.elements {
                // Navigation only: the choices close the form and the links open a browser.
                guard let action = element.action, [.showLearnMore, .chooseNonPersonalized, .back].contains(action) else { continue }
                let next = path + [element]
                guard let reached = try replay(next, on: simulator),
                    !found.contains(where: { $0.screen == reached.screen })
                else { continue }
                found.append((reached.screen, next))
                queue.append((reached, next))
            }
        }
        return found
    }

    /// The form on screen after launching and activating `path`; nil when none is.
    static func replay(_ path: [PACFormElement], on simulator: Simulator) throws -> PACPresentedForm? {
        // The explorer presses the form's elements by their actions, not by where they are drawn.
        let runtime = try simulator.start()
        for element in path {
            guard let form = runtime.app.screen.pacForm, form.elements.contains(element), let action = element.action else { return nil }
            try runtime.send(.app(.pacForm(action)))
        }
        return runtime.app.screen.pacForm
    }
}

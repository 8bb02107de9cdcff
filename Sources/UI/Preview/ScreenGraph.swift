import Flow
import Forms

/// A form's screens as a graph for designers: each reachable view a node, each button, link or key
/// that moves between views an edge, found by pressing them in the simulator `run` uses.
package enum ScreenGraph {
    /// The keys tried on every screen besides its elements.
    static let keys: [(key: Key, name: String)] = [(.escape, "Esc"), (.backspace, "Backspace")]

    /// Every move between views: from each preview screen, each button and link drawn (switches,
    /// descriptions and provider chips stay on their view), one vendor row, and each of `keys`.
    package static func transitions(for form: FormDefinition, language: LanguageCode? = nil) throws -> [Transition] {
        let language = language ?? form.languages.default
        let renderer = PreviewRenderer(form: form)
        let size = Size(width: 80, height: 24)
        var found = Set<Transition>()
        var visited = Set<String>()
        for screen in try PreviewCatalog.screens(for: form) {
            let start = try renderer.play(screen, language: language, size: size)
            let from = start.viewID.rawValue
            // Home is reached in several verdicts; its elements move the same way from each.
            guard visited.insert(from + "|" + screen.steps.map { "\($0)" }.joined()).inserted else { continue }
            for element in movingElements(start.frame(size: size).actions) {
                let runtime = try renderer.play(screen, language: language, size: size)
                guard (try? runtime.select(element)) == true else { continue }
                let to = runtime.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: element.rawValue, to: to)) }
            }
            for key in keys {
                let runtime = try renderer.play(screen, language: language, size: size)
                guard (try? runtime.handle(key.key)) == true else { continue }
                let to = runtime.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: key.name, to: to)) }
            }
        }
        return found.sorted()
    }

    /// The elements of a frame that may lead to another view, by what they do: buttons and links,
    /// and of the vendor rows the first only (each opens its details page).
    static func movingElements(_ actions: [ElementID: ElementAction]) -> [ElementID] {
        var elements: [ElementID] = []
        var vendorRow = false
        for (id, action) in actions.sorted(by: { $0.key < $1.key }) {
            switch action {
            case .ump(.toggle), .ump(.toggleDetails), .pac(.openProviderPolicy), .page:
                continue
            case .ump(.openVendor):
                if vendorRow { continue }
                vendorRow = true
            case .app, .pac, .ump:
                break
            }
            elements.append(id)
        }
        return elements
    }
}

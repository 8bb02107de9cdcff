import Flow
import Forms

/// A form's screens as a graph for designers: each reachable view a node, each button, link or key
/// that moves between views an edge, found by pressing them in the session `run` uses.
package enum ScreenGraph {
    /// The keys tried on every screen besides its elements.
    static let keys: [(key: Key, name: String)] = [(.escape, "Esc"), (.backspace, "Backspace")]

    /// Every move between views: from each preview screen, each element without a number in its id
    /// (buttons and links; switches stay on their view), one vendor row, and each of `keys`.
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
            let ids = start.frame(size: size).elements.keys.sorted()
            // Buttons and links have no number in their id; of the numbered rows, one vendor stands
            // for all (each opens its details page).
            let vendor = ids.first { $0.rawValue.hasPrefix("vendor.") && $0.rawValue.split(separator: ".").count == 2 }
            let elements = ids.filter { !$0.rawValue.contains(where: \.isNumber) } + (vendor.map { [$0] } ?? [])
            for element in elements {
                let driver = try renderer.play(screen, language: language, size: size)
                guard (try? driver.activate(element)) == true else { continue }
                let to = driver.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: element.rawValue, to: to)) }
            }
            for key in keys {
                let driver = try renderer.play(screen, language: language, size: size)
                guard (try? driver.handle(key.key)) == true else { continue }
                let to = driver.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: key.name, to: to)) }
            }
        }
        return found.sorted()
    }
}

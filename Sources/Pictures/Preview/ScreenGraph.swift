import Flow
import Forms
import Screens
import Simulation

/// A form's screens as a graph for designers: each reachable view a node, each button, link or key
/// that moves between views an edge labelled as the screen labels it, from a start node (the app
/// before launch), found by playing the preview's steps and pressing every button in the
/// simulator `run` uses.
package enum ScreenGraph {
    /// The node before launch: every other node is reached from it.
    package static let start = "start"

    /// Tall enough that every screen shows all of its buttons and links at once (a screen's first
    /// element is focused at its top; the graph needs them all on the frame, not in view order).
    static let size = Size(width: 100, height: 60)

    /// The keys tried on every screen besides its elements, with their edge labels: Esc and
    /// Backspace, and on Android the system back button (`SimulatorState.systemBack`).
    static func keys(platform: DevicePlatform) -> [(key: Key, name: String)] {
        let common: [(key: Key, name: String)] = [(.escape, "Esc"), (.backspace, "Backspace")]
        switch platform {
        case .ios: return common
        case .android: return common + [(.char("b"), "system Back")]
        }
    }

    /// Every move between views: `start` to each view the app opens on (labelled with the launch
    /// settings that lead there); along each preview screen's steps; and from each screen reached,
    /// each button and link drawn (switches, descriptions and provider chips stay on their view),
    /// one vendor row, and each of `keys`. On Android there is no ATT (the advertising ID stands in
    /// its place, named on the launch edges) and the system back button is tried on every screen.
    package static func transitions(
        for form: FormDefinition, platform: DevicePlatform = .ios, language: LanguageCode? = nil
    ) throws -> [Transition] {
        let settings = SimulatorSettings(language: language ?? form.languages.default, platform: platform)
        let simulator = Simulator(form: form, settings: settings)
        var found = Set<Transition>()
        var visited = Set<String>()
        for screen in try PreviewCatalog.screens(for: form) {
            var launched = simulator
            screen.setup(&launched.configuration)
            let runtime = try launched.start()
            found.insert(
                Transition(from: start, event: launchLabel(launched.configuration, base: simulator.configuration), to: runtime.viewID.rawValue))
            let played = try play(screen.steps, on: runtime)
            found.formUnion(played)
            let from = runtime.viewID.rawValue
            // Home is reached in several verdicts; its elements move the same way from each.
            guard visited.insert(from + "|" + screen.steps.map { "\($0)" }.joined()).inserted else { continue }
            let frame = runtime.frame(size: size)
            for element in movingElements(frame.actions) {
                let again = try launched.start()
                _ = try play(screen.steps, on: again)
                guard (try? again.select(element)) == true else { continue }
                let to = again.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: label(of: element, in: frame), to: to)) }
            }
            for key in keys(platform: platform) {
                let again = try launched.start()
                _ = try play(screen.steps, on: again)
                guard (try? again.handle(key.key)) == true else { continue }
                let to = again.viewID.rawValue
                if to != from { found.insert(Transition(from: from, event: key.name, to: to)) }
            }
        }
        return found.sorted()
    }

    /// Plays `steps` on `runtime`, returning each move between views they made, labelled as the
    /// screens label the element pressed. A step whose element the platform does not show (the ATT
    /// alert's buttons on Android) is left out, so one catalogue serves both platforms.
    static func play(_ steps: [PreviewStep], on runtime: SimulatorRuntime) throws -> Set<Transition> {
        var moves = Set<Transition>()
        for step in steps {
            let frame = runtime.frame(size: size)
            let from = runtime.viewID.rawValue
            let event: String
            switch step {
            case .activate(let id):
                guard (try? runtime.select(id)) == true else { continue }
                event = label(of: id, in: frame)
            case .focus(let id):
                _ = runtime.focus(id)
                continue
            case .key(let key):
                _ = try runtime.handle(key)
                event = "\(key)"
            case .send(let appEvent):
                // An event sent straight to the app (a preview's shortcut, no button a person
                // presses) draws no edge; the views it reaches are reached by buttons too.
                try runtime.send(.app(appEvent))
                continue
            }
            let to = runtime.viewID.rawValue
            if to != from { moves.insert(Transition(from: from, event: event, to: to)) }
        }
        return moves
    }

    /// The launch edge's label: `launch`, with the settings a preview screen changes to get there
    /// and, on Android, the advertising ID the app reads.
    static func launchLabel(_ configuration: AppConfiguration, base: AppConfiguration) -> String {
        var parts: [String] = []
        if configuration.debugGeography != base.debugGeography { parts.append("debug geography \(configuration.debugGeography)") }
        if configuration.attOrder != base.attOrder { parts.append("order \(configuration.attOrder)") }
        if configuration.platform == .android { parts.append("advertising ID \(configuration.advertisingID)") }
        return parts.isEmpty ? "launch" : "launch (" + parts.joined(separator: ", ") + ")"
    }

    /// The text `element` shows on `frame` (a button's label without its brackets and focus mark, a
    /// link's words), or its id where the frame does not draw it; at most 48 characters.
    static func label(of element: ElementID, in frame: Frame) -> String {
        // One vendor row stands for all of them, whichever the screen showed.
        if element.rawValue.hasPrefix("vendor.") { return "a vendor's row" }  // `UMPElement.vendor`
        guard let rect = frame.elements[element] else { return element.rawValue }
        var words: [String] = []
        for y in rect.y..<rect.maxY {
            var line = ""
            for x in rect.x..<rect.maxX {
                if case .glyph(let character) = frame.canvas[x, y].content { line.append(character) }
            }
            words += line.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let marks: Set<Character> = ["[", "]", frame.glyphs.focusMarker]
        let text = words.joined(separator: " ")
        let trimmed = String(text.drop { marks.contains($0) || $0 == " " }.reversed().drop { marks.contains($0) || $0 == " " }.reversed())
        guard !trimmed.isEmpty else { return element.rawValue }
        return trimmed.count > 48 ? String(trimmed.prefix(47)) + frame.glyphs.ellipsis : trimmed
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
